import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../server/import/columns.js';
import { readBloodGroup, readDate, readMobile, readSex } from '../../server/import/values.js';

/** The field each heading is given, by heading. */
const guessed = (headers: string[], remembered?: Map<string, never>) => {
  const mapping = guessMapping(headers, remembered);
  return Object.fromEntries(headers.map((h, i) => [h, mapping[String(i)]]));
};

describe('the column guesser (docs/import.md, "Columns")', () => {
  it("maps the app's own labels with no help", () => {
    expect(
      guessed([
        'First Name',
        'Middle Name',
        'Mobile No.',
        'Birth Date',
        'Gender',
        'Blood Group',
        'Education',
        'District',
        'Post',
        'Village',
        'Relation',
        'Family',
      ]),
    ).toEqual({
      'First Name': 'first_name',
      'Middle Name': 'last_name',
      'Mobile No.': 'mobile_no',
      'Birth Date': 'date_of_birth',
      Gender: 'sex',
      'Blood Group': 'blood_group',
      Education: 'education',
      District: 'district',
      Post: 'post',
      Village: 'village',
      Relation: 'relation',
      Family: 'family',
    });
  });

  it('maps the columns of our own members.csv, Name being the whole name', () => {
    expect(
      guessed([
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
      ]),
    ).toEqual({
      Name: 'name',
      'Mobile No.': 'mobile_no',
      'Birth Date': 'date_of_birth',
      Gender: 'sex',
      'Blood Group': 'blood_group',
      Education: 'education',
      Country: null,
      State: null,
      City: 'city',
      District: 'district',
      Post: 'post',
      Village: 'village',
    });
  });

  it("maps a village sheet's Gujarati headings; નામ beside પિતાનું નામ is the first name", () => {
    expect(
      guessed([
        'કુટુંબ નંબર',
        'નામ',
        'પિતાનું નામ',
        'મોબાઈલ નંબર',
        'જન્મ તારીખ',
        'જાતિ',
        'સંબંધ',
        'ગામ',
        'તાલુકો',
        'જિલ્લો',
        'બ્લડ ગ્રુપ',
        'અભ્યાસ',
        'સરનામું',
      ]),
    ).toEqual({
      'કુટુંબ નંબર': 'family',
      નામ: 'first_name',
      'પિતાનું નામ': 'last_name',
      'મોબાઈલ નંબર': 'mobile_no',
      'જન્મ તારીખ': 'date_of_birth',
      જાતિ: 'sex',
      સંબંધ: 'relation',
      ગામ: 'village',
      તાલુકો: 'post',
      જિલ્લો: 'district',
      'બ્લડ ગ્રુપ': 'blood_group',
      અભ્યાસ: 'education',
      સરનામું: 'current_address',
    });
  });

  it('reads headings however they are spaced and punctuated, and gives each field to one column', () => {
    expect(guessed(['  MOBILE  NO ', 'Date-of-Birth', 'Phone', 'Father’s Name'])).toEqual({
      '  MOBILE  NO ': 'mobile_no',
      'Date-of-Birth': 'date_of_birth',
      Phone: null,
      'Father’s Name': 'last_name',
    });
  });

  it('puts a remembered choice before the guess, and leaves unknown headings out', () => {
    const remembered = new Map([
      ['pita', 'last_name'],
      ['mobile', null],
    ]) as Map<string, never>;
    expect(guessed(['Naam', 'Pita', 'Mobile', 'Facebook'], remembered)).toEqual({
      Naam: null,
      Pita: 'last_name',
      Mobile: null,
      Facebook: null,
    });
  });
});

describe('dates as India writes them', () => {
  const today = new Date('2026-11-25T12:00:00Z');
  const read = (cell: unknown) => readDate(cell, today);

  it('reads day-first dates in every common writing', () => {
    for (const cell of [
      '12/04/1971',
      '12-04-1971',
      '12.04.1971',
      '12/4/1971',
      '12.04.71',
      '12 Apr 1971',
      '12-Apr-1971',
      '1971-04-12',
      '૧૨/૦૪/૧૯૭૧',
      new Date(Date.UTC(1971, 3, 12)),
      26035, // the Excel serial number of 12 April 1971
    ])
      expect(read(cell), String(cell)).toEqual({ value: '1971-04-12' });
  });

  it('takes a two-digit year as this century unless that is in the future', () => {
    expect(read('05/06/24')).toEqual({ value: '2024-06-05' });
    expect(read('05/06/61')).toEqual({ value: '1961-06-05' });
  });

  it('names what is wrong with a date that cannot be a birth date', () => {
    expect(read('31/02/1980')).toEqual({ problem: 'date_missing' });
    expect(read('12/04/2030')).toEqual({ problem: 'birth_date_future' });
    expect(read('12/04/1901')).toEqual({ problem: 'birth_date_old' });
    expect(read('some day')).toEqual({ problem: 'birth_date_format' });
    expect(read('')).toEqual({ value: null });
  });
});

describe('mobiles with or without +91', () => {
  it('reads one number however it is written', () => {
    for (const cell of [
      '+91 98250 12345',
      '+919825012345',
      '098250 12345',
      '9825012345',
      '98250-12345',
      '૯૮૨૫૦૧૨૩૪૫',
      9825012345,
      '9825012345.0',
    ])
      expect(readMobile(cell), String(cell)).toEqual({ value: '9825012345' });
  });

  it('keeps a number abroad whole, and refuses what is no mobile', () => {
    expect(readMobile('+1 415 555 2671')).toEqual({ value: '+14155552671' });
    expect(readMobile('12345')).toEqual({ problem: 'mobile_invalid' });
    expect(readMobile('079 2658 1234')).toEqual({ problem: 'mobile_landline' });
    expect(readMobile('')).toEqual({ value: null });
  });
});

describe('gender and blood group in English or Gujarati', () => {
  it('reads them', () => {
    expect(['M', 'male', 'પુરુષ'].map((c) => readSex(c).value)).toEqual([1, 1, 1]);
    expect(['F', 'Female', 'સ્ત્રી'].map((c) => readSex(c).value)).toEqual([0, 0, 0]);
    expect(readSex('other')).toEqual({ problem: 'gender_choose' });
    expect(
      ['B+', 'B +ve', 'b positive', 'O-', 'ab neg', 'બી પોઝિટિવ'].map(
        (c) => readBloodGroup(c).value,
      ),
    ).toEqual(['B+', 'B+', 'B+', 'O-', 'AB-', 'B+']);
    expect(readBloodGroup('C+')).toEqual({ problem: 'blood_group_unknown' });
  });
});
