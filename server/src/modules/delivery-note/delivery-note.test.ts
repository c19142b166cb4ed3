import Decimal from 'decimal.js';
import { beforeAll, expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { auditTrail, columnOf } from '../../../test/rows.ts';

type Line = {
  ID: number;
  ORDER_LINE_ID: number;
  DELIVERY_QTY: string;
  RECEIVED_QTY: string | null;
  SHORTAGE_QTY: string | null;
  MAX_DELIVERY_QTY: string;
};
type Note = {
  ID: number;
  DELIVERY_NO: string;
  STATUS: number;
  VENDOR_CODE: string;
  Lines: Line[];
  ATTRIBUTE1: string | null;
};
type OrderLine = {
  ID: number;
  PO_NO: string;
  PO_ITEM: number;
  PART_NO: string;
  PO_TOTAL_QTY: string;
  PO_REMAINING_QTY: string;
  VENDOR_CODE: string;
};

/** The state machine of PRODUCT §5, written out by hand (not imported from the code under test). */
type Actor = 'vendor' | 'buyer';
type Action = 'edit' | 'audit' | 'unAudit' | 'ship' | 'receive' | 'void';
const table: Record<Action, { from: number; to: number; who: Actor[] }[]> = {
  edit: [{ from: 1, to: 1, who: ['vendor'] }],
  audit: [{ from: 1, to: 2, who: ['vendor', 'buyer'] }],
  unAudit: [{ from: 2, to: 1, who: ['vendor', 'buyer'] }],
  ship: [{ from: 2, to: 4, who: ['vendor'] }],
  receive: [{ from: 4, to: 5, who: ['buyer'] }],
  void: [
    { from: 1, to: 3, who: ['vendor', 'buyer'] },
    { from: 2, to: 3, who: ['buyer'] },
  ],
};
function expected(action: Action, status: number, actor: Actor): { http: number; to?: number } {
  const row = table[action].find((r) => r.from === status && r.who.includes(actor));
  if (row) return { http: 200, to: row.to };
  return table[action].some((r) => r.who.includes(actor)) ? { http: 409 } : { http: 403 };
}

async function openLines(
  app: Parameters<typeof call>[0],
  session: Session,
  prefix = 'DeliveryNote',
): Promise<OrderLine[]> {
  const { status, body } = await call<OrderLine[]>(app, session, 'POST', `${prefix}/OpenOrderLines`, {
    body: { Page: 1, Limit: 50 },
  });
  expect(status).toBe(200);
  return body.data;
}

describeOnDatabase('delivery notes', (t) => {
  const { vendor1, vendor2, buyer } = signedIn(t);
  let lines: OrderLine[];

  beforeAll(async () => {
    lines = await openLines(t.app, vendor1);
  });

  const create = async (session: Session, orderLine: OrderLine, qty = '1') => {
    const res = await call<Note>(t.app, session, 'POST', 'DeliveryNote/AddOrModifySave', {
      body: { DELIVERY_DATE: '2026-11-22', Lines: [{ ORDER_LINE_ID: orderLine.ID, DELIVERY_QTY: qty }] },
    });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };

  it('lists only the vendor its own open order lines, with the remaining quantity', async () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.VENDOR_CODE === 'V001')).toBe(true);
    expect(lines.every((l) => new Decimal(l.PO_REMAINING_QTY).gt(0))).toBe(true);
  });

  it('numbers a new note DN + date + sequence and refuses more than remains, naming the allowed figure', async () => {
    const line = lines.find((l) => l.PART_NO !== 'P10001')!;
    const note = await create(vendor1, line, '1');
    expect(note.DELIVERY_NO).toMatch(/^DN\d{8}\d{4}$/);
    expect(note.STATUS).toBe(1);
    const remaining = new Decimal(line.PO_REMAINING_QTY).minus(1);
    const refused = await call(t.app, vendor1, 'POST', 'DeliveryNote/AddOrModifySave', {
      lang: 'en',
      body: {
        DELIVERY_DATE: '2026-11-22',
        Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: remaining.plus(1).toFixed() }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(`at most ${remaining.toFixed()} more`);
    const zh = await call(t.app, vendor1, 'POST', 'DeliveryNote/AddOrModifySave', {
      body: {
        DELIVERY_DATE: '2026-11-22',
        Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: remaining.plus(1).toFixed() }],
      },
    });
    expect(zh.body.msg).toContain(`最多还可送 ${remaining.toFixed()}`);
  });

  it('allows the confirmed over-delivery tolerance of a part and not a unit more', async () => {
    const tolerant = lines.find((l) => l.PART_NO === 'P10001');
    expect(tolerant).toBeDefined();
    const ordered = new Decimal(tolerant!.PO_TOTAL_QTY);
    const delivered = ordered.minus(tolerant!.PO_REMAINING_QTY);
    const max = ordered.times(1.1).minus(delivered);
    const over = await call(t.app, vendor1, 'POST', 'DeliveryNote/AddOrModifySave', {
      body: {
        DELIVERY_DATE: '2026-11-22',
        Lines: [{ ORDER_LINE_ID: tolerant!.ID, DELIVERY_QTY: max.plus(0.0001).toFixed() }],
      },
    });
    expect(over.status).toBe(400);
    const note = await create(vendor1, tolerant!, max.toFixed());
    expect(new Decimal(note.Lines[0]!.DELIVERY_QTY).eq(max)).toBe(true);
    expect(new Decimal(max).gt(tolerant!.PO_REMAINING_QTY)).toBe(true);
    // Voiding frees the quantity again.
    const voided = await call<Note>(t.app, vendor1, 'POST', 'DeliveryNote/Void', {
      body: { ID: note.ID, REASON: 'test' },
    });
    expect(voided.body.data.STATUS).toBe(3);
    const again = await create(vendor1, tolerant!, max.toFixed());
    expect(again.STATUS).toBe(1);
  });

  it('walks every (state × action × actor) of the PRODUCT §5 table through HTTP', async () => {
    const line = lines.find((l) => l.PART_NO !== 'P10001' && new Decimal(l.PO_REMAINING_QTY).gte(100))!;
    const actions = Object.keys(table) as Action[];
    const outcomes: string[] = [];
    for (const status of [1, 2, 3, 4, 5]) {
      for (const action of actions) {
        for (const actor of ['vendor', 'buyer'] as Actor[]) {
          const note = await create(vendor1, line, '0.5');
          await t.db.updateTable('delivery_note').set({ status }).where('id', '=', note.ID).execute();
          const session = actor === 'vendor' ? vendor1 : buyer;
          const path = {
            edit: 'AddOrModifySave',
            audit: 'Audit',
            unAudit: 'UnAudit',
            ship: 'Ship',
            receive: 'Receive',
            void: 'Void',
          }[action];
          const body = {
            edit: {
              ID: note.ID,
              DELIVERY_DATE: '2026-11-23',
              Lines: [{ ID: note.Lines[0]!.ID, ORDER_LINE_ID: line.ID, DELIVERY_QTY: '0.25' }],
            },
            audit: { ID: note.ID },
            unAudit: { ID: note.ID },
            ship: { ID: note.ID, ATTRIBUTE1: 'SF Express', ATTRIBUTE2: 'SF123' },
            receive: { ID: note.ID },
            void: { ID: note.ID, REASON: 'state machine test' },
          }[action];
          const res = await call<Note>(t.app, session, 'POST', `DeliveryNote/${path}`, { body });
          const want = expected(action, status, actor);
          const after = await columnOf(t.db, 'delivery_note', 'status', { id: note.ID });
          outcomes.push(`${status} ${action} ${actor}: ${res.status} → ${after}`);
          expect(res.status, `${status} ${action} ${actor}: ${res.body.msg}`).toBe(want.http);
          expect(after).toBe(want.to ?? status);
          if (want.http !== 200) expect(res.body.msg.length).toBeGreaterThan(0);
          // Release the quantity for the next case.
          await t.db.updateTable('delivery_note').set({ status: 3 }).where('id', '=', note.ID).execute();
        }
      }
    }
    expect(outcomes).toHaveLength(5 * 6 * 2);
  });

  it('audits and un-audits several notes in one call, all or none: a refused note is named and nothing changes', async () => {
    const line = lines.find((l) => l.PART_NO !== 'P10001' && new Decimal(l.PO_REMAINING_QTY).gte(10))!;
    const [a, b, c] = [await create(vendor1, line), await create(vendor1, line), await create(vendor1, line)];
    const statusOf = async (ids: number[]) =>
      (
        await t.db
          .selectFrom('delivery_note')
          .select(['id', 'status'])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute()
      ).map((r) => r.status);
    // One of them already audited: the bulk audit is refused whole, naming that note in the caller's language.
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Audit', { body: { ID: b.ID } });
    const refused = await call<{ REFUSED: { LABEL: string; MSG: string }[] }>(
      t.app,
      vendor1,
      'POST',
      'DeliveryNote/AuditMany',
      { body: { IDS: [a.ID, b.ID, c.ID] }, lang: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('1 of the 3 selected notes cannot be audited, so none was changed');
    expect(refused.body.data.REFUSED.map((r) => r.LABEL)).toEqual([b.DELIVERY_NO]);
    expect(refused.body.msg).toContain(b.DELIVERY_NO);
    expect(await statusOf([a.ID, b.ID, c.ID])).toEqual([1, 2, 1]);

    // Another vendor's note in the selection: refused by its id only (its number is not vendor2's to see).
    const foreign = await call<{ REFUSED: { LABEL: string }[] }>(
      t.app,
      vendor2,
      'POST',
      'DeliveryNote/AuditMany',
      {
        body: { IDS: [a.ID] },
      },
    );
    expect(foreign.status).toBe(409);
    expect(foreign.body.data.REFUSED).toEqual([{ LABEL: `#${a.ID}`, MSG: expect.any(String) }]);
    expect(foreign.body.msg).not.toContain(a.DELIVERY_NO);
    expect(await statusOf([a.ID])).toEqual([1]);

    // All auditable: one call audits them all (twice the same id counts once), then un-audits them all.
    const done = await call<{ COUNT: number }>(t.app, buyer, 'POST', 'DeliveryNote/AuditMany', {
      body: { IDS: [a.ID, c.ID, a.ID] },
    });
    expect(done.status, done.body.msg).toBe(200);
    expect(done.body.data).toEqual({ COUNT: 2 });
    expect(await statusOf([a.ID, b.ID, c.ID])).toEqual([2, 2, 2]);
    const undone = await call<{ COUNT: number }>(t.app, vendor1, 'POST', 'DeliveryNote/UnAuditMany', {
      body: { IDS: [a.ID, b.ID, c.ID] },
    });
    expect(undone.status, undone.body.msg).toBe(200);
    expect(await statusOf([a.ID, b.ID, c.ID])).toEqual([1, 1, 1]);
    // Each note went through its own transition: one audit entry per note and action.
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['entity_id', 'action'])
      .where('entity', '=', 'deliveryNote')
      .where('entity_id', 'in', [String(a.ID), String(c.ID)])
      .where('action', 'in', ['audit', 'unAudit'])
      .execute();
    expect(audits).toHaveLength(4);
    const empty = await call(t.app, vendor1, 'POST', 'DeliveryNote/AuditMany', { body: { IDS: [] } });
    expect(empty.status).toBe(400);
    for (const n of [a, b, c])
      await t.db.updateTable('delivery_note').set({ status: 3 }).where('id', '=', n.ID).execute();
  });

  it('ships with a tracking number and receives with a recorded shortage, writing the audit log', async () => {
    const line = lines.find((l) => l.PART_NO !== 'P10001' && new Decimal(l.PO_REMAINING_QTY).gte(20))!;
    const note = await create(vendor1, line, '10');
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Audit', { body: { ID: note.ID } });
    const noTracking = await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: note.ID, ATTRIBUTE1: 'SF' },
    });
    expect(noTracking.status).toBe(400);
    const shipped = await call<Note>(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: note.ID, ATTRIBUTE1: '顺丰速运', ATTRIBUTE2: 'SF998877' },
    });
    expect(shipped.body.data.STATUS).toBe(4);
    const received = await call<Note>(t.app, buyer, 'POST', 'DeliveryNote/Receive', {
      body: { ID: note.ID, Lines: [{ ID: note.Lines[0]!.ID, RECEIVED_QTY: '8' }] },
    });
    expect(received.status).toBe(200);
    expect(received.body.data.STATUS).toBe(5);
    expect(received.body.data.Lines[0]!.SHORTAGE_QTY).toBe('2');
    const audit = await auditTrail(t.db, 'deliveryNote', note.ID, ['action', 'user_name']);
    expect(audit.map((a) => a.action)).toEqual(['create', 'audit', 'ship', 'receive']);
    expect(audit.at(-1)!.user_name).toBe('buyer');
  });

  it("keeps vendor2 away from vendor1's notes by id, list filter and report", async () => {
    const note = await create(vendor1, lines[0]!, '1');
    for (const [path, body] of [
      ['Audit', { ID: note.ID }],
      ['Void', { ID: note.ID, REASON: 'x' }],
      [
        'AddOrModifySave',
        {
          ID: note.ID,
          DELIVERY_DATE: '2026-11-22',
          Lines: [{ ORDER_LINE_ID: lines[0]!.ID, DELIVERY_QTY: '1' }],
        },
      ],
    ] as const) {
      const res = await call(t.app, vendor2, 'POST', `DeliveryNote/${path}`, { body });
      expect(res.status, path).toBe(404);
    }
    expect((await call(t.app, vendor2, 'GET', 'DeliveryNote/Get', { query: { id: note.ID } })).status).toBe(
      404,
    );
    const crafted = await call<{ VENDOR_CODE: string }[]>(t.app, vendor2, 'POST', 'DeliveryNote/LoadData', {
      body: {
        Page: 1,
        Limit: 50,
        Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V001', DATA_TYPE: 1 }],
      },
    });
    expect(crafted.body.data).toEqual([]);
    const all = await call<{ VENDOR_CODE: string }[]>(
      t.app,
      vendor2,
      'POST',
      'DeliveryDetailsQuery/LoadData',
      { body: { Page: 1, Limit: 1000 } },
    );
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.every((r) => r.VENDOR_CODE === 'V002')).toBe(true);
    // Nor can vendor2 deliver against vendor1's order line.
    const foreign = await call(t.app, vendor2, 'POST', 'DeliveryNote/AddOrModifySave', {
      body: { DELIVERY_DATE: '2026-11-22', Lines: [{ ORDER_LINE_ID: lines[0]!.ID, DELIVERY_QTY: '1' }] },
    });
    expect(foreign.status).toBe(400);
  });

  it('lets the downstream vendor deliver to its parent, who receives it; others never see it', async () => {
    const vendor3 = await signIn(t.app, 'vendor3');
    const parentLines = await openLines(t.app, vendor3, 'SubDeliveryNote');
    const remainingBefore = (await openLines(t.app, vendor1)).find(
      (l) => l.ID === parentLines[0]!.ID,
    )?.PO_REMAINING_QTY;
    expect(parentLines.every((l) => l.VENDOR_CODE === 'V001')).toBe(true);
    const res = await call<Note>(t.app, vendor3, 'POST', 'SubDeliveryNote/AddOrModifySave', {
      body: {
        DELIVERY_DATE: '2026-11-22',
        Lines: [{ ORDER_LINE_ID: parentLines[0]!.ID, DELIVERY_QTY: '2' }],
      },
    });
    expect(res.status, res.body.msg).toBe(200);
    const id = res.body.data.ID;
    await call(t.app, vendor3, 'POST', 'SubDeliveryNote/Audit', { body: { ID: id } });
    await call(t.app, vendor3, 'POST', 'SubDeliveryNote/Ship', {
      body: { ID: id, ATTRIBUTE1: 'own truck', ATTRIBUTE2: 'T-1' },
    });
    const list = await call<{ ID: number }[]>(t.app, vendor1, 'POST', 'SubDeliveryNote/LoadData', {
      body: { Page: 1, Limit: 50 },
    });
    expect(list.body.data.some((n) => n.ID === id)).toBe(true);
    const received = await call<Note>(t.app, vendor1, 'POST', 'SubDeliveryNote/Receive', {
      body: { ID: id },
    });
    expect(received.body.data.STATUS).toBe(5);
    expect((await call(t.app, vendor2, 'GET', 'SubDeliveryNote/Get', { query: { id } })).status).toBe(404);
    // The downstream delivery does not use up the manufacturer's order quantity.
    const remainingAfter = (await openLines(t.app, vendor1)).find(
      (l) => l.ID === parentLines[0]!.ID,
    )?.PO_REMAINING_QTY;
    expect(remainingAfter).toBe(remainingBefore);
  });
});
