import { createTheme } from '@mui/material/styles';

const FONT = 'Roboto, "Noto Sans Gujarati", "Helvetica Neue", Arial, sans-serif';

/**
 * The back-office's colours and fonts (src/layout/theme.ts) without react-admin's
 * theme, so the member page loads none of the back-office's code.
 */
export const doorTheme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#4fc3f7', contrastText: '#0d2b45' },
    warning: { main: '#b45309' },
    background: { default: '#f4f6fa' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: FONT, h6: { fontWeight: 400 } },
  components: {
    MuiCssBaseline: {
      styleOverrides: { 'html, body, button, input, select, textarea': { fontFamily: FONT } },
    },
  },
});
