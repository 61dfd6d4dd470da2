import type { ImportField, ImportMapping } from '../../shared/contract/import.js';

/**
 * What a column heading may say for each field, in English and Gujarati: the
 * app's own labels, the columns of our members.csv and what village sheets write
 * (docs/import.md). Compared folded: lower case, no spaces, dots or brackets.
 */
const HEADINGS: Record<ImportField, string[]> = {
  name: ['name', 'full name', 'member name', 'નામ', 'પૂરું નામ', 'સભ્યનું નામ'],
  first_name: ['first name', 'firstname', 'given name', 'પ્રથમ નામ', 'પહેલું નામ'],
  last_name: [
    'middle name',
    'father name',
    "father's name",
    'fathers name',
    'husband or father name',
    'પિતાનું નામ',
    'પિતા/પતિનું નામ',
    'પતિ/પિતાનું નામ',
    'પિતા નું નામ',
    'પિતાશ્રીનું નામ',
    'બાપુજીનું નામ',
    'મધ્ય નામ',
    'father',
    'pita nu naam',
  ],
  mobile_no: [
    'mobile no',
    'mobile',
    'mobile number',
    'phone',
    'contact',
    'contact no',
    'મોબાઇલ',
    'મોબાઈલ',
    'મોબાઇલ નંબર',
    'મોબાઈલ નંબર',
    'ફોન',
  ],
  date_of_birth: [
    'birth date',
    'date of birth',
    'dob',
    'birthdate',
    'birthday',
    'જન્મ તારીખ',
    'જન્મતારીખ',
    'જન્મ તા',
    'જ તા',
    'જન્મ દિવસ',
    'જન્મ દિનાંક',
  ],
  sex: ['gender', 'sex', 'જાતિ', 'લિંગ'],
  surname: ['surname', 'family name', 'last name', 'atak', 'અટક', 'અટક નામ'],
  native_place: ['native place', 'native', 'vatan', 'native village', 'મૂળ વતન', 'વતન', 'મૂળ ગામ'],
  whatsapp_consent: [
    'whatsapp',
    'whatsapp consent',
    'whatsapp ok',
    'whatsapp messages',
    'વોટ્સએપ',
    'વૉટ્સઍપ',
    'વોટ્સએપ સંમતિ',
  ],
  blood_group: [
    'blood group',
    'blood',
    'bloodgroup',
    'બ્લડ ગ્રુપ',
    'બ્લડ',
    'રક્ત જૂથ',
    'રક્તજૂથ',
    'લોહી જૂથ',
    'લોહીનું જૂથ',
    'લોહીનો પ્રકાર',
    'રક્ત ગ્રુપ',
  ],
  education: ['education', 'qualification', 'અભ્યાસ', 'શિક્ષણ'],
  district: ['district', 'જિલ્લો'],
  post: ['post', 'taluka', 'પોસ્ટ', 'તાલુકો'],
  village: [
    'village',
    'village name',
    'native village',
    'gam',
    'gaam',
    'ગામ',
    'ગામનું નામ',
    'મૂળ ગામ',
    'વતન',
  ],
  city: ['city', 'town', 'શહેર'],
  current_address: ['current address', 'address', 'સરનામું', 'હાલનું સરનામું'],
  relation: ['relation', 'relationship', 'સંબંધ'],
  family: ['family', 'family no', 'family id', 'family number', 'કુટુંબ', 'કુટુંબ નંબર', 'પરિવાર'],
  head_mobile: ['head mobile', 'head mobile no', "head's mobile", 'મોભીનો મોબાઇલ', 'મુખ્યનો મોબાઇલ'],
};

/** A heading folded for comparison: "Mobile No." → "mobileno", "જન્મ તારીખ" → "જન્મતારીખ". */
export const foldHeading = (heading: string) =>
  heading
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.:_\-()'’/*]+/g, '');

const KNOWN = new Map<string, ImportField>(
  Object.entries(HEADINGS).flatMap(([field, headings]) =>
    headings.map((h) => [foldHeading(h), field as ImportField] as const),
  ),
);

/**
 * The field each column fills, guessed from its heading: the mapping remembered
 * from earlier files first (by heading), then the known headings. Each field is
 * given to one column at most; a whole name yields to a separate first name, and
 * becomes the first name beside a middle (father's) name.
 */
/** How many of a row's cells are headings the import knows. */
export const knownHeadings = (cells: readonly unknown[]) =>
  cells.filter((cell) => KNOWN.has(foldHeading(String(cell ?? '')))).length;

export function guessMapping(
  headers: readonly string[],
  remembered: ReadonlyMap<string, ImportField | null> = new Map(),
): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<ImportField>();
  headers.forEach((header, column) => {
    const folded = foldHeading(header);
    const field = remembered.has(folded) ? remembered.get(folded)! : (KNOWN.get(folded) ?? null);
    if (field && !taken.has(field)) {
      mapping[String(column)] = field;
      taken.add(field);
    } else mapping[String(column)] = null;
  });
  for (const [column, field] of Object.entries(mapping)) {
    if (field !== 'name') continue;
    if (taken.has('first_name')) mapping[column] = null;
    // "Name" beside a father's name is the person's own first name (unless a
    // remembered choice says otherwise).
    else if (taken.has('last_name') && !remembered.has(foldHeading(headers[Number(column)]!)))
      mapping[column] = 'first_name';
  }
  return mapping;
}
