import type { result as english } from '../en/result';

/** Result years and their student results. */
export const result: typeof english = {
  app: {
    result: {
      results: 'પરિણામો',
      students_title: 'પરિણામો %{name}',
      counts: '%{count} (%{approved} મંજૂર)',
      photo_withheld: 'ફોટો પ્રકાશિત કરવાનો નથી',
      live: 'લાઇવ',
      not_live: 'લાઇવ નથી',
      make_live: 'લાઇવ કરો',
      approve: 'મંજૂર કરો',
      approved: 'મંજૂર',
      pending: 'મંજૂર નથી',
      member: 'સભ્ય',
      year_format: 'વર્ષ ચાર અંકમાં, %{min} થી %{max} વચ્ચે લખો.',
      percentage_range: '0 થી 100 વચ્ચે ટકાવારી લખો.',
      percentage_decimals: 'વધુમાં વધુ બે દશાંશ વાપરો.',
      results_go_too:
        'તેનું એક વિદ્યાર્થી પરિણામ અને તેનો ફોટો પણ કાઢી નાખવામાં આવશે. |||| તેના %{smart_count} વિદ્યાર્થી પરિણામો અને તેમના ફોટા પણ કાઢી નાખવામાં આવશે.',
    },
  },
  resources: {
    result: {
      name: 'પરિણામ વર્ષ |||| પરિણામ વર્ષો',
      fields: {
        year: 'વર્ષ',
        results_count: 'વિદ્યાર્થીઓ',
        status: 'લાઇવ',
      },
    },
    result_students: {
      name: 'વિદ્યાર્થી પરિણામ |||| વિદ્યાર્થી પરિણામો',
      fields: {
        image: 'ફોટો',
        photo_file: 'ફોટો',
        name: 'નામ',
        eduction_id: 'અભ્યાસ',
        education_id: 'અભ્યાસ',
        educationSelected: 'અભ્યાસ',
        percentage: 'ટકાવારી(%)',
        rank: 'ક્રમ',
        city: 'શહેર',
        member_id: 'સભ્ય',
        status: 'મંજૂરી',
      },
    },
  },
};
