import { serverMessages, type MessageCode } from '../../shared/messages';

/**
 * A form validator's message for a rule both sides share (a mobile number, a
 * birth date): translated by the server's code, and in English the server's own
 * words, which the first load leaves out of the English catalogue
 * (i18n/en/index.ts). Only the form chunks that check such a rule import it.
 */
export const ruleMessage = (code: MessageCode) => ({
  message: `app.server.messages.${code}`,
  args: { _: serverMessages[code] },
});
