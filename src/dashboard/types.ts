/** `GET /dashboard/details` (docs/product.md §3 "Dashboard details"). */
export interface DashboardDetails {
  members: {
    allMembers: number;
    completeProfiles: number;
    incompleteProfiles: number;
    inForeign: number;
  };
  allFamilies: number;
  jobs: number;
  business: {
    allBusiness: number;
    approvedBusiness: number;
    unapprovedBusiness: number;
  };
  familyInfo: FamilyInfoRow[];
}

export interface FamilyInfoRow {
  name: string;
  /** Our server: the place's Gujarati name, when known. */
  name_gu?: string | null;
  families: number;
  totalMembers: number;
}
