import type { messaging as english } from '../en/messaging';

/** WhatsApp અને SMS: નમૂના અને સભ્યોની સંમતિ. */
export const messaging: typeof english = {
  app: {
    messaging: {
      channels: { whatsapp: 'વૉટ્સઍપ', sms: 'SMS', push: 'પુશ (પરિવાર એપ)' },
      languages: { gu: 'ગુજરાતી', en: 'અંગ્રેજી' },
      purposes: {
        notification: 'સૂચનાઓ',
        code: 'એક વખતના કોડ',
        birthday: 'જન્મદિવસની શુભેચ્છા',
        anniversary: 'લગ્નતિથિની શુભેચ્છા',
        verification: 'ચકાસણી અભિયાન',
        request_outcome: 'ફેરફારની વિનંતીનો નિર્ણય',
        privacy_notice: 'ગોપનીયતા સૂચના',
      },
      statuses: { pending: 'બાકી', approved: 'મંજૂર', rejected: 'નામંજૂર' },
      variables: {
        first_name: 'સભ્યનું નામ',
        full_name: 'સભ્યનું પૂરું નામ',
        title: 'સૂચનાનું શીર્ષક',
        description: 'સૂચનાનું લખાણ',
        code: 'એક વખતનો કોડ',
        date: 'આજની તારીખ',
        village: 'સભ્યનું ગામ',
        years: 'પૂરાં થયેલાં વર્ષ કે લગ્નનાં વર્ષ',
        link: 'સભ્યના પાનાની લિંક',
        outcome: 'કાર્યાલયનો નિર્ણય',
      },
      consent: {
        until_withdrawn: 'હા, પાછી ન ખેંચાય ત્યાં સુધી',
        in: 'સંમતિ આપી',
        out: 'ના પાડી',
        unknown: 'હજી પૂછ્યું નથી',
      },
      sources: {
        registration: 'નોંધણી ફોર્મ',
        member_door: 'સભ્યનું પોતાનું પાનું',
        paper_form: 'કાગળનું ફોર્મ',
        import: 'સ્પ્રેડશીટ આયાત',
        stop_reply: 'STOP જવાબ',
        null: '—',
      },
      preview: 'નિર્દેશિકાના એક સભ્ય સાથે પૂર્વાવલોકન',
      sms_length:
        '%{length} અક્ષર (%{kind}): %{parts} SMS ભાગ |||| %{length} અક્ષર (%{kind}): %{parts} SMS ભાગ',
      whatsapp_length: 'WhatsApp ના %{max} માંથી %{length} અક્ષર',
      unicode: 'યુનિકોડ, એક ભાગમાં 70, લાંબામાં 67',
      gsm: 'સાદું લખાણ, એક ભાગમાં 160, લાંબામાં 153',
      name_whatsapp: 'Meta પાસે નમૂનાનું નામ: નાના અંગ્રેજી અક્ષરો, અંકો અને _',
      name_sms: 'આ DLT નમૂના માટે MSG91 બતાવે તે નમૂના ક્રમાંક',
      dlt_help: 'DLT પોર્ટલે આ નમૂનાને આપેલો 19 અંકનો ક્રમાંક',
      body_help: 'મંજૂર થયું તેમ જ, કિંમતો માટે {{1}}, {{2}}… સાથે',
      member_title: 'સંદેશા',
      language: 'સંદેશાની ભાષા',
      record: 'સંમતિ નોંધો',
      source: 'કેવી રીતે મળી',
      whole_family: 'આખા પરિવાર માટે',
    },
  },
  resources: {
    'message-templates': {
      name: 'સંદેશ નમૂનો |||| સંદેશ નમૂના',
      fields: {
        channel: 'માધ્યમ',
        name: 'પ્રદાતા પાસે નામ અથવા ક્રમાંક',
        dlt_template_id: 'DLT નમૂના ક્રમાંક',
        language: 'ભાષા',
        purpose: 'શેના માટે',
        body: 'લખાણ',
        status: 'સ્થિતિ',
      },
    },
  },
};
