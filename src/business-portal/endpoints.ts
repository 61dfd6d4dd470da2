import { fieldsOf } from '../../shared/contract/received';
import type { PortalBody } from '../../shared/contract/business-portal';
import type { Multipart } from '../providers/formData';
import { status, type EndpointTable } from '../providers/endpoints';

/**
 * The business form (shared/contract/business-portal.ts): its fields, the logo
 * file and the partners as a JSON list; `id` when editing.
 */
const BUSINESS_FIELDS = fieldsOf<Omit<PortalBody, 'id'>>()([
  'logo',
  'member_id',
  'mobile_no',
  'name',
  'email',
  'business_id',
  'in_foreign_land',
  'state',
  'country',
  'city',
  'address',
  'members',
]);
const businessForm: Multipart = { files: { logo: 'logo_file' }, json: ['members'] };

/** The business portal (docs/product.md §7 "Business portal"). */
export const businessPortalEndpoints = {
  'business-portal': {
    audit: 'business_portals',
    list: 'business-portal/list',
    one: (id) => `business-portal/${id}`,
    create: {
      method: 'post',
      path: 'business-portal',
      body: BUSINESS_FIELDS,
      multipart: businessForm,
    },
    update: {
      method: 'post',
      path: () => 'business-portal',
      body: ['id', ...BUSINESS_FIELDS],
      multipart: businessForm,
    },
    delete: (id) => `business-portal/${id}`,
    actions: {
      /** Live or off: sends the inverse of the current status (docs/product.md §4). */
      status: status((id) => `business-portal/status/${id}`),
      /** What the directory knows of a member who owns a business (mobile, email, place). */
      member: { path: (id) => `business-portal/member/${id}` },
    },
  },
} satisfies EndpointTable;
