import { describe, expect, it } from 'vitest';
import {
  ageOn,
  indexLines,
  memberFacts,
  orderFamily,
  paginate,
  type BookLabels,
  type BookMember,
} from '../../server/directory/layout.js';

const labels: BookLabels = {
  relations: { wife: 'Wife', son: 'Son', daughter: 'Daughter', mother: 'Mother' },
  years: (n) => `${n} yrs`,
  job: 'Job',
  business: 'Business',
  married: (d) => `Married ${d}`,
  passedAway: (d) => `Passed away ${d}`,
};

let next = 1;
const member = (extra: Partial<BookMember>): BookMember => ({
  id: next++,
  first_name: 'A',
  last_name: 'B',
  relation_id: null,
  is_head: 0,
  date_of_birth: null,
  blood_group: null,
  education: null,
  business_type: 0,
  business: null,
  business_address: null,
  mobile_no: '9825000000',
  show_mobile: 1,
  show_address: 1,
  current_address: null,
  city: null,
  thumb: null,
  surname: null,
  died_on: null,
  married_on: null,
  ...extra,
});

describe('a family block', () => {
  it('reads head first, then the spouse, then children eldest first, then the others', () => {
    const family = [
      member({ first_name: 'Mother', relation_id: 7 }),
      member({ first_name: 'Younger son', relation_id: 4, date_of_birth: '2005-01-01' }),
      member({ first_name: 'Head', is_head: 1, relation_id: 1 }),
      member({ first_name: 'Daughter', relation_id: 5, date_of_birth: '2001-06-01' }),
      member({ first_name: 'Wife', relation_id: 2 }),
      member({ first_name: 'Elder son', relation_id: 4, date_of_birth: '1999-03-01' }),
    ];
    expect(orderFamily(family).map((m) => m.first_name)).toEqual([
      'Head',
      'Wife',
      'Elder son',
      'Younger son',
      'Daughter',
      'Mother',
    ]);
  });

  it('prints only what the member lets the directory show', () => {
    const on = new Date('2026-11-25');
    const hidden = memberFacts(
      member({ is_head: 1, show_mobile: 0, show_address: 0, current_address: 'Station Road' }),
      labels,
      on,
    );
    expect(hidden.mobile).toBeNull();
    expect(hidden.address).toBeNull();
    const shown = memberFacts(
      member({
        is_head: 1,
        current_address: 'Station Road',
        city: 'Visnagar',
        date_of_birth: '1971-12-01',
        business_type: 2,
        business: 'Diamonds',
        business_address: 'Surat',
      }),
      labels,
      on,
    );
    expect(shown).toMatchObject({
      mobile: '9825000000',
      address: 'Station Road, Visnagar',
      age: '54 yrs',
      work: 'Diamonds, Surat',
      relation: null,
    });
    // Another member's address is the family's: only the head's is printed.
    expect(memberFacts(member({ relation_id: 4, current_address: 'X' }), labels, on)).toMatchObject(
      {
        address: null,
        relation: 'Son',
      },
    );
  });

  it('names a member as the rest of the product does ("null" is no name)', () => {
    const on = new Date('2026-11-25');
    expect(
      memberFacts(member({ first_name: 'null', last_name: 'Bhupendra' }), labels, on).name,
    ).toBe('Bhupendra');
  });

  it('counts ages in whole years, the day of the birthday included', () => {
    const on = new Date('2026-11-25');
    expect(ageOn('2000-11-25', on)).toBe(26);
    expect(ageOn('2000-11-26', on)).toBe(25);
    expect(ageOn(null, on)).toBeNull();
  });
});

describe('pages', () => {
  it('never splits a family, and starts each village on a new page', () => {
    const family = (rows: number) => ({ head: 30, rows: Array.from({ length: rows }, () => 20) });
    // Page of 200: 110 + 90 fit; the third (70) goes on; the second village starts afresh.
    const pages = paginate([[family(4), family(3), family(2)], [family(1)]], 200);
    expect(pages.map((p) => [p.section, p.blocks.map((b) => b.block)])).toEqual([
      [0, [0, 1]],
      [0, [2]],
      [1, [0]],
    ]);
    expect(pages.flatMap((p) => p.blocks).every((b) => !b.continued)).toBe(true);
  });

  it('counts the gap between blocks', () => {
    const pages = paginate(
      [
        [
          { head: 100, rows: [] },
          { head: 100, rows: [] },
        ],
      ],
      200,
      5,
    );
    expect(pages).toHaveLength(2);
  });

  it('cuts only a family taller than a page, between member rows, and marks the rest continued', () => {
    const huge = { head: 40, rows: Array.from({ length: 12 }, () => 30) }; // 400 high
    const pages = paginate([[{ head: 50, rows: [] }, huge]], 200);
    expect(pages[0]!.blocks).toEqual([{ block: 0, from: 0, to: 0, continued: false }]);
    const pieces = pages.slice(1).flatMap((p) => p.blocks);
    expect(pieces[0]).toMatchObject({ block: 1, from: 0, continued: false });
    expect(pieces.slice(1).every((p) => p.continued)).toBe(true);
    // Every row printed once, in order.
    expect(
      pieces.flatMap((p) => Array.from({ length: p.to - p.from }, (_, i) => p.from + i)),
    ).toEqual(Array.from({ length: 12 }, (_, i) => i));
    // Each piece fits its page: its heading and rows.
    for (const p of pieces) expect(40 + (p.to - p.from) * 30).toBeLessThanOrEqual(200);
  });
});

describe('the index of names', () => {
  const compare = new Intl.Collator('gu').compare;
  it('names each person once with every page they are on, in order, each page once', () => {
    const lines = indexLines(
      [
        { name: 'સુરેશ રમેશ', page: 12 },
        { name: 'અમિત કિરણ', page: 40 },
        { name: 'સુરેશ રમેશ', page: 9 },
        { name: 'સુરેશ રમેશ', page: 12 },
        { name: 'Asha Kiran', page: 7 },
      ],
      compare,
      { first: 3, more: 5 },
    );
    // A Gujarati book's collation puts Gujarati names before Latin ones.
    expect(lines).toEqual([
      { name: 'અમિત કિરણ', pages: [40] },
      { name: 'સુરેશ રમેશ', pages: [9, 12] },
      { name: 'Asha Kiran', pages: [7] },
    ]);
  });

  it('carries a common name over lines under it, so no page is cut off its column', () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      name: 'Suresh Ramesh',
      page: 100 + i,
    }));
    expect(indexLines(entries, compare, { first: 3, more: 5 })).toEqual([
      { name: 'Suresh Ramesh', pages: [100, 101, 102] },
      { name: '', pages: [103, 104, 105, 106, 107] },
      { name: '', pages: [108, 109, 110, 111] },
    ]);
  });
});
