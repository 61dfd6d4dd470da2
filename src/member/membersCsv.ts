import { CSV_EOL, csvRow } from '../../shared/csv';
import { fullName } from '../../shared/names';

/** A member as `GET /members/export` answers it. */
export interface ExportRow {
  first_name: string | null;
  last_name: string | null;
  mobile_no: string | null;
  date_of_birth: string | null;
  sex: number | null;
  blood_group: string | null;
  education: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  district: string | null;
  post: string | null;
  village: string | null;
}

/** The columns of members.csv, exactly as docs/product.md names them (§7). */
export const CSV_COLUMNS = [
  'Name',
  'Mobile No.',
  'Birth Date',
  'Gender',
  'Blood Group',
  'Education',
  'Country',
  'State',
  'City',
  'District',
  'Post',
  'Village',
] as const;

const NA = 'N/A';
const orNA = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' || text.toLowerCase() === 'null' ? NA : text;
};
const nameOf = (row: ExportRow) => orNA(fullName(row.first_name, row.last_name));
const gender = (sex: number | null) => (sex === 1 ? 'Male' : sex === 0 ? 'Female' : NA);

/** members.csv: one line per member, blanks as N/A, through the product's one CSV writer. */
export function membersCsv(rows: ExportRow[]): string {
  const lines = rows.map((row) => [
    nameOf(row),
    orNA(row.mobile_no),
    orNA(row.date_of_birth),
    gender(row.sex),
    orNA(row.blood_group),
    orNA(row.education),
    orNA(row.country),
    orNA(row.state),
    orNA(row.city),
    orNA(row.district),
    orNA(row.post),
    orNA(row.village),
  ]);
  return [CSV_COLUMNS, ...lines].map(csvRow).join(CSV_EOL);
}
