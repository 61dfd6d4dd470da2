import type { AppMessages } from './app-en';

/** The product's own messages in Gujarati; keys mirror app-en.ts. */
export const appGujarati: AppMessages = {
  app: {
    name: 'ફેમિલી ડિરેક્ટરી',
    tagline: 'સમાજ વહીવટ',
    language: 'ભાષા',
    menu: {
      overview: 'ઝાંખી',
      community: 'સમાજ',
      activities: 'પ્રવૃત્તિઓ',
      business: 'વ્યવસાય અને નોકરી',
      masters: 'માસ્ટર્સ',
      support: 'સહાય',
      dashboard: 'ડેશબોર્ડ',
    },
    dashboard: {
      title: 'ડેશબોર્ડ',
      cards: {
        allMembers: 'કુલ સભ્યો',
        completeProfiles: 'પૂર્ણ પ્રોફાઇલ',
        incompleteProfiles: 'અપૂર્ણ પ્રોફાઇલ',
        inForeign: 'વિદેશમાં સભ્યો',
        unapprovedBusiness: 'મંજૂર ન થયેલા વ્યવસાય',
        approvedBusiness: 'મંજૂર વ્યવસાય',
        jobs: 'કુલ નોકરીઓ',
        allFamilies: 'કુલ પરિવારો',
      },
      family_details: 'પરિવારની વિગતો',
      district_name: 'જિલ્લાનું નામ',
      village_name: 'ગામનું નામ',
      families: 'પરિવારો',
      members: 'સભ્યો',
      district: 'જિલ્લો',
      all_districts: 'બધા જિલ્લા',
      no_data: 'કોઈ માહિતી નથી...',
      load_error: 'ડેશબોર્ડ લોડ થઈ શક્યું નહીં.',
    },
    login: {
      title: 'લૉગિન',
      heading: 'વહીવટમાં સાઇન ઇન કરો',
      email: 'ઇમેઇલ',
      password: 'પાસવર્ડ',
      submit: 'સબમિટ',
      required: 'જરૂરી',
    },
    privacy: {
      title: 'ગોપનીયતા નીતિ',
      updated: 'છેલ્લે સુધારેલ: 1 નવેમ્બર 2026',
      sections: {
        who_title: 'અમે કોણ છીએ',
        who: 'ફેમિલી ડિરેક્ટરી સમાજની સમિતિ દ્વારા સમાજના પરિવારો માટે ચલાવવામાં આવે છે. આ નીતિ સમજાવે છે કે ડિરેક્ટરી અને તેની ફેમિલી એપ તમારા વિશે શું રાખે છે અને શા માટે.',
        what_title: 'અમે શું રાખીએ છીએ',
        what: 'તમારું નામ, મધ્ય નામ, મોબાઇલ નંબર, જન્મ તારીખ, જાતિ, બ્લડ ગ્રુપ, અભ્યાસ, સરનામું (ગામ, પોસ્ટ, જિલ્લો, રાજ્ય, દેશ અને શહેર), વ્યવસાય અથવા નોકરીની વિગતો, ફોટો અને તમારા પરિવારના સંબંધો. તમે જે સમિતિ, દાતા, સ્વયંસેવક અને વિદ્યાર્થી પરિણામમાં ભાગ લો છો તેની નોંધ પણ વહીવટકર્તાઓ રાખે છે.',
        why_title: 'શા માટે રાખીએ છીએ',
        why: 'સમાજના સભ્યો એકબીજાને શોધી અને સંપર્ક કરી શકે, સમાજની સૂચનાઓ મોકલી શકાય, કાર્યક્રમો, ઇવેન્ટ્સ અને સ્વયંસેવકોનું આયોજન થાય, વિદ્યાર્થીઓના પરિણામ પ્રકાશિત થાય અને સમાજમાં નોકરી અને વ્યવસાયમાં મદદ મળે તે માટે.',
        share_title: 'કોણ જોઈ શકે છે',
        share:
          'સમાજના સાઇન ઇન થયેલા સભ્યો ફેમિલી એપમાં ડિરેક્ટરી જુએ છે. તમારો મોબાઇલ નંબર અને સરનામું તમારી એપ સેટિંગ્સ મંજૂરી આપે તો જ દેખાય છે. અમે તમારી માહિતી ક્યારેય વેચતા નથી કે જાહેરાતકર્તાઓને આપતા નથી.',
        rights_title: 'તમારા વિકલ્પો',
        rights:
          'તમે ગમે ત્યારે એપના સંપર્ક વિભાગ દ્વારા અથવા સમિતિના સભ્ય સાથે વાત કરીને તમારી વિગતો સુધારવા કે દૂર કરવા કહી શકો છો.',
        contact_title: 'સંપર્ક',
        contact:
          'આ નીતિ વિશેના પ્રશ્નો એપ દ્વારા સમિતિને મોકલી શકાય છે અથવા સમાજના કાર્યાલયમાં આપી શકાય છે.',
      },
    },
    error: {
      generic: 'કંઈક ખોટું થયું',
    },
    common: {
      add: '%{name} ઉમેરો',
      edit: '%{name} સુધારો',
      actions: 'ક્રિયાઓ',
      view: 'જુઓ',
      all: 'બધા',
      back: 'પાછા',
      no_data: 'કોઈ માહિતી નથી...',
    },
    status: {
      shown: 'બતાવો',
    },
    group: {
      members: 'સભ્યો',
    },
    committee: {
      position_hint: 'હોદ્દો લખો (વૈકલ્પિક)',
    },
    donor: {
      registered: 'દેસાઈ પરિવારના સભ્ય',
      unknown: 'અજાણ્યા',
    },
    confirm: {
      title: 'કૃપા કરીને ખાતરી કરો',
      delete: 'શું તમે ખરેખર તેને કાઢી નાખવા માંગો છો ?',
      remove: 'શું તમે ખરેખર તેને દૂર કરવા માંગો છો ?',
      change_status: 'શું તમે ખરેખર સ્થિતિ બદલવા માંગો છો ?',
    },
    filters: {
      button: 'ફિલ્ટર',
      button_active: 'ફિલ્ટર (ચાલુ)',
      clear: 'સાફ કરો',
      apply: 'ફિલ્ટર કરો',
      any: 'કોઈપણ',
    },
    member_picker: {
      label: 'સભ્ય',
      hint: 'નામ અથવા મોબાઇલ નંબર લખો',
      none: 'કોઈ સભ્ય મળ્યો નથી',
    },
  },
  resources: {
    businesses: { name: 'વ્યવસાયનો પ્રકાર |||| વ્યવસાયના પ્રકાર', fields: { name: 'નામ' } },
    education: { name: 'અભ્યાસ |||| અભ્યાસ', fields: { name: 'નામ' } },
    district: { name: 'જિલ્લો |||| જિલ્લા', fields: { name: 'નામ' } },
    post: {
      name: 'પોસ્ટ |||| પોસ્ટ',
      fields: { name: 'નામ', district: 'જિલ્લો', district_id: 'જિલ્લો', districtSelected: 'જિલ્લો' },
    },
    village: {
      name: 'ગામ |||| ગામ',
      fields: { name: 'નામ', post: 'પોસ્ટ', post_id: 'પોસ્ટ', postSelected: 'પોસ્ટ' },
    },
    contacts: {
      name: 'સંપર્ક |||| સંપર્કો',
      fields: {
        photo: 'ફોટો',
        member: 'સભ્યનું નામ',
        title: 'વિષય',
        description: 'વિગત',
        mobile_no: 'મોબાઇલ નંબર',
      },
    },
    committee: {
      name: 'સમિતિ |||| સમિતિઓ',
      fields: { name: 'નામ', members_count: 'સભ્યો', status: 'બતાવો' },
    },
    committee_members: {
      name: 'સભ્ય |||| સમિતિના સભ્યો',
      fields: {
        name: 'નામ',
        member_id: 'સભ્ય',
        position: 'હોદ્દો',
        positionSelected: 'હોદ્દો',
        information: { mobile_no: 'મોબાઇલ નંબર' },
      },
    },
    donor: {
      name: 'દાતા |||| દાતાઓ',
      fields: { name: 'નામ', members_count: 'સભ્યો', status: 'બતાવો' },
    },
    donor_members: {
      name: 'દાતા સભ્ય |||| દાતા સભ્યો',
      fields: { name: 'નામ', member_id: 'સભ્ય', position: 'હોદ્દો', type: 'દાતા' },
    },
    admin: { name: 'એડમિન |||| એડમિન', fields: { member: 'પૂરું નામ', member_id: 'સભ્ય' } },
  },
};
