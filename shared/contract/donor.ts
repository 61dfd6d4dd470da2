import { z } from 'zod';
import { memberSummary } from './envelopes.js';
import { chosenId, id, optionalText } from './fields.js';
import { say } from './say.js';
export const donorId = chosenId(say('donor_choose'));

/**
 * Add or edit one donor entry (docs/product.md §7): a registered member (`member_id`) or an
 * unknown donor (`name`), never both; `id` names the entry being edited.
 */
export const donorMemberBody = z
  .object({
    id: id.optional(),
    donor_id: donorId,
    member_id: z
      .union([z.literal(''), z.null(), chosenId(say('member_choose'))])
      .optional()
      .transform((v) => (v === '' || v === null ? undefined : v)),
    name: optionalText(150, 'name'),
    position: optionalText(100, 'position'),
  })
  .superRefine((body, ctx) => {
    if (body.member_id === undefined && body.name === null) {
      ctx.addIssue({ code: 'custom', path: ['member_id'], message: say('member_or_name') });
    }
    if (body.member_id !== undefined && body.name !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: say('member_not_both'),
      });
    }
  });

/** Donor member type (docs/product.md §9): 1 a registered family member, 0 an unknown donor. */
export const donorMember = z.object({
  id: z.number().int(),
  donor_id: z.number().int(),
  member_id: z.number().int().nullable(),
  name: z.string().nullable(),
  position: z.string().nullable(),
  type: z.union([z.literal(0), z.literal(1)]),
  information: memberSummary.nullable(),
});

export type DonorMemberRow = z.infer<typeof donorMember>;
export type DonorMemberBody = z.input<typeof donorMemberBody>;
