import type { ImportPreviewBody } from '../../shared/contract/import';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

/** Spreadsheet imports: our server only (docs/import.md). */
export const importEndpoints = {
  imports: {
    list: 'members/import',
    one: (id) => `members/import/${id}`,
    create: {
      method: 'post',
      path: 'members/import',
      body: ['file', 'sheet'],
      multipart: { files: { file: 'file' } },
    },
    actions: {
      /** Previews again with the administrator's column mapping and place choices. */
      preview: {
        method: 'post',
        path: (id) => `members/import/${id}/preview`,
        body: fieldsOf<ImportPreviewBody>()(['mapping', 'places', 'row_choices']),
      },
      /**
       * Imports the accepted rows in the background; the page follows the progress.
       * Sends the proposed Gujarati place names the administrator kept (docs/import.md).
       */
      commit: {
        method: 'post',
        path: (id) => `members/import/${id}/commit`,
        body: ['gujarati_names'],
      },
    },
  },
  /** An import's rows, by `import_id`: accepted or left out one by one. */
  import_rows: {
    list: 'members/import/rows',
    update: { method: 'put', path: (id) => `members/import/rows/${id}`, body: ['accepted'] },
  },
} satisfies EndpointTable;
