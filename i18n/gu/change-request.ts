import type { changeRequest as english } from '../en/change-request';

/** સભ્ય પાનાની કાર્યાલય બાજુ: ફેરફારની વિનંતીઓ, વિગતોની નીતિ, અભિયાનો. */
export const changeRequest: typeof english = {
  app: {
    change_request: {
      title: '%{kind}: %{name}',
      statuses: { open: 'નિર્ણય બાકી', decided: 'નિર્ણય થયો' },
      kinds: { edit: 'ફેરફાર', new_member: 'કુટુંબનો નવો સભ્ય', passed_away: 'અવસાન' },
      outcomes: { accepted: 'સ્વીકાર્યા', partly: 'થોડા સ્વીકાર્યા', rejected: 'સ્વીકાર્યા નથી' },
      decisions: { accepted: 'સ્વીકારો', edited: 'સુધારો', rejected: 'નકારો' },
      decided_as: { accepted: 'સ્વીકાર્યું', edited: 'સુધારા સાથે સ્વીકાર્યું', rejected: 'નકાર્યું' },
      field: 'વિગત',
      current: 'હાલ',
      proposed: 'સૂચવેલું',
      decision: 'નિર્ણય',
      accept_all: 'બધું સ્વીકારો',
      reject_all: 'બધું નકારો',
      save: 'નિર્ણય સાચવો',
      conflict:
        'સૂચન પછી કાર્યાલયે આ બદલ્યું છે: સ્વીકારવાથી તે ભૂંસાઈ જાય. તેને નકારો, અથવા રાખવાની કિંમત સાથે સુધારો.',
      proposed_by: '%{name} એ %{date} ના રોજ સૂચવ્યું',
      decided_by: '%{name} એ %{date} ના રોજ નિર્ણય કર્યો',
      new_person: 'નવી વ્યક્તિ',
      none: '—',
      photo_alt: 'ફોટો: %{which}',
      open_member: 'સભ્ય ખોલો',
      policy_intro:
        'સભ્ય પાના (/me) પર સભ્ય દરેક વિગત સાથે શું કરી શકે. સંપર્કની પસંદગી તરત લાગુ થાય; કાર્યાલય તપાસે તે વિગતો અહીં ફેરફારની વિનંતી તરીકે રાહ જુએ.',
      policies: {
        apply: 'તરત લાગુ',
        review: 'તપાસ જરૂરી',
        add_blank: 'ખાલી હોય તો ઉમેરી શકાય',
        view: 'ફક્ત જોવા',
      },
      policy_default: 'મૂળ: %{policy}',
      policy_fixed: 'બદલી ન શકાય',
      save_policies: 'સાચવો',
      campaign_intro:
        'કુટુંબોને તેમની વિગતો તપાસવા કહો: દરેક વડાને સભ્ય પાનાની પોતાની લિંક સાથે સંદેશ મળે. પ્રવેશ માટે કોડ તો જોઈએ જ.',
      new_campaign: 'નવું અભિયાન',
      not_verified_months: 'આટલા મહિનાથી ચકાસ્યું નથી',
      not_verified_help: 'ખાલી: પસંદ કરેલાં બધાં કુટુંબો',
      counts: {
        families: 'કુટુંબો',
        sent: 'મોકલ્યા',
        opened: 'લિંક ખોલી',
        confirmed: 'સાચું હોવાની પુષ્ટિ',
        proposed: 'ફેરફાર સૂચવ્યા',
        waiting: 'જવાબ નથી',
      },
      answered: 'જવાબ',
      answered_yes: 'જવાબ આપ્યો',
      answered_no: 'જવાબ નથી',
      sent_states: {
        sent: 'મોકલ્યું',
        failed: 'નિષ્ફળ',
        skipped: 'ચેનલ નથી',
        waiting: 'મોકલાય છે',
      },
      not_verified_since_help: 'કદી ન ચકાસાયેલાં, કે આ તારીખથી ન ચકાસાયેલાં કુટુંબો',
      head: 'કુટુંબના વડા',
    },
  },
  resources: {
    change_requests: {
      name: 'ફેરફારની વિનંતી |||| ફેરફારની વિનંતીઓ',
      fields: {
        created_at: 'સૂચનની તારીખ',
        name: 'સભ્ય',
        kind: 'પ્રકાર',
        district: 'જિલ્લો',
        village: 'ગામ',
        proposer_name: 'સૂચવનાર',
        fields: 'વિગતો',
        status: 'સ્થિતિ',
        outcome: 'પરિણામ',
        district_id: 'જિલ્લો',
        post_id: 'પોસ્ટ',
        village_id: 'ગામ',
      },
    },
    field_policies: {
      name: 'વિગતોની નીતિ |||| વિગતોની નીતિ',
      fields: { field: 'વિગત', policy: 'નીતિ' },
    },
    verification_campaigns: {
      name: 'ચકાસણી અભિયાન |||| ચકાસણી અભિયાનો',
      fields: {
        name: 'નામ',
        created_at: 'મોકલ્યાની તારીખ',
        families: 'કુટુંબો',
        district_id: 'જિલ્લો',
        village_id: 'ગામ',
        not_verified_months: 'આટલા મહિનાથી ચકાસ્યું નથી',
      },
    },
  },
};
