import type { masters as english } from '../en/masters';

/** The masters: business types, education, districts, posts, villages. */
export const masters: typeof english = {
  resources: {
    businesses: {
      name: 'વ્યવસાયનો પ્રકાર |||| વ્યવસાયના પ્રકાર',
      fields: {
        name: 'નામ',
      },
    },
    education: {
      name: 'અભ્યાસ |||| અભ્યાસ',
      fields: {
        name: 'નામ',
      },
    },
    district: {
      name: 'જિલ્લો |||| જિલ્લા',
      fields: {
        name: 'નામ',
      },
    },
    post: {
      name: 'પોસ્ટ |||| પોસ્ટ',
      fields: {
        name: 'નામ',
        district: 'જિલ્લો',
        district_id: 'જિલ્લો',
        districtSelected: 'જિલ્લો',
      },
    },
    village: {
      name: 'ગામ |||| ગામ',
      fields: {
        name: 'નામ',
        post: 'પોસ્ટ',
        post_id: 'પોસ્ટ',
        postSelected: 'પોસ્ટ',
      },
    },
  },
  app: {
    masters: {
      name_gu: 'ગુજરાતી નામ',
      name_gu_help: 'ગુજરાતી અક્ષરોમાં; ગુજરાતી સ્ક્રીન અને ગુજરાતી પુસ્તકમાં દેખાય છે.',
    },
  },
};
