import { createContext, useContext } from 'react';

/** The parts of a row that name it: its own name, or the person it is about. */
interface Named {
  name?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  full_name?: unknown;
  member?: unknown;
  information?: unknown;
  year?: unknown;
}

const personName = (person: Named) =>
  [person.first_name, person.last_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');

const personOf = (value: unknown) =>
  value && typeof value === 'object' ? personName(value as Named) : '';

/**
 * What to call a row in a button's name or a confirmation ("Edit Jash Harsh",
 * "Remove Jash Harsh from Yuva Mandal?"): the member it is about, its own name
 * (a student result's name before the member it links to), or its year.
 */
export function recordLabel(record: unknown): string {
  if (!record || typeof record !== 'object') return '';
  const row = record as Named;
  const found = [
    personOf(row.information),
    personOf(row),
    row.full_name,
    row.name,
    personOf(row.member),
    row.year,
  ].find((text) => (typeof text === 'string' && text) || typeof text === 'number');
  return found === undefined ? '' : String(found);
}

/**
 * How the rows of the list around name themselves, where the rule above would
 * pick the wrong field (a job is its title, not its company's name).
 */
export const RecordLabelContext = createContext<(record: unknown) => string>(recordLabel);

/** The list's way of naming a row ("Edit Accountant"). */
export const useRecordLabel = () => useContext(RecordLabelContext);
