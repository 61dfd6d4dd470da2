import type {
  FamilyMember as ContractFamilyMember,
  MemberRecord,
  MemberRow as ContractRow,
  MemberTies as ContractTies,
} from '../../shared/contract/member';

/** One line of the form's family list; a line added on the form has no relation name yet. */
export type FamilyMember = Omit<ContractFamilyMember, 'relation'> & { relation?: string | null };

/**
 * A member as the form holds it: the record `GET /members/{id}` answers
 * (shared/contract/member.ts), with the form's own shapes — the switches as the
 * original backend's 1/0 or the form's true/false, a country or state typed by
 * name, the newly chosen photo — and what a new member has not got yet.
 */
export type Member = Omit<
  MemberRecord,
  | 'id'
  | 'family_id'
  | 'relation_id'
  | 'photo'
  | 'b_date'
  | 'in_foreign_land'
  | 'in_dpvs'
  | 'country'
  | 'country_name'
  | 'state'
  | 'state_name'
  | 'family'
  | 'is_head'
  | 'profile_complete'
> & {
  id?: number;
  photo?: string | null;
  /** A newly chosen photo, sent as the multipart `photo` file. */
  photo_file?: File | null;
  b_date?: string | null;
  in_foreign_land: boolean | number;
  in_dpvs: boolean | number;
  country: number | string | null;
  state: number | string | null;
  family?: FamilyMember[];
  is_head?: boolean;
  profile_complete?: boolean;
  /** What else the member is part of (our server; the original backend does not say). */
  part_of?: MemberTies;
};

/**
 * What else a member is part of (shared/contract/member.ts); the delivery records and
 * the duplicate finder's pairs are absent from a backend without them.
 */
export type MemberTies = Omit<ContractTies, 'deliveries' | 'duplicate_pairs'> &
  Partial<Pick<ContractTies, 'deliveries' | 'duplicate_pairs'>>;
/** A row of the members list (shared/contract/member.ts); the thumbnail is our server's. */
export type MemberRow = Omit<ContractRow, 'thumb' | 'family_id' | 'surname' | 'died_on'> &
  Partial<Pick<ContractRow, 'surname' | 'died_on'>> & { thumb?: string | null };
