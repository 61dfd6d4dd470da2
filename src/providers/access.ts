import type { DistrictScope, Role } from '../../shared/roles';

/** Reading: lists, pages, exports, history. Anything else writes. */
const READS = new Set(['list', 'show', 'read', 'export', 'history']);

/**
 * What a coordinator writes, within its districts (docs/security.md "Roles"):
 * members, committee seats and donor entries, and notifications (send and resend).
 */
const COORDINATOR_WRITES: Record<string, (action: string) => boolean> = {
  members: () => true,
  committee_members: () => true,
  donor_members: () => true,
  notification: (action) => action === 'create' || action === 'resend',
};

/**
 * What the SPA shows to an account, mirroring the server's rule
 * (server/auth/access.ts): the server decides, this only hides what would be
 * refused. An account without a role (the original backend) may do everything.
 */
export function mayAccess(
  role: Role | undefined,
  { action, resource }: { action: string; resource?: string },
): boolean {
  // Accounts are our server's, and an administrator's alone.
  if (resource === 'accounts') return role === 'administrator';
  // A backup, an import and a pair of possible duplicates span every district.
  if (
    resource === 'backups' ||
    resource === 'imports' ||
    resource === 'duplicates' ||
    resource === 'directory_books'
  )
    return !role || role === 'administrator';
  if (!role || role === 'administrator' || READS.has(action)) return true;
  if (role === 'viewer') return false;
  return !!resource && !!COORDINATOR_WRITES[resource]?.(action);
}

export type { DistrictScope, Role };
