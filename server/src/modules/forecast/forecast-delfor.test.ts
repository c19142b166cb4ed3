import { apiPaths } from '@srm/contract';
import Decimal from 'decimal.js';
import { beforeAll, expect, it } from 'vitest';
import { call, erpKeyOf, organizationId, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import {
  loadStructure,
  messagesOf,
  readInterchange,
  type Segment,
  walkMessage,
} from '../../../test/edifact-structure.ts';
import { erpOrder } from '../../../test/erp-orders.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { todayMs, weekAhead } from '../../../test/iso-weeks.ts';

/**
 * `Forecast/Delfor` and `Vendor/PullDelfor` (issue #48): the current demand as DELFOR D96A, read back by the `edifact`
 * package and walked through php-edifact's D.96A DELFOR structure table; the figures expected are computed here from
 * the pushed body (weeks, months and zones written out below), never by the server's code.
 */
const structure = loadStructure('D96A-delfor.xml');
const day = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar month `n` months after this one, with its first and last day. */
function monthAhead(n: number) {
  const now = new Date(todayMs);
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1);
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n + 1, 1);
  return { text: dayText(first).slice(0, 7), first: dayText(first), last: dayText(next - day) };
}
/** UN/EDIFACT 4017 by the zone of a bucket starting `weeks` ahead, with the default boundaries (4 and 12 weeks). */
const statusAhead = (weeks: number) => (weeks < 4 ? '1' : weeks < 12 ? '2' : '4');

type Pushed = { PART_NO: string; PERIOD: string; QTY: string };
type Expected = { part: string; qty: string; status: string; start: string; end: string };

let versionSerial = 0;
const nextVersion = () => ++versionSerial * 10;

/** Weeks 0 … 13 ahead (firm, trade-off and forecast) and one month 8 months ahead, with the figures expected. */
function demand(parts: readonly string[], qty: (part: number, bucket: number) => string) {
  const pushed: Pushed[] = [];
  const expected: Expected[] = [];
  for (const [i, part] of parts.entries()) {
    for (let w = 0; w < 14; w++) {
      const week = weekAhead(w);
      pushed.push({ PART_NO: part, PERIOD: week.text, QTY: qty(i, w) });
      expected.push({ part, qty: qty(i, w), status: statusAhead(w), start: week.monday, end: week.sunday });
    }
    const month = monthAhead(8);
    pushed.push({ PART_NO: part, PERIOD: month.text, QTY: qty(i, 99) });
    expected.push({ part, qty: qty(i, 99), status: '4', start: month.first, end: month.last });
  }
  return { pushed, expected };
}

type Read = { segments: Segment[]; message: Segment[]; errors: string[]; rows: Expected[] };

/** The file read back: its one message walked through the structure, and each SG12 with the part of its LIN. */
function readDelfor(text: string): Read {
  const segments = readInterchange(text);
  const messages = messagesOf(segments);
  expect(messages).toHaveLength(1);
  const message = messages[0]!;
  const walk = walkMessage(
    structure,
    message.map((s) => s.name),
  );
  const rows: Expected[] = [];
  let part = '';
  const date = (v: string) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
  for (const [i, s] of message.entries()) {
    const at = walk.paths[i];
    const [first] = s.elements;
    if (s.name === 'LIN') part = s.elements[2]![0]!;
    else if (at === 'SG4/SG8/SG12/QTY')
      rows.push({ part, qty: new Decimal(first![1]!).toString(), status: '', start: '', end: '' });
    else if (at === 'SG4/SG8/SG12/SCC') rows.at(-1)!.status = first![0]!;
    else if (at === 'SG4/SG8/SG12/DTM' && first![0] === '158') rows.at(-1)!.start = date(first![1]!);
    else if (at === 'SG4/SG8/SG12/DTM' && first![0] === '159') rows.at(-1)!.end = date(first![1]!);
  }
  // Counts: UNT the message's segments, UNZ the messages and the interchange's reference.
  expect(message.at(-1)!.elements[0]).toEqual([String(message.length)]);
  expect(segments.at(-1)!.elements).toEqual([['1'], segments[0]!.elements[4]]);
  return { segments, message, errors: walk.errors, rows };
}

/** The forecast buckets read back (a delivery schedule's call-offs, with a day instead of a period, left out). */
const sorted = (rows: readonly Expected[]) =>
  rows
    .filter((r) => r.start)
    .map((r) => JSON.stringify({ ...r, qty: new Decimal(r.qty).toString() }))
    .sort();
const segmentsOf = (message: Segment[], name: string, qualifier: string) =>
  message.filter((s) => s.name === name && s.elements[0]![0] === qualifier);

describeEachDatabase('forecast DELFOR', (t) => {
  const { buyer, vendor1, vendor2, vendor3, admin } = signedIn(t);
  let erpKey: string;
  let hq: number;
  /** A demo part of the organisation with its (Chinese) name, and a part the master does not know. */
  let named: { part_no: string; part_name: string };
  const unknownPart = `FC'D+${process.pid % 1000}:?`;

  beforeAll(async () => {
    erpKey = await erpKeyOf(t.app, admin, 'ERP forecasts', ['forecasts']);
    hq = await organizationId(t.app, 'HQ');
    // The demo's delivery schedule of V001 is taken out: the file starts from the forecasts it pushes (its last test
    // publishes a schedule of its own).
    await t.db.deleteFrom('schedule_release').where('org_id', '=', hq).execute();
    named = await t.db
      .selectFrom('part')
      .select(['part_no', 'part_name'])
      .where('org_id', '=', hq)
      .orderBy('part_no')
      .executeTakeFirstOrThrow();
  });

  const push = async (vendor: string, version: number, buckets: Pushed[], key = erpKey) => {
    const res = await call(t.app, null, 'POST', apiPaths.forecast.pushForecast, {
      body: { Versions: [{ VENDOR_CODE: vendor, VERSION: version, Buckets: buckets }] },
      headers: { 'x-api-key': key },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  /** A raw answer: the file is text, a refusal the JSON envelope. */
  const download = async (
    who: Session | { key: string },
    path: string,
    query: Record<string, string> = {},
    lang: 'en' | 'zh-chs' = 'en',
  ) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${path}`,
      query,
      headers: {
        'accept-language': lang,
        ...('key' in who ? { 'x-api-key': who.key } : who.headers),
      },
    });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return {
      status: res.statusCode,
      headers: res.headers,
      text: res.body,
      msg: json ? (res.json() as { msg: string }).msg : '',
    };
  };
  const vendorKey = async (session: Session, name: string, scopes: string[]) => {
    const res = await call<{ Key: string }>(t.app, session, 'POST', apiPaths.vendorKey.create, {
      body: { Name: name, Scopes: scopes },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { key: res.body.data.Key };
  };

  it('gives the vendor, the buyer and the vendor key the current version only, read back figure for figure', async () => {
    const parts = [named.part_no, unknownPart, `FC-GONE-${process.pid % 1000}`];
    const v1 = nextVersion();
    const v2 = nextVersion();
    const first = demand(parts, (i, b) => String(1000 + i * 100 + b));
    await push('V001', v1, first.pushed);
    // The second version drops a part and changes figures; nothing of the first may leak.
    const second = demand(parts.slice(0, 2), (i, b) => (b === 2 ? '0' : `${50 + i * 7 + b}.250`));
    await push('V001', v2, second.pushed);

    const own = await download(vendor1, apiPaths.forecast.delfor);
    expect(own.status, own.text).toBe(200);
    expect(own.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(own.headers['content-disposition']).toContain(`filename="DELFOR_V001_${v2}`);
    const read = readDelfor(own.text);
    expect(read.errors).toEqual([]);
    expect(sorted(read.rows)).toEqual(sorted(second.expected));
    expect(read.rows.some((r) => r.part.startsWith('FC-GONE'))).toBe(false);

    const bgm = read.message.find((s) => s.name === 'BGM')!;
    expect(bgm.elements.slice(0, 3)).toEqual([
      ['241'],
      [expect.stringMatching(new RegExp(`^V001/${v2}(-R\\d+)?$`))],
      ['9'],
    ]);
    expect(segmentsOf(read.message, 'RFF', 'AIF')[0]!.elements[0]).toEqual(['AIF', `V001/${v1}`]);
    const vendorRow = await t.db
      .selectFrom('vendor')
      .select('vendor_name')
      .where('org_id', '=', hq)
      .where('vendor_code', '=', 'V001')
      .executeTakeFirstOrThrow();
    const seller = segmentsOf(read.message, 'NAD', 'SE')[0]!;
    expect(seller.elements[1]![0]).toBe('V001');
    expect(seller.elements[3]!.join('')).toBe(vendorRow.vendor_name.slice(0, 175));
    expect(segmentsOf(read.message, 'NAD', 'BY')[0]!.elements[1]![0]).toBe('HQ');
    // The escaped part number reads back whole; the known part carries its name from the part master.
    const lins = read.message.filter((s) => s.name === 'LIN').map((s) => s.elements[2]![0]);
    expect(lins.sort()).toEqual([named.part_no, unknownPart].sort());
    const imd = read.message.filter((s) => s.name === 'IMD').map((s) => s.elements[2]!.join(''));
    expect(imd).toEqual([named.part_name.slice(0, 70)]);
    // The demo's part and vendor names are Chinese: the interchange is in UNOY.
    expect([...named.part_name, ...vendorRow.vendor_name].some((c) => c.codePointAt(0)! > 0xff)).toBe(true);
    expect(read.segments[0]!.elements[0]).toEqual(['UNOY', '4']);

    const byBuyer = await download(buyer, apiPaths.forecast.delfor, { vendor: 'V001' });
    expect(byBuyer.status, byBuyer.text).toBe(200);
    expect(sorted(readDelfor(byBuyer.text).rows)).toEqual(sorted(second.expected));

    const key = await vendorKey(vendor1, 'V001 planning', ['vendor.forecasts']);
    const pulled = await download(key, apiPaths.vendorKey.pullDelfor);
    expect(pulled.status, pulled.text).toBe(200);
    const pulledRead = readDelfor(pulled.text);
    expect(pulledRead.errors).toEqual([]);
    expect(sorted(pulledRead.rows)).toEqual(sorted(second.expected));
  });

  it('keeps other vendors, a downstream vendor, another organisation and the wrong keys away', async () => {
    const part = `FC-ISO-${process.pid % 1000}`;
    const hqDemand = demand([part], () => '3');
    await push('V001', nextVersion(), hqDemand.pushed);
    const vendor1Sz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
    const adminSz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
    const szKey = await erpKeyOf(t.app, adminSz, 'SZ ERP', ['forecasts']);
    const szDemand = demand([part], () => '99');
    await push('V001', nextVersion(), szDemand.pushed, szKey);

    // vendor2 has no forecast: naming V001 does not make it read V001's.
    for (const query of [{}, { vendor: 'V001' }] as Record<string, string>[]) {
      const other = await download(vendor2, apiPaths.forecast.delfor, query);
      expect([other.status, other.msg]).toEqual([
        404,
        'Vendor V002 has no current forecast version: there is no delivery schedule (DELFOR) to send',
      ]);
      expect(other.text).not.toContain('UNH');
    }
    // The downstream vendor3 (of V001) reads only its own code: refused either way, never V001's.
    for (const query of [{}, { vendor: 'V001' }] as Record<string, string>[]) {
      const downstream = await download(vendor3, apiPaths.forecast.delfor, query);
      expect([403, 404]).toContain(downstream.status);
      expect(downstream.text).not.toContain('UNH');
    }
    // Another organisation: V001 there reads SZ's demand, and SZ's buyer too; never HQ's.
    for (const [who, session, query] of [
      ['vendor1 at SZ', vendor1Sz, {}],
      ['admin at SZ', adminSz, { vendor: 'V001' }],
    ] as const) {
      const sz = await download(session, apiPaths.forecast.delfor, query);
      expect([who, sz.status]).toEqual([who, 200]);
      expect([who, sorted(readDelfor(sz.text).rows)]).toEqual([who, sorted(szDemand.expected)]);
    }
    const hqRead = readDelfor((await download(vendor1, apiPaths.forecast.delfor)).text);
    expect(sorted(hqRead.rows)).toEqual(sorted(hqDemand.expected));

    // A buyer must name a vendor; an unknown one is the same 404 as one without a forecast.
    expect((await download(buyer, apiPaths.forecast.delfor)).status).toBe(400);
    const unknown = await download(buyer, apiPaths.forecast.delfor, { vendor: 'NOPE' });
    expect([unknown.status, unknown.msg]).toEqual([
      404,
      'Vendor NOPE has no current forecast version: there is no delivery schedule (DELFOR) to send',
    ]);

    // Keys: V002's own key finds nothing; a key without the scope, an ERP key and an SZ key are refused or see SZ.
    const key2 = await vendorKey(vendor2, 'V002 planning', ['vendor.forecasts']);
    const none = await download(key2, apiPaths.vendorKey.pullDelfor, {}, 'zh-chs');
    expect([none.status, none.msg]).toEqual([
      404,
      '供应商 V002 没有当前的预测版本，无法生成交货计划（DELFOR）',
    ]);
    const noScope = await vendorKey(vendor1, 'V001 orders only', ['vendor.orders']);
    expect((await download(noScope, apiPaths.vendorKey.pullDelfor)).status).toBe(403);
    const erp = await download({ key: erpKey }, apiPaths.vendorKey.pullDelfor);
    expect(erp.status).toBe(403);
    expect(erp.text).not.toContain('UNH');
    const szVendorKey = await vendorKey(vendor1Sz, 'V001 at SZ', ['vendor.forecasts']);
    const szPulled = await download(szVendorKey, apiPaths.vendorKey.pullDelfor);
    expect(sorted(readDelfor(szPulled.text).rows)).toEqual(sorted(szDemand.expected));
    // A key is no user: the screen's route refuses it.
    const keyOnScreen = await download(szVendorKey, apiPaths.forecast.delfor);
    expect(keyOnScreen.status).toBe(401);
  });
  it("carries the delivery schedule's call-offs as firm quantities with their day and order line", async () => {
    const key = await erpKeyOf(t.app, admin, 'ERP orders and schedules', ['orders', 'forecasts']);
    const po = `DF'${process.pid % 100_000}`;
    const erp = (path: string, body: unknown) =>
      call(t.app, null, 'POST', path, { body, headers: { 'x-api-key': key } });
    const orders = await erp(apiPaths.integration.pushOrders, {
      Orders: [
        erpOrder(1, { ExternalId: `DF-${process.pid}`, PO_NO: po, PO_ITEM: 10, PART_NO: named.part_no }),
      ],
    });
    expect(orders.status, JSON.stringify(orders.body)).toBe(200);
    const callOffs = [
      { PO_NO: po, PO_ITEM: 10, DUE_DATE: dayText(todayMs + 2 * day), QTY: '12.50' },
      { PO_NO: po, PO_ITEM: 10, DUE_DATE: dayText(todayMs + 9 * day), QTY: '7' },
    ];
    const pushed = await erp(apiPaths.forecast.pushSchedule, {
      Releases: [{ VENDOR_CODE: 'V001', RELEASE: 4, Lines: callOffs }],
    });
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);

    const file = await download(vendor1, apiPaths.forecast.delfor);
    expect(file.status, file.text).toBe(200);
    expect(file.headers['content-disposition']).toContain('_R4.edi');
    const read = readDelfor(file.text);
    expect(read.errors).toEqual([]);
    // Each SG12 with a delivery day (DTM+2) is a call-off: its quantity, status, day and order line (SG13 RFF+ON).
    const found: { part: string; qty: string; status: string; due: string; order: string }[] = [];
    let part = '';
    for (const s of read.message) {
      const [first] = s.elements;
      if (s.name === 'LIN') part = s.elements[2]![0]!;
      else if (s.name === 'QTY') found.push({ part, qty: first![1]!, status: '', due: '', order: '' });
      else if (s.name === 'SCC') found.at(-1)!.status = first![0]!;
      else if (s.name === 'DTM' && first![0] === '2' && found.length) found.at(-1)!.due = first![1]!;
      else if (s.name === 'RFF' && first![0] === 'ON' && found.length)
        found.at(-1)!.order = first!.slice(1).join(':');
    }
    const compact = (d: string) => d.replaceAll('-', '');
    expect(found.filter((f) => f.due).map((f) => ({ ...f, qty: new Decimal(f.qty).toString() }))).toEqual(
      callOffs.map((c) => ({
        part: named.part_no,
        qty: new Decimal(c.QTY).toString(),
        status: '1',
        due: compact(c.DUE_DATE),
        order: `${po}:10`,
      })),
    );
    expect(segmentsOf(read.message, 'BGM', '241')[0]!.elements[1]![0]).toMatch(/^V001\/\d+-R4$/);
  });
});
