import type { HtmlTagDescriptor, Plugin } from 'vite';
import { SESSION_CHECK_SCRIPT } from '../shared/session-check.ts';

/**
 * Puts the early session check (shared/session-check.ts) into the back-office's
 * index.html, ahead of its scripts, with `<meta name="api-base">` when the SPA is
 * built for another backend (VITE_API_URL). The member page (me.html) has its own
 * sign-in and gets neither.
 */
export function earlySessionCheck(): Plugin {
  let apiBase = '';
  return {
    name: 'early-session-check',
    configResolved(config) {
      apiBase = String(config.env.VITE_API_URL ?? '');
    },
    transformIndexHtml: {
      order: 'pre',
      handler(_html, context) {
        if (!context.filename.endsWith('index.html')) return;
        const tags: HtmlTagDescriptor[] = [];
        if (apiBase)
          tags.push({
            tag: 'meta',
            attrs: { name: 'api-base', content: apiBase },
            injectTo: 'head',
          });
        tags.push({ tag: 'script', children: SESSION_CHECK_SCRIPT, injectTo: 'head' });
        return tags;
      },
    },
  };
}
