import type { MemberSummary } from '../common/types';

/** Donor member type (spec §9): 1 a registered family member, 0 an unknown donor. */
export type DonorMemberType = 0 | 1;

export interface DonorMember {
  id: number;
  donor_id: number;
  type: DonorMemberType;
  member_id: number | null;
  name: string | null;
  position: string | null;
  information: MemberSummary | null;
}
