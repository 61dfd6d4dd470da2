/** Donors and their members. */
export const donor = {
  app: {
    donor: {
      registered: 'Desai Family Member',
      unknown: 'Unknown',
    },
  },
  resources: {
    donor: {
      name: 'Donor |||| Donors',
      fields: {
        name: 'Name',
        members_count: 'Members',
        status: 'Show',
      },
    },
    donor_members: {
      name: 'Donor Member |||| Donor Members',
      fields: {
        name: 'Name',
        member_id: 'Member',
        position: 'Position',
        type: 'Donor',
      },
    },
  },
};
