import { apiPaths, type HomeCharts } from '@srm/contract';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, organizationId, type Session, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { startExportWorker } from '../export/export.job.ts';

type Row = Record<string, unknown>;
const LIST = '/Report/VendorScorecard';

type Expected = {
  orderLines: number;
  ordered: Decimal;
  received: Decimal;
  receivedLines: number;
  onTime: number;
  short: number;
  late: number;
  daysLate: number;
};

/** One decimal, half away from zero (PostgreSQL's `round` of a positive numeric); null without a whole. */
const rate = (part: Decimal.Value, whole: Decimal.Value, scale = 100) =>
  new Decimal(whole).isZero()
    ? null
    : new Decimal(part).times(scale).div(whole).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
const same = (actual: unknown, expected: string | null) =>
  actual === null || expected === null ? actual === expected : new Decimal(String(actual)).eq(expected);
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The vendor scorecard (issue #14): its figures recomputed here in plain JS from the raw order, note and line rows
 * of the demo data, never through the service; and a vendor reaches its own cards only.
 */
describeOnDatabase('vendor scorecard', (t) => {
  const sessions: Record<string, Session> = {};
  let hq: number;
  /** The expected card of every vendor and due month of the organisation, keyed `vendor|YYYY-MM`. */
  const expected = new Map<string, Expected>();

  beforeAll(async () => {
    for (const name of ['vendor1', 'vendor2', 'buyer', 'admin', 'finance'])
      sessions[name] = await signIn(t.app, name);
    hq = await organizationId(t.app, 'HQ');
    await startExportWorker(t.app, { pollingIntervalSeconds: 0.5 });
    const today = (await sql<{ d: string }>`select current_date::text as d`.execute(t.db)).rows[0]!.d;
    const { rows: lines } = await sql<{
      id: number;
      vendor_code: string;
      due_date: string;
      ordered_qty: string;
    }>`select id, vendor_code, due_date::text as due_date, ordered_qty::text as ordered_qty
         from order_line where org_id = ${hq}`.execute(t.db);
    const { rows: received } = await sql<{
      order_line_id: number;
      note_kind: string;
      status: number;
      delivery_qty: string;
      received_qty: string | null;
      received_day: string | null;
    }>`select dl.order_line_id, dn.note_kind, dn.status, dl.delivery_qty::text as delivery_qty,
              dl.received_qty::text as received_qty, dn.received_at::date::text as received_day
         from delivery_line dl join delivery_note dn on dn.id = dl.note_id
        where dn.org_id = ${hq}`.execute(t.db);
    // Only order lines already due count (a line not yet due is no performance yet).
    const due = lines.filter((l) => l.due_date <= today);
    const lineById = new Map(due.map((l) => [l.id, l]));
    const card = (vendor: string, due: string) => {
      const key = `${vendor}|${due.slice(0, 7)}`;
      let c = expected.get(key);
      if (!c) {
        c = {
          orderLines: 0,
          ordered: new Decimal(0),
          received: new Decimal(0),
          receivedLines: 0,
          onTime: 0,
          short: 0,
          late: 0,
          daysLate: 0,
        };
        expected.set(key, c);
      }
      return c;
    };
    for (const l of due) {
      const c = card(l.vendor_code, l.due_date);
      c.orderLines++;
      c.ordered = c.ordered.plus(l.ordered_qty);
    }
    for (const r of received) {
      if (r.note_kind === 'SUB' || r.status !== 5 || r.received_qty === null) continue;
      const line = lineById.get(r.order_line_id);
      if (!line) continue;
      const c = card(line.vendor_code, line.due_date);
      c.receivedLines++;
      c.received = c.received.plus(r.received_qty);
      const late = days(line.due_date, r.received_day!);
      if (late <= 0) c.onTime++;
      else {
        c.late++;
        c.daysLate += late;
      }
      if (new Decimal(r.received_qty).lt(r.delivery_qty)) c.short++;
    }
  });

  /** Exports the list as `as` through the shared export job: the sheet's rows (header first), [] when empty. */
  const exported = async (as: string, body: Row = {}) => {
    const started = await call<{ ID: number; FileName: string }>(
      t.app,
      sessions[as]!,
      'POST',
      apiPaths.scorecard.exportData,
      { body: { LIST_ROUTE: LIST, ...body }, lang: 'en' },
    );
    expect(started.status, started.body.msg).toBe(200);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const list = await call<Row[]>(t.app, sessions[as]!, 'GET', 'User/ExportFileList', {
        query: { Page: 1, Limit: 100 },
      });
      const record = list.body.data.find((r) => r.ID === started.body.data.ID);
      if (record?.Status === 2) return []; // empty: no file
      if (record && record.Status !== 0) {
        expect(record.Status).toBe(1);
        break;
      }
      if (Date.now() > deadline) throw new Error('export still processing');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/Export/Download',
      query: { id: String(started.body.data.ID) },
      headers: sessions[as]!.headers,
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    return values;
  };

  const load = (as: string, body: Row = {}, lang?: 'en' | 'zh-chs') =>
    call<Row[]>(t.app, sessions[as]!, 'POST', apiPaths.scorecard.loadData, {
      body: { Page: 1, Limit: 1000, LIST_ROUTE: LIST, ...body },
      ...(lang ? { lang } : {}),
    });

  it('every figure equals the independent computation over the demo data (buyer: every vendor)', async () => {
    const res = await load('buyer');
    expect(res.status, res.body.msg).toBe(200);
    const rows = res.body.data;
    expect(rows.length).toBe(expected.size);
    expect(rows.some((r) => Number(r.RECEIVED_LINES) > 0 && Number(r.LATE_LINES) > 0)).toBe(true);
    expect(rows.some((r) => Number(r.SHORT_LINES) > 0)).toBe(true);
    for (const r of rows) {
      const e = expected.get(`${r.VENDOR_CODE}|${r.MONTH}`);
      expect(e, `${r.VENDOR_CODE} ${r.MONTH}`).toBeDefined();
      const at = `${r.VENDOR_CODE} ${r.MONTH}`;
      expect(r.ORDER_LINES, at).toBe(e!.orderLines);
      expect(r.RECEIVED_LINES, at).toBe(e!.receivedLines);
      expect(r.ON_TIME_LINES, at).toBe(e!.onTime);
      expect(r.LATE_LINES, at).toBe(e!.late);
      expect(r.SHORT_LINES, at).toBe(e!.short);
      expect(same(r.ORDERED_QTY, e!.ordered.toString()), at).toBe(true);
      expect(same(r.RECEIVED_QTY, e!.received.toString()), at).toBe(true);
      expect(same(r.ON_TIME_RATE, rate(e!.onTime, e!.receivedLines)), `${at} on time ${r.ON_TIME_RATE}`).toBe(
        true,
      );
      expect(same(r.FILL_RATE, rate(e!.received, e!.ordered)), `${at} fill ${r.FILL_RATE}`).toBe(true);
      expect(same(r.SHORTAGE_RATE, rate(e!.short, e!.receivedLines)), `${at} short`).toBe(true);
      expect(same(r.AVG_DAYS_LATE, rate(e!.daysLate, e!.late, 1)), `${at} days late`).toBe(true);
    }
    // Admin sees the same cards as the buyer.
    const all = await load('admin');
    expect(all.body.data.length).toBe(rows.length);
  });

  it('a vendor reads only its own cards, whatever it filters by', async () => {
    const own = await load('vendor1');
    expect(own.status, own.body.msg).toBe(200);
    const v1 = [...expected.keys()].filter((k) => k.startsWith('V001|'));
    expect(own.body.data.length).toBe(v1.length);
    for (const r of own.body.data) expect(r.VENDOR_CODE).toBe('V001');

    const month = v1[0]!.split('|')[1]!;
    const probes: Row[] = [
      { Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V001', DATA_TYPE: 1 }] },
      { Params: [{ FIELD_NAME: 'ID', ACTION_TYPE: 1, PARAM_VALUE: `V001|${month}`, DATA_TYPE: 1 }] },
      { Params: [{ FIELD_NAME: 'VENDOR_NAME', ACTION_TYPE: 2, PARAM_VALUE: '', DATA_TYPE: 1 }] },
      { OrderByParam: 'VENDOR_CODE', OrderBySort: 'asc', Limit: 1000 },
      { keys: [`V001|${month}`] },
    ];
    for (const probe of probes) {
      const res = await load('vendor2', probe);
      expect([200, 400]).toContain(res.status);
      if (res.status === 200) for (const r of res.body.data) expect(r.VENDOR_CODE).toBe('V002');
    }
    // The export goes through the same scope: vendor2 asking for V001 gets no file, and its own sheet only V002.
    expect(await exported('vendor2', probes[0]!)).toEqual([]);
    const sheet = await exported('vendor2');
    expect(sheet.length).toBeGreaterThan(1);
    const codeAt = (sheet[0] ?? []).indexOf('Vendor code');
    expect(codeAt).toBeGreaterThanOrEqual(0);
    for (const row of sheet.slice(1)) expect(row[codeAt]).toBe('V002');
    const ownSheet = (await exported('vendor1')).slice(1);
    expect(ownSheet.length).toBe(v1.length);
    const charts = await call<HomeCharts>(t.app, sessions.vendor2!, 'GET', apiPaths.home.charts);
    expect(charts.body.data.ON_TIME?.BY).toBe('month');
  });

  it('bad list input is a localised 400 and no rows', async () => {
    const bad: Row = {
      Params: [{ FIELD_NAME: 'NO_SUCH_FIELD', ACTION_TYPE: 1, PARAM_VALUE: 'x', DATA_TYPE: 1 }],
    };
    const en = await load('buyer', bad, 'en');
    const zh = await load('buyer', bad, 'zh-chs');
    expect(en.status).toBe(400);
    expect(zh.status).toBe(400);
    expect(en.body.msg).not.toBe(zh.body.msg);
    expect(en.body.msg).toMatch(/NO_SUCH_FIELD/);
    const page = await load('buyer', { Page: 0 }, 'en');
    expect(page.status).toBe(400);
    const rate = await load('buyer', {
      Params: [{ FIELD_NAME: 'ON_TIME_RATE', ACTION_TYPE: 1, PARAM_VALUE: 'abc', DATA_TYPE: 2 }],
    });
    expect(rate.status).toBe(400);
    // Finance holds no scorecard menu.
    expect((await load('finance')).status).toBe(403);
  });
});
