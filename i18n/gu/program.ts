import type { program as english } from '../en/program';

/** Programs with their volunteer types, and events. */
export const program: typeof english = {
  app: {
    program: {
      volunteer_types: 'સ્વયંસેવકોના પ્રકાર',
      exported: 'સ્વયંસેવકો સફળતાપૂર્વક એક્સપોર્ટ થયા',
      signed_up: '%{want} માંથી %{count}',
      signed_up_short: '%{want} માંથી %{count} (ઓછા)',
      want_range: '%{min} થી %{max} વચ્ચે પૂર્ણ સંખ્યા લખો.',
    },
    event: {
      past: 'પૂર્ણ',
    },
  },
  resources: {
    programs: {
      name: 'કાર્યક્રમ |||| સ્વયંસેવકો',
      fields: {
        name: 'નામ',
        start_date: 'શરૂઆત',
        date: 'શરૂઆતની તારીખ અને સમય',
        time: 'સમયગાળો',
        volunteers_count: 'નોંધાયેલા',
        status: 'લાઇવ',
      },
    },
    volunteer_types: {
      name: 'સ્વયંસેવકનો પ્રકાર |||| સ્વયંસેવકોના પ્રકાર',
      fields: {
        name: 'નામ',
        want: 'ઓછામાં ઓછી જરૂરિયાત',
        signed_up: 'નોંધાયેલા',
      },
    },
    events: {
      name: 'ઇવેન્ટ |||| ઇવેન્ટ્સ',
      fields: {
        name: 'નામ',
        start_date: 'શરૂઆત',
        time: 'સમયગાળો',
        status: 'લાઇવ',
      },
    },
  },
};
