export type {
  DuplicateMember,
  DuplicatePair,
  MergeChoice,
  ScanState,
} from '../../shared/contract/duplicates';
export { MERGE_CHOICES, PAIR_STATUSES } from '../../shared/duplicates';
