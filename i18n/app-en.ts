/** The product's own English messages (react-admin's `ra.*` come from ra-language-english). */
export const appEnglish = {
  app: {
    name: 'Family Directory',
    tagline: 'Community back-office',
    language: 'Language',
    menu: {
      overview: 'Overview',
      community: 'Community',
      activities: 'Activities',
      business: 'Business and jobs',
      masters: 'Masters',
      support: 'Support',
      dashboard: 'Dashboard',
    },
    dashboard: {
      title: 'Dashboard',
      cards: {
        allMembers: 'Total Members',
        completeProfiles: 'Completed Profiles',
        incompleteProfiles: 'InComplete Profiles',
        inForeign: 'Members In Foreign',
        unapprovedBusiness: 'UnApproved Businesses',
        approvedBusiness: 'Approved Businesses',
        jobs: 'Total Jobs',
        allFamilies: 'Total Families',
      },
      family_details: 'Family Details',
      district_name: 'District Name',
      village_name: 'Village Name',
      families: 'Families',
      members: 'Members',
      district: 'District',
      all_districts: 'All districts',
      no_data: 'No Data...',
      load_error: 'The dashboard could not be loaded.',
    },
    login: {
      title: 'Login',
      heading: 'Sign in to the back-office',
      email: 'Email',
      password: 'Password',
      submit: 'Submit',
      required: 'Required',
    },
    privacy: {
      title: 'Privacy Policy',
      updated: 'Last updated: 1 November 2026',
      sections: {
        who_title: 'Who we are',
        who: 'The family directory is run by the community committee for the families of the community. This policy explains what the directory and its family app keep about you and why.',
        what_title: 'What we keep',
        what: 'Your name, middle name, mobile number, date of birth, gender, blood group, education, address (village, post, district, state, country and city), business or job details, photo and your family links. Administrators also keep committee, donor, volunteer and student result records you take part in.',
        why_title: 'Why we keep it',
        why: 'To let members of the community find and contact one another, to send community notifications, to organise programs, events and volunteers, to publish student results and to help with jobs and businesses within the community.',
        share_title: 'Who can see it',
        share:
          'Signed-in members of the community see the directory in the family app. Your mobile number and address are shown only if your app settings allow it. We never sell your data or share it with advertisers.',
        rights_title: 'Your choices',
        rights:
          'You can ask the committee to correct or remove your details at any time through the Contact section of the app, or by speaking to a committee member.',
        contact_title: 'Contact',
        contact:
          'Questions about this policy can be sent to the committee through the app, or given at the community office.',
      },
    },
    error: {
      generic: 'Something went wrong',
    },
    common: {
      add: 'Add %{name}',
      edit: 'Edit %{name}',
      actions: 'Actions',
      view: 'View',
      all: 'All',
      back: 'Back',
      no_data: 'No data...',
    },
    status: {
      shown: 'Show',
    },
    group: {
      members: 'Members',
    },
    committee: {
      position_hint: 'Enter Position(optional)',
    },
    donor: {
      registered: 'Desai Family Member',
      unknown: 'Unknown',
    },
    confirm: {
      title: 'Please confirm',
      delete: 'Are you sure you want to delete it ?',
      remove: 'Are you sure you want to remove it ?',
      change_status: 'Are you sure you want to change status ?',
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
  resources: {
    businesses: { name: 'Business Type |||| Business Types', fields: { name: 'Name' } },
    education: { name: 'Education |||| Education', fields: { name: 'Name' } },
    district: { name: 'District |||| Districts', fields: { name: 'Name' } },
    post: {
      name: 'Post |||| Posts',
      fields: {
        name: 'Name',
        district: 'District',
        district_id: 'District',
        districtSelected: 'District',
      },
    },
    village: {
      name: 'Village |||| Villages',
      fields: { name: 'Name', post: 'Post', post_id: 'Post', postSelected: 'Post' },
    },
    contacts: {
      name: 'Contact |||| Contacts',
      fields: {
        photo: 'Photo',
        member: 'Member Name',
        title: 'Title',
        description: 'Description',
        mobile_no: 'Mobile No.',
      },
    },
    committee: {
      name: 'Committee |||| Committees',
      fields: { name: 'Name', members_count: 'Members', status: 'Show' },
    },
    committee_members: {
      name: 'Member |||| Committee Members',
      fields: {
        name: 'Name',
        member_id: 'Member',
        position: 'Position',
        positionSelected: 'Position',
        information: { mobile_no: 'Mobile No.' },
      },
    },
    donor: {
      name: 'Donor |||| Donors',
      fields: { name: 'Name', members_count: 'Members', status: 'Show' },
    },
    donor_members: {
      name: 'Donor Member |||| Donor Members',
      fields: { name: 'Name', member_id: 'Member', position: 'Position', type: 'Donor' },
    },
    admin: { name: 'Admin |||| Admins', fields: { member: 'Full Name', member_id: 'Member' } },
  },
};

export type AppMessages = typeof appEnglish;
