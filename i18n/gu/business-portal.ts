import type { businessPortal as english } from '../en/business-portal';

/** The business portal: businesses with their partners. */
export const businessPortal: typeof english = {
  app: {
    business_portal: {
      add_title: 'વ્યવસાય ઉમેરો',
      edit_title: 'વ્યવસાય સુધારો',
      edit_named: '%{name} સુધારો',
      view_title: 'વ્યવસાય',
      view_named: '%{name}',
      basic: 'મૂળભૂત માહિતી',
      partners: 'ભાગીદારોની માહિતી',
      add_partner: 'ભાગીદાર ઉમેરો',
      edit_partner: 'ભાગીદાર સુધારો',
      family_member: 'કુટુંબના સભ્ય',
      unknown: 'અજાણ્યા',
      partner_twice: 'આ ભાગીદાર પહેલેથી ઉમેરેલા છે.',
      no_partners: 'હજી કોઈ ભાગીદાર નથી.',
      choose_logo: 'લોગો પસંદ કરો',
      email_invalid: 'માન્ય ઇમેઇલ સરનામું લખો.',
      partners_go_too:
        'તેની એક ભાગીદાર નોંધ પણ દૂર થશે (સભ્ય રહેશે). |||| તેની %{smart_count} ભાગીદાર નોંધો પણ દૂર થશે (સભ્યો રહેશે).',
      jobs_keep_text:
        'એક નોકરીમાં આ વ્યવસાયનું નામ છે: તેનું લખાણ રહેશે, જોડાણ દૂર થશે. |||| %{smart_count} નોકરીઓમાં આ વ્યવસાયનું નામ છે: તેમનું લખાણ રહેશે, જોડાણ દૂર થશે.',
    },
  },
  resources: {
    'business-portal': {
      name: 'વ્યવસાય |||| બિઝનેસ પોર્ટલ',
      fields: {
        logo: 'લોગો',
        logo_file: 'લોગો',
        name: 'નામ',
        mobile_no: 'મોબાઇલ નંબર',
        email: 'ઇમેઇલ',
        business_id: 'વ્યવસાયનો પ્રકાર',
        business: { name: 'વ્યવસાયનો પ્રકાર' },
        in_foreign_land: 'વિદેશમાં',
        state: 'રાજ્ય',
        country: 'દેશ',
        city: 'શહેર',
        address: 'સરનામું',
        member_id: 'માલિક (સભ્ય)',
        status: 'લાઇવ',
        photo: 'ફોટો',
        partner_name: 'નામ',
        businessSelected: 'વ્યવસાયનો પ્રકાર',
        stateSelected: 'રાજ્ય',
        citySelected: 'શહેર',
      },
    },
  },
};
