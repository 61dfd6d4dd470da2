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

export interface MemberTies {
  committees: { name: string; position: string | null }[];
  donors: string[];
  admin: boolean;
  business_partner: string[];
  businesses: string[];
  results: string[];
  jobs_posted: string[];
  volunteering: string[];
  job_applications: number;
  contacts: number;
  notifications: number;
  devices: number;
  /** Absent from a backend without delivery records or a duplicate finder. */
  deliveries?: number;
  duplicate_pairs?: number;
}

/** A row of the members list. */
export interface MemberRow {
  id: number;
  photo: string | null;
  /** The photo's thumbnail (our server); absent from other backends. */
  thumb?: string | null;
  mobile_no: string;
  first_name: string | null;
  last_name: string | null;
  is_head: boolean;
  profile_complete: boolean;
}
