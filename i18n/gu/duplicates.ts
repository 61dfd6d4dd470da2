import type { duplicates as english } from '../en/duplicates';

/** સંભવિત ડુપ્લિકેટ. */
export const duplicates: typeof english = {
  app: {
    duplicates: {
      intro:
        'બે વાર દાખલ થયેલી એક જ વ્યક્તિ હોઈ શકે એવા સભ્યો: નોંધણી આવે ત્યારે, શીટ આયાત થાય ત્યારે, કે આખી ડિરેક્ટરીની શોધમાં મળેલા.',
      scan: 'ડિરેક્ટરીમાં શોધો',
      scanning: 'શોધ ચાલુ: %{total} માંથી %{done} સભ્યો',
      scanned: 'છેલ્લી શોધમાં %{smart_count} જોડી મળી. |||| છેલ્લી શોધમાં %{smart_count} જોડી મળી.',
      scan_failed: 'છેલ્લી શોધ પૂરી ન થઈ. આખી ડિરેક્ટરી જોવા ફરી શોધો.',
      score: 'ગુણ %{score}',
      statuses: { open: 'નિર્ણય બાકી', dismissed: 'ડુપ્લિકેટ નથી', merged: 'એક કર્યા' },
      stayed: 'રાખેલ',
      went: 'બીજામાં ભેળવેલ',
      kept_now: 'હવે રાખેલ પ્રમાણે',
      sources: { scan: 'શોધ', registration: 'નોંધણી', import: 'આયાત' },
      not_duplicate: 'ડુપ્લિકેટ નથી',
      not_duplicate_question: 'આ બે અલગ વ્યક્તિ છે? આ જોડી ફરી બતાવાશે નહીં.',
      merge: 'એક કરો',
      merge_title: 'બે સભ્યોને એક કરો',
      merge_help:
        'કયા સભ્ય રહેશે અને દરેક વિગતમાં કઈ કિંમત રહેશે તે પસંદ કરો. બીજા સભ્યનો પરિવાર, સમિતિની બેઠકો, દાતા નોંધો, નોકરીની અરજીઓ, સ્વયંસેવક નોંધણી, વ્યવસાયો, પરિણામો અને સંપર્કો રહેનાર સભ્ય પાસે જશે.',
      keep: 'રહેશે',
      goes: 'જશે',
      keep_this: 'આ સભ્ય રાખો',
      same: 'સરખું',
      member_a: 'પહેલા',
      member_b: 'બીજા',
      added: 'ઉમેર્યા',
      none: 'અહીં કોઈ જોડી નથી.',
      family: '%{head} નો પરિવાર (%{smart_count} સભ્ય) |||| %{head} નો પરિવાર (%{smart_count} સભ્યો)',
      fields: {
        education: 'શિક્ષણ',
        place: 'સ્થળ',
        business: 'વ્યવસાય',
        family: 'પરિવાર',
      },
      reasons: {
        names_match: 'નામ મળે છે',
        names_match_across_scripts: 'બંને લિપિમાં નામ મળે છે',
        names_similar: 'નામ મળતાં આવે છે',
        first_name_matches: 'નામ મળે છે',
        same_birth_date: 'સરખી જન્મ તારીખ',
        same_birth_year: 'સરખું જન્મ વર્ષ',
        birth_years_apart: 'જન્મ વર્ષમાં મોટો ફરક',
        same_mobile: 'સરખો મોબાઇલ',
        shared_mobile: 'સહિયારો મોબાઇલ',
        same_village: 'સરખું ગામ',
        same_family: 'સરખો પરિવાર',
        different_gender: 'અલગ લિંગ',
      },
    },
  },
  resources: {
    duplicates: { name: 'સંભવિત ડુપ્લિકેટ |||| સંભવિત ડુપ્લિકેટ', fields: {} },
  },
};
