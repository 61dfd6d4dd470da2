/**
 * The words of the rules both sides check (shared/contract/mobile.ts,
 * shared/contract/birth-date.ts), by message code: part of the server's
 * catalogue (shared/messages.ts), and what a form shows in English when the
 * browser refuses a value before sending it (src/common/inputs/ruleMessage.ts).
 */
export const ruleMessages = {
  mobile_required: 'The mobile number is required.',
  mobile_invalid: 'The mobile number is not valid.',
  mobile_landline: 'Enter a mobile number, not a landline.',
  mobile_country_code: 'Enter the number with its country code, e.g. +44 7911 123456.',
  birth_date_format: 'Enter the date of birth as day, month and year.',
  date_missing: 'This date does not exist.',
  birth_date_future: 'The date of birth cannot be in the future.',
  birth_date_old: 'The date of birth is more than 100 years ago.',
  name_gu_script: 'Write the Gujarati name in Gujarati letters.',
} as const;

export type RuleCode = keyof typeof ruleMessages;
