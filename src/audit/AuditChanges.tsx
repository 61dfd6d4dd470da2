import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEvent } from './types';

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The expanded row: each changed field with its value before and after, and what was asked. */
export const AuditChanges = () => {
  const event = useRecordContext<AuditEvent>();
  const translate = useTranslate();
  if (!event) return null;
  const changes = Object.entries(event.changes ?? {});
  return (
    <Box sx={{ py: 1 }}>
      {changes.length > 0 && (
        <Table size="small" aria-label={translate('app.audit.changes')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.audit.field')}</TableCell>
              <TableCell>{translate('app.audit.before')}</TableCell>
              <TableCell>{translate('app.audit.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map(([field, [before, after]]) => (
              <TableRow key={field}>
                <TableCell>{field}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{shown(before)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{shown(after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {event.details && (
        <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
          {translate('app.audit.details')}: {JSON.stringify(event.details)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('app.audit.from')}: {event.ip ?? '—'}
      </Typography>
    </Box>
  );
};
