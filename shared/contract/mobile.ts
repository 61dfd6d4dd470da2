import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
/** What can be wrong with a mobile number, as message codes (shared/messages.ts). */
export type MobileProblem =
  'mobile_required' | 'mobile_invalid' | 'mobile_country_code' | 'mobile_landline';

/**
 * The one mobile-number rule, in the browser (with libphonenumber's small
 * metadata) and on the server (with the full one, which also knows landlines by
 * their ranges). A number is stored as Indian numbers' 10 national digits
 * (9876543210), others in international form (+447700900123). A member abroad
 * may give any country's number, starting with + or 00; a number in India must be
 * a mobile one (its national number starts 6–9).
 */
export function checkMobile(
  input: string,
  abroad: boolean,
  metadata: MetadataJson,
): { value: string; problem?: undefined } | { problem: MobileProblem; value?: undefined } {
  const text = input.trim();
  if (!text) return { problem: 'mobile_required' };
  const international = text.startsWith('+') || text.startsWith('00');
  const number = parsePhoneNumberFromString(
    text.startsWith('00') ? `+${text.slice(2)}` : text,
    international ? {} : { defaultCountry: 'IN' },
    metadata,
  );
  if (!number || !number.isValid())
    return { problem: abroad && !international ? 'mobile_country_code' : 'mobile_invalid' };
  if (number.countryCallingCode === '91') {
    const type = number.getType();
    const mobile =
      /^[6-9]/.test(number.nationalNumber) &&
      (!type || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE');
    if (!mobile) return { problem: 'mobile_landline' };
    return { value: number.nationalNumber };
  }
  return { value: number.number };
}
