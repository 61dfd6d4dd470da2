/** Contacts shown in the family app. */
export const contact = {
  resources: {
    contacts: {
      name: 'Contact |||| Contacts',
      fields: {
        photo: 'Photo',
        member: 'Member Name',
        title: 'Title',
        description: 'Description',
        mobile_no: 'Mobile No.',
      },
    },
  },
};
