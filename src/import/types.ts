export type {
  ImportField,
  ImportMapping,
  ImportRow,
  ImportState,
  PlaceChoices,
  RowChoices,
  RowOutcome,
} from '../../shared/contract/import';
export { IMPORT_FIELDS, ROW_OUTCOMES } from '../../shared/import';
