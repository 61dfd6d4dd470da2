/** Programs with their volunteer types, and events. */
export const program = {
  app: {
    program: {
      volunteer_types: 'Volunteer types',
      exported: 'Volunteers exported successfully',
      signed_up: '%{count} of %{want}',
      signed_up_short: '%{count} of %{want} (short)',
      want_range: 'Enter a whole number from %{min} to %{max}.',
    },
    event: {
      past: 'Past',
    },
  },
  resources: {
    programs: {
      name: 'Program |||| Volunteers',
      fields: {
        name: 'Name',
        start_date: 'Start',
        date: 'Start date and time',
        time: 'Duration',
        volunteers_count: 'Signed up',
        status: 'Live',
      },
    },
    volunteer_types: {
      name: 'Volunteer Type |||| Volunteer Types',
      fields: {
        name: 'Name',
        want: 'Minimum requirement',
        signed_up: 'Signed up',
      },
    },
    events: {
      name: 'Event |||| Events',
      fields: {
        name: 'Name',
        start_date: 'Start',
        time: 'Duration',
        status: 'Live',
      },
    },
  },
};
