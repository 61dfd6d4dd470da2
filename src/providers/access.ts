import type { DistrictScope, Role } from '../../shared/contract/access';

/** Reading: lists, pages, exports, history. Anything else writes. */
const READS = new Set(['list', 'show', 'read', 'export', 'history']);

/** The resources a coordinator writes: members, within its districts (docs/security.md "Roles"). */
const COORDINATOR_WRITES = new Set(['members']);

/**
 * What the SPA shows to an account, mirroring the server's rule
 * (server/lib/access.ts): the server decides, this only hides what would be
 * refused. An account without a role (the original backend) may do everything.
 */
export function mayAccess(
  role: Role | undefined,
  { action, resource }: { action: string; resource?: string },
): boolean {
  // Accounts are our server's, and an administrator's alone.
  if (resource === 'accounts') return role === 'administrator';
  if (!role || role === 'administrator' || READS.has(action)) return true;
  if (role === 'viewer') return false;
  return !!resource && COORDINATOR_WRITES.has(resource);
}

export type { DistrictScope, Role };
