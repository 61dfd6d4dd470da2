/** How an endpoint takes multipart (docs/product.md §7: member form, results, business portal, gallery). */
export interface Multipart {
  /** File fields by their wire name, naming the form field that holds the File: `{ photo: 'photo_file' }`. */
  files?: Readonly<Record<string, string>>;
  /** Fields sent JSON-encoded (`family`, `settings`, `members`, `filters`). */
  json?: readonly string[];
  /** Fields sent only when they hold a value (a result's `member_id`, when a member is chosen). */
  omitBlank?: readonly string[];
  /**
   * Our server's fields, sent only when the form holds them at all (blank clears
   * them): a record from the original backend has none, so none is sent to it.
   */
  omitAbsent?: readonly string[];
}

/**
 * The one builder of multipart bodies: for each wire field the endpoint takes, a
 * chosen File (none chosen sends nothing), a JSON-encoded value (left out when
 * absent), a flag as 1/0, or text (blank as '', as an HTML form sends it, unless
 * the field is one to omit when blank).
 */
export function toFormData(
  values: Record<string, unknown>,
  fields: readonly string[],
  { files = {}, json = [], omitBlank = [], omitAbsent = [] }: Multipart,
): FormData {
  const form = new FormData();
  for (const field of fields) {
    const value = values[files[field] ?? field];
    if (omitBlank.includes(field) && (value === undefined || value === null || value === ''))
      continue;
    if (omitAbsent.includes(field) && value === undefined) continue;
    if (field in files) {
      if (value instanceof Blob)
        form.append(field, value, value instanceof File ? value.name : field);
      continue;
    }
    if (json.includes(field)) {
      if (value !== undefined) form.append(field, JSON.stringify(value));
    } else if (typeof value === 'boolean') form.append(field, value ? '1' : '0');
    else form.append(field, value === null || value === undefined ? '' : String(value));
  }
  return form;
}
