import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NOTICE_ITEMS } from '../../shared/personal-data';
import type { PrivacyNotice } from '../../shared/contract/privacy';

/**
 * The notice's items, one per kind of personal data (shared/personal-data.ts): what,
 * why, who sees it, how long. Cards rather than a table, so a phone reads them.
 */
export const NoticeItems = ({ notice }: { notice: PrivacyNotice }) => {
  const translate = useTranslate();
  const days = { audit_days: notice.audit_days, backup_days: notice.backup_days };
  const line = (label: string, value: string) => (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(label)}:{' '}
      </Box>
      {value}
    </Typography>
  );
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="notice-what">
      <Typography id="notice-what" variant="h6" component="h2" gutterBottom>
        {translate('app.privacy.notice.what')}
      </Typography>
      {NOTICE_ITEMS.map((item) => (
        <Box
          key={item.item}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          component="article"
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
            {translate(`app.privacy.items.${item.item}`)}
          </Typography>
          {line(
            'app.privacy.notice.why',
            item.purposes.map((p) => translate(`app.privacy.purposes.${p}`)).join('; '),
          )}
          {line(
            'app.privacy.notice.who',
            item.seen.map((a) => translate(`app.privacy.audiences.${a}`)).join(', '),
          )}
          {line(
            'app.privacy.notice.how_long',
            translate(`app.privacy.retention.${item.kept}`, days),
          )}
        </Box>
      ))}
    </Box>
  );
};
