import { describe, expect, it } from 'vitest';
import { BlockIndex } from '../../server/duplicates/match/blocks.js';
import { nameKeys } from '../../server/duplicates/match/names.js';
import { compare, POSSIBLE, prepare, type Person } from '../../server/duplicates/match/score.js';

/** The duplicate finder on real-looking people (docs/duplicates.md). */
let next = 1;
const person = (fields: Partial<Person>): Person => ({
  id: next++,
  first_name: null,
  last_name: null,
  mobile: null,
  birth_date: null,
  sex: null,
  village_id: null,
  ...fields,
});
const score = (a: Partial<Person>, b: Partial<Person>) =>
  compare(prepare(person(a)), prepare(person(b)));

describe('names across scripts and spellings', () => {
  it.each([
    ['Rameshbhai Patel', 'રમેશભાઈ પટેલ'],
    ['Mahesh Kumar', 'મહેશકુમાર'],
    ['Jayshreeben', 'જયશ્રીબેન'],
    ['Choudhary', 'ચૌધરી'],
    ['Kshitij', 'ક્ષિતિજ'],
    ['Ankit', 'અંકિત'],
    ['Shah', 'શાહ'],
    ['Krishna', 'કૃષ્ણ'],
    ['Priyanka', 'પ્રિયંકા'],
    ['Jignesh', 'Jignesh'],
    ['Bhavesh', 'Bhavesh bhai'],
    ['Ambalal', 'અંબાલાલ'],
    ['Jagdish', 'જગદીશ'],
    ['Geeta', 'ગીતા'],
    ['Neelesh', 'Nilesh'],
    ['Hetalben', 'હેતલ'],
    ['Chandrakant', 'ચંદ્રકાંત'],
    ['Jagdish Ambalal', 'જગદીશ અંબાલાલ'],
    ['Patel Ramesh', 'Ramesh Patel'],
    ['Vipulkumar', 'વિપુલ કુમાર'],
    ['Kshitij', 'Xitij'],
  ])('%s and %s have the same keys', (a, b) => {
    const [x, y] = [nameKeys(a), nameKeys(b)];
    expect(x.joined === y.joined || x.bare === y.bare).toBe(true);
  });

  it('keeps different names apart', () => {
    expect(nameKeys('Ramesh').joined).not.toBe(nameKeys('Mahesh').joined);
    expect(nameKeys('Hetal').joined).not.toBe(nameKeys('Hitesh').joined);
  });
});

describe('the score of a pair, with its reasons', () => {
  const village = 7;
  it.each([
    // True matches: the same person written twice.
    [
      'a registration in Gujarati of a member entered in English, new mobile',
      {
        first_name: 'Rameshbhai',
        last_name: 'Kantilal',
        birth_date: '1971-04-12',
        sex: 1,
        mobile: '9825012345',
        village_id: village,
      },
      {
        first_name: 'રમેશભાઈ',
        last_name: 'કાંતિલાલ',
        birth_date: '1971-04-12',
        sex: 1,
        mobile: '9909012345',
        village_id: village,
      },
      ['names_match_across_scripts', 'same_birth_date', 'same_village'],
    ],
    [
      'spellings of one name, no birth date on one side, same village',
      { first_name: 'Jayshreeben', last_name: 'Chaudhari', sex: 0, village_id: village },
      {
        first_name: 'Jayshri',
        last_name: 'Choudhary',
        sex: 0,
        village_id: village,
        birth_date: '1980-01-01',
      },
      ['names_match', 'same_village'],
    ],
    [
      'one name written with and without a space',
      { first_name: 'Mahesh Kumar', last_name: 'Bhikhabhai', birth_date: '1990-02-03' },
      { first_name: 'મહેશકુમાર', last_name: 'ભીખાભાઈ', birth_date: '1990-02-03' },
      ['names_match_across_scripts', 'same_birth_date'],
    ],
    [
      'the same mobile with the same name (a re-registration)',
      { first_name: 'Hardik', last_name: 'Dilipbhai', mobile: '9825011111' },
      { first_name: 'Hardik', last_name: 'Dilip', mobile: '9825011111' },
      ['names_match', 'same_mobile'],
    ],
  ])('a match: %s', (_case, a, b, reasons) => {
    const match = score(a, b);
    expect(match.score).toBeGreaterThanOrEqual(POSSIBLE);
    expect(match.reasons).toEqual(expect.arrayContaining(reasons));
  });

  it.each([
    // Look-alikes: different people.
    [
      'same first name and village, different father',
      { first_name: 'Ramesh', last_name: 'Kantilal', village_id: village, sex: 1 },
      { first_name: 'Ramesh', last_name: 'Maganlal', village_id: village, sex: 1 },
    ],
    [
      'a husband and wife sharing one mobile',
      {
        first_name: 'Dinesh',
        last_name: 'Jivabhai',
        mobile: '9825022222',
        sex: 1,
        birth_date: '1965-05-01',
      },
      {
        first_name: 'Daxaben',
        last_name: 'Dineshbhai',
        mobile: '9825022222',
        sex: 0,
        birth_date: '1969-08-09',
      },
    ],
    [
      'a father and son of the same name, 25 years apart',
      {
        first_name: 'Kantilal',
        last_name: 'Ambalal',
        birth_date: '1950-01-01',
        village_id: village,
      },
      {
        first_name: 'Kantilal',
        last_name: 'Ambalal',
        birth_date: '1975-06-01',
        village_id: village,
      },
    ],
    [
      'brothers three years apart, one name alike',
      {
        first_name: 'Bhavesh',
        last_name: 'Rameshbhai',
        birth_date: '1988-02-10',
        village_id: village,
        sex: 1,
      },
      {
        first_name: 'Bhavik',
        last_name: 'Rameshbhai',
        birth_date: '1991-07-21',
        village_id: village,
        sex: 1,
      },
    ],
    [
      'cousins in one village: same first name and surname-like father, born apart',
      {
        first_name: 'પ્રકાશ',
        last_name: 'મહેશભાઈ',
        birth_date: '1979-01-05',
        village_id: village,
        sex: 1,
      },
      {
        first_name: 'Prakash',
        last_name: 'Mukeshbhai',
        birth_date: '1983-09-30',
        village_id: village,
        sex: 1,
      },
    ],
    [
      'twins: same father and birth date, different gender',
      { first_name: 'Het', last_name: 'Paresh', birth_date: '2010-03-03', sex: 1 },
      { first_name: 'Heta', last_name: 'Paresh', birth_date: '2010-03-03', sex: 0 },
    ],
  ])('not a match: %s', (_case, a, b) => {
    expect(score(a, b).score).toBeLessThan(POSSIBLE);
  });

  it('says why a shared mobile did not count', () => {
    const match = score(
      { first_name: 'Dinesh', last_name: 'Jivabhai', mobile: '9825022222' },
      { first_name: 'Daxa', last_name: 'Dinesh', mobile: '9825022222' },
    );
    expect(match.reasons).toContain('shared_mobile');
    expect(match.score).toBe(0);
  });
});

describe('blocking', () => {
  it('finds the pair across scripts among many others, comparing only within blocks', () => {
    const index = new BlockIndex<ReturnType<typeof prepare>>();
    const people = Array.from({ length: 2_000 }, (_, i) =>
      prepare(
        person({
          first_name: `Member${i}`,
          last_name: `Father${i % 50}`,
          birth_date: `19${50 + (i % 50)}-01-01`,
          village_id: i % 30,
        }),
      ),
    );
    const ramesh = prepare(
      person({
        first_name: 'Ramesh',
        last_name: 'Kantilal',
        birth_date: '1971-04-12',
        village_id: 3,
      }),
    );
    const રમેશ = prepare(
      person({ first_name: 'રમેશ', last_name: 'કાંતિલાલ', birth_date: '1971-04-12', village_id: 3 }),
    );
    for (const p of [...people, ramesh, રમેશ]) index.add(p);
    const pairs = [...index.pairs()];
    expect(pairs.map((p) => [p.a.id, p.b.id])).toContainEqual([ramesh.id, રમેશ.id]);
    expect(index.matches(રમેશ)[0]?.b.id).toBe(ramesh.id);
    expect(index.candidates(રમેશ).length).toBeLessThan(200);
  });
});
