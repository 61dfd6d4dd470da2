import type { Identifier } from 'react-admin';
import { chartsCall, dashboardCall } from './endpoints';
import type { AppDataProvider } from '../resources';
import { unwrap } from '../providers/dataProvider';
import type { DashboardCharts, DashboardDetails } from './types';

/** The dashboard's numbers; by village when a district is given. */
export const getDashboard = async (
  dataProvider: AppDataProvider,
  districtId?: Identifier | null,
): Promise<DashboardDetails> =>
  unwrap<DashboardDetails>(
    await dataProvider.call(dashboardCall, { data: { district_id: districtId } }),
  );

/** The charts' numbers, with the villages of `villagesOf` (else of the largest district). */
export const getCharts = async (
  dataProvider: AppDataProvider,
  villagesOf?: Identifier | null,
): Promise<DashboardCharts> =>
  unwrap<DashboardCharts>(
    await dataProvider.call(chartsCall, { data: { villages_of: villagesOf } }),
  );
