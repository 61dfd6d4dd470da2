import metadata from 'libphonenumber-js/max/metadata';
import { checkMobile } from '../../shared/contract/mobile.js';
import { say } from '../../shared/contract/say.js';
import { invalid } from '../http/errors.js';

/**
 * A mobile number as stored, by the shared rule (shared/contract/mobile.ts) with
 * the full metadata; a 422 under `field` when the rule refuses it.
 */
export function normaliseMobile(input: string, abroad: boolean, field = 'mobile_no'): string {
  const checked = checkMobile(input, abroad, metadata);
  if (checked.problem) throw invalid(field, say(checked.problem));
  return checked.value;
}
