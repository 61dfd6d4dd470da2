/**
 * Possible duplicates (docs/duplicates.md): a pair's states and sources and what
 * a merge may choose, without zod, so the SPA takes them without the schemas.
 */
export const PAIR_STATUSES = ['open', 'dismissed', 'merged'] as const;
export const PAIR_SOURCES = ['scan', 'registration', 'import'] as const;

/**
 * What a merge may take from the member who goes: each a field, or a group of
 * fields that only make sense together (the place, the business).
 */
export const MERGE_CHOICES = [
  'first_name',
  'last_name',
  'mobile_no',
  'date_of_birth',
  'sex',
  'blood_group',
  'education',
  'photo',
  'place',
  'current_address',
  'business',
] as const;
export type MergeChoice = (typeof MERGE_CHOICES)[number];
