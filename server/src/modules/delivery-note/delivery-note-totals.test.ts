import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';

type OrderLine = { ID: number; PO_NO: string; PO_ITEM: number; PO_REMAINING_QTY: string };
type Note = { ID: number; STATUS: number; Lines: { ID: number; DELIVERY_QTY: string }[] };

/** One step a vendor or the buyer may take; refused steps (4xx) are part of the game and change nothing. */
type Step =
  | { op: 'create'; lines: { at: number; qty: number }[] }
  | { op: 'edit'; note: number; lines: { at: number; qty: number }[] }
  | { op: 'audit' | 'unAudit' | 'ship' | 'void'; note: number; by: 'vendor' | 'buyer' }
  | { op: 'receive'; note: number; short: number }
  | { op: 'advance'; note: number; short: number };

const lineChoice = fc.array(fc.record({ at: fc.nat(3), qty: fc.integer({ min: 1, max: 40 }) }), {
  minLength: 1,
  maxLength: 3,
});
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('create' as const), lines: lineChoice }),
  fc.record({ op: fc.constant('edit' as const), note: fc.nat(3), lines: lineChoice }),
  fc.record({
    op: fc.constantFrom('audit' as const, 'unAudit' as const, 'ship' as const, 'void' as const),
    note: fc.nat(3),
    by: fc.constantFrom('vendor' as const, 'buyer' as const),
  }),
  fc.record({ op: fc.constant('receive' as const), note: fc.nat(3), short: fc.integer({ min: 0, max: 3 }) }),
  // The next step of the note's normal life (audit, ship, receive), so notes often get all the way.
  fc.record({ op: fc.constant('advance' as const), note: fc.nat(3), short: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ op: fc.constant('advance' as const), note: fc.nat(1), short: fc.integer({ min: 0, max: 3 }) }),
);

/**
 * The delivery totals kept on order lines (migration 0008) always equal the sums of the delivery lines, whatever
 * sequence of saves, edits and transitions vendors and buyers run — and the order report shows them.
 */
describeEachDatabase('order line delivery totals', (t) => {
  const { vendor1: vendor, buyer } = signedIn(t);
  let orderLines: OrderLine[];
  const notes: number[] = [];

  beforeAll(async () => {
    const open = await call<OrderLine[]>(t.app, vendor, 'POST', 'DeliveryNote/OpenOrderLines', {
      body: { Page: 1, Limit: 50 },
    });
    // Four order lines with room for the game, not the over-delivery or spares parts.
    orderLines = open.body.data.filter((l) => Number(l.PO_REMAINING_QTY) >= 60).slice(0, 4);
    expect(orderLines).toHaveLength(4);
  });

  const linesOf = (choice: { at: number; qty: number }[]) => {
    const byLine = new Map<number, number>();
    for (const c of choice) byLine.set(orderLines[c.at]!.ID, c.qty);
    return [...byLine].map(([id, qty]) => ({ ORDER_LINE_ID: id, DELIVERY_QTY: String(qty) }));
  };

  async function run(s: Step): Promise<number> {
    // `note` counts back from the latest note, so a note often goes all the way to received.
    const noteId =
      'note' in s && notes.length ? notes[notes.length - 1 - (s.note % notes.length)] : undefined;
    if (s.op === 'create') {
      const res = await call<Note>(t.app, vendor, 'POST', 'DeliveryNote/AddOrModifySave', {
        body: { DELIVERY_DATE: '2026-11-22', Lines: linesOf(s.lines) },
      });
      if (res.status === 200) notes.push(res.body.data.ID);
      return res.status;
    }
    if (noteId === undefined) return 0;
    if (s.op === 'edit') {
      return (
        await call(t.app, vendor, 'POST', 'DeliveryNote/AddOrModifySave', {
          body: { ID: noteId, DELIVERY_DATE: '2026-11-22', Lines: linesOf(s.lines) },
        })
      ).status;
    }
    if (s.op === 'advance') {
      const { STATUS } = (await call<Note>(t.app, buyer, 'GET', `DeliveryNote/Get?id=${noteId}`)).body.data;
      if (STATUS === 1) return run({ op: 'audit', note: s.note, by: 'vendor' });
      if (STATUS === 2) return run({ op: 'ship', note: s.note, by: 'vendor' });
      return run({ op: 'receive', note: s.note, short: s.short });
    }
    if (s.op === 'receive') {
      const note = await call<Note>(t.app, buyer, 'GET', `DeliveryNote/Get?id=${noteId}`);
      const first = note.body.data?.Lines?.[0];
      const lines =
        first && s.short > 0
          ? [{ ID: first.ID, RECEIVED_QTY: String(Math.max(0, Number(first.DELIVERY_QTY) - s.short)) }]
          : [];
      return (
        await call(t.app, buyer, 'POST', 'DeliveryNote/Receive', { body: { ID: noteId, Lines: lines } })
      ).status;
    }
    // Shipping is the vendor's; the rest either may try.
    const session = s.by === 'vendor' || s.op === 'ship' ? vendor : buyer;
    const path = { audit: 'Audit', unAudit: 'UnAudit', ship: 'Ship', void: 'Void' }[s.op];
    const extra =
      s.op === 'ship'
        ? { ATTRIBUTE1: '顺丰速运', ATTRIBUTE2: 'SF1' }
        : s.op === 'void'
          ? { REASON: 'test' }
          : {};
    return (await call(t.app, session, 'POST', `DeliveryNote/${path}`, { body: { ID: noteId, ...extra } }))
      .status;
  }

  /** Σ of a delivery-line quantity of order line `ol` over notes of some kind and states, computed here apart. */
  const sumOf = (quantity: 'delivery_qty' | 'received_qty', kind: string, states: string) =>
    sql.raw(`(select coalesce(sum(dl.${quantity}), 0) from delivery_line dl join delivery_note dn on dn.id = dl.note_id
      where dl.order_line_id = ol.id and dn.note_kind ${kind} and dn.status ${states})`);
  /** The sums of each order line `ol` from scratch, as `s` (not by the code under test). */
  const sums = sql`lateral (
    select ${sumOf('delivery_qty', "<> 'SUB'", 'in (1, 2)')} as open,
      ${sumOf('delivery_qty', "<> 'SUB'", '= 4')} as transit,
      ${sumOf('received_qty', "<> 'SUB'", '= 5')} as received,
      ${sumOf('delivery_qty', "<> 'SUB'", '<> 3')} as delivered,
      ${sumOf('delivery_qty', "= 'SUB'", '<> 3')} as sub
  ) s`;

  /** Order lines whose kept totals differ from the sums of their delivery lines. */
  async function drifted(): Promise<unknown[]> {
    const { rows } = await sql`
      select ol.id, ol.qty_open, ol.qty_in_transit, ol.qty_received, ol.qty_delivered, ol.qty_sub_delivered, s.*
      from order_line ol, ${sums}
      where ol.qty_open <> s.open or ol.qty_in_transit <> s.transit or ol.qty_received <> s.received
         or ol.qty_delivered <> s.delivered or ol.qty_sub_delivered <> s.sub`.execute(t.db);
    return rows;
  }

  it('match the delivery lines after the demo data is loaded', async () => {
    expect(await drifted()).toEqual([]);
  });

  it('match the delivery lines after any sequence of saves, edits and transitions', {
    timeout: 240_000,
  }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        for (const s of steps) {
          const status = await run(s);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect(status, JSON.stringify(s)).not.toBe(500);
        }
        expect(await drifted()).toEqual([]);
      }),
      { seed: 20261122, numRuns: 25 },
    );
    // The game reached the database, not only refusals.
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(60);
    const states = await sql<{ status: number }>`
      select distinct status from delivery_note where id in (${sql.join(notes)})`.execute(t.db);
    expect(states.rows.map((r) => r.status).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('are what the order report shows', async () => {
    for (const line of orderLines) {
      const report = await call<
        {
          ID: number;
          ON_OPEN_NOTES: string;
          IN_TRANSIT: string;
          RECEIVED_QTY: string;
          REMAINING_QTY: string;
        }[]
      >(t.app, buyer, 'POST', 'PurchaseOrderReport/LoadData', {
        body: {
          Page: 1,
          Limit: 10,
          Params: [{ FIELD_NAME: 'ID', ACTION_TYPE: 1, PARAM_VALUE: line.ID, DATA_TYPE: 3 }],
        },
      });
      expect(report.status).toBe(200);
      const row = report.body.data.find((r) => r.ID === line.ID);
      const { rows } = await sql<{ open: string; transit: string; received: string; remaining: string }>`
        select s.open, s.transit, s.received, ol.ordered_qty - s.delivered as remaining
        from order_line ol, ${sums} where ol.id = ${line.ID}`.execute(t.db);
      const expected = rows[0]!;
      expect(row, `order line ${line.ID}`).toBeDefined();
      expect(Number(row!.ON_OPEN_NOTES)).toBe(Number(expected.open));
      expect(Number(row!.IN_TRANSIT)).toBe(Number(expected.transit));
      expect(Number(row!.RECEIVED_QTY)).toBe(Number(expected.received));
      expect(Number(row!.REMAINING_QTY)).toBe(Number(expected.remaining));
    }
  });
});
