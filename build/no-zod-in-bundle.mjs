// Fails the build when a chunk of the SPA carries zod (docs/decisions.md): the
// browser validates with the shared zod-free rules, and zod stays on the server.
// The SPA may import only types from the contract modules that import zod, which
// ESLint enforces (eslint.config.js); this checks what was really built.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const assets = join(process.argv[2] ?? 'dist', 'assets');
const ZOD = /\$ZodType|ZodError|zod\.dev/;
const carrying = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .filter((file) => ZOD.test(readFileSync(join(assets, file), 'utf8')));
if (carrying.length) {
  process.stderr.write(`zod reached the browser in: ${carrying.join(', ')}\n`);
  process.exit(1);
}
