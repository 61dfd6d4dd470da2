/** One row of `GET /audit/list`. */
export interface AuditEvent {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  label: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  details: Record<string, unknown> | null;
  ip: string | null;
}

export { AUDIT_ACTIONS } from '../../shared/rules';

/** The resources the log names, by their table. */
export const AUDIT_RESOURCES = [
  'members',
  'committees',
  'committee_members',
  'donors',
  'donor_members',
  'admins',
  'contacts',
  'districts',
  'posts',
  'villages',
  'education',
  'business_types',
  'users',
] as const;
