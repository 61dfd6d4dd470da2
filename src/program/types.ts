import type { ProgramRow, TypeRow } from '../../shared/contract/program';
import type { Received } from '../../shared/contract/received';

/** A program (shared/contract/program.ts). */
export type Program = Received<ProgramRow, 'id' | 'name' | 'start_date' | 'time' | 'status'>;

/** A volunteer type: how many people of this kind the program wants. */
export type VolunteerType = Received<TypeRow, 'id' | 'program_id' | 'name' | 'want'>;
