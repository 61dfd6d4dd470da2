import { describe, expect, it } from 'vitest';
import { readBookVillages } from '../../server/directory/read.js';
import { signedInServer } from './helpers.js';

/** Consent per purpose beyond messages (docs/privacy.md), on SQLite and PostgreSQL. */
const api = signedInServer();
const db = () => api.server.db;

describe('consent per purpose', () => {
  it('is in until withdrawn; a paper form withdraws a whole family from the book, which the list filters by', async () => {
    const head = await db()
      .selectFrom('members')
      .select(['id', 'family_id', 'village_id'])
      .where('is_head', '=', 1)
      .where('village_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const family = (
      await db()
        .selectFrom('members')
        .select('id')
        .where('family_id', '=', head.family_id)
        .execute()
    ).map((m) => m.id);
    const before = await api.get(`members/${head.id}/messaging`);
    expect(before.body.data.book.state).toBe('unknown');
    const withdrawn = await api.send('PUT', `members/${head.id}/messaging`, {
      book: 'out',
      source: 'paper_form',
      whole_family: true,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data.book).toMatchObject({ state: 'out', source: 'paper_form' });
    // The list filters by it, counted afresh.
    const listed = await api.get('members/list?withdrawn=book&itemsPerPage=100');
    expect(listed.body.data.map((m: { id: number }) => m.id).sort()).toEqual(
      expect.arrayContaining(family),
    );
    expect(listed.body.total).toBe(family.length);
    // The next book leaves the family out; its village stays.
    const book = await readBookVillages(db(), {
      district_ids: [],
      post_ids: [],
      village_ids: [head.village_id!],
      language: 'en',
    });
    const inBook = book.flatMap((v) => v.families).flatMap((f) => f.members.map((m) => m.id));
    for (const id of family) expect(inBook).not.toContain(id);
    // The audit log says what changed, by whom.
    const event = await db()
      .selectFrom('audit_events')
      .select(['changes', 'user_name'])
      .where('resource', '=', 'members')
      .where('record_id', '=', String(head.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.changes!).book_consent).toEqual(['unknown', 'out']);
    // A malformed filter is refused.
    expect((await api.get('members/list?withdrawn=everything')).status).toBe(422);
  });
});
