import { fieldsOf } from '../../shared/contract/received';
import type { ResultBody } from '../../shared/contract/result';
import type { Multipart } from '../providers/formData';
import type { EndpointTable } from '../providers/endpoints';

/**
 * The student result form (shared/contract/result.ts): exactly these fields, `id`
 * when editing, `member_id` only when a member is chosen, the photo only when one is.
 */
const RESULT_FIELDS = fieldsOf<Omit<ResultBody, 'id'>>()([
  'name',
  'photo',
  'percentage',
  'city',
  'education_id',
  'result_segment_id',
  'member_id',
]);
const resultForm: Multipart = { files: { photo: 'photo_file' }, omitBlank: ['member_id'] };

/** Result years and their student results (docs/product.md §7 "Results"). */
export const resultEndpoints = {
  result: {
    audit: 'result_segments',
    list: 'result/segments',
    create: { method: 'post', path: 'result/segments/add', body: ['year'] },
    delete: (id) => `result/segment/${id}`,
    actions: {
      /** Makes a year live in the family app; there is no way back (docs/product.md §4). */
      publish: { method: 'post', path: 'result/publish', body: ['result_segment_id'] },
    },
  },
  result_students: {
    audit: 'student_results',
    list: 'result/students',
    create: { method: 'post', path: 'result/add', body: RESULT_FIELDS, multipart: resultForm },
    update: {
      method: 'post',
      path: () => 'result/add',
      body: ['id', ...RESULT_FIELDS],
      multipart: resultForm,
    },
    delete: (id) => `result/${id}`,
    actions: {
      /** Approves one result (docs/product.md §4; the path is our decision, docs/decisions.md). */
      approve: { method: 'post', path: 'result/published', body: ['result_id'] },
    },
  },
} satisfies EndpointTable;
