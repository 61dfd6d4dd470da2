/** The Intl locale of a language of the app: Indian English or Gujarati, both from India. */
export const intlLocale = (locale: string) => (locale === 'gu' ? 'gu-IN' : 'en-IN');
