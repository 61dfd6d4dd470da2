import type { MemberSummary } from '../common/types';

/** A result year (spec §3 "Result segment"). */
export interface ResultYear {
  id: number;
  year: string;
  /** Live in the family app; once live, always live. */
  status: boolean;
  /** Our server: how many results it holds, and how many are approved. */
  results_count?: number;
  approved_count?: number;
}

/** A student's result (spec §3 "Student result"), read back in the original backend's spellings. */
export interface StudentResult {
  id: number;
  result_segment_id: number;
  name: string;
  photo: string | null;
  image?: string | null;
  thumb?: string | null;
  percentage: number | string;
  city: string;
  eduction_id: number;
  eduction?: { id?: number; name: string } | null;
  /** Our server answers the correct spelling beside the original. */
  education_id?: number;
  member_id?: number | null;
  member?: (Partial<MemberSummary> & { id: number }) | null;
  /** Approved. */
  status: boolean;
  /** Our server: 1 = the year's highest percentage at this education level. */
  rank?: number;
}
