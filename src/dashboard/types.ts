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
  families: number;
  totalMembers: number;
}
