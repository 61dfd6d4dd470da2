/**
 * Ages from birth dates kept as text (docs/dashboard.md): a member is `n` or older
 * when born on or before `yearsBefore(today, n)`, and younger than `n` when born
 * after it. A birth date without a year (`--MM-DD`) has no age. The members list's
 * age filter, the age pyramid and the children rule (server/privacy/minors.ts) all
 * count this way, so a bar and the list behind it agree.
 */
export const yearsBefore = (today: string, years: number): string =>
  `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;

/** A full birth date (YYYY-MM-DD), as SQL's `LIKE '____-__-__'` reads it. */
export const FULL_BIRTH_DATE = '____-__-__';

/** The age pyramid's bands: 0–9, 10–19 … 70–79, and 80 and over (no `to`). */
export const AGE_BANDS: readonly { from: number; to: number | null }[] = [
  ...Array.from({ length: 8 }, (_, i) => ({ from: i * 10, to: i * 10 + 9 })),
  { from: 80, to: null },
];

/** The age to give blood: the blood group chart counts members of these ages. */
export const DONOR_AGES = { from: 18, to: 65 } as const;
