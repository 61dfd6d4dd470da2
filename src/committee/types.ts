import type { MemberSummary } from '../common/types';

export interface Committee {
  id: number;
  name: string;
  status: boolean;
  members_count: number;
}

export interface CommitteeMember {
  id: number;
  committee_id: number;
  member_id: number;
  position: string | null;
  information: MemberSummary;
}
