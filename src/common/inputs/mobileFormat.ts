import metadata from 'libphonenumber-js/min/metadata';
import { checkMobile } from '../../../shared/contract/mobile';
import { ruleMessage } from './ruleMessage';

/**
 * The mobile number's format, checked in the browser by the server's own rule
 * (shared/contract/mobile.ts) with the small metadata; its message is the
 * server's. Blank is left to the required check; the server still decides (and
 * knows which numbers are taken).
 */
export const mobileFormat = (value: unknown, values: { in_foreign_land?: unknown }) => {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  const { problem } = checkMobile(text, Boolean(values?.in_foreign_land), metadata);
  return problem ? ruleMessage(problem) : undefined;
};
