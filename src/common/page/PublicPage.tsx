import { Box, Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageButton } from '../buttons/LanguageButton';
import { Logo } from './Logo';
import { useDocumentTitle } from './PageTitle';
import { ServerMessages } from './ServerMessages';

/**
 * A page a guest may open (registration, privacy policy): the logo, the
 * product's name and the language menu above a sheet with the page's title.
 */
export const PublicPage = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const heading = useDocumentTitle(title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 3 }}>
      <ServerMessages />
      <Container maxWidth="md">
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <Logo size={48} />
          <Typography variant="h6" sx={{ flex: 1 }}>
            {translate('app.name')}
          </Typography>
          <LanguageButton />
        </Stack>
        <Paper sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {heading}
          </Typography>
          {children}
        </Paper>
      </Container>
    </Box>
  );
};
