import { member as gujaratiMember } from '../../i18n/gu/member.js';
import { RELATIONS } from '../../shared/rules.js';
import type { BookLabels } from './layout.js';

/** The words a book prints, in its language; names stay as entered (docs/directory.md). */
export interface BookWords extends BookLabels {
  contents: string;
  index: string;
  membersOnly: string;
  counts: (families: number, members: number) => string;
  everywhere: string;
  continued: string;
  mobile: string;
  address: string;
  blood: string;
  marriedAway: string;
  marriedTo: (spouse: string | null, village: string | null) => string;
}

/** 2026-02-14 as 14-02-2026, as Indian forms write dates. */
const day = (iso: string) => iso.split('-').reverse().join('-');

const english: BookWords = {
  relations: Object.fromEntries(RELATIONS.map((r) => [r.key, r.name])),
  years: (n) => (n === 1 ? '1 yr' : `${n} yrs`),
  job: 'Job',
  business: 'Business',
  contents: 'Contents',
  index: 'Index by surname',
  membersOnly:
    'For members of the community only. Members who chose to hide their mobile number or address are printed without them.',
  counts: (f, m) => `${f.toLocaleString('en-IN')} families · ${m.toLocaleString('en-IN')} members`,
  everywhere: 'Every village',
  continued: 'continued',
  mobile: 'Mo.',
  address: 'Address',
  blood: 'Blood',
  married: (d) => `Married ${day(d)}`,
  passedAway: (d) => `Passed away ${day(d)}`,
  marriedAway: 'Married daughters and sons in other families',
  marriedTo: (spouse, village) =>
    [spouse && `married to ${spouse}`, village].filter(Boolean).join(', '),
};

const gujarati: BookWords = {
  relations: gujaratiMember.app.member.relations,
  years: (n) => `${n} વર્ષ`,
  job: 'નોકરી',
  business: 'વ્યવસાય',
  contents: 'અનુક્રમણિકા',
  index: 'અટક પ્રમાણે નામ સૂચિ',
  membersOnly: 'ફક્ત સમાજના સભ્યો માટે. જે સભ્યોએ મોબાઇલ નંબર કે સરનામું છુપાવવાનું પસંદ કર્યું છે તે અહીં છાપ્યાં નથી.',
  counts: (f, m) => `${f.toLocaleString('en-IN')} પરિવાર · ${m.toLocaleString('en-IN')} સભ્યો`,
  everywhere: 'બધાં ગામ',
  continued: 'ચાલુ',
  mobile: 'મો.',
  address: 'સરનામું',
  blood: 'બ્લડ',
  married: (d) => `લગ્ન ${day(d)}`,
  passedAway: (d) => `અવસાન ${day(d)}`,
  marriedAway: 'પરણીને બીજા પરિવારમાં ગયેલાં દીકરી-દીકરા',
  marriedTo: (spouse, village) =>
    [spouse && `${spouse} સાથે લગ્ન`, village].filter(Boolean).join(', '),
};

export const bookWords = (language: 'gu' | 'en'): BookWords =>
  language === 'gu' ? gujarati : english;
