import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PNG } from 'pngjs';
import { GUJARAT_STATE_ID, INDIA_ID } from '../../shared/rules.js';
import type { Database } from '../../server/db/types.js';
import type { Session } from './helpers.js';

/** A small real PNG. */
export const png = () => {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(200);
  return PNG.sync.write(image);
};

/** A Gujarat village with its post and district. */
export const aVillage = async (db: Kysely<Database>) =>
  db
    .selectFrom('villages')
    .innerJoin('posts', 'posts.id', 'villages.post_id')
    .select(['villages.id as village_id', 'villages.post_id', 'posts.district_id'])
    .orderBy('villages.id')
    .executeTakeFirstOrThrow();

/** A Gujarat village of `district`, with its post and district. */
export const villageIn = (db: Kysely<Database>, district: number) =>
  db
    .selectFrom('villages')
    .innerJoin('posts', 'posts.id', 'villages.post_id')
    .select(['villages.id as village_id', 'villages.post_id', 'posts.district_id'])
    .where('posts.district_id', '=', district)
    .executeTakeFirstOrThrow();

/** Fresh valid Indian mobile numbers, `98765` then five digits from `start`. */
export const mobiles = (start = 43210) => {
  let seq = 0;
  return () => `98765${String(start + seq++).padStart(5, '0')}`;
};

/** A valid member form of someone in a Gujarat village, as multipart text fields. */
export const memberForm = async (
  db: Kysely<Database>,
  mobile: string,
  extra: Record<string, unknown> = {},
) => ({
  first_name: 'Test',
  last_name: 'Member',
  mobile_no: mobile,
  date_of_birth: '1990-05-17',
  sex: 1,
  blood_group: 'B+',
  education_id: 1,
  in_foreign_land: 0,
  country: INDIA_ID,
  state: GUJARAT_STATE_ID,
  city: 'Visnagar',
  ...(await aVillage(db)),
  business_type: 0,
  settings: JSON.stringify({ isMobile: true, isAddress: false }),
  ...extra,
});

export interface Photo {
  bytes: Buffer;
  name: string;
  type: string;
}

/** Posts `fields` (and a photo) as multipart, the way the SPA does; signed in when `session` is given. */
export async function postMultipart(
  app: FastifyInstance,
  path: string,
  fields: Record<string, unknown>,
  photo?: Photo,
  session?: Session,
  extraHeaders: Record<string, string> = {},
) {
  return postFiles(app, path, fields, photo ? { photo } : {}, session, extraHeaders);
}

/**
 * Posts a multipart form with files under their fields (`{ logo }`, `{ image }`);
 * a field that is not text is sent JSON-encoded (the partners list).
 */
export async function postFiles(
  app: FastifyInstance,
  path: string,
  fields: Record<string, unknown>,
  files: Record<string, Photo>,
  session?: Session,
  extraHeaders: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    body.append(
      key,
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    );
  for (const [field, file] of Object.entries(files))
    body.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://x', { method: 'POST', body });
  const headers = Object.fromEntries(request.headers);
  const response = await app.inject({
    method: 'POST',
    url: `/api/frontend/${path}`,
    headers: {
      ...headers,
      ...extraHeaders,
      ...(session ? { cookie: session.cookie, 'x-xsrf-token': session.xsrf } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}
