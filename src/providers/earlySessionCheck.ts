declare global {
  interface Window {
    /** Started by index.html before the scripts (shared/session-check.ts). */
    __sessionCheck?: Promise<unknown>;
  }
}

/**
 * The session check index.html started before the scripts arrived: its answer's
 * body when signed in, null when not (or when it failed), undefined when it did not
 * start (the development server without the plugin, another page, a CSP that
 * refused it). Taken once: later checks ask the server again.
 */
export function takeEarlySessionCheck(): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.__sessionCheck;
  delete window.__sessionCheck;
  return started;
}
