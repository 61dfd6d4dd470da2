import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BASELINE, FONT, PALETTE, SHAPE, motion, stillComponents } from './look';

/**
 * The look both pages share (src/layout/look.ts) on react-admin's own theme.
 * Breakpoints put `md` at 1280px so that react-admin's small-screen layout
 * (collapsed menu) applies below 1280px. The font is set on every typography
 * variant, so react-admin's own pages and plain headings have it too.
 */
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

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: PALETTE,
  breakpoints: { values: { xs: 0, sm: 600, md: 1280, lg: 1440, xl: 1920 } },
  shape: SHAPE,
  typography: {
    fontFamily: FONT,
    ...Object.fromEntries(VARIANTS.map((variant) => [variant, { fontFamily: FONT }])),
    h6: { fontFamily: FONT, fontWeight: 400 },
  },
  sidebar: { width: 248, closedWidth: 56 },
  ...motion,
  components: {
    ...defaultTheme.components,
    ...stillComponents,
    MuiCssBaseline: BASELINE,
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 56 } } } },
  },
};
