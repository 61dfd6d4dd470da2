import { mayAccess as allowed } from '../../shared/access';
import type { DistrictScope, Role } from '../../shared/roles';

/**
 * What the SPA shows to an account: the one access table (shared/access.ts) the
 * server's gate reads too, so the SPA hides exactly what the server would refuse.
 * An account without a role (the original backend) may do everything but
 * accounts, which only a backend with roles has.
 */
export function mayAccess(
  role: Role | undefined,
  { action, resource }: { action: string; resource?: string },
): boolean {
  return role ? allowed(role, resource, action) : resource !== 'accounts';
}

export type { DistrictScope, Role };
