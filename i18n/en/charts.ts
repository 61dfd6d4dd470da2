/** The dashboard charts' words (docs/dashboard.md): loaded with the charts only. */
export const charts = {
  heading: 'What the directory holds',
  print: 'Print',
  view: { chart: 'Chart', table: 'Table' },
  csv: 'Download CSV',
  load_error: 'The charts could not be loaded.',
  members: 'Members',
  families: 'Families',
  growth: {
    title: 'Members and families added',
    caption:
      'Per month over the last 24 months. This year: %{members} members and %{families} families. A month’s bars open the members added that month.',
    column: 'Month',
  },
  ages: {
    title: 'Ages',
    caption:
      'Members by age and gender in 10-year bands. %{none} have no birth date with a year and are counted apart. A bar opens those members.',
    column: 'Age',
    male: 'Male',
    female: 'Female',
    over: '%{from} and over',
    none: 'No birth date',
  },
  districts: {
    title: 'Members by district',
    caption:
      'Where members live; %{none} live in no district (abroad or elsewhere in India). A bar opens the district’s members.',
    column: 'District',
  },
  villages: {
    title: 'Members by village',
    caption:
      'The villages of one district; %{none} of its members have no village. A bar opens the village’s members.',
    column: 'Village',
    district: 'Villages of',
  },
  education: {
    title: 'Education',
    caption: '%{none} members have no education level recorded.',
    column: 'Education',
  },
  work: {
    title: 'Business and jobs',
    caption: 'What members do, and in which line. A bar opens those members.',
    column: 'Line of work',
    business: 'Business',
    job: 'Job',
    other: 'Other',
  },
  lines: {
    title: 'Lines of business and work',
    caption: 'The business or job type members recorded. A bar opens those members.',
    column: 'Type',
  },
  blood: {
    title: 'Blood groups, ages 18–65',
    caption:
      'Members aged 18 to 65, the ages to give blood, with a blood group recorded. The office form once chose A+ by default, so some old records show an A+ nobody confirmed.',
    column: 'Blood group',
  },
  quality: {
    title: 'Record quality by district',
    caption:
      'The share of each district’s members whose record has it. A bar opens the members of that district who lack it.',
    column: 'District',
    complete: 'Complete profile',
    photo: 'With a photo',
    birthDate: 'With a birth date',
    verified: 'Verified in 12 months',
    of: '%{share} (%{count} of %{total})',
  },
  none: 'Nothing to show yet.',
};
