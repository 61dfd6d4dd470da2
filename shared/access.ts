import { ROLES, type Role } from './roles.js';

/**
 * Who may do what (docs/security.md "Roles"), one line per resource, read by the
 * server's route gate (server/auth/access.ts) and by the SPA's `canAccess`
 * (src/providers/access.ts): the server decides, the SPA only hides what would
 * be refused. Without zod, so the browser may import it.
 */
export interface Access {
  /** Who reads (lists, records, exports, history); every role when absent. */
  readers?: readonly Role[];
  /**
   * Who writes: one list for every write, or a list per action (an action not
   * named is administrators'); administrators only when absent.
   */
  writers?: readonly Role[] | Readonly<Record<string, readonly Role[]>>;
  /**
   * Whether its rows belong to districts, so that a coordinator sees and writes
   * only its own (server/auth/scope.ts narrows the members it reaches).
   */
  scoped?: boolean;
}

const ADMINISTRATORS: readonly Role[] = ['administrator'];
/** Members and what hangs on them: administrators, and coordinators in their districts. */
const MEMBER_WRITERS: readonly Role[] = ['administrator', 'coordinator'];

export const ACCESS = {
  members: { writers: MEMBER_WRITERS, scoped: true },
  committee_members: { writers: MEMBER_WRITERS, scoped: true },
  donor_members: { writers: MEMBER_WRITERS, scoped: true },
  // Sent and sent again to the members of the coordinator's districts; removed by administrators.
  notification: { writers: { create: MEMBER_WRITERS, resend: MEMBER_WRITERS }, scoped: true },
  dashboard: { scoped: true },
  // Read by every account, a coordinator its districts' (docs/birthdays.md).
  birthdays: { scoped: true },
  audit: { scoped: true },
  // Accounts are given by administrators; backups, imports, pairs of possible
  // duplicates and printed books hold every district's members.
  accounts: { readers: ADMINISTRATORS },
  backups: { readers: ADMINISTRATORS },
  imports: { readers: ADMINISTRATORS },
  import_rows: { readers: ADMINISTRATORS },
  duplicates: { readers: ADMINISTRATORS },
  directory_books: { readers: ADMINISTRATORS },
  // The member's door (docs/member-door.md): a coordinator reviews and campaigns in its districts.
  change_requests: { writers: MEMBER_WRITERS, scoped: true },
  verification_campaigns: { writers: MEMBER_WRITERS, scoped: true },
  // Everything held about a member, for a request of access (docs/privacy.md): administrators'.
  personal_data: { readers: ADMINISTRATORS },
  // Members' requests under their rights, and erasure: administrators'.
  privacy_requests: { readers: ADMINISTRATORS },
} as const satisfies Record<string, Access>;

/** The resources with a line of their own; every other resource is read by all and written by administrators. */
export type AccessResource = keyof typeof ACCESS;

/** The actions that only read; any other action writes. */
export const READ_ACTIONS: ReadonlySet<string> = new Set([
  'read',
  'list',
  'show',
  'export',
  'history',
]);

const rulesOf = (resource: string | undefined): Access =>
  (resource && (ACCESS as Record<string, Access>)[resource]) || {};

/** The roles that may do `action` on `resource`. */
export function rolesFor(resource: string | undefined, action: string): readonly Role[] {
  const { readers, writers } = rulesOf(resource);
  if (READ_ACTIONS.has(action)) return readers ?? ROLES;
  if (!writers) return ADMINISTRATORS;
  return Array.isArray(writers)
    ? writers
    : ((writers as Readonly<Record<string, readonly Role[]>>)[action] ?? ADMINISTRATORS);
}

/** Whether an account of `role` may do `action` on `resource`. */
export const mayAccess = (role: Role, resource: string | undefined, action: string): boolean =>
  rolesFor(resource, action).includes(role);

/** Whether a resource's rows are narrowed to a coordinator's districts. */
export const isScoped = (resource: string): boolean => rulesOf(resource).scoped === true;
