/**
 * A person's name from its parts as a person reads it: blank parts left out, and
 * the text "null" too (the original backend writes a missing name so), so a
 * member without a first name is "Dev", never "null Dev". Used by every export
 * and every place a member is named.
 */
export const fullName = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '' && part.toLowerCase() !== 'null')
    .join(' ');
