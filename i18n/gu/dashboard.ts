import type { dashboard as english } from '../en/dashboard';

/** The dashboard. */
export const dashboard: typeof english = {
  app: {
    dashboard: {
      title: 'ડેશબોર્ડ',
      cards: {
        allMembers: 'કુલ સભ્યો',
        completeProfiles: 'પૂર્ણ પ્રોફાઇલ',
        incompleteProfiles: 'અપૂર્ણ પ્રોફાઇલ',
        inForeign: 'વિદેશમાં સભ્યો',
        unapprovedBusiness: 'મંજૂર ન થયેલા વ્યવસાય',
        approvedBusiness: 'મંજૂર વ્યવસાય',
        jobs: 'કુલ નોકરીઓ',
        allFamilies: 'કુલ પરિવારો',
        verifiedFamilies: '૧૨ મહિનામાં ચકાસાયેલાં કુટુંબો',
        noticeFamilies: 'ગોપનીયતા સૂચના મળેલાં કુટુંબો',
      },
      family_details: 'પરિવારની વિગતો',
      district_name: 'જિલ્લાનું નામ',
      village_name: 'ગામનું નામ',
      families: 'પરિવારો',
      members: 'સભ્યો',
      district: 'જિલ્લો',
      all_districts: 'બધા જિલ્લા',
      all_my_districts: 'મારા બધા જિલ્લા',
      no_data: 'કોઈ માહિતી નથી...',
      load_error: 'ડેશબોર્ડ લોડ થઈ શક્યું નહીં.',
    },
  },
};
