/** Jobs and the members who applied. */
export const job = {
  app: {
    job: {
      applicants: 'Applicant Members (%{smart_count})',
      applicants_column: 'Applicant Members',
      no_business: 'None',
      type_first: 'Choose a business type first.',
      export: 'Export CSV',
      exported: 'Applicants exported successfully',
    },
  },
  resources: {
    jobs: {
      name: 'Job |||| Jobs',
      fields: {
        title: 'Title',
        name: 'Company name',
        description: 'Description',
        city: 'City',
        education_id: 'Education',
        business_type_id: 'Business Type',
        business_id: 'Business',
        member_id: 'Posted by (member)',
        company_details: 'Company details',
        educationSelected: 'Education',
        businessTypeSelected: 'Business Type',
        citySelected: 'City',
      },
    },
    job_members: {
      name: 'Applicant Member |||| Applicant Members',
      fields: {
        id: 'Member ID',
        first_name: 'Full name',
        mobile_no: 'Mobile No.',
        city: 'City',
        country: 'Country',
        education: 'Education',
      },
    },
  },
};
