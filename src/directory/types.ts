export type { BookOptionsInput, BookState } from '../../shared/contract/directory';
