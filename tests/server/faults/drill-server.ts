import { afterAll, beforeAll } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../fakes/providers.js';
import { freshServer, type TestServer } from '../helpers.js';
import { DRILL_TOKEN } from './drill.js';

/** A fresh server and the fake providers for a file's drills, closed after them. */
export function drillServer(): { server: TestServer; fake: FakeProviders } {
  const drill = {} as { server: TestServer; fake: FakeProviders };
  beforeAll(async () => {
    drill.server = await freshServer();
    drill.fake = await startFakeProviders({ whatsappToken: DRILL_TOKEN });
    // The server's own queue looks for waiting sendings as it starts; on PostgreSQL
    // that read may leave after a drill's first writes (a new pooled connection
    // opens slower than an idle one is reused) and take the drill's sending.
    await drill.server.app.deliveries.idle();
  });
  afterAll(async () => {
    await drill.server.close();
    await drill.fake.close();
  });
  return drill;
}
