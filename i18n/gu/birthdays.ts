import type { birthdays as english } from '../en/birthdays';

/** જન્મદિવસ અને લગ્નતિથિ. */
export const birthdays: typeof english = {
  app: {
    birthdays: {
      range: 'દિવસો',
      ranges: { today: 'આજે', week: 'આવતા 7 દિવસ', month: 'આવતા 30 દિવસ' },
      occasion: 'પ્રસંગ',
      occasions: { birthday: 'જન્મદિવસ', anniversary: 'લગ્નતિથિ' },
      both: 'જન્મદિવસ અને લગ્નતિથિ',
      day: 'દિવસ',
      years: 'વર્ષ',
      turns: '%{smart_count} વર્ષ પૂરાં',
      married_years: 'લગ્નને %{smart_count} વર્ષ |||| લગ્નને %{smart_count} વર્ષ',
      none: 'આ દિવસોમાં કોઈ જન્મદિવસ કે લગ્નતિથિ નથી.',
      export: 'CSV નિકાસ',
      exported: 'એક હરોળ નિકાસ કરી |||| %{smart_count} હરોળ નિકાસ કરી',
      print: 'છાપો',
      csv: {
        date: 'તારીખ',
        occasion: 'પ્રસંગ',
        name: 'નામ',
        spouse: 'જીવનસાથી',
        years: 'વર્ષ',
        mobile: 'મોબાઇલ નંબર',
        place: 'ગામ, જિલ્લો',
      },
    },
  },
  resources: {
    birthdays: {
      name: 'જન્મદિવસ અને લગ્નતિથિ |||| જન્મદિવસ અને લગ્નતિથિ',
    },
  },
};
