/**
 * A row read from the database, completed for the answer: `more` is set on the
 * row itself, its fields replacing those of the same name. Not `{ ...row, ...more }`:
 * V8 builds such copies slowly and the serializer then reads them slowly (a
 * 25-row page took 50–100 µs instead of 5, issue 20's profile). Columns the
 * answer does not name may stay on the row: the response schema leaves them out.
 */
export const completeRow = <T extends object, U extends object>(
  row: T,
  more: U,
): Omit<T, keyof U> & U => Object.assign(row, more) as unknown as Omit<T, keyof U> & U;

/** A 0/1 `status` column as the wire shows it: a boolean (live/off, shown/hidden). */
export const withStatus = <T extends { status: number }>(
  row: T,
): Omit<T, 'status'> & { status: boolean } => completeRow(row, { status: row.status === 1 });
