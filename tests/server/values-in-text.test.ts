import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { valuesInText } from '../../server/db/values-in-text.js';

const compiled = (sql: string, parameters: unknown[]) => ({
  ...CompiledQuery.raw(sql, parameters),
});

describe('values written into a statement’s text (PostgreSQL)', () => {
  it('writes each value where its placeholder stands, quoted as PostgreSQL reads it', () => {
    const written = valuesInText(
      compiled(
        'select "a" from "t" where "b" in ($1, $2) and "c" = $3 and "d" = $4 and "e" is $5',
        [3, "O'Brien", true, '$1 and $2', null],
      ),
    );
    expect(written?.sql).toBe(
      `select "a" from "t" where "b" in ('3', 'O''Brien') and "c" = 'true' and "d" = '$1 and $2' and "e" is NULL`,
    );
    expect(written?.parameters).toEqual([]);
  });

  it('leaves placeholders inside quoted texts and names as they are', () => {
    const written = valuesInText(
      compiled(`select "x$1" from "t" where "a" like '%$1%''$2' and "b" = $1 and "c" = $10`, [
        'v',
        ...Array.from({ length: 8 }, () => 0),
        'ten',
      ]),
    );
    expect(written?.sql).toBe(
      `select "x$1" from "t" where "a" like '%$1%''$2' and "b" = 'v' and "c" = 'ten'`,
    );
  });

  it('keeps the statement as it was when a value is not one it writes', () => {
    expect(valuesInText(compiled('select $1', [Buffer.from('a')]))).toBeNull();
    expect(valuesInText(compiled('select $1', [[1, 2]]))).toBeNull();
    expect(valuesInText(compiled('select $1', [Number.NaN]))).toBeNull();
    const plain = compiled('select 1', []);
    expect(valuesInText(plain)).toBe(plain);
  });
});
