import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAuditFormat } from './auditFormat';
import type { AuditEvent } from './types';

/**
 * The expanded row: each changed field by its label with its value before and
 * after as a person reads them, and what was asked or what else went with it.
 */
export const AuditChanges = () => {
  const event = useRecordContext<AuditEvent>();
  const translate = useTranslate();
  const format = useAuditFormat();
  if (!event) return null;
  const changes = Object.entries(event.changes ?? {});
  const details = Object.entries(event.details ?? {});
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
                <TableCell>{format.field(field)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }} translate="no">
                  {format.value(event.resource, field, before, 'before', after)}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }} translate="no">
                  {format.value(event.resource, field, after, 'after', before)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {details.length > 0 && (
        <Box component="dl" sx={{ mt: 1, mb: 0 }} aria-label={translate('app.audit.details')}>
          {details.map(([key, value]) => (
            <Typography key={key} variant="body2" sx={{ wordBreak: 'break-word' }}>
              <Box component="dt" sx={{ display: 'inline', fontWeight: 500 }}>
                {format.field(key)}:
              </Box>{' '}
              <Box component="dd" sx={{ display: 'inline', m: 0 }} translate="no">
                {format.value(event.resource, key, value)}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('app.audit.from')}: {event.ip ?? '—'}
      </Typography>
    </Box>
  );
};
