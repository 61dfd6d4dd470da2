import { z } from 'zod';

/** One backup archive the server keeps (docs/deploy.md "Backups"), newest first. */
export const backupRow = z.object({
  /** The archive's file name, which carries its time. */
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type BackupRow = z.infer<typeof backupRow>;
