import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformHook, Rollup } from 'vite';
import { signedInModules } from '../../../build/signed-in-modules';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports }) as unknown as Rollup.OutputChunk;

/** A build like ours: the entry, its runtime, the frame's chunk and the libraries. */
const entry = chunk('assets/index-a.js', ['/app/src/main.tsx'], ['assets/runtime-b.js']);
const bundle = {
  'assets/index-a.js': entry,
  'assets/runtime-b.js': chunk('assets/runtime-b.js', []),
  'assets/common-c.js': chunk(
    'assets/common-c.js',
    ['/app/src/layout/AppLayout.tsx', '/app/src/common/List.tsx'],
    ['assets/vendor-d.js', 'assets/index-a.js', 'assets/runtime-b.js'],
  ),
  'assets/vendor-d.js': chunk(
    'assets/vendor-d.js',
    ['/app/node_modules/x/index.js'],
    ['assets/runtime-b.js'],
  ),
  'assets/charts-e.js': chunk('assets/charts-e.js', ['/app/src/dashboard/Charts.tsx']),
} as unknown as Rollup.OutputBundle;

const transform = (filename: string, base = '/') => {
  const plugin = signedInModules();
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return handler.call({} as never, '', { filename, bundle, chunk: entry, path: '/' }) as
    HtmlTagDescriptor[] | undefined;
};

describe('the signed-in modules index.html names', () => {
  it('are the frame and what it imports, not what the page itself loads', () => {
    expect(transform('/app/index.html')).toEqual([
      {
        tag: 'meta',
        attrs: { name: 'signed-in-modules', content: '/assets/common-c.js /assets/vendor-d.js' },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('carry the base the SPA is built for, and are not named on the member page', () => {
    expect(transform('/app/index.html', '/office/')![0]!.attrs!.content).toBe(
      '/office/assets/common-c.js /office/assets/vendor-d.js',
    );
    expect(transform('/app/me.html')).toBeUndefined();
  });
});
