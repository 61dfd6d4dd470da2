import { LoadingBar } from '../common/page/LoadingBar';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormats } from '../common/hooks/useFormats';
import type { BookState } from './types';

const COLORS = { queued: 'default', running: 'warning', done: 'success', failed: 'error' } as const;

/** Where a book is: in line (its place), printing (families done of all), printed, or failed. */
export const BookStatus = ({ book }: { book: BookState }) => {
  const translate = useTranslate();
  const { number } = useFormats();
  return (
    <Box sx={{ minWidth: 180 }}>
      <Chip
        size="small"
        color={COLORS[book.status]}
        label={translate(`app.directory.statuses.${book.status}`)}
      />
      {book.status === 'queued' && book.position !== null && (
        <Typography variant="caption" component="div">
          {translate('app.directory.position', { smart_count: book.position })}
        </Typography>
      )}
      {book.status === 'running' && (
        <Box role="status" sx={{ mt: 0.5 }}>
          <Typography variant="caption" component="div">
            {translate('app.directory.progress', {
              done: number(book.families_done),
              total: number(book.families_total),
            })}
          </Typography>
          <LoadingBar
            variant="determinate"
            value={book.families_total ? (book.families_done / book.families_total) * 100 : 0}
          />
        </Box>
      )}
      {book.status === 'done' && book.pages !== null && (
        <Typography variant="caption" component="div">
          {translate('app.directory.printed', {
            smart_count: book.pages,
            pages: number(book.pages),
            size: `${number(Math.round(((book.bytes ?? 0) / 1e6) * 10) / 10)} MB`,
          })}
          {!book.downloadable && ` · ${translate('app.directory.file_gone')}`}
        </Typography>
      )}
      {book.status === 'failed' && (
        <Typography variant="caption" color="error" component="div">
          {book.error}
        </Typography>
      )}
    </Box>
  );
};
