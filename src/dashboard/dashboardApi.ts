import type { Identifier } from 'react-admin';
import { calls } from '../providers/endpoints';
import type { AppDataProvider } from '../providers/dataProvider';
import { unwrap } from '../providers/dataProvider';
import type { DashboardDetails } from './types';

/** The dashboard's numbers; by village when a district is given. */
export const getDashboard = async (
  dataProvider: AppDataProvider,
  districtId?: Identifier | null,
): Promise<DashboardDetails> =>
  unwrap<DashboardDetails>(
    await dataProvider.call(calls.dashboard, { data: { district_id: districtId } }),
  );
