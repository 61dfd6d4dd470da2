/**
 * The server answers in English. Messages a member may meet on the public
 * registration form have a translation key, so they read in Gujarati too; any
 * other message is shown as the server wrote it.
 */
const KEYS: Record<string, string> = {
  'The first name is required.': 'ra.validation.required',
  'The middle name is required.': 'ra.validation.required',
  'The mobile number is required.': 'ra.validation.required',
  'Choose the state.': 'ra.validation.required',
  'Choose the country.': 'ra.validation.required',
  'Choose a district.': 'ra.validation.required',
  'Choose a post.': 'ra.validation.required',
  'Choose a village.': 'ra.validation.required',
  'The mobile number is not valid.': 'app.member.errors.mobile_invalid',
  'Enter a mobile number, not a landline.': 'app.member.errors.landline',
  'Enter the number with its country code, e.g. +44 7911 123456.': 'app.member.errors.country_code',
  'This mobile number is already registered.': 'app.member.errors.mobile_registered',
  'This date does not exist.': 'app.member.date_invalid',
  'The date of birth cannot be in the future.': 'app.member.errors.date_future',
  'The date of birth is more than 100 years ago.': 'app.member.errors.date_old',
  'The file must be an image (JPEG, PNG, WebP or GIF).': 'app.photo.not_image',
  'The file is too large (at most 5 MB).': 'app.photo.too_large',
  'Too many registrations from this address. Please try again in an hour.':
    'app.registration.too_many',
};

/** The translation key of a server message, or the message itself. */
export const serverTextKey = (text: string) => KEYS[text] ?? text;
