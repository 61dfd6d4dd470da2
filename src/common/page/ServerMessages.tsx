import { createContext, useContext, useEffect } from 'react';
import { useNotify } from 'react-admin';
import type { MessageChannel } from '../../providers/serverMessages';
import { useServerText } from '../../providers/serverText';

export const MessageChannelContext = createContext<MessageChannel | null>(null);

/**
 * Shows the server's messages: a write's message in a success snackbar, a
 * failure's in a red one. Rendered once per page frame (the layout, public pages).
 */
export const ServerMessages = () => {
  const channel = useContext(MessageChannelContext);
  const notify = useNotify();
  const say = useServerText();
  useEffect(
    () =>
      channel?.subscribe(({ type, ...text }) => {
        const said = say(text);
        notify(said, { type, messageArgs: { _: said } });
      }),
    [channel, notify, say],
  );
  return null;
};
