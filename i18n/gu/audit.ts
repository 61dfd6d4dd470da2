import type { audit as english } from '../en/audit';

/** The audit log. */
export const audit: typeof english = {
  app: {
    audit: {
      changes: 'ફેરફારો',
      field: 'ક્ષેત્ર',
      before: 'પહેલાં',
      after: 'પછી',
      details: 'માગણી',
      from: 'સરનામું',
      date_from: 'આ દિવસથી',
      date_to: 'આ દિવસ સુધી',
      history: 'ઇતિહાસ',
      actions: {
        create: 'ઉમેર્યું',
        update: 'બદલ્યું',
        delete: 'દૂર કર્યું',
        status: 'બતાવ્યું / છુપાવ્યું',
        publish: 'લાઇવ કર્યું',
        approve: 'મંજૂર કર્યું',
        export: 'નિકાસ કર્યું',
        send: 'મોકલ્યું',
        resend: 'ફરી મોકલ્યું',
        login: 'સાઇન ઇન',
        login_failed: 'સાઇન ઇન નિષ્ફળ',
        logout: 'સાઇન આઉટ',
      },
    },
  },
  resources: {
    audit: {
      name: 'ઓડિટ લૉગ |||| ઓડિટ લૉગ',
      fields: {
        at: 'ક્યારે',
        user_name: 'ખાતું',
        action: 'ક્રિયા',
        resource: 'વિભાગ',
        record_id: 'રેકોર્ડ નં.',
        label: 'રેકોર્ડ',
      },
    },
  },
};
