import type { RightRow } from '../../shared/contract/rights';

/** A request under a member's rights as the browser receives it (shared/contract/rights.ts). */
export type AppRight = RightRow;
