import { serverMessages, serverTerms, type MessageCode, type Term } from '../../shared/messages';

/**
 * The server's messages by code (shared/messages.ts holds the English, which the
 * server writes too); `terms` name the things a message may mention.
 */
export const server = {
  app: {
    server: {
      messages: serverMessages as Record<MessageCode, string>,
      terms: serverTerms as Record<Term, string>,
      /** Joins the last two of a list: "4 posts and 120 members". */
      and: 'and',
    },
  },
};
