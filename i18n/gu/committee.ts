import type { committee as english } from '../en/committee';

/** Committees and their members. */
export const committee: typeof english = {
  app: {
    committee: {
      position_hint: 'હોદ્દો લખો (વૈકલ્પિક)',
    },
  },
  resources: {
    committee: {
      name: 'સમિતિ |||| સમિતિઓ',
      fields: {
        name: 'નામ',
        members_count: 'સભ્યો',
        status: 'બતાવો',
      },
    },
    committee_members: {
      name: 'સભ્ય |||| સમિતિના સભ્યો',
      fields: {
        name: 'નામ',
        member_id: 'સભ્ય',
        position: 'હોદ્દો',
        positionSelected: 'હોદ્દો',
        information: {
          mobile_no: 'મોબાઇલ નંબર',
        },
      },
    },
  },
};
