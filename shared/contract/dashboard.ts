import { z } from 'zod';

const count = z.number().int();
/** `GET /dashboard/details` (docs/product.md §3 "Dashboard details"); `name_gu` is our server's (a place's Gujarati name). */
export const dashboardDetails = z.object({
  members: z.object({
    allMembers: count,
    completeProfiles: count,
    incompleteProfiles: count,
    inForeign: count,
  }),
  allFamilies: count,
  jobs: count,
  business: z.object({
    allBusiness: count,
    approvedBusiness: count,
    unapprovedBusiness: count,
  }),
  /** Our server's (docs/member-door.md): families verified at the member page in the last 12 months. */
  verifiedFamilies: count.optional(),
  /** Our server's (docs/privacy.md): families with the privacy notice sent or a consent under it. */
  noticeFamilies: count.optional(),
  familyInfo: z.array(
    z.object({
      name: z.string(),
      /** Our server: the place's Gujarati name, when known; another backend sends none. */
      name_gu: z.string().nullable().optional(),
      families: count,
      totalMembers: count,
    }),
  ),
});

export type DashboardDetails = z.infer<typeof dashboardDetails>;
