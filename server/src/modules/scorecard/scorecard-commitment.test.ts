import { actionType, apiPaths, dataType, type ForecastView, weekOf } from '@srm/contract';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, erpKeyOf, organizationId, signedIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';

type Row = Record<string, unknown>;
const LIST = '/Report/VendorScorecard';
const dayMs = 86_400_000;
const stamp = `${process.pid % 1000}`;
/** V001's parts here: P carries most buckets, Q one bucket only a later version covers. */
const [P, Q] = [`CR-${stamp}-P`, `CR-${stamp}-Q`];

/** `day` (YYYY-MM-DD) plus `n` days. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/**
 * The commitment reliability of the scorecard (issue #48), on both engines: V001's past buckets written straight into
 * the forecast tables (a push fixes its zones from today, so it cannot publish a past week) with receipts of known
 * days, a future version pushed by the ERP and committed by the vendor through the API. Weeks are counted back from
 * this week's Monday: week k is the k-th week before this one, its period Monday … Sunday, all ended.
 *
 * Versions of V001, each committed the day after it was published, then superseded (but 104):
 * - 101, published the Friday before week 8: P weeks 8 … 3;
 * - 102, published the Friday before week 5: P weeks 5 … 1 (week 1 committed 0), Q week 6;
 * - 103, published the Wednesday of week 3 (after it began): P week 3;
 * - 104, published the Friday before week 2, never committed: P weeks 2 … 1;
 * - 200, pushed now for this week and the next two, committed through the API: open, never counted.
 * The commitment in force, by hand: P weeks 8, 7, 6 → 101 (102 came after they began); P weeks 5, 4, 3, 2 → 102
 * (newer than 101, published before they began; 103 came after week 3 began, 104 was never committed); P week 1 →
 * 102's 0: not counted; Q week 6 → 102 (none published before it began: the newest committed covering it).
 */
const buckets: {
  part: string;
  week: number;
  committedIn: { 101?: string; 102?: string; 103?: string; 104?: string };
  received: { qty: string; day: number; note?: 'not received' | 'other vendor' }[];
  /** What the rule makes of it, worked out by hand. */
  counted: boolean;
  kept: boolean;
}[] = [
  // Two receipts add up to the commitment.
  {
    part: P,
    week: 8,
    committedIn: { 101: '100' },
    received: [
      { qty: '60', day: 0 },
      { qty: '40', day: 3 },
    ],
    counted: true,
    kept: true,
  },
  {
    part: P,
    week: 7,
    committedIn: { 101: '50' },
    received: [{ qty: '49', day: 2 }],
    counted: true,
    kept: false,
  },
  // Received on the period's last day (Sunday): in it, and not in week 5.
  {
    part: P,
    week: 6,
    committedIn: { 101: '30' },
    received: [{ qty: '30', day: 6 }],
    counted: true,
    kept: true,
  },
  // 50 would keep 101's 10 but not 102's 80, the commitment in force.
  {
    part: P,
    week: 5,
    committedIn: { 101: '10', 102: '80' },
    received: [{ qty: '50', day: 1 }],
    counted: true,
    kept: false,
  },
  // 25 misses 101's 200 but keeps 102's 20.
  {
    part: P,
    week: 4,
    committedIn: { 101: '200', 102: '20' },
    received: [{ qty: '25', day: 4 }],
    counted: true,
    kept: true,
  },
  // 30 received (103's 30 came too late to be in force); 10 more on a note not yet received and 10 by another vendor
  // do not count.
  {
    part: P,
    week: 3,
    committedIn: { 101: '5', 102: '40', 103: '30' },
    received: [
      { qty: '30', day: 2 },
      { qty: '10', day: 3, note: 'not received' },
      { qty: '10', day: 3, note: 'other vendor' },
    ],
    counted: true,
    kept: false,
  },
  // Received on the period's first day (Monday); 104 was never committed.
  {
    part: P,
    week: 2,
    committedIn: { 102: '15', 104: '99' },
    received: [{ qty: '15', day: 0 }],
    counted: true,
    kept: true,
  },
  { part: P, week: 1, committedIn: { 102: '0', 104: '7' }, received: [], counted: false, kept: false },
  {
    part: Q,
    week: 6,
    committedIn: { 102: '12' },
    received: [{ qty: '12', day: 5 }],
    counted: true,
    kept: true,
  },
];

/** Whole per cent, half away from zero (PostgreSQL's round of a positive numeric); null without a bucket. */
const wholePct = (kept: number, counted: number) =>
  counted === 0
    ? null
    : new Decimal(kept).times(100).div(counted).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0);

describeEachDatabase('vendor scorecard: commitment reliability', (t) => {
  const { buyer, vendor1, vendor2, admin } = signedIn(t);
  let hq: number;
  let monday: string;
  /** Per month (`YYYY-MM` of the period's end) the buckets counted and kept, from the table above. */
  const expected = new Map<string, { counted: number; kept: number }>();

  const load = (session: typeof buyer, body: Row = {}) =>
    call<Row[]>(t.app, session, 'POST', apiPaths.scorecard.loadData, {
      body: { Page: 1, Limit: 1000, LIST_ROUTE: LIST, ...body },
    });

  /** Week k before this one: its Monday and Sunday. */
  const weekBack = (k: number) => ({ start: addDays(monday, -7 * k), end: addDays(monday, -7 * k + 6) });

  /** Version `no` published `days` after the Monday of week `week` back (negative: before it). */
  async function insertVersion(no: 101 | 102 | 103 | 104, week: number, days: number, committed: boolean) {
    const published = new Date(`${addDays(weekBack(week).start, days)}T09:00:00Z`);
    const { rows } = await sql<{ id: number }>`
      insert into forecast_version (org_id, vendor_code, version_no, state, source, body_hash, firm_until,
                                    tradeoff_until, parts, buckets, published_by, published_at, committed_by,
                                    committed_at)
      values (${hq}, 'V001', ${no}, 'superseded', 'erp', ${`cr-${no}`}, ${monday}::date, ${monday}::date, 1, 1,
              'erp:test', ${published}, ${committed ? 'vendor:V001' : null},
              ${committed ? new Date(published.getTime() + dayMs) : null})
      returning id`.execute(t.db);
    const id = rows[0]!.id;
    for (const b of buckets) {
      const qty = b.committedIn[no];
      if (qty === undefined) continue;
      const { start, end } = weekBack(b.week);
      await sql`
        insert into forecast_bucket (version_id, part_no, period, period_start, period_end, zone, quantity,
                                     committed)
        values (${id}, ${b.part}, ${weekOf(start)}, ${start}::date, ${end}::date, 'firm', 100,
                ${committed ? qty : null})`.execute(t.db);
    }
  }

  let notes = 0;
  async function receive(vendor: string, part: string, day: string, qty: string, status: number) {
    const tag = `CR${stamp}-${++notes}`;
    const { rows: line } = await sql<{ id: number }>`
      insert into order_line (org_id, order_kind, po_no, po_item, vendor_code, part_no, ordered_qty, po_unit,
                              base_unit, due_date)
      values (${hq}, 'PO', ${tag}, 1, ${vendor}, ${part}, ${qty}, 'PCS', 'PCS', ${day}::date)
      returning id`.execute(t.db);
    const { rows: note } = await sql<{ id: number }>`
      insert into delivery_note (org_id, note_kind, delivery_no, status, vendor_code, vendor_name, delivery_date,
                                 received_at)
      values (${hq}, 'DN', ${tag}, ${status}, ${vendor}, ${vendor}, ${day}::date,
              ${status === 5 ? sql`${day}::date + time '10:00'` : null})
      returning id`.execute(t.db);
    await sql`
      insert into delivery_line (note_id, org_id, line_no, order_line_id, delivery_qty, packing_qty, received_qty)
      values (${note[0]!.id}, ${hq}, 1, ${line[0]!.id}, ${qty}, ${qty}, ${qty})`.execute(t.db);
  }

  beforeAll(async () => {
    hq = await organizationId(t.app, 'HQ');
    const { rows } = await sql<{ monday: string }>`
      select (current_date - (extract(isodow from current_date)::int - 1))::text as monday`.execute(t.db);
    monday = rows[0]!.monday;
    await insertVersion(101, 8, -3, true);
    await insertVersion(102, 5, -3, true);
    await insertVersion(103, 3, 2, true);
    await insertVersion(104, 2, -3, false);
    for (const b of buckets) {
      const { start, end } = weekBack(b.week);
      for (const r of b.received) {
        const day = addDays(start, r.day);
        expect(day <= end).toBe(true);
        if (r.note === 'other vendor') await receive('V002', b.part, day, r.qty, 5);
        else await receive('V001', b.part, day, r.qty, r.note === 'not received' ? 3 : 5);
      }
      if (!b.counted) continue;
      const month = end.slice(0, 7);
      const e = expected.get(month) ?? { counted: 0, kept: 0 };
      e.counted++;
      if (b.kept) e.kept++;
      expected.set(month, e);
    }
    // V002: a past version published and superseded but never committed: nothing to count.
    const { rows: v2 } = await sql<{ id: number }>`
      insert into forecast_version (org_id, vendor_code, version_no, state, source, body_hash, firm_until,
                                    tradeoff_until, parts, buckets, published_by, published_at)
      values (${hq}, 'V002', 901, 'superseded', 'erp', 'cr-901', ${monday}::date, ${monday}::date, 1, 1,
              'erp:test', now() - interval '60 days')
      returning id`.execute(t.db);
    const w3 = weekBack(3);
    await sql`
      insert into forecast_bucket (version_id, part_no, period, period_start, period_end, zone, quantity)
      values (${v2[0]!.id}, ${P}, ${weekOf(w3.start)}, ${w3.start}::date, ${w3.end}::date, 'firm', 10)`.execute(
      t.db,
    );

    // The open weeks: pushed by the ERP, committed by the vendor, and this week already received in full.
    const erpKey = await erpKeyOf(t.app, admin, 'ERP forecasts', ['forecasts']);
    const pushed = await call(t.app, null, 'POST', apiPaths.forecast.pushForecast, {
      body: {
        Versions: [
          {
            VENDOR_CODE: 'V001',
            VERSION: 200,
            Buckets: [0, 1, 2].map((w) => ({ PART_NO: P, PERIOD: weekOf(addDays(monday, 7 * w)), QTY: '5' })),
          },
        ],
      },
      headers: { 'x-api-key': erpKey },
    });
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    const view = await call<ForecastView>(t.app, vendor1, 'GET', apiPaths.forecast.get, {});
    expect(view.body.data.Version?.VERSION).toBe(200);
    const commit = await call(t.app, vendor1, 'POST', apiPaths.forecast.commit, {
      body: { ID: view.body.data.Version!.ID },
    });
    expect(commit.status, commit.body.msg).toBe(200);
    const today = (await sql<{ d: string }>`select current_date::text as d`.execute(t.db)).rows[0]!.d;
    await receive('V001', P, today, '5', 5);
  });

  it('counts each ended, committed bucket once, in the commitment in force, and keeps those received in full', async () => {
    // The table's own sums: 8 buckets counted, 5 kept (62.5 → 63 % were they one month).
    const all = [...expected.values()].reduce((s, e) => ({
      counted: s.counted + e.counted,
      kept: s.kept + e.kept,
    }));
    expect(all).toEqual({ counted: 8, kept: 5 });

    const res = await load(buyer);
    expect(res.status, res.body.msg).toBe(200);
    const v1 = res.body.data.filter((r) => r.VENDOR_CODE === 'V001');
    for (const [month, e] of expected) {
      const row = v1.find((r) => r.MONTH === month);
      expect(row, month).toBeDefined();
      expect(row!.COMMIT_BUCKETS, month).toBe(e.counted);
      expect(row!.COMMIT_KEPT, month).toBe(e.kept);
      expect(row!.COMMIT_RELIABILITY, month).toBe(wholePct(e.kept, e.counted));
    }
    // Nothing else of V001 counts: the superseded versions' buckets once, the open weeks not at all.
    for (const r of v1.filter((r) => !expected.has(String(r.MONTH)))) {
      expect(r.COMMIT_BUCKETS, String(r.MONTH)).toBe(0);
      expect(r.COMMIT_RELIABILITY, String(r.MONTH)).toBeNull();
    }
    expect(v1.reduce((n, r) => n + Number(r.COMMIT_BUCKETS), 0)).toBe(8);
    expect(v1.reduce((n, r) => n + Number(r.COMMIT_KEPT), 0)).toBe(5);
    // A vendor that never committed (V002: a version published, never answered) has no figure.
    const v2 = res.body.data.filter((r) => r.VENDOR_CODE === 'V002');
    expect(v2.length).toBeGreaterThan(0);
    for (const r of v2) {
      expect(r.COMMIT_BUCKETS).toBe(0);
      expect(r.COMMIT_RELIABILITY).toBeNull();
    }
  });

  it('filters and sorts by the rate as by the other rates', async () => {
    const months = [...expected.keys()];
    const filtered = await load(buyer, {
      Params: [
        {
          FIELD_NAME: 'COMMIT_RELIABILITY',
          ACTION_TYPE: actionType.greaterOrEqual,
          PARAM_VALUE: '0',
          DATA_TYPE: dataType.number,
        },
      ],
      OrderByParam: 'COMMIT_RELIABILITY',
      OrderBySort: 'desc',
    });
    expect(filtered.status, filtered.body.msg).toBe(200);
    expect(filtered.body.data.map((r) => `${r.VENDOR_CODE}|${r.MONTH}`).sort()).toEqual(
      months.map((m) => `V001|${m}`).sort(),
    );
    const rates = filtered.body.data.map((r) => Number(r.COMMIT_RELIABILITY));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const bad = await load(buyer, {
      Params: [{ FIELD_NAME: 'COMMIT_RELIABILITY', ACTION_TYPE: 1, PARAM_VALUE: 'abc', DATA_TYPE: 2 }],
    });
    expect(bad.status).toBe(400);
  });

  it('a vendor reads its own commitment figures only', async () => {
    const buyerRows = new Map((await load(buyer)).body.data.map((r) => [r.ID, r]));
    const own = await load(vendor1);
    expect(own.status, own.body.msg).toBe(200);
    expect(own.body.data.every((r) => r.VENDOR_CODE === 'V001')).toBe(true);
    expect(own.body.data.reduce((n, r) => n + Number(r.COMMIT_BUCKETS), 0)).toBe(8);
    for (const r of own.body.data)
      for (const field of ['COMMIT_RELIABILITY', 'COMMIT_BUCKETS', 'COMMIT_KEPT'])
        expect(r[field], `${r.ID} ${field}`).toEqual(buyerRows.get(r.ID)?.[field]);
    // vendor2 asking for V001's figures gets its own rows, none of them with a commitment.
    const probes: Row[] = [
      {},
      {
        Params: [
          { FIELD_NAME: 'COMMIT_BUCKETS', ACTION_TYPE: actionType.greater, PARAM_VALUE: '0', DATA_TYPE: 3 },
        ],
      },
      { Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V001', DATA_TYPE: 1 }] },
      { OrderByParam: 'COMMIT_RELIABILITY', OrderBySort: 'desc' },
    ];
    for (const probe of probes) {
      const res = await load(vendor2, probe);
      expect(res.status, res.body.msg).toBe(200);
      for (const r of res.body.data) {
        expect(r.VENDOR_CODE).toBe('V002');
        expect(r.COMMIT_BUCKETS).toBe(0);
      }
    }
    const shown = await load(vendor2, probes[1]!);
    expect(shown.body.data).toEqual([]);
  });
});
