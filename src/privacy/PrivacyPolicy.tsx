import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPage } from '../common/page/PublicPage';

const sections = ['who', 'what', 'why', 'share', 'rights', 'contact'] as const;

/** /privacy-policy: public, outside the layout. */
export const PrivacyPolicy = () => {
  const translate = useTranslate();
  return (
    <PublicPage title="app.privacy.title">
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
    </PublicPage>
  );
};

export default PrivacyPolicy;
