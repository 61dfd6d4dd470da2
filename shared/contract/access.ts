import { z } from 'zod';
import { ROLES } from '../roles.js';

export { ROLES, type DistrictScope, type Role } from '../roles.js';

/** An account's role as the wire carries it (shared/roles.ts lists them). */
export const role = z.enum(ROLES);
