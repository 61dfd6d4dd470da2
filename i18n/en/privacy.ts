/** The public privacy policy page. */
export const privacy = {
  app: {
    privacy: {
      title: 'Privacy Policy',
      personal_data: 'Everything held (JSON)',
      notice_settings: 'Privacy notice settings',
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
  },
  resources: { privacy_requests: { name: 'Privacy request |||| Privacy requests' } },
};
