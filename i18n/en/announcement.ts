/** Announcements: notices the family app shows while they are live. */
export const announcement = {
  resources: {
    announcements: {
      name: 'Announcement |||| Announcements',
      fields: {
        title: 'Title',
        body: 'Text',
        status: 'Status',
      },
    },
  },
};
