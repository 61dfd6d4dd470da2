/**
 * Member ids as compact text for the audit log ("1-5000,5002,5010-5012"): an export of
 * every member is a few characters, a family a few ids (docs/security.md "Who looked").
 */
export function idRanges(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].filter((id) => Number.isInteger(id)).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(',');
}

/** The ids `idRanges` wrote, each once, in order. */
export function parseIdRanges(text: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (text ?? '').split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) continue;
    const [from, to] = [Number(match[1]), Number(match[2] ?? match[1])];
    for (let id = from; id <= to && id - from < 10_000_000; id++) ids.push(id);
  }
  return ids;
}
