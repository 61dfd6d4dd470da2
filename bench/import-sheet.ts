import ExcelJS from 'exceljs';
import { FEMALE_NAMES, MALE_NAMES } from '../server/seed/names.js';
import { Random } from '../server/seed/random.js';

const GUJARATI_MEN = [
  'રમેશભાઈ',
  'જયેશભાઈ',
  'મહેશ',
  'કિરણ',
  'હિતેશ',
  'નિલેશ',
  'દિનેશ',
  'સુરેશ',
  'પ્રકાશ',
  'અશોક',
];
const GUJARATI_WOMEN = ['ગીતાબેન', 'હંસાબેન', 'મનીષા', 'નિશા', 'જયશ્રીબેન', 'દક્ષાબેન', 'ભાવના', 'હેતલ'];
const HEADINGS = [
  'કુટુંબ નંબર',
  'નામ',
  'પિતાનું નામ',
  'મોબાઇલ',
  'જન્મ તારીખ',
  'જાતિ',
  'સંબંધ',
  'ગામ',
  'બ્લડ ગ્રુપ',
];

const ddmmyyyy = (year: number, r: Random) =>
  `${String(r.int(1, 28)).padStart(2, '0')}/${String(r.int(1, 12)).padStart(2, '0')}/${year}`;

/**
 * A village sheet as communities keep them, `rows` long: Gujarati headings,
 * families of four under a family number (head, wife, two children), half the
 * families written in Gujarati script and half in English, dates as dd/mm/yyyy,
 * mobiles with and without +91, about one row in a hundred with an impossible
 * date. Mobiles start at `firstMobile`, so none is in the directory yet.
 */
export async function importSheet(
  rows: number,
  villages: readonly string[],
  firstMobile = 7_000_000_000,
): Promise<Buffer> {
  const r = new Random(32);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Members');
  sheet.addRow(HEADINGS);
  let mobile = firstMobile;
  for (let family = 1, n = 0; n < rows; family++) {
    const gujarati = family % 2 === 0;
    const men = gujarati ? GUJARATI_MEN : MALE_NAMES;
    const women = gujarati ? GUJARATI_WOMEN : FEMALE_NAMES;
    const village = r.pick(villages);
    const head = r.pick(men);
    const father = r.pick(men);
    const born = r.int(1950, 1985);
    const members: [string, string, number, string, string][] = [
      [head, father, born, gujarati ? 'પુરુષ' : 'M', gujarati ? 'મોભી' : 'Self'],
      [
        r.pick(women),
        head,
        born + r.int(1, 5),
        gujarati ? 'સ્ત્રી' : 'F',
        gujarati ? 'પત્ની' : 'Wife',
      ],
      [r.pick(men), head, born + r.int(22, 30), gujarati ? 'પુરુષ' : 'M', gujarati ? 'પુત્ર' : 'Son'],
      [
        r.pick(women),
        head,
        born + r.int(24, 32),
        gujarati ? 'સ્ત્રી' : 'F',
        gujarati ? 'પુત્રી' : 'Daughter',
      ],
    ];
    for (const [name, fathers, year, sex, relation] of members) {
      if (n++ >= rows) break;
      const number = String(mobile++);
      sheet.addRow([
        family,
        name,
        fathers,
        r.chance(0.5) ? `+91 ${number.slice(0, 5)} ${number.slice(5)}` : number,
        r.chance(0.01) ? `31/02/${year}` : ddmmyyyy(year, r),
        sex,
        relation,
        village,
        r.pick(['A+', 'B+', 'O+', 'AB+', '']),
      ]);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
