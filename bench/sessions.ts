import { Client } from 'undici';
import { signIn } from './server.js';

/** What `measureManySessions` found: every request of every session, reads and writes apart. */
export interface ManySessionsResult {
  sessions: number;
  seconds: number;
  requests: number;
  reads: number;
  writes: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Each kind of request apart: how many, and its p50 and p99 in ms. */
  byKind?: Record<string, { count: number; p50: number; p99: number }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

interface Session {
  cookie: string;
  xsrf: string;
}

type Json = Record<string, unknown>;

/**
 * `sessions` administrators signed in at once, each sending one request after
 * another for `seconds` with no pause: 70 % reads (the members list, a filter, a
 * search, a member, the dashboard, the audit log) and 30 % writes (a member saved
 * again, a committee seat, a district renamed to its own name), as an office at
 * its busiest. The server's login limit per address must allow the sign-ins.
 */
export async function measureManySessions({
  base,
  sessions: count,
  seconds,
  email,
  password,
}: {
  base: string;
  sessions: number;
  seconds: number;
  email: string;
  password: string;
}): Promise<ManySessionsResult> {
  const api = (path: string) => `${base}/api/frontend/${path}`;
  const signInOnce = async (): Promise<Session> => {
    const { status, cookie, xsrf } = await signIn(base, { email, password });
    if (status !== 200) throw new Error(`Sign-in failed: ${status}`);
    return { cookie, xsrf };
  };
  const sessions: Session[] = [];
  for (let i = 0; i < count; i++) sessions.push(await signInOnce());
  const [first] = sessions;
  const get = async (session: Session, path: string) =>
    (await (await fetch(api(path), { headers: { cookie: session.cookie } })).json()) as Json;
  const send = (session: Session, method: string, path: string, body: Json) =>
    fetch(api(path), {
      method,
      headers: {
        cookie: session.cookie,
        'x-xsrf-token': session.xsrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  // What the writes write: a member as the form would send it back, a seat, a district.
  const listed = (await get(first!, 'members/list?page=3&itemsPerPage=25')).data as Json[];
  const memberId = listed[0]!.id as number;
  const record = (await get(first!, `members/${memberId}`)).data as Json;
  const memberBody = Object.fromEntries(
    Object.entries({
      id: record.id,
      first_name: record.first_name,
      last_name: record.last_name,
      mobile_no: record.mobile_no,
      date_of_birth: record.b_date ?? undefined,
      sex: record.sex,
      blood_group: record.blood_group,
      education_id: record.education_id,
      in_foreign_land: record.in_foreign_land,
      in_dpvs: record.in_dpvs,
      country: record.country,
      state: record.state,
      city: record.city,
      district_id: record.district_id,
      post_id: record.post_id,
      village_id: record.village_id,
      current_address: record.current_address,
      business_type: record.business_type,
      business_id: record.business_id,
      business_address: record.business_address,
      settings: JSON.stringify(record.settings),
      family: JSON.stringify(
        (record.family as Json[]).map((f) => ({
          id: f.id,
          relation_id: f.relation_id,
          is_head: f.is_head,
        })),
      ),
    }).filter(([, value]) => value !== null && value !== undefined),
  );
  const committee = ((await get(first!, 'committee/list')).data as Json[])[0]!;
  const seat = await send(first!, 'POST', 'committee/member/manage', {
    committee_id: committee.id,
    member_id: memberId,
    position: 'Sabhya',
  });
  // Seated by an earlier run: the seat the committee's list shows.
  const seatId =
    ((await seat.json()) as { data?: { id?: number } }).data?.id ??
    (
      (await get(first!, `committee/members?committee_id=${String(committee.id)}&itemsPerPage=-1`))
        .data as Json[]
    ).find((row) => row.member_id === memberId)?.id;
  if (!seatId) throw new Error('No committee seat to edit.');
  const district = ((await get(first!, 'district/list')).data as Json[])[0]!;

  const reads = [
    'members/list?page=2&itemsPerPage=25',
    'members/list?genderSelected=0&itemsPerPage=25',
    'members/search?search=bhai',
    `members/${memberId}`,
    'dashboard/details',
    'audit/list',
  ];
  const writeNames = ['a member saved', 'a committee seat', 'a district renamed'];
  /** A write as a request: its method, path and body (the session's headers are added). */
  const write = (method: 'POST' | 'PUT', path: string, body: Json) => () => ({
    method,
    path: pathOf(path),
    body: JSON.stringify(body),
  });
  const writes = [
    write('POST', 'members', memberBody),
    write('POST', 'committee/member/manage', {
      id: seatId,
      committee_id: committee.id,
      member_id: memberId,
      position: 'Sabhya',
    }),
    write('PUT', `district/${district.id}`, {
      name: district.name,
      ...(district.name_gu ? { name_gu: district.name_gu } : {}),
    }),
  ];

  const latencies: number[] = [];
  const kinds = new Map<string, number[]>();
  let errors = 0;
  let readCount = 0;
  let writeCount = 0;
  let turn = 0;
  // Each session on a keep-alive connection of its own, as a browser holds one, sent
  // through undici's Client rather than `fetch`: the load generator shares these two
  // cores with the server (bench/load.ts).
  const { origin } = new URL(base);
  const pathOf = (path: string) => new URL(api(path)).pathname + new URL(api(path)).search;
  const readPaths = reads.map(pathOf);
  const writeRequests = writes.map((write) => write());
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    sessions.map(async (session) => {
      const client = new Client(origin);
      try {
        while (performance.now() < end) {
          const n = turn++;
          const write = n % 10 < 3;
          const t = performance.now();
          const { statusCode, body } = write
            ? await client.request({
                ...writeRequests[n % writes.length]!,
                headers: {
                  cookie: session.cookie,
                  'x-xsrf-token': session.xsrf,
                  'content-type': 'application/json',
                },
              })
            : await client.request({
                method: 'GET',
                path: readPaths[n % reads.length]!,
                headers: { cookie: session.cookie },
              });
          await body.arrayBuffer();
          const ms = performance.now() - t;
          latencies.push(ms);
          const kind = write
            ? writeNames[n % writes.length]!
            : reads[n % reads.length]!.replace(String(memberId), '{id}');
          const same = kinds.get(kind);
          if (same) same.push(ms);
          else kinds.set(kind, [ms]);
          if (write) writeCount++;
          else readCount++;
          if (statusCode < 200 || statusCode > 299) errors++;
        }
      } finally {
        await client.close();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    sessions: count,
    seconds: elapsed,
    requests: latencies.length,
    reads: readCount,
    writes: writeCount,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    byKind: Object.fromEntries(
      [...kinds].map(([kind, values]) => {
        values.sort((a, b) => a - b);
        return [
          kind,
          { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99) },
        ];
      }),
    ),
  };
}
