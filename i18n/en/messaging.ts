/** WhatsApp and SMS: templates, and members' consent (docs/messaging.md). */
export const messaging = {
  app: {
    messaging: {
      channels: { whatsapp: 'WhatsApp', sms: 'SMS', push: 'Push (family app)' },
      languages: { gu: 'Gujarati', en: 'English' },
      purposes: {
        notification: 'Notifications',
        code: 'One-time codes',
        birthday: 'Birthday greetings',
        anniversary: 'Anniversary greetings',
      },
      statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
      variables: {
        first_name: "Member's first name",
        full_name: "Member's full name",
        title: "Notification's title",
        description: "Notification's text",
        code: 'One-time code',
        date: "Today's date",
        village: "Member's village",
        years: 'Age turned or years married',
      },
      consent: { in: 'Opted in', out: 'Opted out', unknown: 'Not asked yet' },
      sources: {
        registration: 'registration form',
        member_door: "member's own page",
        paper_form: 'paper form',
        import: 'spreadsheet import',
        stop_reply: 'replied STOP',
        null: '—',
      },
      preview: 'Preview with a member of the directory',
      sms_length:
        '%{length} characters (%{kind}): %{parts} SMS part |||| %{length} characters (%{kind}): %{parts} SMS parts',
      whatsapp_length: '%{length} of %{max} characters WhatsApp allows',
      unicode: 'Unicode, 70 a part, 67 when longer',
      gsm: 'plain text, 160 a part, 153 when longer',
      name_whatsapp: 'The template’s name at Meta: small letters, digits and _',
      name_sms: 'The template id MSG91 shows for this DLT template',
      dlt_help: 'The 19-digit id the DLT portal gave this template',
      body_help: 'Exactly as approved, with {{1}}, {{2}}… where the values go',
      member_title: 'Messages',
      language: 'Language for messages',
      record: 'Record consent',
      source: 'Given by',
      whole_family: 'For the whole family',
    },
  },
  resources: {
    'message-templates': {
      name: 'Message template |||| Message templates',
      fields: {
        channel: 'Channel',
        name: 'Name or id at the provider',
        dlt_template_id: 'DLT template id',
        language: 'Language',
        purpose: 'Used for',
        body: 'Text',
        status: 'Status',
      },
    },
  },
};
