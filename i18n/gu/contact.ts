import type { contact as english } from '../en/contact';

/** Contacts shown in the family app. */
export const contact: typeof english = {
  resources: {
    contacts: {
      name: 'સંપર્ક |||| સંપર્કો',
      fields: {
        photo: 'ફોટો',
        member: 'સભ્યનું નામ',
        title: 'વિષય',
        description: 'વિગત',
        mobile_no: 'મોબાઇલ નંબર',
      },
    },
  },
};
