import type { DonorMemberRow } from '../../shared/contract/donor';
import type { Received } from '../../shared/contract/received';

/** Donor member type: 1 a registered family member, 0 an unknown donor. */
export type DonorMemberType = DonorMemberRow['type'];

/** One entry of a donor list (shared/contract/donor.ts). */
export type DonorMember = Received<
  DonorMemberRow,
  'id' | 'donor_id' | 'type' | 'member_id' | 'name' | 'position' | 'information'
>;
