/** Possible duplicates (docs/duplicates.md). */
export const duplicates = {
  app: {
    duplicates: {
      intro:
        'Members who may be one person entered twice: found when a registration arrives, when a sheet is imported, or by a scan of the whole directory.',
      scan: 'Scan the directory',
      scanning: 'Scanning: %{done} of %{total} members',
      scanned: 'Last scan found %{smart_count} pair. |||| Last scan found %{smart_count} pairs.',
      scan_failed: 'The last scan did not finish. Scan again to look through the whole directory.',
      score: 'Score %{score}',
      statuses: { open: 'To decide', dismissed: 'Not duplicates', merged: 'Merged' },
      stayed: 'stayed',
      went: 'merged into the other',
      kept_now: 'as kept now',
      sources: { scan: 'Scan', registration: 'Registration', import: 'Import' },
      not_duplicate: 'Not a duplicate',
      not_duplicate_question: 'These are two different people? The pair will not be offered again.',
      merge: 'Merge',
      merge_title: 'Merge two members into one',
      merge_help:
        'Choose the member who stays and, field by field, which value stays. The other member’s family, committee seats, donor entries, job applications, volunteer sign-ups, businesses, results and contacts move to the member who stays.',
      keep: 'Stays',
      goes: 'Goes',
      keep_this: 'Keep this member',
      same: 'Same',
      member_a: 'First',
      member_b: 'Second',
      added: 'Added on',
      none: 'No pairs here.',
      family:
        '%{head}’s family (%{smart_count} member) |||| %{head}’s family (%{smart_count} members)',
      fields: {
        education: 'Education',
        place: 'Place',
        business: 'Business',
        family: 'Family',
      },
      reasons: {
        names_match: 'names match',
        names_match_across_scripts: 'names match across scripts',
        names_similar: 'names are similar',
        first_name_matches: 'first name matches',
        same_birth_date: 'same birth date',
        same_birth_year: 'same birth year',
        birth_years_apart: 'birth years far apart',
        same_mobile: 'same mobile',
        shared_mobile: 'shared mobile',
        same_village: 'same village',
        same_family: 'same family',
        different_gender: 'different gender',
      },
    },
  },
  resources: {
    duplicates: { name: 'Possible duplicate |||| Possible duplicates', fields: {} },
  },
};
