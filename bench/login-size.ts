import { gzippedScriptsOf } from './js-size.js';

// `npm run bench:login -- URL`: the first load's gzipped JavaScript of a running
// server's /login, the budget of docs/bench.md (≤ 270 KB), without the whole bench.
const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const { files, bytes } = await gzippedScriptsOf(`${base}/login`);
console.log(`/login: ${files} scripts, ${(bytes / 1024).toFixed(1)} KB gzipped`);
if (bytes > 270 * 1024) process.exitCode = 1;
