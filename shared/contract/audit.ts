import { z } from 'zod';

const json = z.record(z.string(), z.unknown()).nullable();
/** One event of `GET /audit/list` (docs/audit.md). */
export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  record_id: z.string().nullable(),
  label: z.string().nullable(),
  changes: json,
  details: json,
  ip: z.string().nullable(),
});

export type AuditRow = z.infer<typeof auditRow>;
