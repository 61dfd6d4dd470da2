import type {
  MemberRow as ContractRow,
  MemberTies as ContractTies,
} from '../../shared/contract/member';

export interface FamilyMember {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
  photo: string | null;
  relation_id: number | null;
  relation?: string | null;
  is_head: boolean;
}

/** A member as the form holds it (docs/product.md §3 "Member"). */
export interface Member {
  id?: number;
  photo?: string | null;
  /** A newly chosen photo, sent as the multipart `photo` file. */
  photo_file?: File | null;
  mobile_no: string;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  b_date?: string | null;
  sex: number;
  blood_group: string | null;
  education_id: number | null;
  in_foreign_land: boolean | number;
  in_dpvs: boolean | number;
  country: number | string | null;
  state: number | string | null;
  city: string | null;
  district_id: number | null;
  post_id: number | null;
  village_id: number | null;
  current_address: string | null;
  business_type: number;
  business_id: number | null;
  business_address: string | null;
  settings: { isMobile: boolean; isAddress: boolean };
  family?: FamilyMember[];
  is_head?: boolean;
  profile_complete?: boolean;
  /** What else the member is part of (our server; the original backend does not say). */
  part_of?: MemberTies;
}

/**
 * What else a member is part of (shared/contract/member.ts); the delivery records and
 * the duplicate finder's pairs are absent from a backend without them.
 */
export type MemberTies = Omit<ContractTies, 'deliveries' | 'duplicate_pairs'> &
  Partial<Pick<ContractTies, 'deliveries' | 'duplicate_pairs'>>;
/** A row of the members list (shared/contract/member.ts); the thumbnail is our server's. */
export type MemberRow = Omit<ContractRow, 'thumb' | 'family_id'> & { thumb?: string | null };
