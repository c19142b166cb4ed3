import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { call, type Envelope, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { auditsOf } from '../../../test/rows.ts';
import { multipart } from '../../../test/upload-helper.ts';

/** The template's columns as a vendor's ERP export would head them (field names are accepted besides captions). */
const header = [
  'PO_NO',
  'PO_ITEM',
  'DELIVERY_QTY',
  'DELIVERY_DATE',
  'ARRIVAL_DATE',
  'SHIP_TO',
  'SPARE_QTY',
  'PACKING_QTY',
  'LOT_NO',
  'DATE_CODE',
] as const;
type Field = (typeof header)[number];
type SheetRow = Partial<Record<Field, string | number | Date>>;

type OrderLine = {
  ID: number;
  PO_NO: string;
  PO_ITEM: number;
  PO_REMAINING_QTY: string;
  VENDOR_CODE: string;
};
type AsnError = { Row: number; Field: Field; Column: string; Reason: string };
type AsnAnswer = {
  Notes?: {
    ID: number;
    DELIVERY_NO: string;
    DELIVERY_DATE: string;
    SHIP_TO: string | null;
    LINE_COUNT: number;
  }[];
  Errors?: AsnError[];
};

async function sheet(rows: SheetRow[], head: readonly string[] = header): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('asn');
  ws.addRow([...head]);
  for (const r of rows) ws.addRow(header.map((f) => r[f] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeOnDatabase('Excel ASN import', (t) => {
  const { vendor1, vendor2, buyer } = signedIn(t);
  let mine: OrderLine[];
  let theirs: OrderLine;

  const openLines = async (session: Session) => {
    const res = await call<OrderLine[]>(t.app, session, 'POST', 'DeliveryNote/OpenOrderLines', {
      body: { Page: 1, Limit: 200 },
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    mine = (await openLines(vendor1)).filter((l) => new Decimal(l.PO_REMAINING_QTY).gte(200));
    theirs = (await openLines(vendor2))[0]!;
    expect(mine.length).toBeGreaterThan(3);
    expect(theirs.VENDOR_CODE).toBe('V002');
    // The demo's over-delivery tolerance needs an SPQ; every demo line has one.
  });

  const upload = async (as: Session, bytes: Buffer, lang: 'en' | 'zh-chs' = 'en') => {
    const body = multipart('asn.xlsx', bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/DeliveryNote/AsnImport',
      headers: { ...as.headers, 'content-type': body.contentType, 'accept-language': lang },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json<Envelope<AsnAnswer>>() };
  };

  const counts = async () => {
    const notes = await t.db
      .selectFrom('delivery_note')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const lines = await t.db
      .selectFrom('delivery_line')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const audits = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', 'deliveryNote')
      .executeTakeFirstOrThrow();
    return { notes: Number(notes.n), lines: Number(lines.n), audits: Number(audits.n) };
  };

  const good = (line: OrderLine, extra: SheetRow = {}): SheetRow => ({
    PO_NO: line.PO_NO,
    PO_ITEM: line.PO_ITEM,
    DELIVERY_QTY: 1,
    DELIVERY_DATE: '2026-12-01',
    LOT_NO: 'L1',
    ...extra,
  });

  it('writes nothing unless every row is valid, and names every bad row by row and column (property)', async () => {
    type Kind = 'good' | 'unknownPo' | 'otherVendor' | 'overQty' | 'badDate' | 'emptyRequired';
    const badField: Record<Exclude<Kind, 'good'>, Field> = {
      unknownPo: 'PO_NO',
      otherVendor: 'PO_NO',
      overQty: 'DELIVERY_QTY',
      badDate: 'DELIVERY_DATE',
      emptyRequired: 'LOT_NO',
    };
    const rowArb = fc.record({
      kind: fc.oneof(
        { weight: 6, arbitrary: fc.constant<Kind>('good') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Kind>('unknownPo', 'otherVendor', 'overQty', 'badDate', 'emptyRequired'),
        },
      ),
      line: fc.nat({ max: 1000 }),
      date: fc.constantFrom('2026-12-01', '2026-12-02', new Date('2026-12-03T00:00:00Z')),
      shipTo: fc.constantFrom(undefined, 'WH-A', 'WH-B'),
    });
    let committed = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 1, maxLength: 30 }), async (spec) => {
        const rows = spec.map((s): SheetRow => {
          const line = mine[s.line % mine.length]!;
          const base = good(line, { DELIVERY_DATE: s.date, ...(s.shipTo ? { SHIP_TO: s.shipTo } : {}) });
          if (s.kind === 'unknownPo') return { ...base, PO_NO: `NOPE${s.line}` };
          if (s.kind === 'otherVendor') return { ...base, PO_NO: theirs.PO_NO, PO_ITEM: theirs.PO_ITEM };
          if (s.kind === 'overQty') return { ...base, DELIVERY_QTY: '9999999' };
          if (s.kind === 'badDate') return { ...base, DELIVERY_DATE: '2026-13-45' };
          if (s.kind === 'emptyRequired') return { ...base, LOT_NO: undefined };
          return base;
        });
        const before = await counts();
        const res = await upload(vendor1, await sheet(rows));
        const after = await counts();
        const bad = spec.flatMap((s, i) =>
          s.kind === 'good' ? [] : [{ Row: i + 2, Field: badField[s.kind] }],
        );
        if (bad.length) {
          refused++;
          expect(res.status).toBe(400);
          expect(after).toEqual(before);
          const named = res.body.data.Errors!.map((e) => ({ Row: e.Row, Field: e.Field }));
          expect(named).toEqual(bad);
          expect(res.body.data.Errors!.every((e) => e.Reason.length > 0 && e.Column.length > 0)).toBe(true);
        } else {
          committed++;
          expect(res.status, res.body.msg).toBe(200);
          const groups = new Set(
            spec.map((s) => `${s.date instanceof Date ? '2026-12-03' : s.date}|${s.shipTo ?? ''}`),
          );
          expect(res.body.data.Notes!.length).toBe(groups.size);
          expect(after.notes).toBe(before.notes + groups.size);
          expect(after.lines).toBe(before.lines + spec.length);
          expect(after.audits).toBe(before.audits + groups.size);
        }
      }),
      // Seeded examples besides the random ones: an all-valid sheet and one with a bad row of each kind.
      {
        numRuns: 15,
        examples: [
          [
            [
              { kind: 'good', line: 1, date: '2026-12-01', shipTo: undefined },
              { kind: 'good', line: 2, date: '2026-12-02', shipTo: 'WH-A' },
            ],
          ],
          [
            (
              ['good', 'unknownPo', 'otherVendor', 'overQty', 'badDate', 'emptyRequired', 'good'] as Kind[]
            ).map((kind, i) => ({ kind, line: i, date: '2026-12-01', shipTo: undefined })),
          ],
        ],
      },
    );
    // Both outcomes were exercised.
    expect(committed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 300_000);

  it('groups rows into one note per delivery date and ship-to, each numbered and audited as the editor does', async () => {
    const [a, b, c] = mine;
    const res = await upload(
      vendor1,
      await sheet([
        good(a!, { DELIVERY_DATE: '2026-12-10', LOT_NO: 'A1' }),
        good(b!, { DELIVERY_DATE: '2026-12-10', SHIP_TO: 'Dock 2', ARRIVAL_DATE: '2026-12-11' }),
        good(c!, { DELIVERY_DATE: '2026-12-10', DATE_CODE: '2650', PACKING_QTY: 1 }),
        good(a!, { DELIVERY_DATE: new Date('2026-12-09T00:00:00Z') }),
        good(c!, { DELIVERY_DATE: '2026/12/10', SHIP_TO: 'Dock 2' }),
      ]),
    );
    expect(res.status, res.body.msg).toBe(200);
    const notes = res.body.data.Notes!;
    expect(notes.map((n) => [n.DELIVERY_DATE, n.SHIP_TO, n.LINE_COUNT])).toEqual([
      ['2026-12-09', null, 1],
      ['2026-12-10', null, 2],
      ['2026-12-10', 'Dock 2', 2],
    ]);
    for (const n of notes) expect(n.DELIVERY_NO).toMatch(/^DN\d{8}\d{4}$/);
    const docked = await call<{
      DELIVERY_NO: string;
      ARRIVAL_DATE: string | null;
      DESCRIPTION: string | null;
      Lines: { PO_NO: string; LOT_NO: string | null; PACKING_QTY: string; BOX_COUNT: number }[];
    }>(t.app, vendor1, 'GET', 'DeliveryNote/Get', { query: { id: notes[2]!.ID } });
    expect(docked.body.data.DELIVERY_NO).toBe(notes[2]!.DELIVERY_NO);
    expect(docked.body.data.ARRIVAL_DATE).toBe('2026-12-11');
    expect(docked.body.data.DESCRIPTION).toContain('Dock 2');
    const plain = await call<{
      Lines: { DATE_CODE: string | null; PACKING_QTY: string; BOX_COUNT: number }[];
    }>(t.app, vendor1, 'GET', 'DeliveryNote/Get', { query: { id: notes[1]!.ID } });
    // PACKING_QTY 1 → one box per unit; left out → the part's SPQ (the editor's rule).
    expect(plain.body.data.Lines.map((l) => [l.DATE_CODE, l.PACKING_QTY, l.BOX_COUNT])).toContainEqual([
      '2650',
      '1',
      1,
    ]);
    const created = notes.map((n) => n.ID);
    const audits = await auditsOf(t.db, 'deliveryNote', 'create', created, ['entity_id', 'user_name']);
    expect(audits.length).toBe(3);
    expect(audits.every((a) => a.user_name === 'vendor1')).toBe(true);
  });

  it('names the over-delivery of the sum of a sheet, a second arrival date, in the caller’s language', async () => {
    // Fresh figures: the tests before took from these lines.
    const line = (await openLines(vendor1)).find((l) => l.ID === mine[3]!.ID)!;
    const max = new Decimal(line.PO_REMAINING_QTY);
    const res = await upload(
      vendor1,
      await sheet([
        good(line, { DELIVERY_QTY: max.toFixed(), ARRIVAL_DATE: '2026-12-02' }),
        good(line, { DELIVERY_QTY: max.toFixed(), ARRIVAL_DATE: '2026-12-02' }),
        good(mine[0]!, { ARRIVAL_DATE: '2026-12-05' }),
      ]),
      'zh-chs',
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('未创建任何送货单');
    const errors = res.body.data.Errors!;
    expect(errors.map((e) => [e.Row, e.Field, e.Column])).toEqual([
      [3, 'DELIVERY_QTY', '送货数量'],
      [4, 'ARRIVAL_DATE', '预计到货日期'],
    ]);
    expect(errors[0]!.Reason).toContain('超出可送数量');
  });

  const template = async (as: Session, lang: 'en' | 'zh-chs', query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/DeliveryNote/AsnTemplate${query}`,
      headers: { ...as.headers, 'accept-language': lang },
    });
    if (res.statusCode !== 200) return { status: res.statusCode, book: null };
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { status: res.statusCode, book };
  };
  const noteText = (note: ExcelJS.Comment | string | undefined) =>
    typeof note === 'string' ? note : (note?.texts?.map((t) => t.text).join('') ?? '');

  it('round-trips the template in either language: download, fill, upload creates the notes', async () => {
    for (const lang of ['en', 'zh-chs'] as const) {
      const { book } = await template(vendor1, lang);
      // The import's sheet first, then the instructions in the caller's language.
      expect(book!.worksheets.map((w) => w.name)).toEqual([
        'ASN',
        lang === 'en' ? 'Instructions' : '填写说明',
      ]);
      const ws = book!.worksheets[0]!;
      const captions = (ws.getRow(1).values as unknown[]).slice(1);
      expect(captions).toEqual(
        lang === 'en'
          ? [
              'PO no. *',
              'Item *',
              'Delivered *',
              'Delivery date *',
              'Arrival date',
              'Ship-to',
              'Spares',
              'Per box',
              'Lot no. *',
              'Date code',
            ]
          : [
              '订单号 *',
              '行号 *',
              '送货数量 *',
              '送货日期 *',
              '预计到货日期',
              '收货地点',
              '备品数量',
              '包装数量',
              '批次号 *',
              '生产日期码',
            ],
      );
      // Each heading says what it takes.
      expect(noteText(ws.getRow(1).getCell(4).note)).toContain(
        lang === 'en' ? 'yyyy-mm-dd' : '日期 yyyy-mm-dd',
      );
      const notes = book!.worksheets[1]!;
      const text = notes
        .getSheetValues()
        .flat()
        .filter((v) => typeof v === 'string')
        .join('\n');
      expect(text).toContain(lang === 'en' ? 'How to fill in the ASN template' : 'ASN 导入模板填写说明');
      expect(text).toContain(lang === 'en' ? 'At most 5000 rows at once' : '一次最多导入 5000 行');
      expect(text).toContain(lang === 'en' ? 'The production lot number' : '生产批次号');
      if (lang === 'zh-chs') expect(text).not.toMatch(/How to|Required|Instructions/);
      // The example row: overwritten by the vendor's own lines.
      expect(ws.getRow(2).getCell(1).value).toBeTruthy();
      const [x, y] = [mine[4]!, mine[5]!];
      ws.getRow(2).values = [x.PO_NO, x.PO_ITEM, 2, '2026-12-20', null, 'T', null, null, 'LOT-T'];
      ws.getRow(3).values = [y.PO_NO, y.PO_ITEM, 3, '2026-12-20', null, 'T', null, null, 'LOT-T'];
      const filled = Buffer.from(await book!.xlsx.writeBuffer());
      const done = await upload(vendor1, filled, lang);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data.Notes!.map((n) => n.LINE_COUNT)).toEqual([2]);
    }
  });

  it('pre-fills the template with the vendor’s own shippable lines, which import once lot numbers are filled in', async () => {
    const { book } = await template(vendor1, 'en', '?prefill=open');
    const ws = book!.worksheets[0]!;
    const rows: { po: string; item: number; qty: string; date: string }[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      const [po, item, qty, date] = (row.values as unknown[]).slice(1);
      rows.push({ po: String(po), item: Number(item), qty: String(qty), date: String(date) });
    });
    // Exactly the vendor's open PO lines (the note editor's list), none of another vendor's.
    const open = await call<OrderLine[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
      body: { Page: 1, Limit: 1000 },
    });
    const key = (po: string, item: number) => `${po}/${item}`;
    expect(new Set(rows.map((r) => key(r.po, r.item)))).toEqual(
      new Set(open.body.data.map((l) => key(l.PO_NO, l.PO_ITEM))),
    );
    const theirsKey = key(theirs.PO_NO, theirs.PO_ITEM);
    expect(rows.some((r) => key(r.po, r.item) === theirsKey)).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    for (const r of rows) {
      const line = open.body.data.find((l) => key(l.PO_NO, l.PO_ITEM) === key(r.po, r.item))!;
      expect(new Decimal(r.qty).gt(0) && new Decimal(r.qty).lte(line.PO_REMAINING_QTY)).toBe(true);
      expect(r.date >= today).toBe(true);
    }
    const text = book!.worksheets[1]!.getSheetValues().flat().join(' ');
    expect(text).toContain(`pre-filled with your ${rows.length} order lines`);
    // Keep three rows, fill their lot numbers: the file imports as it is.
    for (let n = ws.rowCount; n >= 5; n--) ws.spliceRows(n, 1);
    expect(ws.actualRowCount).toBe(4);
    for (const n of [2, 3, 4]) ws.getRow(n).getCell(9).value = `LOT-P${n}`;
    const done = await upload(vendor1, Buffer.from(await book!.xlsx.writeBuffer()));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.Notes!.reduce((n, note) => n + note.LINE_COUNT, 0)).toBe(3);
    // Staff have no vendor's lines to pre-fill.
    expect((await template(buyer, 'en', '?prefill=open')).status).toBe(403);
  });

  it('never lets vendor2 deliver on vendor1’s lines, refuses staff, a non-Excel file and a sheet without the columns', async () => {
    const before = await counts();
    const own = await upload(vendor2, await sheet([good(mine[0]!), good(theirs)]));
    expect(own.status).toBe(400);
    // vendor1's line reads as unknown to vendor2, worded as a wrong number is: nothing is revealed.
    expect(own.body.data.Errors).toEqual([
      {
        Row: 2,
        Field: 'PO_NO',
        Column: 'PO no.',
        Reason: `Order ${mine[0]!.PO_NO}/${mine[0]!.PO_ITEM} does not exist or is not yours`,
      },
    ]);
    expect((await upload(buyer, await sheet([good(mine[0]!)]))).status).toBe(403);
    const notExcel = await upload(vendor1, Buffer.from('hello'));
    expect([notExcel.status, notExcel.body.msg]).toEqual([400, 'The file is not a valid Excel (.xlsx) file']);
    const headless = await upload(vendor1, await sheet([good(mine[0]!)], ['PO', 'ITEM']));
    expect(headless.status).toBe(400);
    expect(headless.body.msg).toContain('Row 1 lacks the columns');
    const json = await call(t.app, vendor1, 'POST', 'DeliveryNote/AsnImport', { body: {} });
    expect(json.status).toBe(415);
    expect(await counts()).toEqual(before);
  });
});
