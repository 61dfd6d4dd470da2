import type { registration as english } from '../en/registration';

/** The public registration form. */
export const registration: typeof english = {
  app: {
    registration: {
      title: 'સભ્ય નોંધણી',
      intro: 'સમાજની ફેમિલી ડિરેક્ટરીમાં તમારી વિગતો નોંધાવો.',
      messages: 'સંદેશા',
      messages_whatsapp: 'સમાજની સૂચનાઓ મને વૉટ્સઍપ પર મોકલો',
      messages_sms: 'સમાજની સૂચનાઓ મને SMS થી મોકલો',
      notice_accept: 'મેં ગોપનીયતા સૂચના વાંચી છે',
      notice_required: 'નોંધણી માટે ગોપનીયતા સૂચના વાંચીને આ પસંદ કરો.',
      notice_link: 'ગોપનીયતા સૂચના વાંચો (નવા ટૅબમાં ખૂલે છે)',
      submit: 'નોંધણી કરો',
      done_title: 'નોંધણી પૂર્ણ',
      done_gujarati: 'તમારું રજીસ્ટ્રેશન પૂર્ણ થયું છે. ફેમિલી એપ એપ સ્ટોરમાં લાઇવ થશે ત્યારે તમને મેસેજ મળશે.',
      done: 'તમારું રજીસ્ટ્રેશન પૂર્ણ થયું છે. ફેમિલી એપ એપ સ્ટોરમાં લાઇવ થશે ત્યારે તમને મેસેજ મળશે.',
    },
  },
};
