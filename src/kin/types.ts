import type { KinRow, TreeRow } from '../../shared/contract/kin';

/** A member's relatives (shared/contract/kin.ts), as the browser receives them. */
export type AppKin = KinRow;
/** A lineage: its people and marriages. */
export type AppTree = TreeRow & { id: number };
export type { KinPerson, KinSpouse, KinAway, TreePerson } from '../../shared/contract/kin';
