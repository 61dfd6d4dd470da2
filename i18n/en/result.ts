/** Result years and their student results. */
export const result = {
  app: {
    result: {
      results: 'Results',
      /** The title of a year's results: "Results 2025". */
      students_title: 'Results %{name}',
      counts: '%{count} (%{approved} approved)',
      photo_withheld: 'Photo not to be published',
      live: 'Live',
      not_live: 'Not live',
      make_live: 'Make it live',
      approve: 'Approve',
      approved: 'Approved',
      pending: 'Not approved',
      member: 'Member',
      year_format: 'Enter the year as four digits, from %{min} to %{max}.',
      percentage_range: 'Enter a percentage from 0 to 100.',
      percentage_decimals: 'Use at most two decimals.',
      results_go_too:
        'Its one student result and its photo are deleted too. |||| Its %{smart_count} student results and their photos are deleted too.',
    },
  },
  resources: {
    result: {
      name: 'Result Year |||| Result Years',
      fields: {
        year: 'Year',
        results_count: 'Students',
        status: 'Live',
      },
    },
    result_students: {
      name: 'Student Result |||| Student Results',
      fields: {
        image: 'Image',
        photo_file: 'Photo',
        name: 'Name',
        eduction_id: 'Education',
        education_id: 'Education',
        educationSelected: 'Education',
        percentage: 'Percentage(%)',
        rank: 'Rank',
        city: 'City',
        member_id: 'Member',
        status: 'Approval',
      },
    },
  },
};
