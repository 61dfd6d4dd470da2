import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The mobile number's format, checked in the browser as the server checks it
 * (server/lib/phone.ts): in India a 10-digit mobile number, abroad any country's
 * number with its code. The server still decides (and knows which are taken).
 */
export const mobileFormat = (value: unknown, values: { in_foreign_land?: unknown }) => {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  const international = text.startsWith('+') || text.startsWith('00');
  if (values?.in_foreign_land && !international) return 'app.member.errors.country_code';
  const number = parsePhoneNumberFromString(
    text.startsWith('00') ? `+${text.slice(2)}` : text,
    international ? undefined : 'IN',
  );
  if (!number?.isValid()) return 'app.member.errors.mobile_invalid';
  if (number.countryCallingCode === '91' && !/^[6-9]/.test(number.nationalNumber))
    return 'app.member.errors.landline';
  return undefined;
};
