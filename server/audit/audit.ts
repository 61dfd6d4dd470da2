import { currentRequest } from '../http/request-context.js';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AUDIT_ACTIONS,
  LIVE_RESOURCES,
  type AuditAction,
  type AuditField,
  type AuditResource,
} from '../../shared/audit.js';
import { fullName } from '../../shared/names.js';
import type { Database } from '../db/types.js';
import { readableValues } from './audit-values.js';

export { AUDIT_ACTIONS, type AuditAction, type AuditResource };

/** `{ field: [before, after] }`; a file field's values are "changed". */
export type Changes = Partial<Record<AuditField, [unknown, unknown]>>;
/** What an export or a send asked, and what else a removal took, by field (shared/audit.ts). */
export type Details = Partial<Record<AuditField, unknown>>;

/** Never written to the log, whatever a route passes. */
const SECRET = /password|hash|session|csrf|token/i;

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) ||
  (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));

/**
 * The fields that differ between two versions of a record (only `fields` when
 * given). Files are "changed" where they exist, never their names; secrets are
 * never listed.
 */
export function diff(
  before: object | null | undefined,
  after: object | null | undefined,
  { fields, files = [] }: { fields: readonly AuditField[]; files?: readonly AuditField[] },
): Changes | null {
  const keys = fields;
  const changes: Changes = {};
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const a = (before as Record<string, unknown> | null | undefined)?.[key];
    const b = (after as Record<string, unknown> | null | undefined)?.[key];
    if (same(a, b)) continue;
    // A file is "changed" on each side it exists (its name says nothing to a person):
    // added, replaced and removed read apart.
    changes[key] = files.includes(key)
      ? [a ? 'changed' : null, b ? 'changed' : null]
      : [a ?? null, b ?? null];
  }
  return Object.keys(changes).length ? changes : null;
}

export interface AuditEvent {
  action: AuditAction;
  resource: AuditResource;
  recordId?: number | string | null;
  /**
   * The record as a person names it, in its own words and no others ("Yuva
   * Mandal", "Jash Harsh (9009145648)"): the screen names the area in the
   * reader's language beside it.
   */
  label?: string | null;
  changes?: Changes | null;
  /** What an export or a send was asked (the filters), and how many it reached. */
  details?: Details | null;
  /**
   * The district of the member the record is or belongs to: a coordinator's log
   * shows the events of its districts (docs/security.md "Roles").
   */
  districtId?: number | null;
  /** The account, when the request has no session yet (a sign-in). */
  user?: { id: number; name: string } | null;
  /** The request, where the request context is gone (a streamed answer's end). */
  request?: FastifyRequest;
}

/**
 * Records one event in `db`, which should be the write's own transaction, so a
 * write that rolls back leaves no event and one that commits always has one.
 * The acting account, its address and the request id come from the request
 * being served (none for a public registration). Ids in the changes and details
 * are written as the names they have now (server/audit/audit-values.ts).
 */
export async function audit(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  const request = event.request ?? currentRequest();
  const user = event.user ?? request?.user ?? null;
  const changes = event.changes && (await readableValues(db, event.resource, event.changes, true));
  const details = event.details && (await readableValues(db, event.resource, event.details, false));
  await db
    .insertInto('audit_events')
    .values({
      at: new Date().toISOString(),
      user_id: user?.id ?? null,
      user_name: user?.name ?? null,
      action: event.action,
      resource: event.resource,
      record_id:
        event.recordId === undefined || event.recordId === null ? null : String(event.recordId),
      label: event.label ?? null,
      changes: changes ? JSON.stringify(changes) : null,
      details: details ? JSON.stringify(details) : null,
      ip: request?.ip ?? null,
      request_id: request?.id ?? null,
      district_id: event.districtId ?? null,
    })
    .execute();
}

interface Person {
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
}

/** "Jash Harsh (9009145648)". */
export const personName = (member: Person | null | undefined) =>
  member
    ? `${fullName(member.first_name, member.last_name) || '—'}${member.mobile_no ? ` (${member.mobile_no})` : ''}`
    : '—';

/**
 * What switching a status did, named for it: live/off where the family app shows
 * the record live (programs, events, businesses), shown/hidden elsewhere.
 */
export const statusAction = (resource: AuditResource, status: unknown): AuditAction => {
  const on = status === true || status === 1 || status === '1';
  if (LIVE_RESOURCES.includes(resource)) return on ? 'live' : 'off';
  return on ? 'show' : 'hide';
};
