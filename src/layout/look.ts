/**
 * What the back-office (src/layout/theme.ts) and the member page (src/door/theme.ts)
 * look like alike: colours, font, corners, and how much they move. Imports nothing, so
 * the member page takes it without any of react-admin.
 */

/** Roboto for Latin, the bundled Noto Sans Gujarati for Gujarati (docs/product.md §9). */
export const FONT = 'Roboto, "Noto Sans Gujarati", "Helvetica Neue", Arial, sans-serif';

/** Primary blue, secondary light blue. */
export const PALETTE = {
  primary: { main: '#1565c0' },
  secondary: { main: '#4fc3f7', contrastText: '#0d2b45' },
  // Dark enough for white text on it (the Incomplete chip): 5:1.
  warning: { main: '#b45309' },
  background: { default: '#f4f6fa' },
};

export const SHAPE = { borderRadius: 8 };

/** The font on the page itself, so text outside a Typography has it too. */
export const BASELINE = {
  styleOverrides: { 'html, body, button, input, select, textarea': { fontFamily: FONT } },
};

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3, Animation from
 * Interactions): menus, dialogs, drawers and collapses then appear at once, and
 * buttons do without their ripple. Read once, when the page loads.
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

const STILL = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/** The theme's transitions: none when less motion was asked for, else MUI's own. */
export const motion = reducedMotion ? { transitions: STILL } : {};

/** Components' defaults for less motion (no ripple), to spread into `components`. */
export const stillComponents = reducedMotion
  ? { MuiButtonBase: { defaultProps: { disableRipple: true } } }
  : {};
