import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/providers/http';
import { createMessageChannel, type ServerMessage } from '../../src/providers/serverMessages';
import { API, recordingServer } from './recorder';

const recorder = recordingServer();
beforeAll(() => recorder.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => recorder.reset());
afterAll(() => recorder.server.close());

function client() {
  const channel = createMessageChannel();
  const shown: ServerMessage[] = [];
  channel.subscribe((m) => shown.push(m));
  return { http: createHttpClient(`${API}/api/frontend`, channel.publish), shown };
}

describe("the server's messages (docs/product.md §8)", () => {
  it("shows a write's message in a success snackbar", async () => {
    recorder.answer(() => ({ message: 'District added.', data: { id: 1 } }));
    const { http, shown } = client();
    await http.post('district', { name: 'Tapi' });
    expect(shown).toEqual([{ type: 'success', message: 'District added.' }]);
  });

  it('shows nothing for a read, even when it carries a message', async () => {
    recorder.answer(() => ({ message: 'ignored', data: [] }));
    const { http, shown } = client();
    await http.get('district');
    expect(shown).toEqual([]);
  });

  it("shows a failure's message in a red snackbar", async () => {
    recorder.answer(() =>
      HttpResponse.json({ message: 'The district is in use.' }, { status: 409 }),
    );
    const { http, shown } = client();
    await expect(http.delete('district/1')).rejects.toMatchObject({ status: 409 });
    expect(shown).toEqual([{ type: 'error', message: 'The district is in use.' }]);
  });

  it('shows nothing for a failure without a message, or for 401', async () => {
    const { http, shown } = client();
    recorder.answer(() => new HttpResponse('', { status: 500 }));
    await expect(http.get('district')).rejects.toMatchObject({ status: 500 });
    recorder.answer(() => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }));
    await expect(http.get('user')).rejects.toMatchObject({ status: 401 });
    expect(shown).toEqual([]);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const channel = createMessageChannel();
    const shown: ServerMessage[] = [];
    const stop = channel.subscribe((m) => shown.push(m));
    channel.publish({ type: 'success', message: 'one' });
    stop();
    channel.publish({ type: 'success', message: 'two' });
    expect(shown).toEqual([{ type: 'success', message: 'one' }]);
  });
});
