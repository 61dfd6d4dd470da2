import type { MetadataJson } from 'libphonenumber-js/core';
import { checkMobile } from '../../shared/contract/mobile.js';
import { say } from '../../shared/contract/say.js';
import { invalid } from './errors.js';
import metadata from 'libphonenumber-js/metadata.max.json' with { type: 'json' };

/**
 * A mobile number as stored, by the shared rule (shared/contract/mobile.ts) with
 * the full metadata; a 422 under `field` when the rule refuses it.
 */
export function normaliseMobile(input: string, abroad: boolean, field = 'mobile_no'): string {
  const checked = checkMobile(input, abroad, metadata as unknown as MetadataJson);
  if (checked.problem) throw invalid(field, say(checked.problem));
  return checked.value;
}
