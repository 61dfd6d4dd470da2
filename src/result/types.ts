import type { StudentRow, YearRow } from '../../shared/contract/result';
import type { Received } from '../../shared/contract/received';

/** A result year (shared/contract/result.ts); live in the family app once published. */
export type ResultYear = Received<YearRow, 'id' | 'year' | 'status'>;

/**
 * A student's result, read in the original backend's spellings (`eduction_id`,
 * `eduction`); our server answers the correct spelling beside them. The original
 * backend may send the percentage as text.
 */
export type StudentResult = Omit<
  Received<
    StudentRow,
    'id' | 'result_segment_id' | 'name' | 'photo' | 'city' | 'eduction_id' | 'status'
  >,
  'percentage'
> & { percentage: number | string };
