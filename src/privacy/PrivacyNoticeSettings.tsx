import { useNoticeWords } from './useNoticeWords';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, TextInput, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SubmitButton } from '../common/buttons/SubmitButton';
import { LoadingBar } from '../common/page/LoadingBar';
import { useFormats } from '../common/hooks/useFormats';
import { PageTitle } from '../common/page/PageTitle';
import { toFormErrors } from '../providers/formErrors';
import { useServerText } from '../providers/serverText';
import type { AppDataProvider } from '../resources';
import type { PrivacyNotice } from '../../shared/contract/privacy';

/**
 * /privacy-notice (administrators, docs/privacy.md): the contact person and the
 * grievance route the notice names, in both languages. Saving makes a new version.
 */
const PrivacyNoticeSettings = () => {
  const words = useNoticeWords();
  const say = useServerText();
  const { date } = useFormats();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notice = useQuery({
    queryKey: ['privacy-notice'],
    queryFn: () => dataProvider.call<{ data: PrivacyNotice }>({ path: 'privacy/notice' }),
  });
  if (!notice.data) return <LoadingBar />;
  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.call(
        {
          method: 'put',
          path: 'privacy/notice',
          body: ['contact_name', 'contact_phone', 'contact_email', 'grievance_en', 'grievance_gu'],
        },
        { data: values },
      );
      await notice.refetch();
      return undefined;
    } catch (error) {
      return toFormErrors(error, say);
    }
  };
  return (
    <Box sx={{ mt: 1, maxWidth: 800 }}>
      <PageTitle title="app.privacy.notice_settings" />
      <Card>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {words('notice.settings_intro')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {words('notice.version', {
              version: notice.data.data.version,
              date: date(notice.data.data.published_at),
            })}{' '}
            ·{' '}
            <Link component={RouterLink} to="/privacy-policy">
              {words('notice.open_notice')}
            </Link>
          </Typography>
          <Form record={notice.data.data} onSubmit={save}>
            <TextInput source="contact_name" label={words('fields.contact_name')} fullWidth />
            <TextInput source="contact_phone" label={words('fields.contact_phone')} fullWidth />
            <TextInput source="contact_email" label={words('fields.contact_email')} fullWidth />
            <TextInput
              source="grievance_gu"
              label={words('fields.grievance_gu')}
              multiline
              minRows={3}
              fullWidth
            />
            <TextInput
              source="grievance_en"
              label={words('fields.grievance_en')}
              multiline
              minRows={3}
              fullWidth
            />
            <SubmitButton label="ra.action.save" />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};

export default PrivacyNoticeSettings;
