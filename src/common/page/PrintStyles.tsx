import { GlobalStyles } from '@mui/material';

/**
 * While a page that prints is shown: on paper, the app's bar, menu and buttons
 * (`.no-print`) go, `.print-only` parts appear, and the page is A4 in the
 * orientation given (the family tree landscape, the birthdays list portrait). With
 * `appHidden` the whole app goes and only what the page put beside it prints.
 */
export const PrintStyles = ({
  orientation = 'portrait',
  appHidden = false,
}: {
  orientation?: 'portrait' | 'landscape';
  /** On paper only what the page put beside the app (a list laid out for a notice board). */
  appHidden?: boolean;
}) => (
  <GlobalStyles
    styles={{
      '.print-only': { display: 'none' },
      '@media print': {
        '@page': { size: `A4 ${orientation}`, margin: '10mm' },
        'header, nav, .MuiDrawer-root, .RaSidebar-root, .no-print': {
          display: 'none !important',
        },
        '.print-only': { display: 'block !important' },
        ...(appHidden ? { '#root': { display: 'none !important' } } : {}),
        '.RaLayout-content, .RaLayout-appFrame, main': {
          padding: '0 !important',
          margin: '0 !important',
        },
      },
    }}
  />
);
