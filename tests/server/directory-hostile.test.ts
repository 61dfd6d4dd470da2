import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printBook } from '../../server/directory/render.js';
import { signedInServer } from './helpers.js';

/**
 * The printer runs nobody's code (docs/directory.md): places, members and the
 * title named with markup print as text, and the printer's Chromium asks nothing
 * of a server listening on this machine.
 */
const api = signedInServer();
let listener: Server;
const asked: string[] = [];
let origin = '';

beforeAll(async () => {
  listener = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'text/javascript');
    response.end('document.title = "ran"');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

describe('a book of hostile names', () => {
  it('prints every name as text and fetches nothing', async () => {
    const { db, storageDir } = api.server;
    const hostile = {
      district: `<link rel=stylesheet href=${origin}/d.css>Dist`,
      post: `<img src=x onerror="fetch('${origin}/img')">Post`,
      village: `<script src=${origin}/x.js></script>Village`,
      first: `<iframe src=file:///etc/passwd></iframe>Ramesh`,
      last: `<div style="background:url(${origin}/bg.png)">Patel</div>`,
      title: `<script>fetch('${origin}/title')</script>Book`,
    };
    const { id: districtId } = await db
      .insertInto('districts')
      .values({ name: hostile.district })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: postId } = await db
      .insertInto('posts')
      .values({ name: hostile.post, district_id: districtId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: villageId } = await db
      .insertInto('villages')
      .values({ name: hostile.village, post_id: postId })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A seeded head moves into the hostile village, named with markup.
    const head = await db
      .selectFrom('members')
      .select(['id', 'family_id'])
      .where('is_head', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('members')
      .set({
        first_name: hostile.first,
        last_name: hostile.last,
        district_id: districtId,
        post_id: postId,
        village_id: villageId,
        current_address: `<script src=${origin}/address.js></script>Main road`,
      })
      .where('family_id', '=', head.family_id)
      .execute();

    const out = join(mkdtempSync(join(tmpdir(), 'hostile-')), 'book.pdf');
    await printBook(
      db,
      storageDir,
      {
        district_ids: [districtId],
        post_ids: [],
        village_ids: [],
        language: 'en',
        page_size: 'A4',
        photos: true,
        married_daughters: true,
        title: hostile.title,
        year: 2026,
      },
      out,
    );
    const text = execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(asked).toEqual([]);
    expect(text).toContain('<script src=');
    expect(text).toContain('Village');
    expect(text).toContain('<iframe src=file:///etc/passwd></iframe>Ramesh');
    expect(text).toContain('<link rel=stylesheet');
    expect(text).toContain("<script>fetch('");
    expect(text).not.toContain('root:x:0:0');
  }, 90_000);
});
