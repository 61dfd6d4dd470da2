import { fullName } from '../../shared/names';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, membersCsv, type ExportRow } from '../../src/member/membersCsv';
import {
  memberBody,
  memberFormErrors as formErrors,
  newMember,
} from '../../src/member/memberFormData';
import { registerCall } from '../../src/member/endpoints';
import { resources } from '../../src/resources';
import { toFormData } from '../../src/providers/formData';
import type { Member } from '../../src/member/types';

/** The multipart body the data provider sends for the admin form or the registration. */
const memberFormData = (values: Partial<Member>, mode: 'admin' | 'register') => {
  const endpoint = mode === 'register' ? registerCall : resources.members.update;
  return toFormData(memberBody(values), endpoint.body, endpoint.multipart);
};
import {
  birthDateProblem,
  birthYears,
  businessLabel,
  joinDate,
  NO_YEAR,
  showsBusiness,
  showsBusinessAddress,
  splitDate,
} from '../../src/member/memberRules';
import { isGujarat, showsPlaces } from '../../src/common/format/places';
import { mobileFormat } from '../../src/common/inputs/mobileFormat';

describe('the member form rules (docs/product.md §4, §5)', () => {
  it('finds Gujarat in either case and in Gujarati', () => {
    for (const name of ['Gujarat', 'GUJARAT', 'gujarat ', 'ગુજરાત'])
      expect(isGujarat(name)).toBe(true);
    for (const name of ['Maharashtra', '', null, 'Gujarat State'])
      expect(isGujarat(name)).toBe(false);
  });

  it('asks for district, post and village only in Gujarat and not abroad', () => {
    expect(showsPlaces(false, 'Gujarat')).toBe(true);
    expect(showsPlaces(0, 'ગુજરાત')).toBe(true);
    expect(showsPlaces(true, 'Gujarat')).toBe(false);
    expect(showsPlaces(false, 'Rajasthan')).toBe(false);
  });

  it('labels and shows the business fields by type', () => {
    expect(businessLabel(2)).toBe('app.member.business_label');
    expect(businessLabel(1)).toBe('app.member.job_label');
    expect(businessLabel('0')).toBe('app.member.job_label');
    expect([0, 1, 2].map(showsBusiness)).toEqual([false, true, true]);
    expect([0, 1, 2].map(showsBusinessAddress)).toEqual([false, false, true]);
  });

  it('builds the date of birth from day, month and year, refusing dates that do not exist', () => {
    // Translated by the server's code, and in English (whose catalogue leaves the
    // server's messages out) the server's own words.
    const missingDate = {
      message: 'app.server.messages.date_missing',
      args: { _: 'This date does not exist.' },
    };
    expect(joinDate({ day: 7, month: 3, year: 1990 })).toBe('1990-03-07');
    expect(joinDate({ day: 7, month: '', year: 1990 })).toBe('');
    expect(splitDate('1990-03-07')).toEqual({ day: 7, month: 3, year: 1990 });
    expect(splitDate(null)).toEqual({ day: '', month: '', year: '' });
    expect(birthDateProblem({ day: '', month: '', year: '' })).toBeUndefined();
    expect(birthDateProblem({ day: 31, month: 2, year: 2001 })).toEqual(missingDate);
    expect(birthDateProblem({ day: 29, month: 2, year: 2000 })).toBeUndefined();
    expect(birthDateProblem({ day: 29, month: 2, year: 2001 })).toEqual(missingDate);
    expect(birthDateProblem({ day: 5, month: '', year: 2001 })).toBe('app.member.date_incomplete');
    // A day whose year is not known (docs/birthdays.md).
    expect(joinDate({ day: 12, month: 3, year: NO_YEAR })).toBe('--03-12');
    expect(splitDate('--03-12')).toEqual({ day: 12, month: 3, year: NO_YEAR });
    // A day chosen before the month and the year is not a day without its year.
    expect(splitDate('--31')).toEqual({ day: 31, month: '', year: '' });
    expect(birthDateProblem({ day: 29, month: 2, year: NO_YEAR })).toBeUndefined();
    expect(birthDateProblem({ day: 30, month: 2, year: NO_YEAR })).toEqual(missingDate);
  });

  it('offers birth years from this year back 100', () => {
    const years = birthYears(new Date('2026-11-22'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(101);
  });
});

describe('the multipart body of a member (docs/product.md §7 POST /members)', () => {
  const values = {
    ...newMember(4030),
    id: 12,
    first_name: 'Nirav',
    last_name: 'Bharatbhai',
    mobile_no: '9898012345',
    date_of_birth: '1994-02-14',
    in_foreign_land: false,
    in_dpvs: true,
    district_id: 3,
    post_id: 9,
    village_id: 40,
    business_type: 2,
    business_id: 5,
    photo_file: new File([new Uint8Array([1, 2])], 'face.png', { type: 'image/png' }),
    family: [
      {
        id: 12,
        first_name: 'Nirav',
        last_name: null,
        mobile_no: '1',
        photo: null,
        relation_id: 1,
        is_head: true,
      },
      {
        id: 30,
        first_name: 'Ravi',
        last_name: null,
        mobile_no: '2',
        photo: null,
        relation_id: 4,
        is_head: false,
      },
    ],
  };

  it('sends the fields as text, flags as 1/0, the photo file, settings and family as JSON', () => {
    const form = memberFormData(values, 'admin');
    expect(form.get('id')).toBe('12');
    expect(form.get('first_name')).toBe('Nirav');
    expect(form.get('state')).toBe('4030');
    expect(form.get('in_foreign_land')).toBe('0');
    expect(form.get('in_dpvs')).toBe('1');
    expect(form.get('city')).toBe('');
    expect((form.get('photo') as File).name).toBe('face.png');
    expect(JSON.parse(form.get('settings') as string)).toEqual({ isMobile: true, isAddress: true });
    expect(JSON.parse(form.get('family') as string)).toEqual([
      { id: 12, relation_id: 1, is_head: true },
      { id: 30, relation_id: 4, is_head: false },
    ]);
  });

  it('registration sends no id and no family', () => {
    const form = memberFormData(values, 'register');
    expect(form.has('id')).toBe(false);
    expect(form.has('family')).toBe(false);
    expect(form.get('mobile_no')).toBe('9898012345');
  });

  it('starts a new member as male, A+, education 1, India, business type Other (docs/product.md §9)', () => {
    expect(newMember(4030)).toMatchObject({
      sex: 1,
      blood_group: 'A+',
      education_id: 1,
      country: 101,
      state: 4030,
      business_type: 0,
      in_foreign_land: false,
    });
  });

  it("puts the server's photo and gender errors under the form's fields", () => {
    const say = (text: { message: string }) => text.message;
    const text = (message: string) => ({ message });
    expect(
      formErrors(
        {
          body: {
            errors: {
              photo: text('Not an image'),
              gender: text('Choose'),
              mobile_no: text('Taken'),
            },
          },
        },
        say,
      ),
    ).toEqual({ photo_file: 'Not an image', sex: 'Choose', mobile_no: 'Taken' });
    expect(formErrors({ body: { errors: {} } }, say)).toBeUndefined();
  });
});

describe('members.csv (docs/product.md §7 export)', () => {
  const row = (extra: Partial<ExportRow> = {}): ExportRow => ({
    first_name: 'Hetal',
    last_name: 'Mukeshbhai',
    mobile_no: '9824099887',
    date_of_birth: '2001-11-05',
    sex: 0,
    blood_group: 'O+',
    education: 'B.Com.',
    country: 'India',
    state: 'Gujarat',
    city: 'Sidhpur',
    district: 'Patan',
    post: 'Sidhpur',
    village: 'Methan',
    ...extra,
  });

  it('has exactly the product columns and one line per member', () => {
    const lines = membersCsv([row(), row({ sex: 1 })]).split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      'Hetal Mukeshbhai,9824099887,2001-11-05,Female,O+,B.Com.,India,Gujarat,Sidhpur,Patan,Sidhpur,Methan',
    );
    expect(lines[2]).toContain(',Male,');
    expect(lines).toHaveLength(3);
  });

  it('makes a name that is a formula inert in the spreadsheet', () => {
    const [, line] = membersCsv([
      row({ first_name: '=HYPERLINK("http://evil.example","Click")', last_name: null }),
    ]).split('\r\n');
    expect(line!.startsWith(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)).toBe(true);
  });

  it('names a member without a first name by the rest, never "null Dev"', () => {
    for (const first_name of [null, '', '  ', 'null', 'NULL']) {
      const [, line] = membersCsv([row({ first_name, last_name: 'Dev' })]).split('\r\n');
      expect(line!.split(',')[0], String(first_name)).toBe('Dev');
    }
    expect(fullName('Jash', null, 'Harsh')).toBe('Jash Harsh');
    expect(fullName(null, 'null')).toBe('');
  });

  it('writes blanks, and the text "null", as N/A and quotes commas', () => {
    const [, line] = membersCsv([
      row({
        first_name: 'null',
        last_name: null,
        date_of_birth: null,
        sex: null,
        city: '  ',
        village: 'Kansa, East',
      }),
    ]).split('\r\n');
    expect(line).toBe(
      'N/A,9824099887,N/A,N/A,O+,B.Com.,India,Gujarat,N/A,Patan,Sidhpur,"Kansa, East"',
    );
  });
});

describe('mobileFormat (the shared mobile rule in the browser)', () => {
  const refused = (code: string, words: string) => ({
    message: `app.server.messages.${code}`,
    args: { _: words },
  });

  it("takes an Indian mobile in any spacing and a member abroad's international number", () => {
    expect(mobileFormat('98250 12345', {})).toBeUndefined();
    expect(mobileFormat('+91 98250 12345', {})).toBeUndefined();
    expect(mobileFormat('+44 7400 123456', { in_foreign_land: true })).toBeUndefined();
    expect(mobileFormat('', {})).toBeUndefined();
  });

  it("refuses with the server's code and, in English, its words", () => {
    expect(mobileFormat('12345', {})).toEqual(
      refused('mobile_invalid', 'The mobile number is not valid.'),
    );
    expect(mobileFormat('0261 2345678', {})).toMatchObject({
      message: 'app.server.messages.mobile_landline',
    });
    expect(mobileFormat('555 1234', { in_foreign_land: 1 })).toMatchObject({
      message: 'app.server.messages.mobile_country_code',
    });
  });
});
