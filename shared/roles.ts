/**
 * What an account may do (docs/security.md "Roles"): an administrator everything;
 * a coordinator the members of their districts (and what follows from them); a
 * viewer reads and writes nothing. Without zod, so the SPA may import it as a value;
 * its schema is `role` in `shared/contract/access.ts`.
 */
export const ROLES = ['administrator', 'coordinator', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The districts an account sees; `null` is every district. */
export type DistrictScope = readonly number[] | null;
