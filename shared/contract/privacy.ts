import { z } from 'zod';
import { say } from './say.js';

/** The privacy notice (docs/privacy.md): its version and what the organisation sets in it. */
export const privacySettings = z.object({
  contact_name: z.string().trim().max(150).default(''),
  contact_phone: z.string().trim().max(50).default(''),
  contact_email: z
    .string()
    .trim()
    .max(150)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), say('email_invalid'))
    .default(''),
  /** How a member complains: in person, by phone, in writing; one text in each language. */
  grievance_en: z.string().trim().max(2000).default(''),
  grievance_gu: z.string().trim().max(2000).default(''),
});
export type PrivacySettings = z.infer<typeof privacySettings>;

export const privacyNotice = privacySettings.extend({
  version: z.number().int(),
  published_at: z.string(),
  /** How long audit events and backups are kept, as this server is set up. */
  audit_days: z.number().int(),
  backup_days: z.number().int(),
});
export type PrivacyNotice = z.infer<typeof privacyNotice>;
