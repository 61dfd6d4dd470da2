/** A job (spec §3 "Job"). */
export interface Job {
  id: number;
  title: string;
  /** The company's name. */
  name: string;
  description?: string;
  city: string;
  company_details?: string | null;
  education_id?: number[];
  education_list?: { id: number; name: string }[];
  business_type_id?: number | null;
  business_type?: { id: number; name: string } | null;
  business_id?: number | null;
  business?: { id?: number; name: string } | null;
  member_id?: number | null;
  member?: {
    id: number;
    first_name: string | null;
    last_name: string | null;
    mobile_no?: string;
  } | null;
  applicants_count?: number;
}

/** A member who applied (spec §3 "Applicant member"). */
export interface Applicant {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
  city: string | null;
  country: string | null;
  education: { name: string } | null;
}
