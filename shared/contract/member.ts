import { z } from 'zod';
import { said } from './envelopes.js';
export const text = z.string().nullable();

export const memberRow = z.object({
  id: z.number().int(),
  photo: text,
  /** The photo's thumbnail, for the list's avatar. */
  thumb: text,
  mobile_no: z.string(),
  first_name: text,
  last_name: text,
  family_id: z.number().int(),
  is_head: z.boolean(),
  profile_complete: z.boolean(),
});

/** A member as `GET /members/export` answers it: names instead of ids, for members.csv. */
export const exportRow = z.object({
  id: z.number().int(),
  first_name: text,
  last_name: text,
  mobile_no: z.string(),
  date_of_birth: text,
  sex: z.number().int(),
  blood_group: text,
  education: text,
  country: text,
  state: text,
  city: text,
  district: text,
  post: text,
  village: text,
});

export const registered = z.object({
  ...said,
  data: z.object({ id: z.number().int(), first_name: text, last_name: text }),
});

export type MemberRow = z.infer<typeof memberRow>;
