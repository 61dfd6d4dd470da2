import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The module whose chunk every signed-in page loads: the frame (lazily, src/App.tsx). */
const FRAME = /[\\/]src[\\/]layout[\\/]AppLayout\.tsx$/;

/** `start` and every chunk it imports statically, by file name. */
function withImports(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return found;
}

/**
 * Names in index.html, as `<meta name="signed-in-modules">`, the chunks a signed-in
 * page needs that the page's own script does not (the frame, the libraries and the
 * shared pieces of src/): the early session check (shared/session-check.ts) asks for
 * them at once on any address but the public ones, where the SPA only asked once its
 * first script had run (docs/bench.md, cold loads). /login loads none of them.
 */
export function signedInModules(): Plugin {
  let base = '/';
  return {
    name: 'signed-in-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle, chunk }) {
        if (!filename.endsWith('index.html') || !bundle || !chunk) return;
        const frame = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.moduleIds.some((id) => FRAME.test(id)),
        );
        if (!frame) throw new Error('signed-in-modules: no chunk holds src/layout/AppLayout.tsx');
        const loaded = withImports(bundle, chunk);
        const needed = [...withImports(bundle, frame)].filter((name) => !loaded.has(name));
        return [
          {
            tag: 'meta',
            attrs: { name: 'signed-in-modules', content: needed.map((n) => base + n).join(' ') },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
