import type { privacy as english } from '../en/privacy';

/** The public privacy policy page. */
export const privacy: typeof english = {
  app: {
    privacy: {
      title: 'ગોપનીયતા નીતિ',
      personal_data: 'રાખેલી બધી માહિતી (ફાઇલ)',
      notice_settings: 'ગોપનીયતા સૂચનાની વિગતો',
    },
  },
  resources: { privacy_requests: { name: 'ગોપનીયતા વિનંતી |||| ગોપનીયતા વિનંતીઓ' } },
};
