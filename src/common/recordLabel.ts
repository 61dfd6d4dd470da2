/** The parts of a row that name it: its own name, or the person it is about. */
interface Named {
  name?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  full_name?: unknown;
  member?: unknown;
  information?: unknown;
}

const personName = (person: Named) =>
  [person.first_name, person.last_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');

/**
 * What to call a row in a button's name or a confirmation ("Edit Jash Harsh",
 * "Remove Jash Harsh from Yuva Mandal?"): the member it is about, or its name.
 */
export function recordLabel(record: unknown): string {
  if (!record || typeof record !== 'object') return '';
  const row = record as Named;
  for (const person of [row.information, row.member, row]) {
    if (person && typeof person === 'object') {
      const name = personName(person as Named);
      if (name) return name;
    }
  }
  for (const text of [row.full_name, row.name]) if (typeof text === 'string' && text) return text;
  return '';
}
