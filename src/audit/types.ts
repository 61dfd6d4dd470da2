import type { AuditAction, AuditField, AuditResource } from '../../shared/audit';

/** One row of `GET /audit/list`. */
export interface AuditEvent {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  action: AuditAction;
  resource: AuditResource;
  record_id: string | null;
  label: string | null;
  changes: Partial<Record<AuditField, [unknown, unknown]>> | null;
  details: Partial<Record<AuditField, unknown>> | null;
  ip: string | null;
}

export { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../shared/audit';
