/** Where each kind of place is kept, and the column naming its parent. */
export const PLACE_TABLES = {
  district: { table: 'districts', parent: null },
  post: { table: 'posts', parent: 'district_id' },
  village: { table: 'villages', parent: 'post_id' },
} as const;
export type PlaceKind = keyof typeof PLACE_TABLES;
