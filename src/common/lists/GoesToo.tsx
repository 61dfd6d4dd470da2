import { DialogContentText } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/**
 * In a removal's confirmation: what else the removal changes, one line per kind
 * the row counts ("Its 12 images are deleted too."); kinds counted zero are left out.
 */
export function GoesToo<T extends RaRecord>({
  counts,
}: {
  /** Message key → the row's count of what it says. */
  counts: (record: T) => Record<string, number | undefined>;
}) {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  if (!record) return null;
  const lines = Object.entries(counts(record)).filter(([, n]) => !!n);
  return (
    <>
      {lines.map(([key, n]) => (
        <DialogContentText key={key} sx={{ mt: 1 }}>
          {translate(key, { smart_count: n })}
        </DialogContentText>
      ))}
    </>
  );
}
