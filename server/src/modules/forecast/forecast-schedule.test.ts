import { apiPaths, type ScheduleDue, type ScheduleView } from '@srm/contract';
import { beforeAll, expect, it } from 'vitest';
import { call, erpKeyOf, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { erpOrder } from '../../../test/erp-orders.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { countRows } from '../../../test/rows.ts';

const p = apiPaths.forecast;
const dayMs = 86_400_000;
const todayText = new Date().toISOString().slice(0, 10);
/** The day `n` days from today (negative: ago). */
const dayAhead = (n: number) =>
  new Date(Date.parse(`${todayText}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

type CallOff = { PO_NO: string; PO_ITEM: number; DUE_DATE: string; QTY: string };
type Batch = { Created: number; Unchanged: number };
type Refused = { Errors: { Row: number; ExternalId: string | null; Reason: string }[] };

let serial = 0;
/** Release numbers rise through the file (each vendor's releases must). */
const nextRelease = () => ++serial * 10;
const stamp = `${process.pid % 100_000}`;

/**
 * Figures counted here by hand from the call-offs and what the test shipped, never with the server's code: required
 * by a day = the call-offs due by then; due = required by the horizon less what the line's notes carry.
 */
const requiredBy = (offs: readonly CallOff[], day: string) =>
  offs.filter((o) => o.DUE_DATE <= day).reduce((s, o) => s + Number(o.QTY), 0);

/** On both engines (issue #48): delivery schedules, their cumulative figures and the note made from the lines due. */
describeEachDatabase('delivery schedules', (t) => {
  const { buyer, vendor1, vendor2, admin } = signedIn(t);
  let erpKey: string;
  const po = `SCH${stamp}`;

  const push = (releases: object[], lang: 'en' | 'zh-chs' = 'en', key = erpKey) =>
    call<Batch | Refused>(t.app, null, 'POST', p.pushSchedule, {
      body: { Releases: releases },
      headers: { 'x-api-key': key },
      lang,
    });
  const erp = (path: string, body: unknown) =>
    call(t.app, null, 'POST', `Integration/${path}`, { body, headers: { 'x-api-key': erpKey } });
  const due = (session: Session, query: Record<string, string> = {}) =>
    call<ScheduleDue>(t.app, session, 'GET', p.scheduleDue, { query });
  const view = (session: Session, query: Record<string, string> = {}) =>
    call<ScheduleView>(t.app, session, 'GET', p.schedule, { query });

  /** Order lines 10 and 20 of PO `po` for V001 (parts made for the file), 1,000 each. */
  let lineIds: Record<number, number>;
  const parts = [`SCH-A-${stamp}`, `SCH-B-${stamp}`];

  beforeAll(async () => {
    erpKey = await erpKeyOf(t.app, admin, 'ERP schedules', ['orders', 'receipts', 'forecasts']);
    const orders = await erp('PushOrders', {
      Orders: parts.map((part, i) =>
        erpOrder(900 + i, {
          ExternalId: `SCH-${stamp}-${i}`,
          PO_NO: po,
          PO_ITEM: (i + 1) * 10,
          PART_NO: part,
          PART_NAME: `排程零件 ${i}`,
          ORDERED_QTY: '1000',
        }),
      ),
    });
    expect(orders.status, JSON.stringify(orders.body)).toBe(200);
    const rows = await t.db
      .selectFrom('order_line')
      .select(['id', 'po_item'])
      .where('po_no', '=', po)
      .execute();
    lineIds = Object.fromEntries(rows.map((r) => [r.po_item, r.id]));
  });

  const callOffs: CallOff[] = [
    { PO_NO: po, PO_ITEM: 10, DUE_DATE: dayAhead(-3), QTY: '30' },
    { PO_NO: po, PO_ITEM: 10, DUE_DATE: dayAhead(2), QTY: '20.5' },
    { PO_NO: po, PO_ITEM: 10, DUE_DATE: dayAhead(20), QTY: '50' },
    { PO_NO: po, PO_ITEM: 20, DUE_DATE: dayAhead(5), QTY: '10' },
  ];

  it('publishes a release; the lines due a week ahead are proposed, less what the notes carry; a received note moves the cumulative figures', async () => {
    const release = nextRelease();
    const first = await push([{ VENDOR_CODE: 'V001', RELEASE: release, Lines: callOffs }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ Created: 1, Unchanged: 0 });
    // Sent again, its lines in another order and quantities written otherwise: nothing changes.
    const again = await push([
      {
        VENDOR_CODE: 'V001',
        RELEASE: release,
        Lines: [...callOffs]
          .reverse()
          .map((c) => ({ ...c, QTY: `${c.QTY}${c.QTY.includes('.') ? '0' : '.00'}` })),
      },
    ]);
    expect(again.body.data).toMatchObject({ Created: 0, Unchanged: 1 });

    const horizon = dayAhead(7);
    const ofLine = (item: number) => callOffs.filter((c) => c.PO_ITEM === item);
    const before = (await due(vendor1)).body.data;
    expect(before.UNTIL).toBe(horizon);
    expect(before.Lines.map((l) => [l.PO_ITEM, l.DUE_DATE, Number(l.DUE_QTY)])).toEqual([
      [10, dayAhead(-3), requiredBy(ofLine(10), horizon)],
      [20, dayAhead(5), requiredBy(ofLine(20), horizon)],
    ]);
    expect(before.Lines[0]!.PART_NAME).toBe('排程零件 0');

    // vendor1 ships 35 of line 10 (the overdue 30 and 5 of the next call-off); 30 are received.
    const note = await call<{ ID: number; DELIVERY_NO: string }>(
      t.app,
      vendor1,
      'POST',
      'DeliveryNote/AddOrModifySave',
      { body: { DELIVERY_DATE: todayText, Lines: [{ ORDER_LINE_ID: lineIds[10]!, DELIVERY_QTY: '35' }] } },
    );
    expect(note.status, note.body.msg).toBe(200);
    const after = (await due(vendor1)).body.data;
    expect(after.Lines.map((l) => [l.PO_ITEM, l.DUE_DATE, Number(l.DUE_QTY), Number(l.CUM_NOTED)])).toEqual([
      [10, dayAhead(2), requiredBy(ofLine(10), horizon) - 35, 35],
      [20, dayAhead(5), requiredBy(ofLine(20), horizon), 0],
    ]);
    // A later horizon takes in the call-off of day 20.
    const later = (await due(vendor1, { until: dayAhead(30) })).body.data;
    expect(Number(later.Lines.find((l) => l.PO_ITEM === 10)!.DUE_QTY)).toBe(
      requiredBy(ofLine(10), dayAhead(30)) - 35,
    );

    await call(t.app, vendor1, 'POST', 'DeliveryNote/Audit', { body: { ID: note.body.data.ID } });
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: note.body.data.ID, ATTRIBUTE1: '顺丰速运', ATTRIBUTE2: `SF${stamp}` },
    });
    const received = await erp('PushReceipts', {
      Receipts: [
        {
          ExternalId: `SCH-RC-${stamp}`,
          DELIVERY_NO: note.body.data.DELIVERY_NO,
          Lines: [{ LINE_NO: 1, RECEIVED_QTY: '30' }],
        },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);

    const schedule = (await view(buyer, { vendor: 'V001' })).body.data;
    expect(schedule.Release?.RELEASE).toBe(release);
    const partA = schedule.Parts.find((x) => x.PART_NO === parts[0])!;
    expect([partA.CUM_REQUIRED, partA.CUM_RECEIVED, partA.CUM_NOTED, partA.BALANCE].map(Number)).toEqual([
      requiredBy(ofLine(10), todayText),
      30,
      35,
      30 - requiredBy(ofLine(10), todayText),
    ]);
    expect(partA.Lines.map((l) => [l.DUE_DATE, Number(l.QTY), Number(l.CUM_QTY)])).toEqual([
      [dayAhead(-3), 30, 30],
      [dayAhead(2), 20.5, 50.5],
      [dayAhead(20), 50, 100.5],
    ]);
    // The curves: at each call-off and receipt day, the sums by then.
    const days = [...new Set([...ofLine(10).map((c) => c.DUE_DATE), todayText])].sort();
    expect(partA.Curve.map((c) => [c.DATE, Number(c.REQUIRED), Number(c.RECEIVED)])).toEqual(
      days.map((d) => [d, requiredBy(ofLine(10), d), d >= todayText ? 30 : 0]),
    );
    const partB = schedule.Parts.find((x) => x.PART_NO === parts[1])!;
    expect([partB.CUM_REQUIRED, partB.CUM_RECEIVED, partB.BALANCE].map(Number)).toEqual([0, 0, 0]);
    // The vendor reads the same figures.
    expect((await view(vendor1)).body.data.Parts).toEqual(schedule.Parts);
  });

  it('replaces the schedule with a newer release; an older or changed one is refused and names why', async () => {
    const release = nextRelease();
    const newer = await push([
      {
        VENDOR_CODE: 'V001',
        RELEASE: release,
        Lines: [{ PO_NO: po, PO_ITEM: 20, DUE_DATE: dayAhead(1), QTY: '7' }],
      },
    ]);
    expect(newer.status, JSON.stringify(newer.body)).toBe(200);
    const schedule = (await view(vendor1)).body.data;
    expect(schedule.Release?.RELEASE).toBe(release);
    expect(schedule.Parts.map((x) => x.PART_NO)).toEqual([parts[1]]);
    const releases = await countRows(t.db, 'schedule_release');
    const older = await push([
      {
        VENDOR_CODE: 'V001',
        RELEASE: release - 1,
        Lines: [{ PO_NO: po, PO_ITEM: 20, DUE_DATE: dayAhead(1), QTY: '8' }],
      },
    ]);
    expect(older.status).toBe(400);
    expect((older.body.data as Refused).Errors[0]!.Reason).toBe(
      `Vendor V001 already has release ${release}: an older release ${release - 1} cannot be published`,
    );
    const changed = await push(
      [
        {
          VENDOR_CODE: 'V001',
          RELEASE: release,
          Lines: [{ PO_NO: po, PO_ITEM: 20, DUE_DATE: dayAhead(1), QTY: '9' }],
        },
      ],
      'zh-chs',
    );
    expect((changed.body.data as Refused).Errors[0]!.Reason).toBe(
      `供应商 V001 的交货计划版本 ${release} 已按其他数据发布，请使用新的版本号`,
    );
    expect(await countRows(t.db, 'schedule_release')).toBe(releases);
  });

  it('refuses a release with bad call-offs, naming each in both languages, and writes none of the batch', async () => {
    const releases = await countRows(t.db, 'schedule_release');
    const lines = await countRows(t.db, 'schedule_line');
    const good = { VENDOR_CODE: 'V001', RELEASE: nextRelease(), Lines: callOffs };
    const bad = {
      VENDOR_CODE: 'V001',
      RELEASE: nextRelease(),
      Lines: [
        { PO_NO: po, PO_ITEM: 10, DUE_DATE: '2027-02-30', QTY: '5' },
        { PO_NO: po, PO_ITEM: 99, DUE_DATE: dayAhead(3), QTY: '5' },
        { PO_NO: po, PO_ITEM: 20, DUE_DATE: dayAhead(3), QTY: '0' },
        { PO_NO: po, PO_ITEM: 20, DUE_DATE: dayAhead(4), QTY: '1' },
        { PO_NO: po, PO_ITEM: 20, DUE_DATE: dayAhead(4), QTY: '2' },
      ],
    };
    const unknownVendor = { VENDOR_CODE: 'V999', RELEASE: 1, Lines: callOffs };
    const res = await push([good, bad, unknownVendor]);
    expect(res.status).toBe(400);
    expect((res.body.data as Refused).Errors.map((e) => e.Reason)).toEqual([
      `Order line ${po}/10: due date 2027-02-30 does not exist; use YYYY-MM-DD`,
      `Order line ${po}/99 is not a purchase-order line of this vendor`,
      `Order line ${po}/20: the call-off of ${dayAhead(3)} is for 0`,
      `Order line ${po}/20: the call-off of ${dayAhead(4)} is given twice`,
      'Vendor V999 does not exist',
    ]);
    const zh = await push([bad], 'zh-chs');
    expect((zh.body.data as Refused).Errors[1]!.Reason).toBe(`订单行 ${po}/99 不是该供应商的采购订单行`);
    // Another vendor's order line is not this vendor's.
    const foreign = await push([
      { VENDOR_CODE: 'V002', RELEASE: nextRelease(), Lines: [{ ...callOffs[0]! }] },
    ]);
    expect((foreign.body.data as Refused).Errors[0]!.Reason).toBe(
      `Order line ${po}/10 is not a purchase-order line of this vendor`,
    );
    expect(await countRows(t.db, 'schedule_release')).toBe(releases);
    expect(await countRows(t.db, 'schedule_line')).toBe(lines);
  });

  it('keeps another vendor, a downstream vendor, another organisation and keys without the scope away from the schedule', async () => {
    const release = nextRelease();
    await push([{ VENDOR_CODE: 'V001', RELEASE: release, Lines: callOffs }]);
    // vendor2 names V001 and still reads only its own (none); so do the downstream vendor3 and V001 at SZ.
    const vendor3 = await signIn(t.app, 'vendor3');
    const vendor1Sz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
    const adminSz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
    for (const [who, session] of [
      ['vendor2', vendor2],
      ['downstream vendor3', vendor3],
      ['vendor1 at SZ', vendor1Sz],
      ['admin at SZ', adminSz],
    ] as const) {
      for (const read of [view, due]) {
        const res = await read(session, { vendor: 'V001' });
        if (res.status === 200) {
          const data = res.body.data as { Release?: unknown; Parts?: unknown[]; Lines?: unknown[] };
          expect([who, data.Release ?? null, data.Parts ?? data.Lines]).toEqual([who, null, []]);
        } else expect([who, res.status]).toEqual([who, 403]);
      }
    }
    // A buyer must name the vendor.
    expect((await view(buyer)).status).toBe(400);
    // An ERP key without the forecasts scope, another organisation's key and no key publish nothing for HQ.
    const ordersKey = await erpKeyOf(t.app, admin, 'ERP orders, no schedules', ['orders']);
    const noScope = await push(
      [{ VENDOR_CODE: 'V001', RELEASE: nextRelease(), Lines: callOffs }],
      'en',
      ordersKey,
    );
    expect(noScope.status).toBe(403);
    const szKey = await erpKeyOf(t.app, adminSz, 'SZ ERP schedules', ['forecasts']);
    const sz = await push([{ VENDOR_CODE: 'V001', RELEASE: nextRelease(), Lines: callOffs }], 'en', szKey);
    expect(sz.status).toBe(400);
    expect((sz.body.data as Refused).Errors[0]!.Reason).toContain(
      'is not a purchase-order line of this vendor',
    );
    expect((await push([], 'en', 'not-a-key')).status).toBe(401);
    expect((await view(vendor1)).body.data.Release?.RELEASE).toBe(release);
  });
});
