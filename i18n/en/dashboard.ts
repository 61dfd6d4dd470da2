/** The dashboard. */
export const dashboard = {
  app: {
    dashboard: {
      title: 'Dashboard',
      cards: {
        allMembers: 'Total Members',
        completeProfiles: 'Completed Profiles',
        incompleteProfiles: 'InComplete Profiles',
        inForeign: 'Members In Foreign',
        unapprovedBusiness: 'UnApproved Businesses',
        approvedBusiness: 'Approved Businesses',
        jobs: 'Total Jobs',
        allFamilies: 'Total Families',
        verifiedFamilies: 'Families verified in 12 months',
        noticeFamilies: 'Families with the privacy notice',
      },
      family_details: 'Family Details',
      district_name: 'District Name',
      village_name: 'Village Name',
      families: 'Families',
      members: 'Members',
      district: 'District',
      all_districts: 'All districts',
      all_my_districts: 'All my districts',
      no_data: 'No Data...',
      load_error: 'The dashboard could not be loaded.',
    },
  },
};
