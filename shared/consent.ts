/**
 * Consents beyond messages (docs/privacy.md "Consent per purpose"), kept in the same
 * ledger as the channels' (`consent_events`, `member_consents`) under these purposes.
 * Members already in the directory gave their data before the notice existed: as the
 * Act provides (s. 5(2)), processing goes on until they withdraw, so only a recorded
 * `out` stops it. Without zod, so the browser may import it.
 */
export const PRIVACY_CONSENTS = {
  /** Listed in the printed directory. */
  book: 'book_listing',
  /** Birthday and anniversary greetings. */
  greetings: 'greetings',
} as const;
export type PrivacyConsent = keyof typeof PRIVACY_CONSENTS;
export const PRIVACY_CONSENT_NAMES = Object.keys(PRIVACY_CONSENTS) as PrivacyConsent[];
