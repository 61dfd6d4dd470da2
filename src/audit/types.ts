import type { AuditAction, AuditField, AuditResource } from '../../shared/audit';
import type { AuditRow } from '../../shared/contract/audit';

/**
 * One row of `GET /audit/list` (shared/contract/audit.ts), its action, resource and
 * fields named as the shared audit vocabulary (shared/audit.ts) names them.
 */
export type AuditEvent = Omit<AuditRow, 'action' | 'resource' | 'changes' | 'details'> & {
  action: AuditAction;
  resource: AuditResource;
  changes: Partial<Record<AuditField, [unknown, unknown]>> | null;
  details: Partial<Record<AuditField, unknown>> | null;
};

export { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../shared/audit';
