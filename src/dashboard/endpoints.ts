import type { Endpoint } from '../providers/endpoints';

/** The dashboard's numbers (docs/product.md §7 `GET /dashboard/details`); by village when `district_id` is given. */
export const dashboardCall = {
  path: 'dashboard/details',
  body: ['district_id'],
} satisfies Endpoint;

/** The numbers behind the charts (docs/dashboard.md, our server's); `villages_of` picks a district. */
export const chartsCall = {
  path: 'dashboard/charts',
  body: ['villages_of'],
} satisfies Endpoint;
