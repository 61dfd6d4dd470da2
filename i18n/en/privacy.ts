/** The public privacy policy page. */
export const privacy = {
  app: {
    privacy: {
      title: 'Privacy Policy',
      personal_data: 'Everything held (JSON)',
      notice_settings: 'Privacy notice settings',
    },
  },
  resources: { privacy_requests: { name: 'Privacy request |||| Privacy requests' } },
};
