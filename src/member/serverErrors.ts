import type { FormErrorBody } from '../providers/http';
import { serverTextKey } from '../providers/serverText';

/** Server field names that the form holds under another name. */
const FORM_FIELD: Record<string, string> = { photo: 'photo_file', gender: 'sex' };

/** A failed save's field errors, keyed by the form's fields, for react-admin's Form. */
export function formErrors(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: FormErrorBody }).body?.errors;
  if (!errors || !Object.keys(errors).length) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      FORM_FIELD[field] ?? field,
      serverTextKey(message),
    ]),
  );
}
