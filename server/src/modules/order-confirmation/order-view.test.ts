import { actionType, apiPaths, dataType, listOf, type OrderView, scheduleCellText } from '@srm/contract';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, organizationId, type Session, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';

type Row = Record<string, unknown>;
type Line = { id: number; po_no: string; po_item: number; ordered_qty: string; due_date: string };

/**
 * Issue #45 item 4 through HTTP, on both engines: a split schedule reads as its deliveries in every list that shows
 * a line's promise (the vendor's and the buyer's confirmation lists, the delivery-note editor's order-line picker,
 * the order report), and a whole order can be read with each line's answer — by its vendor and the organisation's
 * staff, and by nobody else.
 */
describeEachDatabase('Order confirmation: schedules and the whole order', (t) => {
  const s = {} as Record<'vendor1' | 'vendor2' | 'buyer' | 'finance', Session>;
  let vendor1Sz: Session;
  let day: (offset: number) => string;
  /** An HQ purchase order of V001 with at least three open lines, and another of its lines elsewhere. */
  let order: Line[];
  let split: Line;

  beforeAll(async () => {
    for (const role of ['vendor1', 'vendor2', 'buyer', 'finance'] as const)
      s[role] = await signIn(t.app, role);
    vendor1Sz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
    const hq = await organizationId(t.app, 'HQ');
    const { rows } = await sql<Line>`
      select id, po_no, po_item, ordered_qty, due_date from order_line
      where org_id = ${hq} and vendor_code = 'V001' and order_kind = 'PO' and status = 'open'
        and po_no = (select po_no from order_line
                     where org_id = ${hq} and vendor_code = 'V001' and order_kind = 'PO' and status = 'open'
                       and ordered_qty > qty_delivered + 2
                     group by po_no having count(*) >= 3 order by po_no limit 1)
      order by po_item`.execute(t.db);
    expect(rows.length, 'a demo purchase order of V001 with three open lines').toBeGreaterThanOrEqual(3);
    order = rows;
    split = rows.find((l) => Number(l.ordered_qty) >= 3) ?? rows[0]!;
    const today = (await sql<{ d: string }>`select to_char(current_date, 'YYYY-MM-DD') as d`.execute(t.db))
      .rows[0]!.d;
    const base = new Date(`${today}T00:00:00Z`);
    day = (offset) => new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  });

  /** Puts a line in `state` with `schedule` (as an answer would have left it). */
  const hold = (id: number, state: string, schedule: { DATE: string; QTY: string }[]) =>
    sql`update order_line set confirm_state = ${state}, confirm_version = confirm_version + 1,
          promised_schedule = ${JSON.stringify(schedule)}::jsonb,
          promised_date = ${schedule.map((l) => l.DATE).sort()[0] ?? null}::date
        where id = ${id}`.execute(t.db);
  const rowsOf = async (as: Session, path: string, id: number) => {
    const res = await call<Row[]>(t.app, as, 'POST', path, {
      body: {
        Page: 1,
        Limit: 50,
        Params: [
          {
            FIELD_NAME: 'ID',
            ACTION_TYPE: actionType.equals,
            PARAM_VALUE: String(id),
            DATA_TYPE: dataType.number,
          },
        ],
      },
    });
    expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
    return res.body.data;
  };

  it('shows every delivery of a split, by date, in each list that shows a line’s promise', async () => {
    const ordered = Number(split.ordered_qty);
    const first = String(Math.floor(ordered / 2));
    const second = String(Number((ordered - Math.floor(ordered / 2)).toFixed(4)));
    // Given out of order, with trailing zeros as the demo writes them.
    const schedule = [
      { DATE: day(20), QTY: `${second}.0000` },
      { DATE: day(6), QTY: first },
    ];
    const expected = `${day(6)} × ${first}; ${day(20)} × ${second}`;
    expect(scheduleCellText(schedule)).toBe(expected);

    await hold(split.id, 'proposed', schedule);
    const [mine] = await rowsOf(s.vendor1, listOf('OrderConfirmation').loadData, split.id);
    expect(mine).toMatchObject({ CONFIRM_STATE: 'proposed', SCHEDULE: expected });
    const [review] = await rowsOf(s.buyer, listOf('ConfirmationReview').loadData, split.id);
    expect(review).toMatchObject({ CONFIRM_STATE: 'proposed', WAITING_ON: 'buyer', SCHEDULE: expected });
    const [report] = await rowsOf(s.buyer, 'PurchaseOrderReport/LoadData', split.id);
    expect(report).toMatchObject({ CONFIRM_STATE: 'proposed', SCHEDULE: expected });
    // The order-line picker shows a proposal too, with its state, and proposes no delivery from it.
    const [picked] = await rowsOf(s.vendor1, 'DeliveryNote/OpenOrderLines', split.id);
    expect(picked).toMatchObject({
      CONFIRM_STATE: 'proposed',
      SCHEDULE: expected,
      PROMISED_DATE: null,
      PROMISED_QTY: null,
    });

    // Agreed: the picker's next delivery is the first of the split, and the whole split is still shown.
    await hold(split.id, 'confirmed', schedule);
    const [agreed] = await rowsOf(s.vendor1, 'DeliveryNote/OpenOrderLines', split.id);
    expect(agreed).toMatchObject({ CONFIRM_STATE: 'confirmed', SCHEDULE: expected, PROMISED_DATE: day(6) });
    expect(Number(agreed!.PROMISED_QTY)).toBe(Number(first));

    // A line without a schedule shows none.
    await hold(split.id, 'new', []);
    const [none] = await rowsOf(s.vendor1, listOf('OrderConfirmation').loadData, split.id);
    expect(none!.SCHEDULE).toBeNull();
  });

  it('answers a whole order with each line’s answer, to its vendor and the organisation’s staff', async () => {
    const [a, b, c] = order as [Line, Line, Line];
    await hold(a.id, 'proposed', [
      { DATE: day(5), QTY: '1' },
      { DATE: day(12), QTY: '1.5' },
    ]);
    await hold(b.id, 'accepted', [{ DATE: b.due_date, QTY: String(Number(b.ordered_qty)) }]);
    await hold(c.id, 'refused', []);
    await sql`insert into order_line_version (order_line_id, version, org_id, action, actor, state, schedule, reason,
                                             ordered_qty, due_date, unit_price, by_user)
              select id, confirm_version, org_id, 'refuse', 'vendor', 'refused', '[]', 'tooling broken',
                     ordered_qty, due_date, unit_price, 'vendor1'
              from order_line where id = ${c.id}`.execute(t.db);

    for (const as of [s.vendor1, s.buyer, s.finance]) {
      // Any line of the order opens the whole order.
      const res = await call<OrderView>(t.app, as, 'GET', apiPaths.orderConfirmation.order, {
        query: { id: c.id },
      });
      expect(res.status, `${as.userName}: ${res.body.msg}`).toBe(200);
      const view = res.body.data;
      expect(view).toMatchObject({ ORDER_KIND: 'PO', PO_NO: a.po_no, VENDOR_CODE: 'V001' });
      expect(view.VENDOR_NAME).toBeTruthy();
      expect(view.LINES.map((l) => l.ID)).toEqual(order.map((l) => l.id));
      const byId = new Map(view.LINES.map((l) => [l.ID, l]));
      expect(byId.get(a.id)).toMatchObject({
        STATE: 'proposed',
        SCHEDULE: [
          { DATE: day(5), QTY: '1' },
          { DATE: day(12), QTY: '1.5' },
        ],
      });
      expect(byId.get(b.id)!.STATE).toBe('accepted');
      expect(byId.get(c.id)).toMatchObject({ STATE: 'refused', SCHEDULE: [], REASON: 'tooling broken' });
      // Amounts are exact: each line ordered × price, the order their sum.
      const { rows } = await sql<{ amount: string; total: string }>`
        select (ordered_qty * unit_price)::text as amount,
               (sum(ordered_qty * unit_price) over ())::text as total
        from order_line where org_id = (select org_id from order_line where id = ${a.id})
          and order_kind = 'PO' and po_no = ${a.po_no} and vendor_code = 'V001' order by po_item, id`.execute(
        t.db,
      );
      expect(view.LINES.map((l) => Number(l.AMOUNT))).toEqual(rows.map((r) => Number(r.amount)));
      expect(Number(view.TOTAL_AMOUNT)).toBe(Number(rows[0]!.total));
    }
  });

  it('keeps an order from another vendor, another organisation and roles without an order list', async () => {
    const path = apiPaths.orderConfirmation.order;
    const line = order[0]!;
    // Another vendor, and the same vendor signed in to another organisation: as if the order did not exist.
    for (const as of [s.vendor2, vendor1Sz]) {
      const res = await call(t.app, as, 'GET', path, { query: { id: line.id } });
      expect(res.status, as.userName).toBe(404);
      expect(res.body.msg.length).toBeGreaterThan(0);
    }
    // A buyer of HQ asking for an SZ line: 404 too.
    const sz = await organizationId(t.app, 'SZ');
    const szLine = (
      await sql<{ id: number }>`select id from order_line where org_id = ${sz} order by id limit 1`.execute(
        t.db,
      )
    ).rows[0]!.id;
    expect((await call(t.app, s.buyer, 'GET', path, { query: { id: szLine } })).status).toBe(404);
    // Bad input: a localised 400, in both languages.
    for (const lang of ['en', 'zh-chs'] as const) {
      const bad = await call(t.app, s.buyer, 'GET', path, { query: { id: 'x' }, lang });
      expect(bad.status).toBe(400);
      expect(bad.body.msg.length).toBeGreaterThan(0);
    }
    // Without a session: 401.
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/${path}?id=${line.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
