import { expect, it } from 'vitest';
import { call, signedIn, signIn } from '../../../test/auth-helper.ts';
import { erpOrder } from '../../../test/erp-orders.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { auditTrail, columnOf } from '../../../test/rows.ts';
import { demoApiKey } from '../../seed/demo.ts';

type Batch = { Created: number; Updated: number; Unchanged: number };
type Refusal = { Errors: { Row: number; ExternalId: string | null; Reason: string }[] };

describeOnDatabase('integration API', (t) => {
  const { vendor1, buyer } = signedIn(t);
  const push = (path: string, body: unknown, key = demoApiKey, lang: 'zh-chs' | 'en' = 'en') =>
    call<Batch | Refusal>(t.app, null, 'POST', `Integration/${path}`, {
      body,
      lang,
      headers: { 'x-api-key': key },
    });

  /** vendor1's open order lines with at least `qty` left. */
  const openLines = async (qty: number) =>
    (
      await call<{ ID: number; PO_REMAINING_QTY: string }[]>(
        t.app,
        vendor1,
        'POST',
        'DeliveryNote/OpenOrderLines',
        { body: { Page: 1, Limit: 50 } },
      )
    ).body.data.filter((l) => Number(l.PO_REMAINING_QTY) >= qty);
  /** A new note of vendor1 (status 1) with these lines. */
  const newNote = async (date: string, lines: { ORDER_LINE_ID: number; DELIVERY_QTY: string }[]) =>
    (
      await call<{ ID: number; DELIVERY_NO: string }>(
        t.app,
        vendor1,
        'POST',
        'DeliveryNote/AddOrModifySave',
        {
          body: { DELIVERY_DATE: date, Lines: lines },
        },
      )
    ).body.data;
  /** Audits and ships a note of vendor1: it is then in transit. */
  const ship = async (id: number, trackingNo: string) => {
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Audit', { body: { ID: id } });
    await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: id, ATTRIBUTE1: '顺丰速运', ATTRIBUTE2: trackingNo },
    });
  };

  it('refuses calls without a valid key, and signed-in users even with every grant', async () => {
    expect((await push('PushOrders', { Orders: [erpOrder(1)] }, 'wrong')).status).toBe(401);
    const noKey = await call(t.app, null, 'POST', 'Integration/PushOrders', {
      body: { Orders: [erpOrder(1)] },
    });
    expect(noKey.status).toBe(401);
    const admin = await signIn(t.app, 'admin');
    expect(
      (await call(t.app, admin, 'POST', 'Integration/PushOrders', { body: { Orders: [erpOrder(1)] } }))
        .status,
    ).toBe(401);
  });

  it('creates order lines once: the same batch again changes nothing, a changed row is updated', async () => {
    const batch = {
      Orders: [erpOrder(1), erpOrder(2, { PART_NO: 'PNEW-1', PART_NAME: '新物料', SPQ: '5' })],
    };
    const first = await push('PushOrders', batch);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ Created: 2, Updated: 0, Unchanged: 0 });
    const again = await push('PushOrders', batch);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual({ Created: 0, Updated: 0, Unchanged: 2 });
    const changed = await push('PushOrders', {
      Orders: [erpOrder(1, { ORDERED_QTY: '150' }), erpOrder(2, { PART_NO: 'PNEW-1' })],
    });
    expect(changed.body.data).toEqual({ Created: 0, Updated: 1, Unchanged: 1 });
    const lines = await t.db
      .selectFrom('order_line')
      .select(['po_item', 'ordered_qty'])
      .where('po_no', '=', '4700000001')
      .orderBy('po_item')
      .execute();
    expect(lines.map((l) => [l.po_item, Number(l.ordered_qty)])).toEqual([
      [10, 150],
      [20, 120],
    ]);
    // The vendor sees the new line among its open order lines.
    const open = await call<{ PO_NO: string }[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
      body: {
        Page: 1,
        Limit: 50,
        Params: [{ FIELD_NAME: 'PO_NO', ACTION_TYPE: 1, PARAM_VALUE: '4700000001', DATA_TYPE: 1 }],
      },
    });
    expect(open.body.data).toHaveLength(2);
  });

  it('rejects a batch with a bad row, naming the row and reason, and writes nothing of it', async () => {
    const before = await t.db
      .selectFrom('order_line')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await push('PushOrders', {
      Orders: [
        erpOrder(7),
        erpOrder(8, { VENDOR_CODE: 'V999' }),
        erpOrder(9, { ORDERED_QTY: 'lots' }),
        erpOrder(10, { PART_NO: 'NOPE' }),
      ],
    });
    expect(res.status).toBe(400);
    const errors = (res.body.data as Refusal).Errors;
    expect(errors.map((e) => e.Row)).toEqual([3, 2, 4]);
    expect(errors.find((e) => e.Row === 2)!.Reason).toContain('V999');
    expect(errors.find((e) => e.Row === 3)!.Reason).toContain('ORDERED_QTY');
    expect(errors.find((e) => e.Row === 4)!.Reason).toContain('NOPE');
    expect(res.body.msg).toContain('nothing of the batch was written');
    const zh = await push(
      'PushOrders',
      { Orders: [erpOrder(8, { VENDOR_CODE: 'V999' })] },
      demoApiKey,
      'zh-chs',
    );
    expect((zh.body.data as Refusal).Errors[0]!.Reason).toBe('供应商 V999 不存在');
    const after = await t.db
      .selectFrom('order_line')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('receives an in-transit note with a shortage, once; re-sending changes nothing', async () => {
    const [a, b] = await openLines(10);
    const note = await newNote('2026-11-22', [
      { ORDER_LINE_ID: a!.ID, DELIVERY_QTY: '10' },
      { ORDER_LINE_ID: b!.ID, DELIVERY_QTY: '10' },
    ]);
    const early = await push('PushReceipts', {
      Receipts: [{ ExternalId: 'WMS-1', DELIVERY_NO: note.DELIVERY_NO }],
    });
    expect(early.status).toBe(400);
    expect((early.body.data as Refusal).Errors[0]!.Reason).toContain('cannot be received');
    await ship(note.ID, 'SF1');
    const receipt = {
      Receipts: [
        { ExternalId: 'WMS-1', DELIVERY_NO: note.DELIVERY_NO, Lines: [{ LINE_NO: 2, RECEIVED_QTY: '7' }] },
      ],
    };
    const received = await push('PushReceipts', receipt);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toEqual({ Created: 1, Updated: 0, Unchanged: 0 });
    const again = await push('PushReceipts', receipt);
    expect(again.body.data).toEqual({ Created: 0, Updated: 0, Unchanged: 1 });
    const seen = await call<{
      STATUS: number;
      Lines: { LINE_NO: number; RECEIVED_QTY: string; SHORTAGE_QTY: string }[];
    }>(t.app, buyer, 'GET', 'DeliveryNote/Get', {
      query: { id: note.ID },
    });
    expect(seen.body.data.STATUS).toBe(5);
    expect(seen.body.data.Lines.map((l) => [l.LINE_NO, l.RECEIVED_QTY, l.SHORTAGE_QTY])).toEqual([
      [1, '10', '0'],
      [2, '7', '3'],
    ]);
    const receivedBy = await columnOf(t.db, 'audit_log', 'user_name', {
      entity: 'deliveryNote',
      entity_id: String(note.ID),
      action: 'receive',
    });
    expect(receivedBy).toBe('wms:Demo ERP/WMS');
    const pulled = await call<{ DELIVERY_NO: string; STATUS: number }[]>(
      t.app,
      null,
      'GET',
      'Integration/PullDeliveryNotes',
      {
        query: { status: 5, limit: 1000 },
        headers: { 'x-api-key': demoApiKey },
      },
    );
    expect(pulled.body.data.some((n) => n.DELIVERY_NO === note.DELIVERY_NO)).toBe(true);
  });

  it('answers ten identical batches sent at once as one after another: created once, then unchanged; never a 500 (issue #37)', async () => {
    const batch = {
      Orders: [
        erpOrder(31),
        erpOrder(32, { PART_NO: 'PNEW-BURST', PART_NAME: '并发物料', SPQ: '2' }),
        erpOrder(33, { ORDERED_QTY: '7' }),
      ],
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => push('PushOrders', batch)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const results = answers.map((a) => a.body.data as Batch);
    // Each answer counts the whole batch; exactly one created it.
    for (const r of results) expect(r.Created + r.Updated + r.Unchanged).toBe(3);
    expect(results.filter((r) => r.Created === 3)).toHaveLength(1);
    expect(results.filter((r) => r.Unchanged === 3)).toHaveLength(9);
    const lines = await t.db
      .selectFrom('order_line')
      .select('external_id')
      .where('external_id', 'in', ['ERP-31', 'ERP-32', 'ERP-33'])
      .execute();
    expect(lines).toHaveLength(3);

    // The same for a WMS's receipt sent ten times at once: received once, "unchanged" for the rest.
    const [line] = await openLines(5);
    const note = await newNote('2026-11-23', [{ ORDER_LINE_ID: line!.ID, DELIVERY_QTY: '5' }]);
    await ship(note.ID, 'SF2');
    const receipt = { Receipts: [{ ExternalId: 'WMS-BURST', DELIVERY_NO: note.DELIVERY_NO }] };
    const receipts = await Promise.all(Array.from({ length: 10 }, () => push('PushReceipts', receipt)));
    expect(receipts.map((a) => [a.status, JSON.stringify(a.body.data)]).filter(([s]) => s !== 200)).toEqual(
      [],
    );
    const counts = receipts.map((a) => a.body.data as Batch);
    expect(counts.filter((c) => c.Created === 1)).toHaveLength(1);
    expect(counts.filter((c) => c.Unchanged === 1)).toHaveLength(9);
  });

  it('lets an administrator create and revoke keys; a revoked key stops working', async () => {
    const admin = await signIn(t.app, 'admin');
    const created = await call<{ Key: string; Id: number }>(t.app, admin, 'POST', 'Integration/KeyCreate', {
      body: { Name: 'WMS test', Scopes: ['notes'] },
    });
    expect(created.status).toBe(200);
    const key = created.body.data.Key;
    const pull = () =>
      call(t.app, null, 'GET', 'Integration/PullDeliveryNotes', { headers: { 'x-api-key': key } });
    expect((await pull()).status).toBe(200);
    expect((await push('PushOrders', { Orders: [erpOrder(1)] }, key)).status).toBe(403);
    const list = await call<{ ID: number; KEY_PREFIX: string }[]>(
      t.app,
      admin,
      'GET',
      'Integration/KeyLoadData',
    );
    expect(JSON.stringify(list.body.data)).not.toContain(key);
    await call(t.app, admin, 'POST', 'Integration/KeyRevoke', { body: { ID: created.body.data.Id } });
    expect((await pull()).status).toBe(401);
    const again = await call(t.app, admin, 'POST', 'Integration/KeyRevoke', {
      body: { ID: created.body.data.Id },
    });
    expect(again.status).toBe(404);
    const audits = await auditTrail(t.db, 'integrationKey', created.body.data.Id, [
      'action',
      'user_name',
      'after',
    ]);
    expect(audits).toEqual([
      { action: 'create', user_name: 'admin', after: { name: 'WMS test', scopes: ['notes'] } },
      { action: 'revoke', user_name: 'admin', after: null },
    ]);
    expect((await call(t.app, vendor1, 'GET', 'Integration/KeyLoadData')).status).toBe(403);
  });
});
