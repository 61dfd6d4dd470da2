import type { EndpointTable } from '../providers/endpoints';

/** Contacts (docs/product.md §7 "Contacts"): read and removed, never written here. */
export const contactEndpoints = {
  contacts: { audit: 'contacts', list: 'contacts', delete: (id) => `contacts/${id}` },
} satisfies EndpointTable;
