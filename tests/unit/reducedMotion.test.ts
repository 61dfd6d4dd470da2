import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from '@mui/material/styles';

/** Both themes as the pages build them when the system does, or does not, ask for less motion. */
async function themesWhen(reduce: boolean): Promise<[string, Theme][]> {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
  vi.resetModules();
  const { theme } = await import('../../src/layout/theme');
  const { doorTheme } = await import('../../src/door/theme');
  const { createTheme } = await import('@mui/material/styles');
  return [
    ['the back-office', createTheme(theme)],
    ['the member page', doorTheme],
  ];
}

describe('a person who asked their system for less motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sees menus, dialogs and collapses appear at once, and no ripple on buttons, on both pages', async () => {
    for (const [page, still] of await themesWhen(true)) {
      expect(still.transitions.create('opacity'), page).toBe('none');
      expect(still.transitions.duration.enteringScreen, page).toBe(0);
      expect(still.transitions.getAutoHeightDuration(500), page).toBe(0);
      expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple, page).toBe(true);
    }
  });

  it('while everyone else keeps the animations', async () => {
    for (const [page, moving] of await themesWhen(false)) {
      expect(moving.transitions.create('opacity'), page).toMatch(/^opacity \d+ms/);
      expect(moving.transitions.duration.enteringScreen, page).toBeGreaterThan(0);
      expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple, page).toBeUndefined();
    }
  });
});
