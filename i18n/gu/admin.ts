import type { admin as english } from '../en/admin';

/** Administrators. */
export const admin: typeof english = {
  resources: {
    admin: {
      name: 'એડમિન |||| એડમિન',
      fields: {
        member: 'પૂરું નામ',
        member_id: 'સભ્ય',
      },
    },
  },
};
