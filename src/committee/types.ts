import type { CommitteeMemberRow } from '../../shared/contract/committee';
import type { Received } from '../../shared/contract/received';
import type { GroupRow } from '../../shared/contract/groups';

/** A committee (shared/contract/groups.ts: committees and donors share the row). */
export type Committee = Received<GroupRow, 'id' | 'name' | 'status'>;

/** A member's seat in a committee (shared/contract/committee.ts). */
export type CommitteeMember = Received<
  CommitteeMemberRow,
  'id' | 'committee_id' | 'member_id' | 'position' | 'information'
>;
