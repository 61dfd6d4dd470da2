/** The business portal: businesses with their partners. */
export const businessPortal = {
  app: {
    business_portal: {
      add_title: 'Add Business',
      edit_title: 'Edit Business',
      edit_named: 'Edit %{name}',
      view_title: 'Business',
      view_named: '%{name}',
      basic: 'Basic Information',
      partners: 'Partner Information',
      add_partner: 'Add Partner',
      edit_partner: 'Edit Partner',
      family_member: 'Family member',
      unknown: 'Unknown',
      partner_twice: 'This partner is already added.',
      no_partners: 'No partners yet.',
      choose_logo: 'Choose logo',
      email_invalid: 'Enter a valid email address.',
      partners_go_too:
        'Its one partner entry is removed too (the member stays). |||| Its %{smart_count} partner entries are removed too (the members stay).',
      jobs_keep_text:
        'One job names this business: it keeps its text and loses the link. |||| %{smart_count} jobs name this business: they keep their text and lose the link.',
    },
  },
  resources: {
    'business-portal': {
      name: 'Business |||| Business Portal',
      fields: {
        logo: 'Logo',
        logo_file: 'Logo',
        name: 'Name',
        mobile_no: 'Mobile No.',
        email: 'Email',
        business_id: 'Business Type',
        business: { name: 'Business Type' },
        in_foreign_land: 'In foreign land',
        state: 'State',
        country: 'Country',
        city: 'City',
        address: 'Address',
        member_id: 'Owner (member)',
        status: 'Live',
        photo: 'Photo',
        partner_name: 'Name',
        businessSelected: 'Business Type',
        stateSelected: 'State',
        citySelected: 'City',
      },
    },
  },
};
