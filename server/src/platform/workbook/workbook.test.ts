import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigPart, part, sheetXml, withParts, workbookOf, zip } from '../../../test/zip-fixtures.ts';
import '../../messages.ts';
import { AppError } from '../errors.ts';
import { readWorkbook } from './workbook.ts';

const read = (content: Buffer, maxRows = 5000) =>
  readWorkbook(content, { maxRows, notWorkbook: 'orderImport.notExcel' });

/** What the refusal says, or 'read' when the workbook was read. */
const outcome = (content: Buffer, maxRows = 5000) =>
  read(content, maxRows).then(
    () => 'read',
    (error: unknown) => (error instanceof AppError ? `${error.status} ${error.key}` : String(error)),
  );

/** The text exceljs's full load gives a cell (the reader it replaced, as the ASN import's cellText read it). */
function exceljsText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value && value.result !== undefined)
      return exceljsText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return exceljsText(value.richText.map((r) => r.text).join(''));
    if ('text' in value) return exceljsText(String(value.text));
    return null;
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}

async function exceljsRows(content: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const rows: { row: number; cells: (string | null)[] }[] = [];
  book.worksheets[0]!.eachRow((row, number) => {
    const cells: (string | null)[] = [];
    row.eachCell((cell, col) => {
      const text = exceljsText(cell.value);
      if (text !== null) cells[col - 1] = text;
    });
    if (cells.some((c) => c !== null)) rows.push({ row: number, cells: Array.from(cells, (c) => c ?? null) });
  });
  return rows;
}

describe('reading an uploaded workbook (issue #44)', () => {
  it('reads what Excel writes as exceljs read it: shared and rich strings, numbers, dates, formulas, Chinese', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('供应商 甲', '  空格  ', 'Ünïcödé', '4500000001', '0012', 'a&b<c>"d"'),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true })
        .map((d) => new Date(d.toISOString().slice(0, 10))),
      fc.boolean(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { maxLength: 8 }), { minLength: 1, maxLength: 12 }),
        async (rows) => {
          const content = await workbookOf([['H1', 'H2', 'H3'], ...rows]);
          const expected = (await exceljsRows(content)).filter((r) => r.row > 1);
          const sheet = await read(content);
          expect(sheet.header).toEqual(['H1', 'H2', 'H3']);
          expect(sheet.rows).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('reads rich text, a formula result and a date typed into a text-formatted workbook', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('First');
    book.addWorksheet('Second').addRow(['not read']);
    sheet.addRow(['A', 'B', 'C', 'D']);
    sheet.addRow([
      { richText: [{ text: '送货' }, { font: { bold: true }, text: '单' }] },
      { formula: 'A3*2', result: 84 },
      new Date('2026-12-01T00:00:00Z'),
      '  LOT 1 ',
    ]);
    sheet.addRow([42]);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const read1 = await read(content);
    expect(read1.rows).toEqual([
      { row: 2, cells: ['送货单', '84', '2026-12-01', 'LOT 1'] },
      { row: 3, cells: ['42'] },
    ]);
  });

  it('keeps a Chinese text whole where the inflated stream splits it', async () => {
    const text = '供应商送货单号码'.repeat(40);
    const content = await withParts(await workbookOf([['x']]), [
      await part(
        'xl/worksheets/sheet1.xml',
        sheetXml(['名称'], 3000, () => [text]),
      ),
    ]);
    const sheet = await read(content);
    expect(sheet.rows).toHaveLength(3000);
    expect(sheet.rows.every((r) => r.cells[0] === text)).toBe(true);
  });

  it('stops at the row limit: 100,000 rows answer tooMany after the first rows past it', async () => {
    const content = await withParts(await workbookOf([['x']]), [
      await part(
        'xl/worksheets/sheet1.xml',
        sheetXml(['PO_NO', 'QTY'], 100_000, (n) => [`PO${n}`, n]),
      ),
    ]);
    const sheet = await read(content, 5000);
    expect(sheet.tooMany).toBe(true);
    expect(sheet.rows).toHaveLength(5000);
    expect(sheet.rows.at(-1)).toEqual({ row: 5001, cells: ['PO5000', '5000'] });
  });

  it('refuses, before inflating, what is no workbook or unpacks past its limits', async () => {
    const plain = await workbookOf([['H'], ['v']]);
    expect(await outcome(plain)).toBe('read');
    expect(await outcome(Buffer.from('%PDF-1.4 renamed to .xlsx'))).toBe('400 orderImport.notExcel');
    expect(await outcome(zip([await part('notes.txt', 'hello')]))).toBe('400 workbook.unknownPart');
    expect(await outcome(await withParts(plain, [await part('payload.exe', 'MZ')]))).toBe(
      '400 workbook.unknownPart',
    );
    // A zip of an .xlsx's folders without its workbook part.
    expect(await outcome(zip([await part('xl/styles.xml', '<styleSheet/>')]))).toBe(
      '400 orderImport.notExcel',
    );
    const strings = await bigPart('xl/sharedStrings.xml', 300 * 1024 * 1024, {
      head: '<sst><si><t>',
      fill: 'a',
    });
    expect(await outcome(await withParts(plain, [strings]))).toBe('413 workbook.partTooLarge');
    const media = await bigPart('xl/media/image1.png', 1000 * 1024 * 1024);
    expect(await outcome(await withParts(plain, [media]))).toBe('413 workbook.partTooLarge');
    // Many parts, each within its limit, together past the total.
    const parts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bigPart(`xl/media/image${i}.png`, 7 * 1024 * 1024)),
    );
    expect(await outcome(await withParts(plain, parts))).toBe('413 workbook.tooLarge');
  });

  it('stops a part that inflates past what the directory declares (a lying zip)', async () => {
    const plain = await workbookOf([['H'], ['v']]);
    const strings = await bigPart('xl/sharedStrings.xml', 300 * 1024 * 1024, {
      head: '<sst><si><t>',
      fill: 'a',
    });
    const lying = await withParts(plain, [strings], { 'xl/sharedStrings.xml': 1024 });
    const before = process.memoryUsage().rss;
    expect(await outcome(lying)).toBe('400 orderImport.notExcel');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });
});
