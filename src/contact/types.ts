export interface Contact {
  id: number;
  title: string;
  description: string;
  created_at: string;
  member_id: number;
  member: {
    id: number;
    photo: string | null;
    first_name: string | null;
    last_name: string | null;
    mobile_no: string;
  };
}
