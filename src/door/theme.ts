import { createTheme } from '@mui/material/styles';
import { BASELINE, FONT, PALETTE, SHAPE, motion, stillComponents } from '../layout/look';

/**
 * The back-office's look (src/layout/look.ts) without react-admin's theme, so the
 * member page loads none of the back-office's code.
 */
export const doorTheme = createTheme({
  palette: PALETTE,
  shape: SHAPE,
  typography: { fontFamily: FONT, h6: { fontWeight: 400 } },
  ...motion,
  components: { ...stillComponents, MuiCssBaseline: BASELINE },
});
