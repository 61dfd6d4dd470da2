import type { announcement as english } from '../en/announcement';

/** Announcements: notices the family app shows while they are live. */
export const announcement: typeof english = {
  resources: {
    announcements: {
      name: 'જાહેરાત |||| જાહેરાતો',
      fields: {
        title: 'શીર્ષક',
        body: 'લખાણ',
        status: 'સ્થિતિ',
      },
    },
  },
};
