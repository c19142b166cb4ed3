import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeXlsxThread, xlsxWriter } from './xlsx-writer.ts';

/** Everything written into a stream, once it ends. */
function collected(out: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    out.on('end', () => resolve(Buffer.concat(chunks)));
    out.on('error', reject);
  });
}

async function sheetOf(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const columns = [
  { header: '采购订单 PO', key: 'PO', width: 12 },
  { header: 'Qty', key: 'QTY', width: 8 },
];

describe('xlsx files written in the xlsx thread (issue #49)', () => {
  afterAll(() => closeXlsxThread());

  it('writes every row handed over, in order, with numbers as numbers, into the caller’s stream', async () => {
    const out = new PassThrough();
    const bytes = collected(out);
    const writer = xlsxWriter(out, { name: 'Report', columns });
    const batches = [0, 1, 2].map((b) =>
      Array.from({ length: 700 }, (_, i) => [`PO${b * 700 + i}`, b * 700 + i]),
    );
    for (const batch of batches) await writer.addRows(batch);
    await writer.finish();
    const rows = await sheetOf(await bytes);
    expect(rows[0]).toEqual(['采购订单 PO', 'Qty']);
    expect(rows.slice(1)).toEqual(batches.flat());
  });

  it('frees the thread for the next file when files are abandoned half-way, however many', async () => {
    // More abandoned files than the thread takes at once: none may hold its place.
    for (let n = 0; n < 12; n++) {
      const writer = xlsxWriter(new PassThrough(), { name: `Gone ${n}`, columns });
      await writer.addRows([[`PO${n}`, n]]);
      writer.abort();
    }
    const out = new PassThrough();
    const bytes = collected(out);
    const writer = xlsxWriter(out, { name: 'After', columns });
    await writer.addRows([['PO-LAST', 1]]);
    await writer.finish();
    expect((await sheetOf(await bytes)).slice(1)).toEqual([['PO-LAST', 1]]);
  });
});
