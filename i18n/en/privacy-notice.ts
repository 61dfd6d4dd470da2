/** The privacy notice's words (docs/privacy.md): loaded with the notice's pages only. */
export const privacyNotice = {
  /** A person under 18 registers with a parent (docs/privacy.md "Children"). */
  guardian: {
    mobile: 'A parent’s mobile number',
    help: 'Under 18: a parent who is in the directory confirms with a code sent to this number.',
    title: 'A parent confirms',
    text: 'We sent a six-digit code to the parent’s mobile. Enter it to finish the registration.',
    code: 'Code',
    confirm: 'Confirm',
  },
  /** The general text a backend without a notice (the original backend) shows. */
  general: {
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
  notice: {
    intro:
      'This notice lists every kind of personal data the community directory keeps about you and your family, why it is kept, who sees it and for how long, as India’s Digital Personal Data Protection Act, 2023 asks.',
    version: 'Version %{version}, in force since %{date}',
    what: 'What we keep',
    why: 'Why',
    who: 'Who sees it',
    how_long: 'How long',
    rights_title: 'Your rights',
    rights:
      'You may ask what we hold about you and with whom it was shared, have it corrected, have it erased, withdraw a consent you gave (as easily as you gave it), complain, and name someone to act for you after your death or if you cannot. We answer within 90 days.',
    contact_title: 'Whom to ask',
    contact_person: 'Contact person: %{name}',
    contact_phone: 'Phone: %{phone}',
    contact_email: 'Email: %{email}',
    contact_office: 'The community office.',
    grievance_title: 'If you are not satisfied',
    board:
      'If we do not resolve your complaint, you may complain to the Data Protection Board of India.',
    settings_intro:
      'The contact person and the grievance route the privacy notice names. Saving them makes a new version of the notice; consents given from then on record it.',
    open_notice: 'Open the notice',
  },
  fields: {
    contact_name: 'Contact person',
    contact_phone: 'Phone',
    contact_email: 'Email',
    grievance_gu: 'How to complain (Gujarati)',
    grievance_en: 'How to complain (English)',
  },
  items: {
    name: 'Names',
    mobile: 'Mobile numbers (and a business’s email)',
    photo: 'Photos',
    birth_date: 'Birth date, gender, date of passing',
    blood_group: 'Blood group',
    education: 'Education and study results',
    address: 'Address, village and native place',
    occupation: 'Business or job',
    family: 'Family ties: relations, parents, marriages',
    choices: 'Your choices: what others may see, consents, language',
    community: 'Roles in the community: committees, donors, volunteering, jobs, contacts',
    messages: 'Messages sent to you and whether they arrived',
    requests: 'Changes you or the office proposed, imports, possible duplicates',
    sign_in: 'Sign-in codes and sessions',
    office_accounts: 'Office volunteers’ accounts',
    audit: 'Who changed, looked at or exported which record',
  },
  purposes: {
    directory: 'to keep the community directory',
    contact: 'so members can reach one another',
    family: 'to show families and the family tree',
    blood: 'to find blood donors in an emergency',
    greetings: 'for birthday and anniversary greetings',
    community: 'to organise committees, programs and volunteers',
    results: 'to publish student results',
    business: 'for the business portal and jobs',
    messages: 'to send community messages',
    requests: 'to keep the record correct',
    security: 'to keep the data safe and answer for it',
  },
  audiences: {
    office: 'the office',
    coordinators: 'your district’s coordinators',
    book: 'the printed directory',
    app: 'members in the family app (mobile and address only if you allow)',
    family: 'your family at the member page',
  },
  retention: {
    member:
      'while you are a member; erased on request, then gone from backups after %{backup_days} days',
    audit: '%{audit_days} days',
    short: 'minutes to days (codes, sessions)',
    account: 'while the account exists',
  },
};
