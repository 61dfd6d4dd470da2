import type { Identifier } from 'react-admin';
import { chartsCall, dashboardCall } from './endpoints';
import type { AppDataProvider } from '../resources';
import { unwrap } from '../providers/dataProvider';
import type { DashboardCharts, DashboardDetails } from './types';

/** The dashboard's numbers; by village when a district is given. `quiet`: no snackbar on failure. */
export const getDashboard = async (
  dataProvider: AppDataProvider,
  districtId?: Identifier | null,
  quiet = false,
): Promise<DashboardDetails> =>
  unwrap<DashboardDetails>(
    await dataProvider.call(dashboardCall, { data: { district_id: districtId }, quiet }),
  );

/**
 * The cards' and the table's question (react-query's key and function): by
 * village when `districtId` is given. The answer carries the district it is for,
 * so the table's header and rows always agree. `quiet` when asked before the page
 * is shown: should it fail, the page asks again and reports it then.
 */
export const dashboardQuery = (
  dataProvider: AppDataProvider,
  districtId: string,
  quiet = false,
) => ({
  queryKey: ['dashboard', districtId],
  queryFn: async () => ({
    districtId,
    details: await getDashboard(dataProvider, districtId || null, quiet),
  }),
});

/** The charts' numbers, with the villages of `villagesOf` (else of the largest district). */
export const getCharts = async (
  dataProvider: AppDataProvider,
  villagesOf?: Identifier | null,
): Promise<DashboardCharts> =>
  unwrap<DashboardCharts>(
    await dataProvider.call(chartsCall, { data: { villages_of: villagesOf } }),
  );
