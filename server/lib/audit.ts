import { requestContext } from '@fastify/request-context';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AUDIT_ACTIONS } from '../../shared/rules.js';
import type { Database } from '../db/types.js';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The request being served: the acting account, its address and id. */
    request: FastifyRequest;
  }
}

export { AUDIT_ACTIONS };
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `{ field: [before, after] }`; a file field's values are "changed". */
export type Changes = Record<string, [unknown, unknown]>;

/** Never written to the log, whatever a route passes. */
const SECRET = /password|hash|session|csrf|token/i;

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) ||
  (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));

/**
 * The fields that differ between two versions of a record (only `fields` when
 * given). Files are "changed", never their names; secrets are never listed.
 */
export function diff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  { fields, files = [] }: { fields?: string[]; files?: string[] } = {},
): Changes | null {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: Changes = {};
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const a = before?.[key];
    const b = after?.[key];
    if (same(a, b)) continue;
    changes[key] = files.includes(key) ? ['changed', 'changed'] : [a ?? null, b ?? null];
  }
  return Object.keys(changes).length ? changes : null;
}

export interface AuditEvent {
  action: AuditAction;
  resource: string;
  recordId?: number | string | null;
  /** The record as a person names it: "Committee: Yuva Mandal". */
  label?: string | null;
  changes?: Changes | null;
  /** What an export or a send was asked (the filters), and how many it reached. */
  details?: Record<string, unknown> | null;
  /** The account, when the request has no session yet (a sign-in). */
  user?: { id: number; name: string } | null;
  /** The request, where the request context is gone (a streamed answer's end). */
  request?: FastifyRequest;
}

/**
 * Records one event in `db`, which should be the write's own transaction, so a
 * write that rolls back leaves no event and one that commits always has one.
 * The acting account, its address and the request id come from the request
 * being served (none for a public registration).
 */
export async function audit(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  const request = event.request ?? requestContext.get('request');
  const user = event.user ?? request?.user ?? null;
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
      changes: event.changes ? JSON.stringify(event.changes) : null,
      details: event.details ? JSON.stringify(event.details) : null,
      ip: request?.ip ?? null,
      request_id: request?.id ?? null,
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
    ? `${[member.first_name, member.last_name].filter(Boolean).join(' ') || '—'} (${member.mobile_no})`
    : '—';

/** "Member: Jash Harsh (9009145648)". */
export const memberLabel = (member: Person | null | undefined) => `Member: ${personName(member)}`;

/**
 * The common case: a named record created (`before` null), changed, or deleted
 * (`after` null), with the diff of `fields`.
 */
export const auditRecord = (
  db: Kysely<Database>,
  action: AuditAction,
  resource: string,
  noun: string,
  before: ({ id: number; name: string } & Record<string, unknown>) | null,
  after: ({ id: number; name: string } & Record<string, unknown>) | null,
  fields: string[] = ['name'],
) => {
  const record = (after ?? before)!;
  return audit(db, {
    action,
    resource,
    recordId: record.id,
    label: `${noun}: ${record.name}`,
    changes: action === 'delete' ? null : diff(before, after, { fields }),
  });
};
