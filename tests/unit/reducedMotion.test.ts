import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme as the app builds it when the system does, or does not, ask for less motion. */
async function themeWhen(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
  vi.resetModules();
  const { theme } = await import('../../src/layout/theme');
  const { createTheme } = await import('@mui/material/styles');
  return createTheme(theme);
}

describe('a person who asked their system for less motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sees menus, dialogs and collapses appear at once, and no ripple on buttons', async () => {
    const still = await themeWhen(true);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.transitions.getAutoHeightDuration(500)).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('while everyone else keeps the animations', async () => {
    const moving = await themeWhen(false);
    expect(moving.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
