import type { EndpointTable } from '../providers/endpoints';

/** The audit log: our server only (docs/audit.md). */
export const auditEndpoints = {
  audit: { list: 'audit/list' },
} satisfies EndpointTable;
