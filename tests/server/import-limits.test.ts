import { deflateRawSync } from 'node:zlib';
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../server/import/limits.js';
import { createImport, previewImport } from '../../server/import/store.js';
import { signedInServer } from './helpers.js';
import { postFiles } from './member-fixtures.js';

/**
 * Big or hostile spreadsheets cannot take the server down (docs/import.md,
 * "Limits"): refused for what they are, before they are expanded, with a code,
 * and nothing written.
 */
const api = signedInServer();

const imports = async () =>
  Number(
    (
      await api.server.db
        .selectFrom('imports')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const upload = (name: string, bytes: Buffer) =>
  postFiles(
    api.server.app,
    'members/import',
    {},
    {
      file: {
        bytes,
        name,
        type: name.endsWith('.csv')
          ? 'text/csv'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    },
    api.session,
  );
const workbook = async (rows: unknown[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Members');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('an imported sheet within its limits', () => {
  it('refuses a small .xlsx that unpacks past the budget (a zip bomb), writing nothing', async () => {
    // A real workbook whose sheet XML is padded with 60 MB of spaces: 60 KB packed.
    const zip = await JSZip.loadAsync(await workbook([['Name', 'Mobile']]));
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file(
      'xl/worksheets/sheet1.xml',
      xml.replace('<sheetData', `${' '.repeat(60 * 1024 * 1024)}<sheetData`),
    );
    const bomb = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await imports();
    const answer = await upload('bomb.xlsx', bomb);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('import_too_large');
    expect(await imports()).toBe(before);
  });

  it('refuses a part that says it is small and unpacks to more', async () => {
    const liar = deflateRawSync(Buffer.alloc(IMPORT_LIMITS.unpackedBytes + 1024, 0x20));
    const answer = await upload('liar.xlsx', lyingZip('xl/worksheets/sheet1.xml', liar, 1_000));
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('import_too_large');
  });

  it('refuses a workbook of more rows than the screen takes before reading it', async () => {
    const rows: unknown[][] = [['Name', 'Mobile']];
    for (let i = 0; i < IMPORT_LIMITS.rows + 10; i++) rows.push([`A${i}`]);
    const answer = await upload('many.xlsx', await workbook(rows));
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('import_too_many_rows');
  });

  it('refuses a CSV of a million rows before parsing it', async () => {
    const csv = Buffer.from(`Name,Mobile\n${'a,1\n'.repeat(1_000_000)}`);
    const before = await imports();
    const answer = await upload('million.csv', csv);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('import_too_many_rows');
    expect(await imports()).toBe(before);
  });

  it('refuses a cell of four million characters, naming its line and column', async () => {
    const answer = await upload(
      'huge-cell.xlsx',
      await workbook([
        ['Name', 'Father', 'Mobile'],
        ['Ramesh', 'x'.repeat(4_000_000), '9825070001'],
      ]),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('import_cell_too_long');
    expect(answer.body.params).toMatchObject({ line: 2, column: 2 });
    const csv = await upload('huge-cell.csv', Buffer.from(`Name,Mobile\n${'y'.repeat(1_500)},1\n`));
    expect(csv.status).toBe(422);
    expect(csv.body.code).toBe('import_cell_too_long');
    // A CSV cell past what one record may hold is refused while it is read, naming its line.
    const runaway = await upload(
      'runaway.csv',
      Buffer.from(`Name,Father,Mobile\nRamesh,Kantilal,9825070002\n${'z'.repeat(4_500_000)},Y,1\n`),
    );
    expect(runaway.status).toBe(422);
    expect(runaway.body.code).toBe('import_record_too_long');
    expect(runaway.body.params).toMatchObject({ line: 3 });
  });

  it('tells the command line, whose limit is the last, to split a sheet past it', async () => {
    const csv = Buffer.from(
      `Name,Mobile\n${'a,1\n'.repeat(IMPORT_LIMITS.commandLineRows + 2_000)}`,
    );
    await expect(
      createImport(
        api.server.db,
        { name: 'huge.csv', data: csv },
        null,
        IMPORT_LIMITS.commandLineRows,
      ),
    ).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('import_too_many_rows_split'),
    });
  });

  it("applies the member form's length rules to every value: a name over 100 characters is not imported", async () => {
    const { db } = api.server;
    const long = 'ર'.repeat(150);
    const id = await createImport(
      db,
      {
        name: 'long.csv',
        data: Buffer.from(`First name,Father's name,Mobile\n${long},Kantilal,9825071001\n`),
      },
      null,
    );
    await previewImport(db, id);
    const row = await db
      .selectFrom('import_rows')
      .select('preview')
      .where('import_id', '=', id)
      .executeTakeFirstOrThrow();
    const preview = JSON.parse(row.preview!) as {
      outcome: string;
      problems: { field: string; code: string }[];
    };
    expect(preview.outcome).toBe('skipped');
    expect(preview.problems).toContainEqual(
      expect.objectContaining({ field: 'first_name', code: 'at_most' }),
    );
  });

  it('takes more rows on the command line than on the screen', async () => {
    const rows = Array.from(
      { length: IMPORT_LIMITS.rows + 5 },
      (_, i) => `A${i},B,98${String(i).padStart(8, '0')}`,
    );
    const data = Buffer.from(`Name,Father,Mobile\n${rows.join('\n')}\n`);
    await expect(
      createImport(api.server.db, { name: 'big.csv', data }, null),
    ).rejects.toMatchObject({
      status: 413,
    });
    const id = await createImport(
      api.server.db,
      { name: 'big.csv', data },
      null,
      IMPORT_LIMITS.commandLineRows,
    );
    expect(id).toBeGreaterThan(0);
  }, 60_000);
});

/**
 * A zip of one deflated part whose entries declare `declared` bytes unpacked,
 * whatever the data really unpacks to: a part that lies about its size.
 */
function lyingZip(name: string, packed: Buffer, declared: number): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryAt = local.length + fileName.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}
