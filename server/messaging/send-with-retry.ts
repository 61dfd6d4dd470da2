import { sleep } from './pacer.js';
import type { MessageProvider, OutgoingMessage, SendOutcome } from './provider.js';

/** Tries of one message before a "not now" counts as failed. */
export const MAX_TRIES = 5;

/**
 * Sends a batch, trying again with backoff (0.5 s, 1 s, 2 s… or what `Retry-After`
 * asks) the messages the provider refused for now (429, 5xx, a connection that
 * never opened). A message still refused after `MAX_TRIES` is failed with the
 * last reason; `unknown` and `failed` are final at once.
 */
export async function sendWithRetry(
  provider: MessageProvider,
  messages: OutgoingMessage[],
  { baseMs = 500 } = {},
): Promise<SendOutcome[]> {
  const outcomes = new Array<SendOutcome>(messages.length);
  let pending = messages.map((_, i) => i);
  for (let attempt = 1; pending.length; attempt++) {
    const answers = await provider.send(pending.map((i) => messages[i]!));
    const again: number[] = [];
    let wait = 0;
    answers.forEach((outcome, k) => {
      const i = pending[k]!;
      if (outcome.kind === 'retry' && attempt < MAX_TRIES) {
        again.push(i);
        wait = Math.max(wait, outcome.afterMs ?? baseMs * 2 ** (attempt - 1));
      } else
        outcomes[i] = outcome.kind === 'retry' ? { kind: 'failed', error: outcome.error } : outcome;
    });
    pending = again;
    if (pending.length) await sleep(wait);
  }
  return outcomes;
}
