/** The seeded administrator (server/seed/index.ts). */
export const DEMO = { email: 'admin@example.com', password: 'demo-admin-2026' };
/** A viewer account each worker's server gets (npm run user:add -- --role viewer). */
export const VIEWER = { email: 'viewer@example.org', password: 'viewer-2026-e2e' };
/** A coordinator of Patan, made for each worker's server through `npm run user:add`. */
export const COORDINATOR = { email: 'patan.coordinator@example.org', password: 'patan-2026-e2e' };
