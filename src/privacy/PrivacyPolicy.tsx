import { Box, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../common/PageTitle';
import { Logo } from '../layout/Logo';

const sections = ['who', 'what', 'why', 'share', 'rights', 'contact'] as const;

/** /privacy-policy: public, outside the layout. */
export const PrivacyPolicy = () => {
  const translate = useTranslate();
  const title = useDocumentTitle('app.privacy.title');
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 4 }}>
      <Container maxWidth="md">
        <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center' }}>
          <Logo size={48} />
          <Typography variant="h6" sx={{ flex: 1 }}>
            {translate('app.name')}
          </Typography>
          <LocalesMenuButton />
        </Stack>
        <Paper sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('app.privacy.updated')}
          </Typography>
          {sections.map((key) => (
            <Box key={key} component="section" sx={{ mt: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate(`app.privacy.sections.${key}_title`)}
              </Typography>
              <Typography variant="body1">{translate(`app.privacy.sections.${key}`)}</Typography>
            </Box>
          ))}
          <Box sx={{ mt: 4 }}>
            <Link component={RouterLink} to="/login">
              {translate('app.login.title')}
            </Link>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
};

export default PrivacyPolicy;
