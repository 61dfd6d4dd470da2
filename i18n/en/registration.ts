/** The public registration form. */
export const registration = {
  app: {
    registration: {
      title: 'Member registration',
      intro: 'Register your details in the family directory of the community.',
      messages: 'Messages',
      messages_whatsapp: 'Send me the community’s notices on WhatsApp',
      messages_sms: 'Send me the community’s notices by SMS',
      notice_accept: 'I have read the privacy notice',
      notice_required: 'Read the privacy notice and tick this to register.',
      notice_link: 'Read the privacy notice (opens in a new tab)',
      submit: 'Register',
      done_title: 'Registration complete',
      done_gujarati: 'તમારું રજીસ્ટ્રેશન પૂર્ણ થયું છે. ફેમિલી એપ એપ સ્ટોરમાં લાઇવ થશે ત્યારે તમને મેસેજ મળશે.',
      done: 'Your registration is complete. You will get a message when the family app is live in the app store.',
    },
  },
};
