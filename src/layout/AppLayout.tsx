import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  TitlePortal,
  useTranslate,
  type AppBarProps,
} from 'react-admin';
import { ServerMessages } from '../common/page/ServerMessages';
import { AppMenu } from './AppMenu';
import { LanguageButton } from '../common/buttons/LanguageButton';
import { AppUserMenu } from './AppUserMenu';

/**
 * The language switch and the refresh: on a phone the switch shows its icons only
 * (the language's name stays its accessible name), so the page's title keeps the
 * width instead of running under it.
 */
const BarTools = () => {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ '& .MuiButton-root': { fontSize: { xs: 0, sm: undefined }, minWidth: 0 } }}>
        <LanguageButton />
      </Box>
      {/* Its spinner, while the data refreshes, named for screen readers. */}
      <LoadingIndicator {...({ 'aria-label': translate('ra.page.loading') } as object)} />
    </>
  );
};

/** The app bar; its title is the page's one `h1`, for screen readers as for the eye. */
const PrimaryAppBar = (props: AppBarProps) => (
  <AppBar {...props} color="primary" userMenu={<AppUserMenu />} toolbar={<BarTools />}>
    <TitlePortal component="h1" sx={{ fontSize: { xs: '1.1rem', sm: undefined }, minWidth: 0 }} />
  </AppBar>
);

/** The page beside the menu may shrink to the window, so a wide table scrolls inside its card. */
const layoutSx = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu} appBar={PrimaryAppBar} sx={layoutSx}>
    <ServerMessages />
    {children}
  </Layout>
);

export default AppLayout;
