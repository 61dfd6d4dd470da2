/**
 * Importing members (docs/import.md): the fields a column can fill and what can
 * happen to a row, without zod, so the SPA takes them without the schemas.
 */
export const IMPORT_FIELDS = [
  /** A whole name, split into first and middle name ("Name" of members.csv). */
  'name',
  'first_name',
  /** The middle (father's) name, the app's `last_name`. */
  'last_name',
  'mobile_no',
  'date_of_birth',
  'sex',
  'blood_group',
  'education',
  'district',
  'post',
  'village',
  'city',
  'current_address',
  'relation',
  /** Rows sharing it are one family. */
  'family',
  /** The family head's mobile: rows naming the same head are one family. */
  'head_mobile',
  /** Yes or no to WhatsApp messages, as a paper form or sheet recorded it (docs/messaging.md). */
  'whatsapp_consent',
  /** The family name (atak) and native village (vatan), docs/families.md. */
  'surname',
  'native_place',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** What would happen to a row, or did. */
export const ROW_OUTCOMES = [
  'new_member',
  'joins_row',
  'joins_member',
  'possible_duplicate',
  'in_directory',
  'skipped',
  /** Skipped only for want of a mobile number (children, mostly): their numbers are to be collected. */
  'needs_mobile',
] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];
