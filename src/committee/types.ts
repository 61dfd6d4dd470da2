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
  information: {
    id: number;
    first_name: string | null;
    last_name: string | null;
    mobile_no: string;
    photo: string | null;
  };
}
