import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { invalid } from './errors.js';
import { say } from './messages.js';

/**
 * A mobile number as stored: Indian numbers as their 10 national digits
 * (9876543210), others in international form (+447700900123).
 * `abroad` members may give any country's number, starting with +; members in
 * India need a valid Indian mobile number. 422 under `field` otherwise.
 */
export function normaliseMobile(input: string, abroad: boolean, field = 'mobile_no'): string {
  const text = input.trim();
  if (!text) throw invalid(field, say('mobile_required'));
  const international = text.startsWith('+') || text.startsWith('00');
  const number = parsePhoneNumberFromString(
    text.startsWith('00') ? `+${text.slice(2)}` : text,
    international ? undefined : 'IN',
  );
  if (!number || !number.isValid()) {
    throw invalid(
      field,
      abroad && !international ? say('mobile_country_code') : say('mobile_invalid'),
    );
  }
  if (number.country === 'IN' || number.countryCallingCode === '91') {
    const type = number.getType();
    if (type && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
      throw invalid(field, say('mobile_landline'));
    }
    return number.nationalNumber;
  }
  return number.number;
}
