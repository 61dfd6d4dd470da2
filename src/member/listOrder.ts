import type { SortPayload } from 'react-admin';

/** The members list's first order: the newest member first. */
export const memberListOrder: SortPayload = { field: 'id', order: 'DESC' };
