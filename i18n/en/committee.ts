/** Committees and their members. */
export const committee = {
  app: {
    committee: {
      position_hint: 'Enter Position(optional)',
    },
  },
  resources: {
    committee: {
      name: 'Committee |||| Committees',
      fields: {
        name: 'Name',
        members_count: 'Members',
        status: 'Show',
      },
    },
    committee_members: {
      name: 'Member |||| Committee Members',
      fields: {
        name: 'Name',
        member_id: 'Member',
        position: 'Position',
        positionSelected: 'Position',
        information: {
          mobile_no: 'Mobile No.',
        },
      },
    },
  },
};
