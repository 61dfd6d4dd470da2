import type { job as english } from '../en/job';

/** Jobs and the members who applied. */
export const job: typeof english = {
  app: {
    job: {
      applicants: 'અરજદાર સભ્યો (%{smart_count})',
      applicants_column: 'અરજદાર સભ્યો',
      no_business: 'કોઈ નહીં',
      type_first: 'પહેલાં વ્યવસાયનો પ્રકાર પસંદ કરો.',
      export: 'CSV એક્સપોર્ટ',
      exported: 'અરજદારો સફળતાપૂર્વક એક્સપોર્ટ થયા',
    },
  },
  resources: {
    jobs: {
      name: 'નોકરી |||| નોકરીઓ',
      fields: {
        title: 'શીર્ષક',
        name: 'કંપનીનું નામ',
        description: 'વર્ણન',
        city: 'શહેર',
        education_id: 'અભ્યાસ',
        business_type_id: 'વ્યવસાયનો પ્રકાર',
        business_id: 'વ્યવસાય',
        member_id: 'મૂકનાર (સભ્ય)',
        company_details: 'કંપનીની વિગતો',
        educationSelected: 'અભ્યાસ',
        businessTypeSelected: 'વ્યવસાયનો પ્રકાર',
        citySelected: 'શહેર',
      },
    },
    job_members: {
      name: 'અરજદાર સભ્ય |||| અરજદાર સભ્યો',
      fields: {
        id: 'સભ્ય ID',
        first_name: 'પૂરું નામ',
        mobile_no: 'મોબાઇલ નંબર',
        city: 'શહેર',
        country: 'દેશ',
        education: 'અભ્યાસ',
      },
    },
  },
};
