/** The shared kit: the shell, the menu, buttons, confirmations, filters, the member picker, photos. */
export const common = {
  app: {
    name: 'Family Directory',
    tagline: 'Community back-office',
    language: 'Language',
    menu: {
      overview: 'Overview',
      waiting: '%{smart_count} waiting',
      community: 'Community',
      activities: 'Activities',
      business: 'Business and jobs',
      masters: 'Masters',
      support: 'Support',
      dashboard: 'Dashboard',
    },
    error: {
      generic: 'Something went wrong',
    },
    common: {
      add: 'Add %{name}',
      edit: 'Edit %{name}',
      actions: 'Actions',
      view: 'View',
      export: 'Export',
      all: 'All',
      yes: 'Yes',
      no: 'No',
      back: 'Back',
      no_data: 'No data...',
    },
    schedule: {
      start: 'Start date and time',
      duration: 'Duration (minutes)',
      minutes: '%{smart_count} min',
      hours: '%{smart_count} h',
      hours_minutes: '%{hours} h %{minutes} min',
      duration_range: 'Enter whole minutes, from %{min} to %{max}.',
    },
    live: {
      live: 'Live',
      off: 'Off',
      make_live: 'Make it live',
      make_off: 'Make it off',
    },
    image: {
      /** A thumbnail's button: "Open the photo of Asha Patel". */
      open: 'Open the photo of %{name}',
      previous: 'Previous',
      next: 'Next',
    },
    photo: {
      choose: 'Choose photo',
      preview: 'Photo',
      not_image: 'Choose an image file (JPEG, PNG, WebP or GIF).',
      too_large: 'The photo is too large (at most 5 MB).',
    },
    status: {
      shown: 'Show',
      show: 'Show',
      hide: 'Hide',
      show_question: 'It will show in the family app. Are you sure ?',
      hide_question: 'It will no longer show in the family app. Are you sure ?',
    },
    group: {
      members_go_too:
        'Its one member is removed from it too. |||| Its %{smart_count} members are removed from it too.',
      members: 'Members',
    },
    backup: {
      download: 'Download the latest backup',
      none: 'No backup yet',
      none_hint: 'Nightly backups need BACKUP_DIR (docs/deploy.md)',
      details: '%{date} · %{size}',
    },
    session: {
      everywhere: 'Sign out everywhere',
      everywhere_question:
        'Sign this account out on every device, this one included? Everyone using it must sign in again.',
    },
    confirm: {
      title: 'Please confirm',
      /** A confirmation's title: "Delete Ahmedabad?". */
      named: '%{action} %{name}?',
      remove_from: 'Remove %{name} from %{from}?',
      delete: 'Are you sure you want to delete it ?',
      remove: 'Are you sure you want to remove it ?',
      make_head: 'Are you sure you want to make this member the head of the family ?',
      change_status: 'Are you sure you want to change status ?',
      make_live: 'Are you sure you want to make it live ?',
      remove_live: 'Are you sure you want to remove it from live ?',
      export: 'Are you sure you want to export it ?',
      resend: 'Are you sure you want to send it again ?',
      discard_title: 'Discard your changes?',
      discard: 'What you typed in this dialog is not saved and will be lost.',
    },
    filters: {
      button: 'Filters',
      button_active: 'Filters (active)',
      clear: 'Clear',
      apply: 'Filter',
      any: 'Any',
    },
    member_picker: {
      label: 'Member',
      hint: 'Type a name or mobile number',
      none: 'No member found',
    },
  },
};
