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

/** A place, an education level or a business type with its members (our server's charts). */
const namedCount = z.object({
  id: z.number().int(),
  name: z.string(),
  name_gu: z.string().nullable(),
  members: count,
});

/**
 * `GET /dashboard/charts` (our server's, docs/dashboard.md): the numbers behind the
 * dashboard's charts, within the account's districts. Each count is what the
 * members list shows for the filters its bar clicks through to.
 */
export const dashboardCharts = z.object({
  /** The day the ages and the last 12 months are counted from (YYYY-MM-DD). */
  today: z.string(),
  /** Members and families added per month (YYYY-MM), the oldest of the 24 months first. */
  growth: z.array(z.object({ month: z.string(), members: count, families: count })),
  /** Added since 1 January of this year. */
  thisYear: z.object({ members: count, families: count }),
  /** 10-year bands from 0–9 (the last, 80 and over, has no `to`), by gender. */
  ages: z.array(z.object({ from: count, to: count.nullable(), male: count, female: count })),
  /** Members without a full birth date (none, or no year): in no band. */
  noBirthDate: z.object({ male: count, female: count }),
  districts: z.array(namedCount),
  /** The district whose villages are counted: the one asked for (`villages_of`), else the largest. */
  villagesOf: z.number().int().nullable(),
  /** The villages of that district. */
  villages: z.array(namedCount),
  /** Members in no district, or no village of that district. */
  noPlace: z.object({ district: count, village: count }),
  education: z.array(namedCount),
  noEducation: count,
  /** Business (2), job (1), other (0). */
  businessTypes: z.array(z.object({ type: count, members: count })),
  businesses: z.array(namedCount),
  /** Members aged 18 to 65 with a blood group recorded, by group. */
  bloodGroups: z.array(z.object({ group: z.string(), members: count })),
  /** Per district: members, and how many have each sign of a good record. */
  quality: z.array(
    namedCount.extend({
      complete: count,
      photo: count,
      birthDate: count,
      verified: count,
    }),
  ),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;
