import { readFileSync } from 'node:fs';

/** The resident memory of a process, from /proc (Linux), in bytes. */
const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? 0) * 1024;
};

export interface ExportResult {
  seconds: number;
  rows: number;
  megabytes: number;
  rssBefore: number;
  rssPeak: number;
}

/**
 * Downloads `url` once (the whole members export) while sampling the server's
 * memory every 20 ms: the time, the rows, and the server's memory before and at its peak.
 */
export async function measureExport(
  url: string,
  headers: Record<string, string>,
  serverPid: number,
): Promise<ExportResult> {
  const rssBefore = rssOf(serverPid);
  let rssPeak = rssBefore;
  const timer = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(serverPid));
  }, 20);
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  rssPeak = Math.max(rssPeak, rssOf(serverPid));
  const body = JSON.parse(text) as { data: unknown[] };
  return {
    seconds,
    rows: body.data.length,
    megabytes: text.length / 1024 / 1024,
    rssBefore,
    rssPeak,
  };
}
