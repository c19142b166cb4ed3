import { randomBytes } from 'node:crypto';
import { apiPaths } from '@srm/contract';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { call, type Envelope, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { countRows } from '../../../test/rows.ts';
import { multipart } from '../../../test/upload-helper.ts';
import { bigPart, withParts, workbookOf } from '../../../test/zip-fixtures.ts';

const p = apiPaths.forecast;
type Cell = string | number | Date | null;
type UploadError = { Row: number; Field: string | null; Column: string; Reason: string };
type Answer = {
  Created?: number;
  Unchanged?: number;
  Versions?: { VENDOR_CODE: string; VERSION: number; BUCKETS: number }[];
  Errors?: UploadError[];
};

/** The template's headings, written here by hand (not read from the server's table). */
const headings = {
  en: ['Vendor code *', 'Version *', 'Part no. *', 'Period *', 'Quantity *'],
  'zh-chs': ['供应商编码 *', '版本 *', '物料编码 *', '周期 *', '需求数量 *'],
} as const;
const fieldNames = ['VENDOR_CODE', 'VERSION', 'PART_NO', 'PERIOD', 'QTY'];

let versionSerial = 1000;
/** Version numbers rise through the file (each vendor's versions must). */
const nextVersion = () => ++versionSerial;
let partSerial = 0;
const freshPart = () => `UP-${process.pid % 1000}-${++partSerial}`;

/** On both engines (issue #48): the buyers' Excel upload of forecast versions, with the ASN import's rules. */
describeEachDatabase('forecast Excel upload', (t) => {
  const { buyer, vendor1 } = signedIn(t);

  const upload = async (as: Session, bytes: Buffer, lang: 'en' | 'zh-chs' = 'en') => {
    const body = multipart('forecast.xlsx', bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${p.upload}`,
      headers: { ...as.headers, 'content-type': body.contentType, 'accept-language': lang },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json<Envelope<Answer>>() };
  };
  const template = (as: Session, lang: 'en' | 'zh-chs') =>
    t.app.inject({
      method: 'GET',
      url: `/api/${p.uploadTemplate}`,
      headers: { ...as.headers, 'accept-language': lang },
    });
  const counts = async () => ({
    versions: await countRows(t.db, 'forecast_version'),
    buckets: await countRows(t.db, 'forecast_bucket'),
  });

  it('round-trips its template in either language: headings read back, rows published as excel:<user>, the same file again unchanged', async () => {
    for (const lang of ['en', 'zh-chs'] as const) {
      const res = await template(buyer, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const [sheet, notes] = book.worksheets;
      expect((sheet!.getRow(1).values as Cell[]).slice(1)).toEqual([...headings[lang]]);
      // The example row, to be overwritten.
      expect(sheet!.getRow(2).getCell(1).value).toBe('V001');
      expect(notes!.rowCount).toBeGreaterThan(10);
      const notesText = JSON.stringify(notes!.getSheetValues());
      expect(notesText).toMatch(/2026-W49/);
      expect(notesText).toMatch(lang === 'en' ? /nothing is published/ : /不会发布任何版本/);

      const parts = [freshPart(), freshPart()];
      const version = nextVersion();
      const rows: Cell[][] = parts.flatMap((part, i) =>
        ['2030-W10', '2030-W11', '2030-04'].map((period, w) => ['V001', version, part, period, 10 * i + w]),
      );
      rows.forEach((row, i) => {
        sheet!.getRow(i + 2).values = row;
      });
      const filled = Buffer.from(await book.xlsx.writeBuffer());
      const before = await counts();
      const answer = await upload(buyer, filled, lang);
      expect(answer.status, answer.body.msg).toBe(200);
      expect(answer.body.data).toEqual({
        Created: 1,
        Unchanged: 0,
        Versions: [{ VENDOR_CODE: 'V001', VERSION: version, BUCKETS: 6 }],
      });
      expect(await counts()).toEqual({ versions: before.versions + 1, buckets: before.buckets + 6 });
      const stored = await t.db
        .selectFrom('forecast_version')
        .select(['id', 'published_by', 'source', 'buckets', 'parts'])
        .where('vendor_code', '=', 'V001')
        .where('version_no', '=', version)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ published_by: 'excel:buyer', source: 'excel', buckets: 6, parts: 2 });
      const buckets = await t.db
        .selectFrom('forecast_bucket')
        .select(['part_no', 'period', 'quantity'])
        .where('version_id', '=', stored.id)
        .orderBy('part_no')
        .orderBy('period_start')
        .execute();
      expect(buckets.map((b) => [b.part_no, b.period, Number(b.quantity)])).toEqual([
        [parts[0], '2030-W10', 0],
        [parts[0], '2030-W11', 1],
        [parts[0], '2030-04', 2],
        [parts[1], '2030-W10', 10],
        [parts[1], '2030-W11', 11],
        [parts[1], '2030-04', 12],
      ]);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['user_name', 'user_id'])
        .where('entity', '=', 'forecast_version')
        .where('action', '=', 'publish')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({ user_name: 'excel:buyer', user_id: null });
      // The vendor reads it as any published version.
      const seen = await call<{ Version: { VERSION: number; PUBLISHED_BY: string } }>(
        t.app,
        vendor1,
        'GET',
        p.get,
      );
      expect(seen.body.data.Version).toMatchObject({ VERSION: version, PUBLISHED_BY: 'excel:buyer' });

      const again = await upload(buyer, filled, lang);
      expect(again.body.data).toMatchObject({ Created: 0, Unchanged: 1 });
      expect(await counts()).toEqual({ versions: before.versions + 1, buckets: before.buckets + 6 });
    }
  });

  it('takes headings in either language or as field names, several vendors and versions in one file', async () => {
    const [v1, v2] = [nextVersion(), nextVersion()];
    const part = freshPart();
    const file = await workbookOf([
      ['数量', 'Period', 'PART_NO', '供应商编码', 'version', 'Remark'],
      [5, '2030-w12', part, 'V001', v1, 'ignored'],
      [6, '2030/5', part, 'V001', v1, null],
      [7, '2030-W12', part, 'V002', v2, null],
    ]);
    const answer = await upload(buyer, file, 'zh-chs');
    // 需求数量 is the caption; 数量 is not a heading of the template.
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('第 1 行缺少列：需求数量 / Quantity（请使用下载的模板）');

    const good = await workbookOf([
      ['需求数量', 'Period', 'PART_NO', '供应商编码', 'version', 'Remark'],
      [5, '2030-w12', part, 'V001', v1, 'ignored'],
      [6, '2030/5', part, 'V001', v1, null],
      [7, '2030-W12', part, 'V002', v2, null],
    ]);
    const published = await upload(buyer, good, 'en');
    expect(published.status, published.body.msg).toBe(200);
    expect(published.body.data).toEqual({
      Created: 2,
      Unchanged: 0,
      Versions: [
        { VENDOR_CODE: 'V001', VERSION: v1, BUCKETS: 2 },
        { VENDOR_CODE: 'V002', VERSION: v2, BUCKETS: 1 },
      ],
    });
    const periods = await t.db
      .selectFrom('forecast_bucket')
      .select('period')
      .where('part_no', '=', part)
      .orderBy('period')
      .execute();
    expect(periods.map((r) => r.period)).toEqual(['2030-05', '2030-W12', '2030-W12']);
  });

  it('refuses a file with wrong columns whole, naming the missing ones in the caller’s language', async () => {
    const before = await counts();
    const file = await workbookOf([
      ['Vendor', 'Version', 'Part', 'Amount'],
      ['V001', nextVersion(), freshPart(), 5],
    ]);
    const en = await upload(buyer, file, 'en');
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe(
      'Row 1 lacks the columns 供应商编码 / Vendor code, 物料编码 / Part no., 周期 / Period, 需求数量 / Quantity (use the downloaded template)',
    );
    const zh = await upload(buyer, file, 'zh-chs');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toMatch(/^第 1 行缺少列：供应商编码 \/ Vendor code/);
    const empty = await upload(buyer, await workbookOf([fieldNames]), 'en');
    expect([empty.status, empty.body.msg]).toEqual([400, 'The file has no forecast rows']);
    expect(await counts()).toEqual(before);
  });

  it('writes nothing when any row is bad, and names every bad row by row and column', async () => {
    const version = nextVersion();
    const part = freshPart();
    const rows: Cell[][] = [
      ['V001', version, part, '2030-W10', 5], // 2: good
      ['V001', version, null, '2030-W11', 5], // 3: no part
      ['V001', version, part, '2030-W60', 5], // 4: 2030 has 52 weeks
      ['V001', version, part, new Date('2030-12-01T00:00:00Z'), 5], // 5: a date, not a period
      ['V001', version, part, '2030-W13', -5], // 6: negative
      ['V001', version, part, '2030-W14', 'ten'], // 7: not a number
      ['V999', version, part, '2030-W15', 5], // 8: no such vendor
      ['V001', 'abc', part, '2030-W16', 5], // 9: no version number
      ['V001', version, part, '2030-W10', 6], // 10: the bucket of row 2 again
      ['V001', version, part, '2030-03', 7], // 11: March 2030 holds 2030-W10 (4–10 March)
      ['V001', null, null, null, null], // 12: only the vendor
      ['V001', version, freshPart(), '2030-W10', 1.23456], // 13: five decimals
    ];
    const file = await workbookOf([fieldNames, ...rows]);
    const expected = [
      [3, 'PART_NO'],
      [4, 'PERIOD'],
      [5, 'PERIOD'],
      [6, 'QTY'],
      [7, 'QTY'],
      [8, 'VENDOR_CODE'],
      [9, 'VERSION'],
      [10, 'PERIOD'],
      [11, 'PERIOD'],
      [12, 'VERSION'],
      [12, 'PART_NO'],
      [12, 'PERIOD'],
      [12, 'QTY'],
      [13, 'QTY'],
    ];
    const before = await counts();
    const en = await upload(buyer, file, 'en');
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('11 rows have errors: no forecast was published');
    const errors = en.body.data.Errors!;
    expect(errors.map((e) => [e.Row, e.Field])).toEqual(expected);
    const reason = (row: number) => errors.find((e) => e.Row === row)!.Reason;
    expect(errors.find((e) => e.Row === 3)!.Column).toBe('Part no.');
    expect(reason(4)).toBe(
      'Period "2030-W60" does not exist: write an ISO week (2026-W49) or a month (2026-12)',
    );
    expect(reason(5)).toMatch(/^Period "2030-12-01" is a date/);
    expect(reason(8)).toBe('Vendor V999 does not exist');
    expect(reason(10)).toBe(
      `Vendor V001 version ${version}: part ${part}, period 2030-W10 is already in row 2`,
    );
    expect(reason(11)).toBe(`Part ${part}: period 2030-03 overlaps 2030-W10 of row 2`);
    expect(reason(12)).toBe('Required');

    const zh = await upload(buyer, file, 'zh-chs');
    expect(zh.body.msg).toBe('11 行有错误，未发布任何预测');
    expect(zh.body.data.Errors!.map((e) => [e.Row, e.Field])).toEqual(expected);
    expect(zh.body.data.Errors![0]).toMatchObject({ Column: '物料编码', Reason: '必填' });
    expect(await counts()).toEqual(before);
  });

  it('names the rows of a version the push refuses (older than the vendor’s newest), writing nothing', async () => {
    const [older, newer] = [nextVersion(), nextVersion()];
    const part = freshPart();
    const first = await upload(buyer, await workbookOf([fieldNames, ['V002', newer, part, '2030-W20', 1]]));
    expect(first.status, first.body.msg).toBe(200);
    const before = await counts();
    const file = await workbookOf([
      fieldNames,
      ['V001', nextVersion(), part, '2030-W20', 1],
      ['V002', older, part, '2030-W20', 1],
      ['V002', older, part, '2030-W21', 2],
    ]);
    const refused = await upload(buyer, file, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('2 rows have errors: no forecast was published');
    expect(refused.body.data.Errors).toEqual(
      [3, 4].map((row) => ({
        Row: row,
        Field: 'VERSION',
        Column: 'Version',
        Reason: `Vendor V002 already has version ${newer}: an older version ${older} cannot be published`,
      })),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a workbook bomb and a PDF renamed .xlsx with a clear message, writing nothing', async () => {
    const before = await counts();
    const plain = await workbookOf([fieldNames, ['V001', nextVersion(), freshPart(), '2030-W10', 1]]);
    const bomb = await withParts(plain, [
      await bigPart('xl/sharedStrings.xml', 300 * 1024 * 1024, { head: '<sst><si><t>', fill: 'a' }),
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const exploded = await upload(buyer, bomb, 'en');
    expect(exploded.status).toBe(413);
    expect(exploded.body.msg).toMatch(/xl\/sharedStrings\.xml.*24 MB/);
    const renamed = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(4096)]);
    const pdf = await upload(buyer, renamed, 'en');
    expect([pdf.status, pdf.body.msg]).toEqual([400, 'The file is not a valid Excel (.xlsx) file']);
    const pdfZh = await upload(buyer, renamed, 'zh-chs');
    expect([pdfZh.status, pdfZh.body.msg]).toEqual([400, '文件不是有效的 Excel (.xlsx) 文件']);
    const notMultipart = await call(t.app, buyer, 'POST', p.upload, { body: {}, lang: 'en' });
    expect(notMultipart.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('is the buyer’s own organisation’s: a vendor is refused, another organisation cannot publish for our vendors', async () => {
    const before = await counts();
    const part = freshPart();
    const file = (vendor: string, version: number) =>
      workbookOf([fieldNames, [vendor, version, part, '2030-W30', 9]]);
    expect((await upload(vendor1, await file('V001', nextVersion()))).status).toBe(403);
    expect((await template(vendor1, 'en')).statusCode).toBe(403);
    expect(await counts()).toEqual(before);

    // V003 is a vendor of HQ only: in SZ it does not exist.
    const elsewhere = await signIn(t.app, 'buyer', undefined, { orgCode: 'SZ' });
    const foreign = await upload(elsewhere, await file('V003', nextVersion()), 'en');
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.Errors).toEqual([
      { Row: 2, Field: 'VENDOR_CODE', Column: 'Vendor code', Reason: 'Vendor V003 does not exist' },
    ]);
    expect(await counts()).toEqual(before);
    // V001 is SZ's too: its version is SZ's, and HQ's V001 does not see it.
    const version = nextVersion();
    const own = await upload(elsewhere, await file('V001', version), 'en');
    expect(own.status, own.body.msg).toBe(200);
    expect(await countRows(t.db, 'forecast_version', { version_no: version, org_id: elsewhere.orgId })).toBe(
      1,
    );
    expect(await countRows(t.db, 'forecast_version', { version_no: version, org_id: buyer.orgId })).toBe(0);
    const seen = await call<{ Version: { VERSION: number } | null }>(t.app, vendor1, 'GET', p.get);
    expect(seen.body.data.Version?.VERSION).not.toBe(version);
  });
});
