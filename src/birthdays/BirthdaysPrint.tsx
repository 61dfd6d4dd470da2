import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDayWords } from './format';
import type { AppBirthday } from './types';

/**
 * The list as a notice board shows it, on A4 (docs/birthdays.md): the range under the
 * title, then each day with its birthdays and anniversaries. Shown only on paper.
 */
export const BirthdaysPrint = ({
  rows,
  from,
  to,
}: {
  rows: AppBirthday[];
  from: string;
  to: string;
}) => {
  const translate = useTranslate();
  const words = useDayWords();
  const days = [...new Set(rows.map((r) => r.date))];
  return (
    <Box className="print-only" sx={{ fontSize: 13, color: '#000' }}>
      <Typography variant="h5" component="p" sx={{ mb: 0.5 }}>
        {translate('resources.birthdays.name', { smart_count: 2 })}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {from === to ? words.day(from) : `${words.day(from)} – ${words.day(to)}`}
      </Typography>
      {!rows.length && <Typography>{translate('app.birthdays.none')}</Typography>}
      {days.map((day) => (
        <Box key={day} sx={{ mb: 1.5, breakInside: 'avoid' }}>
          <Typography sx={{ fontWeight: 700, borderBottom: '1px solid #000', mb: 0.5 }}>
            {words.day(day)}
          </Typography>
          {rows
            .filter((r) => r.date === day)
            .map((r) => (
              <Typography key={r.id} sx={{ fontSize: 13 }}>
                <strong>{words.occasion(r)}:</strong> {words.who(r)}
                {r.years !== null ? ` (${words.years(r)})` : ''}
                {words.place(r) ? ` — ${words.place(r)}` : ''}
              </Typography>
            ))}
        </Box>
      ))}
    </Box>
  );
};
