import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { connect } from '../server/db/connect.js';
import { printBook } from '../server/directory/render.js';

/** Issue 33's budgets: a book of about `members` members with photos (bench/run.ts --directory). */
export interface BookResult {
  members: number;
  families: number;
  photos: number;
  pages: number;
  seconds: number;
  bytes: number;
  /** The Node process and the Chromium it starts, at their highest, above where they began. */
  memoryGrowthMB: number;
  /**
   * The same, counting only the memory the processes fill themselves (anonymous
   * and shared memory), not the pages of Chromium's binary and fonts read from
   * disk (file-backed, which the kernel can drop and read again).
   */
  ownMemoryGrowthMB?: number;
  /** The Node process alone. */
  nodeGrowthMB: number;
}
export interface DirectoryResult {
  small: BookResult;
  large: BookResult;
}

const PICTURES = 24;

/**
 * Proportional memory (PSS: shared pages split among their sharers) of one
 * process, in bytes: all of it, and its anonymous and shared-memory part — the
 * memory the process itself fills, as against the pages of Chromium's binary
 * and fonts, which are read from disk and which the kernel may drop and read again.
 */
function pss(pid: number): { all: number; own: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0) * 1024;
    return { all: kb('Pss'), own: kb('Pss_Anon') + kb('Pss_Shmem') };
  } catch {
    return { all: 0, own: 0 };
  }
}

/**
 * Memory of this process and all it started (Chromium's several processes), in
 * bytes: PSS, so the pages they share are counted once, not once per process.
 */
function treeMemory(): { all: number; own: number } {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const total = { all: 0, own: 0 };
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop()!;
    const { all, own } = pss(pid);
    total.all += all;
    total.own += own;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Members' photos for the bench: a few pictures, shared, in the storage folder. */
async function ensurePictures(storage: string) {
  mkdirSync(join(storage, 'members', 'thumb'), { recursive: true });
  for (let n = 0; n < PICTURES; n++) {
    const file = join(storage, 'members', `bench-${n}.jpg`);
    if (existsSync(file)) continue;
    const picture = sharp({
      create: {
        width: 240,
        height: 300,
        channels: 3,
        background: { r: (n * 37) % 255, g: (n * 91) % 255, b: (n * 53) % 255 },
      },
    }).jpeg({ quality: 80 });
    await picture.clone().toFile(file);
    await picture
      .clone()
      .resize(120, 150)
      .toFile(join(storage, 'members', 'thumb', `bench-${n}.jpg`));
  }
}

export async function measureDirectory({
  database,
  storage,
  log,
}: {
  database: string;
  storage: string;
  log: (line: string) => void;
}): Promise<DirectoryResult> {
  const db = connect(database);
  await ensurePictures(storage);
  /** The smallest villages until their families hold `want` members, each member given a photo. */
  const villagesFor = async (want: number, skip: readonly number[]) => {
    const counts = await db
      .selectFrom('members as head')
      .innerJoin('members', 'members.family_id', 'head.family_id')
      .select(['head.village_id', sql<number>`count(*)`.as('n')])
      .where('head.is_head', '=', 1)
      .where('head.village_id', 'not in', [0, ...skip])
      .groupBy('head.village_id')
      .orderBy(sql`count(*)`)
      .execute();
    const chosen: number[] = [];
    let total = 0;
    for (const c of counts) {
      if (total >= want) break;
      chosen.push(c.village_id!);
      total += Number(c.n);
    }
    await sql`UPDATE members SET photo = 'members/bench-' || CAST(id % ${sql.lit(PICTURES)} AS TEXT) || '.jpg'
      WHERE family_id IN (
        SELECT family_id FROM members WHERE is_head = 1 AND village_id IN (${sql.join(chosen)}))`.execute(
      db,
    );
    return chosen;
  };
  const print = async (want: number, skip: readonly number[] = []) => {
    const village_ids = await villagesFor(want, skip);
    const folder = mkdtempSync(join(tmpdir(), 'bench-book-'));
    const before = treeMemory();
    const nodeBefore = process.memoryUsage().rss;
    const peak = { ...before };
    let nodePeak = nodeBefore;
    const sampler = setInterval(() => {
      const now = treeMemory();
      peak.all = Math.max(peak.all, now.all);
      peak.own = Math.max(peak.own, now.own);
      nodePeak = Math.max(nodePeak, process.memoryUsage().rss);
    }, 250);
    const started = performance.now();
    try {
      const printed = await printBook(
        db,
        storage,
        {
          district_ids: [],
          post_ids: [],
          village_ids,
          language: 'gu',
          page_size: 'A5',
          photos: true,
          married_daughters: true,
          title: 'પરિવાર દર્શિકા',
          year: 2026,
        },
        join(folder, 'book.pdf'),
      );
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      log(
        `  ${printed.members.toLocaleString('en-IN')} members, ${printed.pages} pages, ${(printed.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`,
      );
      return {
        members: printed.members,
        families: printed.families,
        photos: printed.photos,
        pages: printed.pages,
        seconds,
        bytes: printed.bytes,
        memoryGrowthMB: (peak.all - before.all) / 1024 / 1024,
        ownMemoryGrowthMB: (peak.own - before.own) / 1024 / 1024,
        nodeGrowthMB: (nodePeak - nodeBefore) / 1024 / 1024,
        village_ids,
      };
    } finally {
      clearInterval(sampler);
      rmSync(folder, { recursive: true, force: true });
    }
  };
  try {
    log('Printing a directory of 1,000 members with photos ...');
    const { village_ids, ...small } = await print(1_000);
    log('Printing a directory of 10,000 members with photos ...');
    const { village_ids: _, ...large } = await print(10_000, village_ids);
    return { small, large };
  } finally {
    await db.destroy();
  }
}
