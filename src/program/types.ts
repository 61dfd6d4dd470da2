/** A program (spec §3 "Program / Event"). */
export interface Program {
  id: number;
  name: string;
  /** ISO 8601. */
  start_date: string;
  /** Minutes. */
  time: number;
  status: boolean | number;
  types_count?: number;
  volunteers_count?: number;
}

/** A volunteer type (spec §3): how many people of this kind the program wants. */
export interface VolunteerType {
  id: number;
  program_id: number;
  name: string;
  want: number;
  /** Our server: members signed up. */
  signed_up?: number;
}
