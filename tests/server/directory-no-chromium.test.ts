import { describe, expect, it, vi } from 'vitest';
import type * as chromiumFinder from '../../server/directory/find-chromium.mjs';
import { signedInServer } from './helpers.js';

// A server on a machine without Chromium.
vi.mock('../../server/directory/find-chromium.mjs', async (original) => ({
  ...(await original<typeof chromiumFinder>()),
  findChromium: () => null,
}));

const api = signedInServer();

describe('the printed directory without Chromium', () => {
  it('says how to install it, and queues nothing', async () => {
    const printer = await api.get('directory/printer');
    expect(printer.body.data).toEqual({
      available: false,
      install: 'sudo apt-get update && sudo apt-get install -y chromium',
    });
    const asked = await api.send('POST', 'directory/books', { title: 'Directory', year: 2026 });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'chromium_missing' });
    expect(asked.body.message).toContain('apt-get install -y chromium');
    expect((await api.get('directory/books')).body.total).toBe(0);
  });
});
