import type { Identifier } from 'react-admin';
import type { BookOptionsInput } from '../../shared/contract/directory';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

/** A printed directory's options (shared/contract/directory.ts). */
const BOOK_FIELDS = fieldsOf<BookOptionsInput>()([
  'district_ids',
  'post_ids',
  'village_ids',
  'language',
  'page_size',
  'photos',
  'married_daughters',
  'title',
  'year',
]);

/** The printed directory: our server only (docs/directory.md). */
export const directoryEndpoints = {
  directory_books: {
    list: 'directory/books',
    one: (id) => `directory/books/${id}`,
    create: { method: 'post', path: 'directory/books', body: BOOK_FIELDS },
    actions: {
      /** Whether the server can print (Chromium), or the command that installs it. */
      printer: { path: 'directory/printer' },
    },
  },
} satisfies EndpointTable;

/** A printed book's PDF, downloaded by the browser. */
export const bookPdfPath = (id: Identifier) => `directory/books/${id}/pdf`;
