import type { FormErrorBody } from './http';
import type { ServerText } from './serverText';

/**
 * A failed save's 422 field errors as react-admin form errors (`{ field: text }`),
 * for every form: dialogs, the member form, registration, the login page. Server
 * field names the form holds under another name are renamed (`photo` →
 * `photo_file`); each message is said in the administrator's language by `say`
 * (useServerText). Undefined when the failure names no field (its message is in
 * the snackbar).
 */
export function toFormErrors(
  error: unknown,
  say: (text: ServerText) => string,
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> | undefined {
  const errors = (error as { body?: FormErrorBody } | null)?.body?.errors;
  if (!errors || !Object.keys(errors).length) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [rename[field] ?? field, say(text)]),
  );
}
