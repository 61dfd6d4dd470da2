import type { DashboardDetails } from '../../shared/contract/dashboard';

/** `GET /dashboard/details`, as the contract (shared/contract/dashboard.ts) says it. */
export type { DashboardDetails };
export type FamilyInfoRow = DashboardDetails['familyInfo'][number];
