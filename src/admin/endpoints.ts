import type { AdminBody } from '../../shared/contract/admin';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

const ADMIN_FIELDS = fieldsOf<AdminBody>()(['member_id']);

/** Admins (docs/product.md §7 "Admins"). */
export const adminEndpoints = {
  admin: {
    audit: 'admins',
    list: 'admin/list',
    create: { method: 'post', path: 'admin/add', body: ADMIN_FIELDS },
    update: { method: 'put', path: (id) => `admin/edit/${id}`, body: ADMIN_FIELDS },
    delete: (id) => `admin/${id}`,
  },
} satisfies EndpointTable;
