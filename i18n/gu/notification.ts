import type { notification as english } from '../en/notification';

/** Notifications to members. */
export const notification: typeof english = {
  app: {
    notification: {
      send: 'સૂચના મોકલો',
      send_title: 'સૂચના મોકલો',
      basic: 'મૂળભૂત માહિતી',
      filters: 'ફિલ્ટર',
      resend: 'ફરી મોકલો',
      delivering: 'પહોંચાડાય છે',
      failed: '%{count} નિષ્ફળ',
      audience: 'આ %{count} સભ્ય સુધી પહોંચશે. |||| આ %{count} સભ્યો સુધી પહોંચશે.',
      nobody_title: 'આ ફિલ્ટર સાથે કોઈ સભ્ય મળતા નથી',
      many_title: '%{count} સભ્યને મોકલવું? |||| %{count} સભ્યોને મોકલવું?',
      many_question: 'દરેકને તે તેમના ફોન પર મળશે. મોકલેલી સૂચના પાછી ખેંચી શકાતી નથી.',
      nobody_question: 'છતાં મોકલવી છે, હમણાં કોઈને નહીં ?',
    },
  },
  resources: {
    notification: {
      name: 'સૂચના |||| સૂચનાઓ',
      fields: {
        title: 'શીર્ષક',
        description: 'વર્ણન',
        sent_at: 'મોકલ્યાની તારીખ',
        recipients_count: 'મેળવનાર',
        allow_member: 'બધાને મોકલો',
        gender: 'લિંગ',
        blood_group: 'બ્લડ ગ્રુપ',
        education_id: 'અભ્યાસ',
        business_type: 'વ્યવસાય/નોકરીનો પ્રકાર',
        business_id: 'વ્યવસાય',
        in_foreign_land: 'વિદેશમાં',
        country: 'દેશ',
        state: 'રાજ્ય',
        city: 'શહેર',
        district_id: 'જિલ્લો',
        post_id: 'પોસ્ટ',
        village_id: 'ગામ',
      },
    },
  },
};
