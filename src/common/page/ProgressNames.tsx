import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Every spinner and progress bar within is named "Loading" in the reader's language
 * (WCAG 4.1.2; axe-core's `aria-progressbar-name`, a serious finding): react-admin's
 * own leave theirs unnamed — the page still loading, a select waiting a second for its
 * choices, a save under way. The name is each one's default in the theme, so a bar
 * that names itself (`LoadingBar`) keeps its own.
 */
export const ProgressNames = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const name = translate('ra.page.loading');
  const theme = useMemo(
    () => (outer: Theme) => {
      const components = outer.components ?? {};
      return {
        ...outer,
        components: {
          ...components,
          MuiCircularProgress: {
            ...components.MuiCircularProgress,
            defaultProps: { ...components.MuiCircularProgress?.defaultProps, 'aria-label': name },
          },
          MuiLinearProgress: {
            ...components.MuiLinearProgress,
            defaultProps: { ...components.MuiLinearProgress?.defaultProps, 'aria-label': name },
          },
        },
      };
    },
    [name],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
