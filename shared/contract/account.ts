import { z } from 'zod';
import { ROLES, role } from './access.js';
import { name } from './fields.js';
import { say } from './say.js';

/**
 * Accounts (docs/security.md "Accounts"): who signs in to the back-office, with
 * which role and districts. Administrators give accounts and sign-in links.
 */
export const accountRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  /** A coordinator's districts ([] for the other roles). */
  districts: z.array(
    z.object({ id: z.number().int(), name: z.string(), name_gu: z.string().nullable() }),
  ),
  /** `active`, `invited` (no password yet), or `disabled`. */
  state: z.enum(['active', 'invited', 'disabled']),
  /** When its latest unused sign-in link ends, if one is open. */
  link_expires_at: z.string().nullable(),
  created_at: z.string(),
});

export const accountEmail = z
  .string({ error: say('email_required') })
  .trim()
  .toLowerCase()
  .min(1, say('email_required'))
  .max(254, say('email_too_long'))
  .pipe(z.email(say('email_invalid')));

const districtIds = z.array(z.coerce.number().int().positive()).max(100).default([]);

const access = {
  role: z.enum(ROLES, { error: say('role_choose') }),
  districts: districtIds,
};

/** A coordinator needs at least one district; the other roles have none. */
const districtsForRole = (
  body: { role: string; districts: number[] },
  context: z.RefinementCtx,
) => {
  if (body.role === 'coordinator' && body.districts.length === 0)
    context.addIssue({ code: 'custom', path: ['districts'], message: say('districts_required') });
};

export const accountBody = z
  .object({ name: name(150), email: accountEmail, ...access })
  .superRefine(districtsForRole);
export const accountEdit = z.object({ name: name(150), ...access }).superRefine(districtsForRole);

/** A sign-in link, as the administrator copies it: the SPA puts its own address before the path. */
export const signInLink = z.object({
  path: z.string(),
  expires_at: z.string(),
  /**
   * Whether it was also mailed to the account's address: `sent`, `failed` (the
   * administrator sends it by hand) or `off` (no mail server, `SMTP_URL`, is set).
   */
  mailed: z.enum(['sent', 'failed', 'off']),
});
export type SignInLink = z.infer<typeof signInLink>;

/** The password set through a link: the same rules as every password. */
export const newPassword = z.object({
  password: z
    .string({ error: say('password_required') })
    .min(8, say('password_too_short'))
    .max(200, say('password_too_long')),
});

export type AccountRow = z.infer<typeof accountRow>;
export type AccountBody = z.input<typeof accountBody>;
export type AccountEdit = z.input<typeof accountEdit>;
