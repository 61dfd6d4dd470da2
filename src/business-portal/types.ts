import type { MemberSummary } from '../common/types';

/** A partner (spec §3): a family member with their `information`, or an unknown name and mobile. */
export interface Partner {
  id?: number;
  member_id?: number | null;
  name?: string | null;
  mobile_no?: string | null;
  information?: (Partial<MemberSummary> & { id?: number }) | null;
}

/** A business portal entry (spec §3 "Business portal entry"). */
export interface Business {
  id: number;
  logo: string | null;
  thumb?: string | null;
  name: string;
  mobile_no: string;
  email: string;
  address: string | null;
  in_foreign_land?: boolean | number;
  state?: string | number | null;
  state_id?: number | null;
  country?: string | number | null;
  country_id?: number | null;
  city: string | null;
  business_id?: number | null;
  business?: { id: number; name: string } | null;
  business_type_id?: number | null;
  member_id?: number | null;
  member?: (Partial<MemberSummary> & { id: number }) | null;
  /** The owner's name kept as text once the owner was removed from the directory. */
  owner_name?: string | null;
  /** Live in the family app. */
  status: boolean | number;
  partners_count?: number;
  /** Jobs that name it: they keep their text and lose the link when it is removed. */
  jobs_count?: number;
  members?: Partner[];
}
