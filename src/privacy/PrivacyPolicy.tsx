import { useNoticeWords } from './useNoticeWords';
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPage } from '../common/page/PublicPage';
import { LoadingBar } from '../common/page/LoadingBar';
import { useFormats } from '../common/hooks/useFormats';
import type { AppDataProvider } from '../resources';
import type { PrivacyNotice } from '../../shared/contract/privacy';
import { NoticeItems } from './NoticeItems';

const sections = ['who', 'what', 'why', 'share', 'rights', 'contact'] as const;

/** The notice of a backend without one (the original backend): the general text. */
const GeneralText = () => {
  const words = useNoticeWords();
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {words('general.updated')}
      </Typography>
      {sections.map((key) => (
        <Box key={key} component="section" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {words(`general.sections.${key}_title`)}
          </Typography>
          <Typography variant="body1">{words(`general.sections.${key}`)}</Typography>
        </Box>
      ))}
    </>
  );
};

/** Our server's notice: generated from what the product stores, versioned (docs/privacy.md). */
const Notice = ({ notice }: { notice: PrivacyNotice }) => {
  const words = useNoticeWords();
  const locale = useLocale();
  const { date } = useFormats();
  const grievance = (locale === 'gu' ? notice.grievance_gu : notice.grievance_en) || '';
  const contact = [
    notice.contact_name && words('notice.contact_person', { name: notice.contact_name }),
    notice.contact_phone && words('notice.contact_phone', { phone: notice.contact_phone }),
    notice.contact_email && words('notice.contact_email', { email: notice.contact_email }),
  ].filter(Boolean);
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {words('notice.version', {
          version: notice.version,
          date: date(notice.published_at),
        })}
      </Typography>
      <Typography>{words('notice.intro')}</Typography>
      <NoticeItems notice={notice} />
      <Box component="section" sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {words('notice.rights_title')}
        </Typography>
        <Typography>{words('notice.rights')}</Typography>
      </Box>
      <Box component="section" sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {words('notice.contact_title')}
        </Typography>
        {contact.length ? (
          contact.map((text) => (
            <Typography key={text} translate="no">
              {text}
            </Typography>
          ))
        ) : (
          <Typography>{words('notice.contact_office')}</Typography>
        )}
      </Box>
      <Box component="section" sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {words('notice.grievance_title')}
        </Typography>
        {grievance && (
          <Typography translate="no" sx={{ whiteSpace: 'pre-line' }}>
            {grievance}
          </Typography>
        )}
        <Typography sx={{ mt: 1 }}>{words('notice.board')}</Typography>
      </Box>
    </>
  );
};

/** /privacy-policy: public, outside the layout; our server's versioned notice, else the general text. */
export const PrivacyPolicy = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notice = useQuery({
    queryKey: ['privacy-notice'],
    queryFn: () =>
      dataProvider.call<{ data: PrivacyNotice }>({ path: 'privacy/notice' }, { quiet: true }),
    retry: false,
  });
  return (
    <PublicPage title="app.privacy.title">
      {notice.isPending ? (
        <LoadingBar />
      ) : notice.data ? (
        <Notice notice={notice.data.data} />
      ) : (
        <GeneralText />
      )}
      <Box sx={{ mt: 4 }}>
        <Link component={RouterLink} to="/login">
          {translate('app.login.title')}
        </Link>
      </Box>
    </PublicPage>
  );
};

export default PrivacyPolicy;
