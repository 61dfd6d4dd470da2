import type { CampaignRow, ChangeRequest, ChangeRequestRow } from '../../shared/contract/door';

/** The office's side of the member page as the browser receives it (shared/contract/door.ts). */
export type AppChangeRequest = ChangeRequestRow;
export type RequestDetail = ChangeRequest;
export type RequestItem = ChangeRequest['items'][number];
export type AppCampaign = CampaignRow;
export interface CampaignFamily {
  id: number;
  family_id: number;
  head_id: number | null;
  name: string;
  mobile_no: string;
  village: string | null;
  sent: string;
  opened_at: string | null;
  confirmed_at: string | null;
  proposed_at: string | null;
}
export interface FieldPolicyRow {
  field: string;
  policy: string;
  default_policy: string;
  fixed: boolean;
}
