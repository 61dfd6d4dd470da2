import type { ServerText } from './serverText';

/** A message the server sent with a write, or with a failure (docs/product.md §8). */
export interface ServerMessage extends ServerText {
  type: 'success' | 'error';
}

export type MessageListener = (message: ServerMessage) => void;

/**
 * Carries the server's messages from the HTTP client (outside React) to the
 * component that shows them in the snackbar (inside react-admin).
 */
export function createMessageChannel() {
  const listeners = new Set<MessageListener>();
  return {
    publish(message: ServerMessage) {
      for (const listener of listeners) listener(message);
    },
    subscribe(listener: MessageListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type MessageChannel = ReturnType<typeof createMessageChannel>;
