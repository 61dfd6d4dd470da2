import { useNoticeWords } from './useNoticeWords';
import { Box, Typography } from '@mui/material';
import { NOTICE_ITEMS } from '../../shared/personal-data';
import type { PrivacyNotice } from '../../shared/contract/privacy';

/**
 * The notice's items, one per kind of personal data (shared/personal-data.ts): what,
 * why, who sees it, how long. Cards rather than a table, so a phone reads them.
 */
export const NoticeItems = ({ notice }: { notice: PrivacyNotice }) => {
  const words = useNoticeWords();
  const days = { audit_days: notice.audit_days, backup_days: notice.backup_days };
  const line = (label: string, value: string) => (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {words(label)}:{' '}
      </Box>
      {value}
    </Typography>
  );
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="notice-what">
      <Typography id="notice-what" variant="h6" component="h2" gutterBottom>
        {words('notice.what')}
      </Typography>
      {NOTICE_ITEMS.map((item) => (
        <Box
          key={item.item}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          component="article"
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
            {words(`items.${item.item}`)}
          </Typography>
          {line('notice.why', item.purposes.map((p) => words(`purposes.${p}`)).join('; '))}
          {line('notice.who', item.seen.map((a) => words(`audiences.${a}`)).join(', '))}
          {line('notice.how_long', words(`retention.${item.kept}`, days))}
        </Box>
      ))}
    </Box>
  );
};
