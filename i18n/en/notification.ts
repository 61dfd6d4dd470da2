/** Notifications to members. */
export const notification = {
  app: {
    notification: {
      send: 'Send notification',
      send_title: 'Send notification',
      basic: 'Basic information',
      filters: 'Filters',
      resend: 'Resend',
      delivering: 'delivering',
      failed: '%{count} failed',
      audience: 'This will reach %{count} member. |||| This will reach %{count} members.',
      nobody_title: 'No member matches these filters',
      nobody_question: 'Send it anyway, to nobody for now ?',
      many_title: 'Send to %{count} member? |||| Send to %{count} members?',
      many_question:
        'Each of them gets it on their phone. A sent notification cannot be called back.',
    },
  },
  resources: {
    notification: {
      name: 'Notification |||| Notifications',
      fields: {
        title: 'Title',
        description: 'Description',
        sent_at: 'Sent',
        recipients_count: 'Recipients',
        allow_member: 'Send to everyone',
        gender: 'Gender',
        blood_group: 'Blood group',
        education_id: 'Education',
        business_type: 'Business/Job type',
        business_id: 'Business',
        in_foreign_land: 'In foreign land',
        country: 'Country',
        state: 'State',
        city: 'City',
        district_id: 'District',
        post_id: 'Post',
        village_id: 'Village',
      },
    },
  },
};
