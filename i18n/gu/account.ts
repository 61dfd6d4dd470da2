import type { account as english } from '../en/account';

/** ખાતાં અને સાઇન-ઇન લિંકનું પાનું. */
export const account: typeof english = {
  app: {
    account: {
      roles: {
        administrator: 'વ્યવસ્થાપક',
        coordinator: 'સંયોજક',
        viewer: 'દર્શક',
      },
      role_help: {
        administrator: 'બધું, ખાતાં સહિત.',
        coordinator: 'નીચે પસંદ કરેલા જિલ્લાઓના સભ્યો અને ડેશબોર્ડ.',
        viewer: 'બધું વાંચે છે, કંઈ બદલતા નથી.',
      },
      states: { active: 'ચાલુ', invited: 'લિંક મોકલી', disabled: 'બંધ' },
      every_district: 'દરેક જિલ્લો',
      outside: 'તમારા જિલ્લાઓની બહાર: ફક્ત નામ બતાવાય છે',
      link: 'સાઇન-ઇન લિંક',
      link_title: '%{name} માટે સાઇન-ઇન લિંક',
      link_help:
        'આ લિંક કૉપી કરીને તેમને મોકલો (વૉટ્સએપ, SMS અથવા મેઇલ). તે %{until} સુધી એક જ વાર ચાલશે; તેના વડે તેઓ પોતાનો પાસવર્ડ સેટ કરશે.',
      link_open: 'સાઇન-ઇન લિંક %{until} સુધી ચાલશે',
      mailed: 'તે %{email} પર મેઇલ પણ કરવામાં આવી છે.',
      mail_failed: '%{email} પર મેઇલ મોકલી શકાઈ નહીં: લિંક કૉપિ કરીને જાતે મોકલો.',
      copy: 'લિંક કૉપી કરો',
      copied: 'કૉપી થઈ',
      done: 'થઈ ગયું',
      new_link: 'નવી સાઇન-ઇન લિંક',
      new_link_question: 'નવી સાઇન-ઇન લિંક બનાવવી છે? પહેલાં આપેલી લિંક ચાલશે નહીં.',
      disable: 'બંધ કરો',
      disable_question: 'આ ખાતું બંધ કરવું છે? તે દરેક જગ્યાએથી તરત સાઇન આઉટ થશે; તેનો ઇતિહાસ રહેશે.',
      enable: 'ચાલુ કરો',
      enable_question: 'આ ખાતું ફરી ચાલુ કરવું છે?',
      welcome: {
        title: 'સ્વાગત છે, %{name}',
        intro: '%{email} માટે પાસવર્ડ પસંદ કરો. હવેથી તમે તેનાથી સાઇન ઇન કરશો.',
        password: 'નવો પાસવર્ડ',
        repeat: 'પાસવર્ડ ફરીથી',
        mismatch: 'બંને પાસવર્ડ જુદા છે.',
        save: 'પાસવર્ડ સેટ કરો અને સાઇન ઇન કરો',
        invalid_title: 'આ લિંક ચાલતી નથી',
        invalid: 'આ લિંક હવે માન્ય નથી. વ્યવસ્થાપક પાસે નવી લિંક માગો.',
      },
    },
  },
  resources: {
    accounts: {
      name: 'ખાતું |||| ખાતાં',
      fields: {
        name: 'નામ',
        email: 'ઇમેઇલ',
        role: 'ભૂમિકા',
        districts: 'જિલ્લાઓ',
        state: 'સ્થિતિ',
      },
    },
  },
};
