import type { Endpoint } from '../providers/endpoints';

/** The dashboard's numbers (docs/product.md §7 `GET /dashboard/details`); by village when `district_id` is given. */
export const dashboardCall = {
  path: 'dashboard/details',
  body: ['district_id'],
} satisfies Endpoint;
