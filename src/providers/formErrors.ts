import type { FormErrorBody } from './http';
import { serverTextKey } from './serverText';

/**
 * A failed save's 422 field errors as react-admin form errors (`{ field: text }`),
 * for every form: dialogs, the member form, registration, the login page. Server
 * field names the form holds under another name are renamed (`photo` →
 * `photo_file`); known messages become translation keys. Undefined when the
 * failure names no field (its message is in the snackbar).
 */
export function toFormErrors(
  error: unknown,
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> | undefined {
  const errors = (error as { body?: FormErrorBody } | null)?.body?.errors;
  if (!errors || !Object.keys(errors).length) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      rename[field] ?? field,
      serverTextKey(message),
    ]),
  );
}
