/** Birthdays and anniversaries (docs/birthdays.md). */
export const birthdays = {
  app: {
    birthdays: {
      range: 'Days',
      ranges: { today: 'Today', week: 'Next 7 days', month: 'Next 30 days' },
      occasion: 'Occasion',
      occasions: { birthday: 'Birthday', anniversary: 'Wedding anniversary' },
      both: 'Birthdays and anniversaries',
      day: 'Day',
      years: 'Years',
      turns: 'turns %{smart_count}',
      married_years: '%{smart_count} year married |||| %{smart_count} years married',
      none: 'No birthdays or anniversaries on these days.',
      greetings_title: "Today's greetings:",
      greetings_line: 'from %{hour}, %{sent} sent, %{failed} not reached, %{skipped} not sent',
      greetings_off:
        'Greetings are off: they go out by WhatsApp or SMS once a channel is set up (GREETING_HOUR).',
      reasons: {
        no_consent: 'greetings withdrawn',
        opted_out: 'opted out',
        no_template: 'no approved template',
        no_mobile: 'no mobile',
        abroad: 'number abroad',
        no_channel: 'no channel',
      },
      export: 'Export CSV',
      exported: 'One row exported |||| %{smart_count} rows exported',
      print: 'Print',
      csv: {
        date: 'Date',
        occasion: 'Occasion',
        name: 'Name',
        spouse: 'Spouse',
        years: 'Years',
        mobile: 'Mobile No.',
        place: 'Village, district',
      },
    },
  },
  resources: {
    birthdays: {
      name: 'Birthday and anniversary |||| Birthdays and anniversaries',
    },
  },
};
