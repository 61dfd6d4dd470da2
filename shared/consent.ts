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
  /** The member's photo in the printed book and the student results. */
  photos: 'photos',
  /**
   * A parent's or guardian's consent to a child's data (docs/privacy.md "Children"):
   * recorded on the child, given by an adult of the family or by the office.
   */
  guardian: 'guardian_consent',
} as const;
export type PrivacyConsent = keyof typeof PRIVACY_CONSENTS;
export const PRIVACY_CONSENT_NAMES = Object.keys(PRIVACY_CONSENTS) as PrivacyConsent[];

/** A guardian's consent holds only once given; the other purposes hold until withdrawn. */
export const consentHolds = (purpose: PrivacyConsent, state: string | null | undefined) =>
  purpose === 'guardian' ? state === 'in' : state !== 'out';
