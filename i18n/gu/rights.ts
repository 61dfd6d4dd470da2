import type { rights as english } from '../en/rights';

/** વિનંતીઓના પાનાના શબ્દો (docs/privacy.md "Rights"). */
export const rights: typeof english = {
  kinds: {
    access: 'જાણકારી: શું રાખ્યું છે',
    correction: 'સુધારો',
    erasure: 'ભૂંસી નાખવું',
    grievance: 'ફરિયાદ',
    nomination: 'નિયુક્તિ',
  },
  statuses: { open: 'ખુલ્લી', done: 'પૂરી', refused: 'નકારી' },
  sources: { door: 'સભ્યનું પાનું', office: 'ઑફિસ' },
  fields: {
    member_id: 'સભ્ય',
    name: 'સભ્ય',
    kind: 'શું માંગ્યું',
    source: 'ક્યાંથી',
    received_on: 'મળ્યાની તારીખ',
    due_on: 'અંતિમ તારીખ',
    status: 'સ્થિતિ',
    details: 'શું માંગ્યું (વિગત)',
    nominee_name: 'નિયુક્ત વ્યક્તિ',
    nominee_mobile: 'તેમનો મોબાઇલ',
    nominee_relation: 'સંબંધ',
    outcome: 'શું કર્યું',
    closed_on: 'બંધ કર્યાની તારીખ',
    closed_by_name: 'બંધ કરનાર',
    created_by_name: 'નોંધનાર',
  },
  intro: 'સભ્યોના અધિકાર હેઠળની વિનંતીઓ. દરેકનો જવાબ મળ્યાના 90 દિવસમાં આપવાનો છે; મોડી વિનંતી લાલ દેખાય છે.',
  new: 'વિનંતી નોંધો',
  late: 'મોડી',
  late_only: 'ફક્ત મોડી',
  all: 'બધી',
  close: 'વિનંતી બંધ કરો',
  done: 'પૂરી',
  refused: 'નકારી',
  pdf: 'રાખેલી બધી વિગતો (PDF)',
  json: 'રાખેલી બધી વિગતો (JSON)',
  erase: 'સભ્યની વિગતો ભૂંસી નાખો',
  erase_question:
    'આ સભ્યની અંગત વિગતો ભૂંસી નાખવી છે? નામ, મોબાઇલ, ફોટો, જન્મતારીખ, સરનામાં અને ફાઇલો કાયમ માટે જશે; કુટુંબ, સમિતિઓ અને ગણતરીમાં તેમનું સ્થાન “Removed member” તરીકે રહેશે. કાયદા મુજબ દાનની નોંધોમાં નામ રહેશે. આ પાછું વાળી શકાતું નથી.',
  correction_help:
    'સુધારો સભ્યના ફોર્મમાં થાય છે, અથવા સભ્યે સભ્યના પાનેથી સૂચવ્યો હોય તો ફેરફારની વિનંતીઓમાં નક્કી થાય છે.',
  open_member: 'સભ્ય ખોલો',
  change_requests: 'ફેરફારની વિનંતીઓ',
};
