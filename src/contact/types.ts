import type { MemberSummary } from '../common/types';

export interface Contact {
  id: number;
  title: string;
  description: string;
  created_at: string;
  member_id: number;
  member: MemberSummary;
}
