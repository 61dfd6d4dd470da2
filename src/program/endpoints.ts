import { fieldsOf } from '../../shared/contract/received';
import type { PublishBody } from '../../shared/contract/scheduled';
import type { EndpointTable } from '../providers/endpoints';

/** The live switch of programs and events (shared/contract/scheduled.ts). */
export const PUBLISH_FIELDS = fieldsOf<PublishBody>()(['id', 'status']);

/** Programs and their volunteer types (docs/product.md §7 "Programs"). */
export const programEndpoints = {
  programs: {
    audit: 'programs',
    list: 'programs',
    create: { method: 'post', path: 'programs', body: ['name', 'time', 'date'] },
    delete: (id) => `programs/${id}`,
    actions: {
      /** Live or off: sends the status the list shows; the server flips it (docs/product.md §4). */
      publish: { method: 'post', path: 'programs/publish', body: PUBLISH_FIELDS },
      /** The program's volunteers as a CSV the browser downloads. */
      export: { path: 'programs/export', body: ['program_id'], download: true },
    },
  },
  volunteer_types: {
    audit: 'volunteer_types',
    list: 'programs/volunteer-types',
    create: {
      method: 'post',
      path: 'programs/volunteer-type',
      body: ['name', 'want', 'program_id'],
    },
    delete: (id) => `programs/volunteer-type/${id}`,
    actions: {
      /** One volunteer type's volunteers as a CSV the browser downloads. */
      export: { path: 'programs/export', body: ['type_id'], download: true },
    },
  },
} satisfies EndpointTable;
