import type { donor as english } from '../en/donor';

/** Donors and their members. */
export const donor: typeof english = {
  app: {
    donor: {
      registered: 'દેસાઈ પરિવારના સભ્ય',
      unknown: 'અજાણ્યા',
    },
  },
  resources: {
    donor: {
      name: 'દાતા |||| દાતાઓ',
      fields: {
        name: 'નામ',
        members_count: 'સભ્યો',
        status: 'બતાવો',
      },
    },
    donor_members: {
      name: 'દાતા સભ્ય |||| દાતા સભ્યો',
      fields: {
        name: 'નામ',
        member_id: 'સભ્ય',
        position: 'હોદ્દો',
        type: 'દાતા',
      },
    },
  },
};
