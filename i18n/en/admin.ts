/** Administrators. */
export const admin = {
  resources: {
    admin: {
      name: 'Admin |||| Admins',
      fields: {
        member: 'Full Name',
        member_id: 'Member',
      },
    },
  },
};
