/**
 * Members' rights under India's DPDP Act (docs/privacy.md "Rights"): the kinds of
 * request a member makes, and the 90 days the organisation has to answer. Without
 * zod, so the browser may import it.
 */
export const RIGHT_KINDS = ['access', 'correction', 'erasure', 'grievance', 'nomination'] as const;
export type RightKind = (typeof RIGHT_KINDS)[number];

/** The kinds a member asks for at the member page; a correction is proposed there as a change. */
export const DOOR_RIGHT_KINDS = ['access', 'erasure', 'grievance', 'nomination'] as const;

export const RIGHT_STATUSES = ['open', 'done', 'refused'] as const;
export type RightStatus = (typeof RIGHT_STATUSES)[number];

/** Where a request came from: the member page, or the office for a member who phoned or wrote. */
export const RIGHT_SOURCES = ['door', 'office'] as const;

/** Days the organisation has to answer a request. */
export const RIGHT_DAYS = 90;

/** The day a request received on `receivedOn` (YYYY-MM-DD) must be answered by. */
export function dueOn(receivedOn: string): string {
  const day = new Date(`${receivedOn}T00:00:00Z`);
  return new Date(day.getTime() + RIGHT_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Whether an open request is past its due day on `today`. */
export const isLate = (row: { status: string; due_on: string }, today: string) =>
  row.status === 'open' && row.due_on < today;
