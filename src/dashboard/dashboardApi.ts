import type { Identifier } from 'react-admin';
import { dashboardCall } from './endpoints';
import type { AppDataProvider } from '../resources';
import { unwrap } from '../providers/dataProvider';
import type { DashboardDetails } from './types';

/** The dashboard's numbers; by village when a district is given. */
export const getDashboard = async (
  dataProvider: AppDataProvider,
  districtId?: Identifier | null,
): Promise<DashboardDetails> =>
  unwrap<DashboardDetails>(
    await dataProvider.call(dashboardCall, { data: { district_id: districtId } }),
  );
