import { z } from 'zod';

/**
 * What an account may do (docs/security.md "Roles"): an administrator everything;
 * a coordinator the members of their districts (and what follows from them); a
 * viewer reads and writes nothing.
 */
export const ROLES = ['administrator', 'coordinator', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const role = z.enum(ROLES);

/** The districts an account sees; `null` is every district. */
export type DistrictScope = readonly number[] | null;
