import { z } from 'zod';
import { say } from './say.js';

/** Announcements: a notice the family app shows while it is live. */
export const announcementRow = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: z.boolean(),
  created_at: z.string(),
});

export const announcementBody = z.object({
  title: z
    .string({ error: say('title_required') })
    .trim()
    .min(1, say('title_required'))
    .max(150, say('at_most', { max: 150 })),
  body: z
    .string({ error: say('description_required') })
    .trim()
    .min(1, say('description_required'))
    .max(4000, say('at_most', { max: 4000 })),
});

export const announcementStatus = z.object({ status: z.boolean() });

export type AnnouncementRow = z.infer<typeof announcementRow>;
export type AnnouncementBody = z.input<typeof announcementBody>;
