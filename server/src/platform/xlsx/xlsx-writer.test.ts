import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../../test/helper.ts';
import { connectionOf } from '../db.ts';
import { dateTimeText } from '../list/list-text.ts';
import { closeXlsxThread, type XlsxColumn, xlsxFromQuery, xlsxWriter } from './xlsx-writer.ts';

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

// One column of each way a list value becomes a cell (the export's columns: export.job.ts cellPlanOf).
const planned: XlsxColumn[] = [
  { header: 'State', key: 'STATE', width: 8, cell: { labels: { '1': '已确认', '2': '已关闭' } } },
  { header: 'Qty', key: 'QTY', width: 8, cell: { number: 'int' } },
  { header: 'Price', key: 'PRICE', width: 8, cell: { number: 'decimal' } },
  { header: 'Urgent', key: 'URGENT', width: 8, cell: { bool: { yes: '是', no: '否' } } },
  { header: 'Sent', key: 'SENT', width: 8, cell: {} },
  { header: 'Extra', key: 'EXTRA', width: 8, cell: {} },
];
const sent = new Date('2026-11-30T01:02:03Z');
// What the screens show for each value: labels, exact numbers as numbers, inexact decimals as their text, yes/no
// words, timestamps in local time, anything else as text, nothing for null.
const expectedCells = [
  ['已确认', 12, 1.5, '是', dateTimeText(sent), '{"a":1}'],
  ['已关闭', 7, '12345678901234567.89', '否', dateTimeText(sent), '3'],
  ['9', null, null, null, null, null],
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

  it('turns each value into the cell its column plans: labels, exact numbers, yes/no words, local times', async () => {
    const out = new PassThrough();
    const bytes = collected(out);
    const writer = xlsxWriter(out, { name: 'Planned', columns: planned });
    await writer.addRows([
      [1, '12', '1.50', true, sent, { a: 1 }],
      ['2', 7, '12345678901234567.89', false, sent, 3],
      [9, null, null, null, null, null],
    ]);
    await writer.finish();
    const rows = await sheetOf(await bytes);
    expect(rows.slice(1).map((row) => planned.map((_, i) => row[i] ?? null))).toEqual(expectedCells);
  });
});

describe.runIf(testDatabases('one').includes('postgres'))(
  'xlsx files read from PostgreSQL by the xlsx thread itself (issue #49)',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('postgres', { empty: true });
    });
    afterAll(async () => {
      await closeXlsxThread();
      await database?.close();
    });
    const select = (rows: number) => ({
      connection: connectionOf(database.db)!,
      // Bound values, a timestamp, a numeric and a bigint: the thread parses them as the server's pool does.
      text: `select case when n % 2 = 0 then 1 else 2 end, (n * $1::int)::bigint, n / 4.0, n % 3 = 0,
               timestamptz '2026-11-30T01:02:03Z', $2::text || n
             from generate_series(1, $3::int) as n order by n`,
      values: [10, 'PO-', rows],
      batchSize: 7,
    });

    it('writes every row its select reads, in batches, in order, each value as its column plans', async () => {
      const out = new PassThrough();
      const bytes = collected(out);
      const count = await xlsxFromQuery(out, { name: 'Read', columns: planned }, select(50));
      expect(count).toBe(50);
      const rows = (await sheetOf(await bytes)).slice(1);
      expect(rows).toHaveLength(50);
      expect(rows.slice(0, 2)).toEqual([
        ['已关闭', 10, 0.25, '否', dateTimeText(sent), 'PO-1'],
        ['已确认', 20, 0.5, '否', dateTimeText(sent), 'PO-2'],
      ]);
      expect(rows[2]?.[3]).toBe('是');
      expect(rows[49]?.[5]).toBe('PO-50');
    });

    it('stops when told to, leaving no file and no connection behind, even while the zip is behind', async () => {
      const stop = new AbortController();
      const out = new PassThrough();
      // Rows of ~12 kB in batches of 1,000: the zip falls behind, and the thread is waiting for it when told to stop
      // (half a megabyte into the file).
      let received = 0;
      out.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 512 * 1024) stop.abort();
      });
      const wide = {
        ...select(200_000),
        text: `select 1, n, n, true, now(), repeat(md5(n::text), 400) from generate_series(1, $1::int) as n`,
        values: [200_000],
        batchSize: 1000,
      };
      const answer = xlsxFromQuery(out, { name: 'Stopped', columns: planned }, wide, stop.signal);
      await expect(answer).rejects.toThrow('abandoned');
      expect(out.writableEnded).toBe(false);
      // The thread ends its connection once it sees the port closed (between two batches).
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                where query like '%xlsx_rows%' and pid <> pg_backend_pid()`.execute(database.db)
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(0);
    });

    it('fails the file with the database’s refusal, not a hang', async () => {
      const out = new PassThrough();
      const answer = xlsxFromQuery(
        out,
        { name: 'Refused', columns: planned },
        { ...select(5), text: 'select * from no_such_table' },
      );
      await expect(answer).rejects.toThrow(/no_such_table/);
    });
  },
);
