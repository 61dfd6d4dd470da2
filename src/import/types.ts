export type {
  ImportField,
  ImportMapping,
  ImportRow,
  ImportState,
  PlaceChoices,
  RowOutcome,
} from '../../shared/contract/import';
export { IMPORT_FIELDS, ROW_OUTCOMES } from '../../shared/import';
