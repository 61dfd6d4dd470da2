import type { DashboardCharts, DashboardDetails } from '../../shared/contract/dashboard';

/** `GET /dashboard/details` and our server's `GET /dashboard/charts`, as the contract (shared/contract/dashboard.ts) says them. */
export type { DashboardCharts, DashboardDetails };
export type FamilyInfoRow = DashboardDetails['familyInfo'][number];
