import type { DoorChoices, DoorFamily, DoorMember } from '../../shared/contract/door';

/** The door's data as the browser receives it (shared/contract/door.ts). */
export type Family = DoorFamily;
export type FamilyMember = DoorMember;
export type Choices = DoorChoices;
