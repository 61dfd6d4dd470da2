import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GreetingDay } from '../../shared/contract/birthdays';
import { useFormats } from '../common/hooks/useFormats';
import type { AppDataProvider } from '../resources';

/**
 * Above the list: today's greetings (docs/birthdays.md "The daily greeting"): how many
 * went out, failed or were not sent and why, and who was not reached; or that greetings
 * are off. Our server only: nothing shows where the backend has none.
 */
export const GreetingsToday = () => {
  const translate = useTranslate();
  const { number } = useFormats();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['birthdays', 'greetings'],
    queryFn: () =>
      dataProvider.action<'birthdays', GreetingDay>('birthdays', 'greetings', { quiet: true }),
    retry: false,
  });
  if (!data) return null;
  if (data.hour === null)
    return (
      <Alert severity="info" variant="outlined">
        {translate('app.birthdays.greetings_off')}
      </Alert>
    );
  const reasons = Object.entries(data.reasons)
    .map(
      ([reason, n]) =>
        `${translate(`app.birthdays.reasons.${reason}`, { _: reason })} ${number(n)}`,
    )
    .join(', ');
  const missed = data.failed + data.unknown;
  return (
    <Alert
      severity={missed ? 'warning' : 'success'}
      variant="outlined"
      role="status"
      aria-label={translate('app.birthdays.greetings_title')}
    >
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {translate('app.birthdays.greetings_title')}{' '}
      </Typography>
      {translate('app.birthdays.greetings_line', {
        hour: `${String(data.hour).padStart(2, '0')}:00`,
        sent: number(data.sent),
        failed: number(missed),
        skipped: number(data.skipped),
      })}
      {reasons && ` (${reasons})`}
      {data.failures.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
          {data.failures.slice(0, 10).map((f) => (
            <li key={`${f.member_id}-${f.occasion}`}>
              <span translate="no">{f.name}</span>
              {` · ${translate(`app.birthdays.occasions.${f.occasion}`)} · ${f.channel ?? ''} ${f.error ?? ''}`}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
};
