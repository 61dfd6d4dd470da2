import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * Primary blue, secondary light blue (spec §9). Breakpoints put `md` at 1280px so
 * that react-admin's small-screen layout (collapsed menu) applies below 1280px.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#4fc3f7', contrastText: '#0d2b45' },
    background: { default: '#f4f6fa' },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 1280, lg: 1440, xl: 1920 } },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Noto Sans Gujarati", "Helvetica Neue", Arial, sans-serif' },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 56 } } } },
  },
};
