import {
  actionType,
  actorMay,
  apiPaths,
  type ConfirmAction,
  type ConfirmState,
  confirmStates,
  confirmTransitions,
  type LineTimeline,
  listOf,
  ruleFor,
} from '@srm/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, organizationId, type Session, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';

type Row = Record<string, unknown>;
const paths = apiPaths.orderConfirmation;
type Role = 'vendor1' | 'vendor2' | 'vendor3' | 'buyer' | 'finance';
const roles: Role[] = ['vendor1', 'vendor2', 'vendor3', 'buyer', 'finance'];
/** The answers taken through HTTP (`change` is the ERP's push: the integration module's). */
const actions: Exclude<ConfirmAction, 'change'>[] = ['accept', 'propose', 'refuse', 'confirm', 'counter'];
const vendorActions = new Set<ConfirmAction>(['accept', 'propose', 'refuse']);
const pathOf: Record<(typeof actions)[number], string> = {
  accept: paths.accept,
  propose: paths.propose,
  refuse: paths.refuse,
  confirm: paths.confirm,
  counter: paths.counter,
};

/**
 * Order collaboration (issue #32, PRODUCT §10) through HTTP on both engines: the state machine of the contract over
 * every state × answer × role, versions and concurrent answers, isolation of vendors and organisations, the lists
 * and the timeline.
 */
describeEachDatabase('Order confirmation', (t) => {
  const s = {} as Record<Role, Session>;
  let vendor1Sz: Session;
  let hq: number;
  let sz: number;
  /** Open HQ lines of V001 (and one of V002), reset by each test that uses them. */
  let v001: { id: number; po_no: string; po_item: number; ordered_qty: string; due_date: string }[];
  let v002Line: number;
  let szLine: number;
  let day: (offset: number) => string;

  beforeAll(async () => {
    for (const role of roles) s[role] = await signIn(t.app, role);
    vendor1Sz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
    hq = await organizationId(t.app, 'HQ');
    sz = await organizationId(t.app, 'SZ');
    const open = (vendor: string, org: number) =>
      sql<{ id: number; po_no: string; po_item: number; ordered_qty: string; due_date: string }>`
        select id, po_no, po_item, ordered_qty, due_date from order_line
        where org_id = ${org} and vendor_code = ${vendor} and status = 'open' and ordered_qty > qty_delivered
        order by id`
        .execute(t.db)
        .then((r) => r.rows);
    v001 = await open('V001', hq);
    expect(v001.length).toBeGreaterThan(10);
    v002Line = (await open('V002', hq))[0]!.id;
    szLine = (await open('V001', sz))[0]!.id;
    const { rows } = await sql<{ d: string }>`select to_char(current_date, 'YYYY-MM-DD') as d`.execute(t.db);
    const today = new Date(`${rows[0]!.d}T00:00:00Z`);
    day = (offset) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  });

  /** Puts a line into `state` directly (a schedule where the state holds one); answers its version. */
  const setState = async (id: number, state: ConfirmState): Promise<number> => {
    const schedule = ['proposed', 'countered', 'accepted', 'confirmed'].includes(state)
      ? [{ DATE: day(10), QTY: '3' }]
      : [];
    const { rows } = await sql<{ v: number }>`
      update order_line set confirm_state = ${state}, confirm_version = confirm_version + 1, status = 'open',
        promised_schedule = ${JSON.stringify(schedule)}::jsonb,
        promised_date = ${schedule[0]?.DATE ?? null}::date
      where id = ${id} returning confirm_version as v`.execute(t.db);
    return rows[0]!.v;
  };
  /** What an answer changes on a line, and its version rows. */
  const snapshot = async (id: number) => {
    const { rows } = await sql<Row>`
      select confirm_state, confirm_version, promised_schedule, promised_date, answered_at, confirm_seq, status,
             (select count(*) from order_line_version v where v.order_line_id = ol.id)::int as versions
      from order_line ol where id = ${id}`.execute(t.db);
    return rows[0]!;
  };
  const bodyOf = (action: ConfirmAction, id: number, version: number) => {
    switch (action) {
      case 'accept':
      case 'confirm':
        return { LINES: [{ ID: id, VERSION: version }] };
      case 'refuse':
        return { ID: id, VERSION: version, REASON: 'no capacity in December' };
      default:
        return {
          ID: id,
          VERSION: version,
          SCHEDULE: [
            { DATE: day(12), QTY: '1' },
            { DATE: day(5), QTY: '2' },
          ],
        };
    }
  };
  const answer = (as: Session, action: ConfirmAction, body: unknown) =>
    call<{ ID: number; STATE: ConfirmState; VERSION: number }[]>(
      t.app,
      as,
      'POST',
      pathOf[action as (typeof actions)[number]],
      { body },
    );

  /** What the contract's table and the route's screen say the answer of `role` must be. */
  const expected = (action: ConfirmAction, state: ConfirmState, role: Role) => {
    const onVendorRoute = vendorActions.has(action);
    const holdsScreen = onVendorRoute ? role.startsWith('vendor') : role === 'buyer';
    if (!holdsScreen) return { status: 403 };
    const actor = role.startsWith('vendor') ? 'vendor' : 'buyer';
    if (!actorMay(confirmTransitions, action, actor)) return { status: 403 };
    if (actor === 'vendor' && role !== 'vendor1') return { status: 404 };
    const rule = ruleFor(confirmTransitions, action, state, actor);
    return rule ? { status: 200, to: rule.to as ConfirmState } : { status: 409 };
  };

  it('follows the contract over every state × answer × role, and a refusal changes nothing', async () => {
    const line = v001[0]!;
    const seen = new Set<number>();
    for (const state of confirmStates)
      for (const action of actions)
        for (const role of roles) {
          const version = await setState(line.id, state);
          const before = await snapshot(line.id);
          const res = await answer(s[role], action, bodyOf(action, line.id, version));
          const want = expected(action, state, role);
          const what = `${role} ${action} from ${state}: ${res.body.msg}`;
          expect(res.status, what).toBe(want.status);
          seen.add(res.status);
          const after = await snapshot(line.id);
          if (want.status !== 200) {
            expect(after, what).toEqual(before);
            expect(res.body.msg.length, what).toBeGreaterThan(0);
            continue;
          }
          expect(res.body.data, what).toEqual([{ ID: line.id, STATE: want.to, VERSION: version + 1 }]);
          expect(after.confirm_state, what).toBe(want.to);
          expect(after.confirm_version, what).toBe(version + 1);
          expect(after.versions, what).toBe(Number(before.versions) + 1);
          expect(after.answered_at, what).not.toBeNull();
          const agreed = want.to === 'accepted' || want.to === 'confirmed';
          if (agreed) expect(after.confirm_seq, what).not.toBe(before.confirm_seq);
          else expect(after.confirm_seq, what).toBe(before.confirm_seq);
          const schedule = after.promised_schedule as { DATE: string; QTY: string }[];
          if (action === 'accept' && state !== 'countered')
            expect(schedule, what).toEqual([{ DATE: line.due_date, QTY: String(Number(line.ordered_qty)) }]);
          if (action === 'accept' && state === 'countered')
            expect(schedule, what).toEqual(before.promised_schedule);
          if (action === 'propose' || action === 'counter') {
            expect(schedule, what).toEqual([
              { DATE: day(5), QTY: '2' },
              { DATE: day(12), QTY: '1' },
            ]);
            expect(after.promised_date, what).toBe(day(5));
          }
          if (action === 'refuse') expect(schedule, what).toEqual([]);
        }
    expect([...seen].sort()).toEqual([200, 403, 404, 409]);
  });

  it('gives each line the part’s over-delivery allowance its schedule is checked with', async () => {
    const res = await call<Row[]>(t.app, s.vendor1, 'POST', listOf('OrderConfirmation').loadData, {
      body: { Page: 1, Limit: 1000 },
    });
    expect(res.status, res.body.msg).toBe(200);
    const allowances = new Map(
      (
        await t.db
          .selectFrom('over_delivery_part')
          .select(['org_id', 'part_no', 'over_pct'])
          .where('vendor_code', '=', 'V001')
          .execute()
      ).map((r) => [`${r.org_id}:${r.part_no}`, Number(r.over_pct)]),
    );
    const hq = await columnOf(t.db, 'organization', 'id', { code: 'HQ' });
    const rows = res.body.data;
    expect(rows.some((r) => Number(r.OVER_PCT) > 0)).toBe(true);
    for (const r of rows)
      expect(Number(r.OVER_PCT), String(r.PART_NO)).toBe(allowances.get(`${hq}:${r.PART_NO}`) ?? 0);
  });

  it('answers 409 naming the line when the version is not the line’s, and on a closed line', async () => {
    const line = v001[1]!;
    const version = await setState(line.id, 'new');
    const stale = await answer(s.vendor1, 'accept', { LINES: [{ ID: line.id, VERSION: version - 1 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain(`${line.po_no}/${line.po_item}`);
    await sql`update order_line set status = 'closed' where id = ${line.id}`.execute(t.db);
    const before = await snapshot(line.id);
    const closed = await answer(s.vendor1, 'accept', { LINES: [{ ID: line.id, VERSION: version }] });
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toContain(`${line.po_no}/${line.po_item}`);
    expect(await snapshot(line.id)).toEqual(before);
    await sql`update order_line set status = 'open' where id = ${line.id}`.execute(t.db);
  });

  it('lets one of two answers on the same version through; the other gets 409 naming the line', async () => {
    const line = v001[2]!;
    const version = await setState(line.id, 'new');
    const results = await Promise.all([
      answer(s.vendor1, 'accept', { LINES: [{ ID: line.id, VERSION: version }] }),
      answer(s.vendor1, 'refuse', { ID: line.id, VERSION: version, REASON: 'cannot make it' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.msg).toContain(`${line.po_no}/${line.po_item}`);
    const after = await snapshot(line.id);
    expect(after.confirm_version).toBe(version + 1);
    expect(after.versions).toBeGreaterThanOrEqual(1);
  });

  it('accepts many lines at once, all or none, with one version row each, an audit entry and an event', async () => {
    const lines = v001.slice(3, 9);
    const versions = await Promise.all(lines.map((l) => setState(l.id, 'new')));
    // One line not answerable (proposed): nothing is accepted.
    const blocked = await setState(lines[5]!.id, 'proposed');
    const body = (last: number) => ({
      LINES: lines.map((l, i) => ({ ID: l.id, VERSION: i === 5 ? last : versions[i]! })),
    });
    const before = await Promise.all(lines.map((l) => snapshot(l.id)));
    const refused = await answer(s.vendor1, 'accept', body(blocked));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(`${lines[5]!.po_no}/${lines[5]!.po_item}`);
    expect(await Promise.all(lines.map((l) => snapshot(l.id)))).toEqual(before);
    // A line named twice: 400, nothing changes.
    const twice = await answer(s.vendor1, 'accept', {
      LINES: [...body(blocked).LINES.slice(0, 2), body(blocked).LINES[0]],
    });
    expect(twice.status).toBe(400);
    expect(await Promise.all(lines.map((l) => snapshot(l.id)))).toEqual(before);

    const last = await setState(lines[5]!.id, 'changed');
    const ok = await answer(s.vendor1, 'accept', body(last));
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.body.data.map((r) => r.STATE)).toEqual(lines.map(() => 'accepted'));
    const after = await Promise.all(lines.map((l) => snapshot(l.id)));
    const seqs = after.map((a) => Number(a.confirm_seq));
    expect(new Set(seqs).size).toBe(lines.length);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'order_line')
      .where('action', '=', 'accept')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).toContain(`"ID":${lines[5]!.id}`);
    const event = await sql<{ payload: { vendorCode: string; lines: { orderLineId: number }[] } }>`
      select payload from domain_event where name = 'order.line.confirmed' order by id desc limit 1`.execute(
      t.db,
    );
    expect(event.rows[0]!.payload.vendorCode).toBe('V001');
    expect(event.rows[0]!.payload.lines.map((l) => l.orderLineId)).toEqual(lines.map((l) => l.id));
  });

  it('refuses bad input with a localised 400 and changes nothing', async () => {
    const line = v001[9]!;
    const version = await setState(line.id, 'new');
    const before = await snapshot(line.id);
    const bad: [ConfirmAction, unknown][] = [
      ['accept', { LINES: [] }],
      ['accept', { LINES: [{ ID: line.id }] }],
      ['accept', { LINES: [{ ID: 'x', VERSION: version }] }],
      ['propose', { ID: line.id, VERSION: version, SCHEDULE: [] }],
      ['propose', { ID: line.id, VERSION: version, SCHEDULE: [{ DATE: '2026-13-45x', QTY: '1' }] }],
      ['propose', { ID: line.id, VERSION: version, SCHEDULE: [{ DATE: day(3), QTY: '-1' }] }],
      ['refuse', { ID: line.id, VERSION: version, REASON: '   ' }],
      ['refuse', { ID: line.id, VERSION: version }],
    ];
    for (const [action, body] of bad)
      for (const lang of ['en', 'zh-chs'] as const) {
        const res = await call(t.app, s.vendor1, 'POST', pathOf[action as 'accept'], { body, lang });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.msg.length).toBeGreaterThan(0);
      }
    expect(await snapshot(line.id)).toEqual(before);
  });

  it('keeps vendors to their own lines and organisations apart, on every route', async () => {
    const line = v001[10]!;
    const version = await setState(line.id, 'new');
    const before = await snapshot(line.id);
    for (const as of [s.vendor2, s.vendor3, vendor1Sz])
      for (const action of ['accept', 'propose', 'refuse'] as const) {
        const res = await answer(as, action, bodyOf(action, line.id, version));
        expect(res.status, `${as.userName} ${action}`).toBe(404);
      }
    // Another organisation's session in the header: refused before anything is read.
    const other = await answer(
      { ...s.buyer, headers: { ...s.buyer.headers, orgid: String(sz) } },
      'confirm',
      bodyOf('confirm', line.id, version),
    );
    expect(other.status).not.toBe(200);
    // A buyer of HQ cannot reach an SZ line either (as if absent).
    const szVersion = await setState(szLine, 'proposed');
    expect((await answer(s.buyer, 'confirm', bodyOf('confirm', szLine, szVersion))).status).toBe(404);
    expect(await snapshot(line.id)).toEqual(before);

    // The timeline: own lines only.
    for (const as of [s.vendor2, s.vendor3, vendor1Sz]) {
      const res = await call(t.app, as, 'GET', paths.timeline, { query: { id: line.id } });
      expect(res.status, as.userName).toBe(404);
    }
    expect((await call(t.app, s.vendor1, 'GET', paths.timeline, { query: { id: v002Line } })).status).toBe(
      404,
    );
    for (const as of [s.vendor1, s.buyer, s.finance])
      expect((await call(t.app, as, 'GET', paths.timeline, { query: { id: line.id } })).status).toBe(200);

    // The lists: a vendor sees its own; asking for another's by name gives nothing.
    const vendorList = listOf('OrderConfirmation').loadData;
    for (const as of [s.vendor2, s.vendor3]) {
      const res = await call<Row[]>(t.app, as, 'POST', vendorList, {
        body: {
          Page: 1,
          Limit: 1000,
          Params: [
            { FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: actionType.equals, PARAM_VALUE: 'V001', DATA_TYPE: 1 },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
    const szRows = await call<Row[]>(t.app, vendor1Sz, 'POST', vendorList, {
      body: { Page: 1, Limit: 1000 },
    });
    expect(szRows.body.data.map((r) => r.ID)).not.toContain(line.id);
    // The review list is the buyer's screen.
    for (const as of [s.vendor1, s.vendor2, s.finance]) {
      const res = await call(t.app, as, 'POST', listOf('ConfirmationReview').loadData, {
        body: { Page: 1, Limit: 10 },
      });
      expect(res.status).toBe(403);
    }
  });

  it('lists a vendor’s open lines, those to answer first, and the buyer’s review with reasons', async () => {
    const [a, b, c, d] = v001.slice(11, 15) as [
      (typeof v001)[0],
      (typeof v001)[0],
      (typeof v001)[0],
      (typeof v001)[0],
    ];
    await setState(a.id, 'accepted');
    const bVersion = await setState(b.id, 'new');
    await setState(c.id, 'proposed');
    await setState(d.id, 'confirmed');
    const refused = await answer(s.vendor1, 'refuse', {
      ID: b.id,
      VERSION: bVersion,
      REASON: 'tooling broken',
    });
    expect(refused.status).toBe(200);
    const rows = (
      await call<Row[]>(t.app, s.vendor1, 'POST', listOf('OrderConfirmation').loadData, {
        body: { Page: 1, Limit: 1000 },
      })
    ).body.data;
    expect(new Set(rows.map((r) => r.VENDOR_CODE))).toEqual(new Set(['V001']));
    const states = rows.map((r) => r.CONFIRM_STATE as ConfirmState);
    const firstOther = states.findIndex((st) => !['new', 'changed', 'countered'].includes(st));
    expect(states.slice(firstOther).filter((st) => ['new', 'changed', 'countered'].includes(st))).toEqual([]);
    const byId = new Map(rows.map((r) => [r.ID, r]));
    expect(byId.get(a.id)).toMatchObject({
      CONFIRM_STATE: 'accepted',
      AGE_HOURS: null,
      PROMISED_DATE: day(10),
    });
    expect(Number(byId.get(a.id)!.PROMISED_QTY)).toBe(3);
    expect(byId.get(a.id)!.ORIGINAL_QTY).toBe(byId.get(a.id)!.ORDERED_QTY);
    expect(Object.keys(byId.get(a.id)!)).toEqual(
      expect.arrayContaining([
        'ID',
        'VERSION',
        'ORDER_KIND',
        'PO_NO',
        'PO_ITEM',
        'PART_NAME',
        'DUE_DATE',
        'ORIGINAL_DUE_DATE',
      ]),
    );
    // Filterable by state.
    const proposed = (
      await call<Row[]>(t.app, s.vendor1, 'POST', listOf('OrderConfirmation').loadData, {
        body: {
          Page: 1,
          Limit: 1000,
          Params: [
            {
              FIELD_NAME: 'CONFIRM_STATE',
              ACTION_TYPE: actionType.equals,
              PARAM_VALUE: 'proposed',
              DATA_TYPE: 1,
            },
          ],
        },
      })
    ).body.data;
    expect(proposed.map((r) => r.ID)).toContain(c.id);
    expect(new Set(proposed.map((r) => r.CONFIRM_STATE))).toEqual(new Set(['proposed']));

    const review = await call<Row[]>(t.app, s.buyer, 'POST', listOf('ConfirmationReview').loadData, {
      body: { Page: 1, Limit: 1000 },
    });
    expect(review.status, review.body.msg).toBe(200);
    const reviewed = new Map(review.body.data.map((r) => [r.ID, r]));
    expect(reviewed.has(a.id)).toBe(false);
    expect(reviewed.has(d.id)).toBe(false);
    expect(reviewed.get(b.id)).toMatchObject({ CONFIRM_STATE: 'refused', REASON: 'tooling broken' });
    expect(reviewed.get(c.id)).toMatchObject({ CONFIRM_STATE: 'proposed' });
    expect(reviewed.get(b.id)!.VENDOR_NAME).toBeTruthy();
    const ages = review.body.data.map((r) => Number(r.AGE_HOURS));
    expect(ages).toEqual([...ages].sort((x, y) => y - x));
    expect(new Set(review.body.data.map((r) => r.VENDOR_CODE)).size).toBeGreaterThan(1);
  });

  it('shows every version of a line with the ERP’s figures of its time', async () => {
    const line = v001[15]!;
    // A line as the ERP sent it, without the answers the demo data gave it.
    await sql`delete from order_line_version where order_line_id = ${line.id}`.execute(t.db);
    await sql`update order_line set confirm_state = 'new', confirm_version = 0, promised_schedule = '[]' where id = ${line.id}`.execute(
      t.db,
    );
    const step = async (as: Session, action: ConfirmAction, body: Row) => {
      const res = await answer(as, action, body);
      expect(res.status, `${action}: ${res.body.msg}`).toBe(200);
      return res.body.data[0]!.VERSION;
    };
    let v = await step(s.vendor1, 'accept', { LINES: [{ ID: line.id, VERSION: 0 }] });
    // The ERP changes quantity and date (what the integration's push does): the line is to re-confirm.
    const newQty = String(Number(line.ordered_qty) + 10);
    await sql`
      with l as (
        update order_line set ordered_qty = ${newQty}, due_date = ${day(20)}::date, confirm_state = 'changed',
          confirm_version = confirm_version + 1
        where id = ${line.id} returning *
      )
      insert into order_line_version (order_line_id, version, org_id, action, actor, state, schedule, ordered_qty,
                                      due_date, unit_price)
      select id, confirm_version, org_id, 'change', 'erp', 'changed', promised_schedule, ordered_qty, due_date, unit_price
      from l`.execute(t.db);
    v += 1;
    v = await step(s.vendor1, 'propose', {
      ID: line.id,
      VERSION: v,
      SCHEDULE: [
        { DATE: day(15), QTY: '5' },
        { DATE: day(25), QTY: '5' },
      ],
      REASON: 'split over two weeks',
    });
    v = await step(s.buyer, 'counter', {
      ID: line.id,
      VERSION: v,
      SCHEDULE: [{ DATE: day(18), QTY: newQty }],
    });
    v = await step(s.vendor1, 'accept', { LINES: [{ ID: line.id, VERSION: v }] });
    expect(v).toBe(5);

    const res = await call<LineTimeline>(t.app, s.buyer, 'GET', paths.timeline, { query: { id: line.id } });
    expect(res.status, res.body.msg).toBe(200);
    const tl = res.body.data;
    expect(tl).toMatchObject({
      ID: line.id,
      PO_NO: line.po_no,
      STATE: 'confirmed',
      VERSION: 5,
      DUE_DATE: day(20),
      ORIGINAL_DUE_DATE: line.due_date,
      SCHEDULE: [{ DATE: day(18), QTY: newQty }],
    });
    expect(Number(tl.ORDERED_QTY)).toBe(Number(newQty));
    expect(Number(tl.ORIGINAL_QTY)).toBe(Number(line.ordered_qty));
    expect(tl.VERSIONS.map((x) => [x.VERSION, x.ACTION, x.ACTOR, x.STATE])).toEqual([
      [0, 'create', 'erp', 'new'],
      [1, 'accept', 'vendor', 'accepted'],
      [2, 'change', 'erp', 'changed'],
      [3, 'propose', 'vendor', 'proposed'],
      [4, 'counter', 'buyer', 'countered'],
      [5, 'accept', 'vendor', 'confirmed'],
    ]);
    const qty = tl.VERSIONS.map((x) => Number(x.ORDERED_QTY));
    expect(qty).toEqual([1, 1, 2, 2, 2, 2].map((n) => (n === 1 ? Number(line.ordered_qty) : Number(newQty))));
    expect(tl.VERSIONS.map((x) => x.DUE_DATE)).toEqual([
      line.due_date,
      line.due_date,
      day(20),
      day(20),
      day(20),
      day(20),
    ]);
    expect(tl.VERSIONS[1]!.SCHEDULE).toEqual([
      { DATE: line.due_date, QTY: String(Number(line.ordered_qty)) },
    ]);
    expect(tl.VERSIONS[3]!).toMatchObject({ REASON: 'split over two weeks', BY: 'vendor1' });
    expect(tl.VERSIONS[3]!.SCHEDULE).toHaveLength(2);
    expect(tl.VERSIONS[4]!.BY).toBe('buyer');
    expect(tl.VERSIONS.every((x) => x.UNIT_PRICE !== '')).toBe(true);
  });
});

describe('order confirmation paths', () => {
  it('are the contract’s', () => {
    expect(Object.values(pathOf).sort()).toEqual(
      [paths.accept, paths.propose, paths.refuse, paths.confirm, paths.counter].sort(),
    );
  });
});
