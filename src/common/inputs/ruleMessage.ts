import { ruleMessages, type RuleCode } from '../../../shared/contract/rule-messages';

/**
 * A form validator's message for a rule both sides share (a mobile number, a
 * birth date): translated by the server's code, and in English the server's own
 * words, which the first load leaves out of the English catalogue
 * (i18n/en/index.ts); the words live beside the rules, so the first load
 * carries none of them.
 */
export const ruleMessage = (code: RuleCode) => ({
  message: `app.server.messages.${code}`,
  args: { _: ruleMessages[code] },
});
