import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * Primary blue, secondary light blue (docs/product.md §9). Breakpoints put `md` at 1280px so
 * that react-admin's small-screen layout (collapsed menu) applies below 1280px.
 */
/**
 * One font stack for every text: Roboto for Latin, the bundled Noto Sans Gujarati
 * for Gujarati. Set on every typography variant and on the page itself, so text
 * outside a Typography (react-admin's own pages, plain headings) has it too.
 */
const FONT = 'Roboto, "Noto Sans Gujarati", "Helvetica Neue", Arial, sans-serif';
const VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3, Animation from
 * Interactions): menus, dialogs, drawers and collapses then appear at once, and
 * buttons do without their ripple. Read once, when the app loads.
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

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#4fc3f7', contrastText: '#0d2b45' },
    // Dark enough for white text on it (the Incomplete chip): 5:1.
    warning: { main: '#b45309' },
    background: { default: '#f4f6fa' },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 1280, lg: 1440, xl: 1920 } },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT,
    ...Object.fromEntries(VARIANTS.map((variant) => [variant, { fontFamily: FONT }])),
    h6: { fontFamily: FONT, fontWeight: 400 },
  },
  sidebar: { width: 248, closedWidth: 56 },
  ...(reducedMotion && { transitions: STILL }),
  components: {
    ...defaultTheme.components,
    ...(reducedMotion && { MuiButtonBase: { defaultProps: { disableRipple: true } } }),
    MuiCssBaseline: {
      styleOverrides: { 'html, body, button, input, select, textarea': { fontFamily: FONT } },
    },
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 56 } } } },
  },
};
