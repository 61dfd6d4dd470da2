import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { areaFloors } from './floor-areas.js';
import { skeleton } from '../shared/spelling.js';

/**
 * The floor (issue 20): a bare Fastify server with better-sqlite3 on the bench's
 * database, sending the SQL a hand-written endpoint would send for the same
 * requests and answering the same JSON, with no session, no validation library and
 * nothing of ours. `node --import tsx bench/floor.ts` with DATABASE_FILE and PORT.
 */
const db = new Database(process.env.DATABASE_FILE!, { readonly: true });
db.pragma('journal_mode = WAL');
const statements = new Map<string, Database.Statement>();
const prepared = (text: string) => {
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = db.prepare(text)));
  return statement;
};

/** The members list's single-column filters: query name → column. */
const COLUMNS: Record<string, string> = {
  bloodGroupSelected: 'blood_group',
  genderSelected: 'sex',
  educationSelected: 'education_id',
  businessTypeSelected: 'business_type',
  businessSelected: 'business_id',
  in_foreign_land: 'in_foreign_land',
  in_dpvs: 'in_dpvs',
  countryselected: 'country_id',
  stateSelected: 'state_id',
  district_id: 'district_id',
  post_id: 'post_id',
  village_id: 'village_id',
};
const words = (search: string) => search.trim().split(/\s+/).filter(Boolean).slice(0, 5);
const quoted = (w: string) => `"${w.replace(/"/g, '""')}"`;
/** Each word as typed, or the start of a word by its spelling in either script (shared/spelling.ts). */
const phrase = (ws: string[]) =>
  ws
    .map((w) => {
      const key = skeleton(w);
      return key.length >= 2 ? `(${quoted(w)} OR search_key : ${quoted(`.${key}`)})` : quoted(w);
    })
    .join(' AND ');
const thumb = (photo: string | null) => (photo ? photo.replace(/\/([^/]+)$/, '/thumb/$1') : null);

const app = Fastify();
type Query = Record<string, string | undefined>;

app.get('/api/frontend/members/list', (request) => {
  const q = request.query as Query;
  // Those who passed away only when asked for.
  const where: string[] = [q.deceased === '1' ? 'died_on IS NOT NULL' : 'died_on IS NULL'];
  const params: unknown[] = [];
  for (const [name, column] of Object.entries(COLUMNS)) {
    if (q[name] === undefined || q[name] === '') continue;
    where.push(`${column} = ?`);
    params.push(/^\d+$/.test(q[name]!) ? Number(q[name]) : q[name]);
  }
  if (q.citySelected) {
    // Through the same index as ours (migration 0061).
    where.push('city = ? COLLATE NOCASE');
    params.push(q.citySelected.toLowerCase());
  }
  if (q.search) {
    where.push('id IN (SELECT rowid FROM members_fts WHERE members_fts MATCH ?)');
    params.push(phrase(words(q.search)));
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const perPage = Number(q.itemsPerPage ?? 25);
  const page = Number(q.page ?? 1);
  const { total } = prepared(`SELECT count(*) AS total FROM members ${clause}`).get(...params) as {
    total: number;
  };
  const rows = prepared(
    `SELECT id, photo, mobile_no, first_name, last_name, family_id, is_head, profile_complete,
       surname, died_on
     FROM members ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
  ).all(...params, perPage, (page - 1) * perPage) as Record<string, unknown>[];
  // The families' verification days, as ours reads them: one indexed read for the page.
  const families = [...new Set(rows.map((r) => r.family_id as number))];
  const verified = new Map(
    families.length
      ? (
          prepared(
            `SELECT id, verified_on FROM families WHERE id IN (${families.map(() => '?').join(',')})
             AND verified_on IS NOT NULL`,
          ).all(...families) as { id: number; verified_on: string }[]
        ).map((f) => [f.id, f.verified_on])
      : [],
  );
  return {
    data: rows.map((r) => ({
      ...r,
      thumb: thumb(r.photo as string | null),
      is_head: r.is_head === 1,
      profile_complete: r.profile_complete === 1,
      verified_on: verified.get(r.family_id as number) ?? null,
    })),
    total,
  };
});

app.get('/api/frontend/members/search', (request) => {
  const ws = words((request.query as Query).search ?? '');
  const long = ws.filter((w) => [...w].length >= 3);
  // Each short word in a name, the surname or the mobile, as typed (`%`, `_` and `\`
  // match themselves); the erased are never listed (docs/privacy.md).
  const short = ws.filter((w) => [...w].length < 3);
  const likes = short.map(
    () =>
      `(m.first_name LIKE CAST(? AS text) ESCAPE '\\' OR m.last_name LIKE CAST(? AS text) ESCAPE '\\'
        OR m.mobile_no LIKE CAST(? AS text) ESCAPE '\\' OR m.surname LIKE CAST(? AS text) ESCAPE '\\')`,
  );
  const patterns = short.flatMap((w) =>
    Array(4).fill(`%${w.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  );
  const where = [...likes, 'm.erased_on IS NULL'].join(' AND ');
  const rows = (
    long.length
      ? prepared(`SELECT m.id, m.first_name, m.last_name, m.mobile_no
          FROM members_fts CROSS JOIN members m ON m.id = members_fts.rowid
          WHERE members_fts MATCH ? AND ${where} LIMIT 20`).all(phrase(long), ...patterns)
      : prepared(`SELECT m.id, m.first_name, m.last_name, m.mobile_no FROM members m
          WHERE ${where} LIMIT 20`).all(...patterns)
  ) as { id: number; first_name: string | null }[];
  rows.sort((a, b) => (a.first_name ?? '').localeCompare(b.first_name ?? '') || a.id - b.id);
  return { data: rows };
});

app.get('/api/frontend/dashboard/details', (request) => {
  const district = Number((request.query as Query).district_id) || null;
  const n = (text: string) => (prepared(text).get() as { n: number }).n;
  const allMembers = n('SELECT count(*) AS n FROM members WHERE died_on IS NULL');
  const completeProfiles = n(
    'SELECT count(*) AS n FROM members WHERE profile_complete = 1 AND died_on IS NULL',
  );
  const allBusiness = n('SELECT count(*) AS n FROM business_portals');
  const approvedBusiness = n('SELECT count(*) AS n FROM business_portals WHERE status = 1');
  const place = district ? 'village_id' : 'district_id';
  const places = (
    district
      ? prepared(`SELECT villages.id, villages.name, villages.name_gu FROM villages
          JOIN posts ON posts.id = villages.post_id WHERE posts.district_id = ? ORDER BY villages.name`).all(
          district,
        )
      : prepared('SELECT id, name, name_gu FROM districts ORDER BY name').all()
  ) as { id: number; name: string; name_gu: string | null }[];
  const ids = places.map((p) => p.id);
  const marks = ids.map(() => '?').join(',') || 'NULL';
  const grouped = (heads: boolean) =>
    new Map(
      (
        prepared(`SELECT ${place} AS place, count(*) AS n FROM members
          WHERE ${place} IN (${marks}) ${heads ? 'AND is_head = 1' : 'AND died_on IS NULL'}
          GROUP BY ${place}`).all(...ids) as { place: number; n: number }[]
      ).map((r) => [r.place, r.n]),
    );
  const members = grouped(false);
  const families = grouped(true);
  return {
    data: {
      members: {
        allMembers,
        completeProfiles,
        incompleteProfiles: allMembers - completeProfiles,
        inForeign: n(
          'SELECT count(*) AS n FROM members WHERE in_foreign_land = 1 AND died_on IS NULL',
        ),
      },
      allFamilies: n('SELECT count(*) AS n FROM families'),
      jobs: n('SELECT count(*) AS n FROM jobs'),
      business: {
        allBusiness,
        approvedBusiness,
        unapprovedBusiness: allBusiness - approvedBusiness,
      },
      verifiedFamilies: (
        prepared('SELECT count(*) AS n FROM families WHERE verified_on >= ?').get(
          new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10),
        ) as { n: number }
      ).n,
      noticeFamilies: (
        prepared(`SELECT count(*) AS n FROM families f
          WHERE EXISTS (SELECT 1 FROM campaign_families cf
              JOIN verification_campaigns vc ON vc.id = cf.campaign_id
              WHERE cf.family_id = f.id AND vc.kind = 'notice' AND cf.sent = 'sent')
            OR EXISTS (SELECT 1 FROM consent_events ce JOIN members m ON m.id = ce.member_id
              WHERE m.family_id = f.id AND ce.notice_version IS NOT NULL)`).get() as { n: number }
      ).n,
      familyInfo: places.map((p) => ({
        name: p.name,
        name_gu: p.name_gu,
        families: families.get(p.id) ?? 0,
        totalMembers: members.get(p.id) ?? 0,
      })),
    },
  };
});

areaFloors(app, prepared);
// The most any server answers here: bare Fastify with nothing to do.
app.get('/ping', () => ({}));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
