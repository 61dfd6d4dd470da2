import type { Kysely } from 'kysely';
import type { Database, StatusFlag } from '../db/types.js';
import type { AuditField } from '../../shared/audit.js';
import type { MessageCode, MessageParams, Term } from '../../shared/messages.js';
import { say } from '../../shared/contract/say.js';
import {
  audit,
  diff,
  statusAction,
  type AuditAction,
  type AuditResource,
  type Details,
} from './audit.js';

/** What every audited write of one area shares (docs/adding-an-area.md, "Writes"). */
export interface AuditedArea<Row extends { id: number }> {
  /** The area as the audit log records it (its table). */
  resource: AuditResource;
  /** How messages name one record ("Job added."). */
  term: Term;
  /** Reads one record as the wire shows it, or throws 404 (`notFound(term)`). */
  find: (db: Kysely<Database>, id: number) => Promise<Row>;
  /** The fields whose changes the log shows, and those holding a file. */
  fields: readonly AuditField[];
  files?: readonly AuditField[];
  /**
   * The record as the log compares it, where the wire's shape is not what a
   * person reads (a family as "Name (relation)" lines); the record itself otherwise.
   */
  compare?: (row: Row) => object;
  /**
   * The record the event is about, where it is not the row itself (a pair of
   * possible duplicates is logged on its first member); the row's id otherwise.
   */
  recordId?: (row: Row) => number;
  /** The record as a person names it; its `name` unless said otherwise. */
  label?: (row: Row) => string | null;
  /**
   * The district of the member the record is or belongs to (a member, a seat),
   * which puts its events in a coordinator's log; none for other areas.
   */
  district?: (row: Row) => number | null | undefined;
}

/**
 * The areas whose records carry a 0/1 `status` the family app honours: read from
 * their tables (the ranked view of student results is read, never written).
 */
type StatusTable = {
  [T in keyof Database]: T extends `ranked_${string}`
    ? never
    : Database[T] extends { status: StatusFlag }
      ? T
      : never;
}[keyof Database];

/** A write's answer: the coded message and the record as it now is (or was). */
export interface Written<Row> {
  message: string;
  data: Row;
}

/** What a write may say beside the default: another action, message or details. */
interface Options<Row> {
  action?: AuditAction;
  code?: MessageCode;
  /** The message's params beyond the area's name (a count). */
  params?: (row: Row) => MessageParams;
  details?: (row: Row) => Details;
}

/**
 * The audited writes of one area. Each runs in one transaction: the write, the
 * record read back as the wire shows it, the audit event with what changed, and
 * answers with the coded message, so a write that fails leaves neither record nor
 * event, and no route writes that sequence by hand.
 */
export function auditedWrites<Row extends { id: number }>(
  db: Kysely<Database>,
  area: AuditedArea<Row>,
) {
  const labelOf = area.label ?? ((row: Row) => (row as { name?: string | null }).name ?? null);
  const view = area.compare ?? ((row: Row): object => row);
  const record = (
    trx: Kysely<Database>,
    action: AuditAction,
    before: Row | null,
    after: Row | null,
    details?: Details,
  ) => {
    const row = (after ?? before)!;
    return audit(trx, {
      action,
      resource: area.resource,
      recordId: area.recordId?.(row) ?? row.id,
      label: labelOf(row),
      districtId: area.district?.(row),
      changes: after
        ? diff(before && view(before), view(after), { fields: area.fields, files: area.files })
        : null,
      details: details ?? null,
    });
  };
  const answer = (code: MessageCode, data: Row, options: Options<Row>): Written<Row> => ({
    message: say(options.code ?? code, { label: area.term, ...options.params?.(data) }),
    data,
  });

  /** `write` changes the record `id` (read first, 404 when missing). */
  async function update(
    id: number,
    write: (trx: Kysely<Database>, before: Row) => Promise<void>,
    options: Options<Row> = {},
  ): Promise<Written<Row>> {
    const data = await db.transaction().execute(async (trx) => {
      const before = await area.find(trx, id);
      await write(trx, before);
      const after = await area.find(trx, id);
      await record(trx, options.action ?? 'update', before, after, options.details?.(after));
      return after;
    });
    return answer('record_updated', data, options);
  }

  return {
    /** `write` inserts the record and answers its id; 201 is the route's. */
    async create(
      write: (trx: Kysely<Database>) => Promise<number>,
      options: Options<Row> = {},
    ): Promise<Written<Row>> {
      const data = await db.transaction().execute(async (trx) => {
        const id = await write(trx);
        const row = await area.find(trx, id);
        await record(trx, options.action ?? 'create', null, row, options.details?.(row));
        return row;
      });
      return answer('record_added', data, options);
    },

    update,

    /**
     * Switches the record's status column (0 or 1) to `on`, logged and answered
     * as what it did in the family app: live/off where the area is live there,
     * shown/hidden elsewhere (shared/audit.ts `LIVE_RESOURCES`).
     */
    status(id: number, on: boolean): Promise<Written<Row>> {
      const status = on ? 1 : 0;
      const action = statusAction(area.resource, status);
      const code: MessageCode =
        action === 'live'
          ? 'record_live'
          : action === 'off'
            ? 'record_off'
            : action === 'show'
              ? 'record_shown'
              : 'record_hidden';
      const table = area.resource as StatusTable;
      const write = async (trx: Kysely<Database>) => {
        await trx.updateTable(table).set({ status }).where('id', '=', id).execute();
      };
      return update(id, write, { action, code });
    },

    /**
     * `write` deletes the record `id` and what hangs on it (read first, 404 when
     * missing); the answer carries the record as it was.
     */
    async remove(
      id: number,
      write: (trx: Kysely<Database>, before: Row) => Promise<void>,
      options: Options<Row> = {},
    ): Promise<Written<Row>> {
      const data = await db.transaction().execute(async (trx) => {
        const before = await area.find(trx, id);
        await write(trx, before);
        await record(trx, options.action ?? 'delete', before, null, options.details?.(before));
        return before;
      });
      return answer('record_removed', data, options);
    },
  };
}
