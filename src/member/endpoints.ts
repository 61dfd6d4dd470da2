import { MEMBER_FORM_FIELDS } from '../../shared/member-fields';
import type { Multipart } from '../providers/formData';
import type { Endpoint, EndpointTable } from '../providers/endpoints';

/** The member form's photo file and its JSON settings and family list. */
const memberForm: Multipart = {
  files: { photo: 'photo_file' },
  json: ['family', 'settings'],
  // Our server's surname and native place (docs/families.md).
  omitAbsent: ['surname', 'native_place'],
};

/** Members (docs/product.md §7 "Members"): the form is one multipart POST, with `id` when editing. */
export const memberEndpoints = {
  members: {
    audit: 'members',
    list: 'members/list',
    one: (id) => `members/${id}`,
    create: {
      method: 'post',
      path: 'members',
      body: [...MEMBER_FORM_FIELDS, 'family'],
      multipart: memberForm,
    },
    update: {
      method: 'post',
      path: () => 'members',
      body: ['id', ...MEMBER_FORM_FIELDS, 'family'],
      multipart: memberForm,
    },
    delete: (id) => `members/${id}`,
    actions: {
      /** Every member matching the list's search and filters, for members.csv. */
      export: { path: 'members/export', listFilters: true },
    },
  },
} satisfies EndpointTable;

/**
 * The public registration form (no sign-in): the member form without id or
 * family, with the show-mobile and show-address switches as the person chose.
 */
export const registerCall = {
  method: 'post',
  path: 'member/register',
  // With our server's messages the registrant agrees to, and their language (docs/messaging.md).
  body: [
    ...MEMBER_FORM_FIELDS,
    'messages_whatsapp',
    'messages_sms',
    'preferred_language',
    // A person under 18 names a parent, who confirms by a code (docs/privacy.md "Children").
    'guardian_mobile',
  ],
  multipart: memberForm,
} satisfies Endpoint;

/** A parent's code confirming a minor's registration (docs/privacy.md "Children"): our server's. */
export const guardianCall = {
  method: 'post',
  path: 'member/register/guardian',
  body: ['pending', 'code'],
} satisfies Endpoint;
