import { actionType, type LateRisk, lateRisk, listOf } from '@srm/contract';
import { beforeAll, expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { receiveLate } from '../../../test/late-receipts.ts';
import { columnOf } from '../../../test/rows.ts';

const day = 86_400_000;
const load = listOf('AtRisk').loadData;

type Row = {
  ID: number;
  PO_NO: string;
  VENDOR_CODE: string;
  PART_NO: string;
  OPEN_QTY: string;
  RISK_BASIS: string;
  RISK_RECEIPTS: number;
  LATE_PCT: number | null;
  P50_DAYS: number | null;
  P80_DAYS: number | null;
  EXPOSURE: string | null;
};

/** On both engines (issue #48): the risk figures are percentiles computed in the list's SQL. */
describeEachDatabase('at risk: open order lines with their late risk', (t) => {
  const { buyer, vendor1, vendor2, vendor3 } = signedIn(t);
  const stamp = `${process.pid % 1000}${Date.now() % 100_000}`;
  const [withHistory, without] = [`AR${stamp}A`, `AR${stamp}B`];
  const [partA, partB, partC] = ['A', 'B', 'C'].map((p) => `AR-${stamp}-${p}`) as [string, string, string];
  /** Days late of the receipts made here (receipt day − due day; negative: early), within the last year. */
  const lateness = {
    [partA]: [-3, 0, 0, 1, 2, 4, 0, 7, 1, 0, 12, 3],
    [partB]: [5, 9, -1],
  };
  let org = 0;
  let item = 0;
  /** Order line ids of the open lines made here, by vendor code. */
  const openIds = new Map<string, number[]>();

  const orderLine = (vendor: string, part: string, ordered: string, due: Date, more: object = {}) => ({
    org_id: org,
    order_kind: 'PO' as const,
    po_no: `AR${stamp}`,
    po_item: ++item,
    vendor_code: vendor,
    part_no: part,
    ordered_qty: ordered,
    po_unit: 'PCS',
    base_unit: 'PCS',
    due_date: due.toISOString().slice(0, 10),
    ...more,
  });

  /** Received notes of `vendor`, one per list of days late, received `at` (delivered in full: no longer open). */
  const receive = (vendor: string, part: string, daysLate: number[], at: Date) =>
    receiveLate(t.db, { org, vendor, part, daysLate, at });

  async function open(vendor: string, part: string, ordered: string, more: object = {}) {
    const { id } = await t.db
      .insertInto('order_line')
      .values(orderLine(vendor, part, ordered, new Date(Date.now() + 14 * day), more))
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  beforeAll(async () => {
    org = await columnOf(t.db, 'organization', 'id', { code: 'HQ' });
    await t.db
      .insertInto('vendor')
      .values([withHistory, without].map((code) => ({ org_id: org, vendor_code: code, vendor_name: code })))
      .execute();
    const now = new Date();
    for (const [part, days] of Object.entries(lateness)) await receive(withHistory, part, days, now);
    // A receipt older than the window counts for nothing (it would lift part B's and the vendor's figures).
    await receive(withHistory, partB, [30, 30], new Date(now.getTime() - 400 * day));
    const lines: [string, string, string, object?][] = [
      [withHistory, partA, '120', { qty_delivered: '20' }],
      [withHistory, partB, '30'],
      [withHistory, partC, '7.5'],
      [without, partA, '50'],
      [without, partC, '10'],
      ['V001', partA, '3'],
      ['V002', partA, '4'],
      ['V003', partA, '6'],
    ];
    for (const [vendor, part, ordered, more] of lines)
      openIds.set(vendor, [...(openIds.get(vendor) ?? []), await open(vendor, part, ordered, more)]);
    // Neither a closed line nor one delivered in full is at risk.
    await open(withHistory, partA, '999', { status: 'closed' });
    await open(withHistory, partC, '40', { qty_delivered: '40' });
  });

  const rowsOf = async (session: Session, body: object = {}) => {
    const res = await call<Row[]>(t.app, session, 'POST', load, { body: { Page: 1, Limit: 500, ...body } });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  /** The buyer's rows of this file's two vendors (the header search on VENDOR_CODE, in SQL). */
  const ours = (body: object = {}) =>
    rowsOf(buyer, {
      Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: actionType.like, PARAM_VALUE: `AR${stamp}` }],
      ...body,
    });

  it('shows each open line the contract’s lateRisk of its receipts: the part’s own with 10, else the vendor’s, else none', async () => {
    // Expected from the day lists above through the contract, independently of the SQL.
    const vendorDays = Object.values(lateness).flat();
    const expected = (vendor: string, part: string): LateRisk =>
      vendor === withHistory ? lateRisk(lateness[part] ?? [], vendorDays) : lateRisk([], []);
    const rows = await ours();
    expect(rows.map((r) => `${r.VENDOR_CODE}/${r.PART_NO}`).sort()).toEqual(
      [
        `${withHistory}/${partA}`,
        `${withHistory}/${partB}`,
        `${withHistory}/${partC}`,
        `${without}/${partA}`,
        `${without}/${partC}`,
      ].sort(),
    );
    for (const row of rows) {
      const risk = expected(row.VENDOR_CODE, row.PART_NO);
      expect(
        {
          BASIS: row.RISK_BASIS,
          RECEIPTS: row.RISK_RECEIPTS,
          LATE_PCT: row.LATE_PCT,
          P50: row.P50_DAYS,
          P80: row.P80_DAYS,
        },
        `${row.VENDOR_CODE}/${row.PART_NO}`,
      ).toEqual(risk);
      expect(row.EXPOSURE === null ? null : Number(row.EXPOSURE)).toBe(
        risk.P80 === null ? null : Number(row.OPEN_QTY) * risk.P80,
      );
    }
    // The sample does exercise every basis (a regression to one rule for all would not pass unnoticed).
    expect(new Set(rows.map((r) => r.RISK_BASIS))).toEqual(new Set(['part', 'vendor', 'none']));
    expect(rows.find((r) => r.PART_NO === partA && r.VENDOR_CODE === withHistory)?.OPEN_QTY).toMatch(
      /^100(\.0*)?$/,
    );
  });

  it('lists the largest exposure first, lines without history last, and filters and sorts by the figures in SQL', async () => {
    const rows = await ours();
    const exposures = rows.map((r) => (r.EXPOSURE === null ? null : Number(r.EXPOSURE)));
    const known = exposures.filter((e): e is number => e !== null);
    expect(exposures).toEqual([...[...known].sort((a, b) => b - a), ...exposures.filter((e) => e === null)]);
    expect(known.length).toBe(3);
    const byPart = await ours({
      Params: [
        { FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: actionType.like, PARAM_VALUE: `AR${stamp}` },
        { FIELD_NAME: 'RISK_BASIS', ACTION_TYPE: actionType.equals, PARAM_VALUE: 'part' },
      ],
    });
    expect(byPart.map((r) => r.PART_NO)).toEqual([partA]);
    const byP50 = await ours({ OrderByParam: 'P50_DAYS', OrderBySort: 'asc' });
    const p50s = byP50.map((r) => r.P50_DAYS);
    expect(p50s).toEqual([...p50s].sort((a, b) => (a ?? -1) - (b ?? -1)));
  });

  it('refuses an unknown sort field with a 400 that names it', async () => {
    const res = await call(t.app, buyer, 'POST', load, { body: { OrderByParam: 'NO_SUCH' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('NO_SUCH');
  });

  it('shows a vendor only its own vendor code’s lines, another organisation none, and nobody unsigned', async () => {
    for (const [session, code] of [
      [vendor1, 'V001'],
      [vendor2, 'V002'],
      [vendor3, 'V003'],
    ] as const) {
      const rows = await rowsOf(session);
      expect(new Set(rows.map((r) => r.VENDOR_CODE)), session.userName).toEqual(new Set([code]));
      const mine = await rowsOf(session, {
        Params: [{ FIELD_NAME: 'PART_NO', ACTION_TYPE: actionType.equals, PARAM_VALUE: partA }],
      });
      expect(mine.map((r) => r.ID)).toEqual(openIds.get(code));
    }
    const hq = new Set(
      (await t.db.selectFrom('order_line').select('id').where('org_id', '=', org).execute()).map((r) => r.id),
    );
    const sz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
    expect((await rowsOf(sz)).filter((r) => hq.has(r.ID))).toEqual([]);
    expect((await call(t.app, null, 'POST', load, { body: {} })).status).toBe(401);
  });
});
