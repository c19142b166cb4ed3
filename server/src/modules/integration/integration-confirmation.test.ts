import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/auth-helper.ts';
import { erpOrder } from '../../../test/erp-orders.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { hashApiKey } from '../../platform/auth.ts';
import { demoApiKey } from '../../seed/demo.ts';

type Batch = { Created: number; Updated: number; Unchanged: number };
type Pulled = {
  items: {
    externalId: string | null;
    poNo: string;
    poItem: number;
    state: string;
    schedule: unknown;
    seq: number;
  }[];
  next: number;
};

/** Issue #32 on the ERP's side: a push re-opens answered lines it changes; the ERP pulls the vendors' answers. */
describeOnDatabase('integration API and order confirmation', (t) => {
  const push = (orders: unknown[]) =>
    call<Batch>(t.app, null, 'POST', 'Integration/PushOrders', {
      body: { Orders: orders },
      headers: { 'x-api-key': demoApiKey },
    });
  const pull = (query: Record<string, number>, key = demoApiKey) =>
    call<Pulled>(t.app, null, 'GET', 'Integration/PullConfirmations', {
      query,
      headers: { 'x-api-key': key },
    });

  const order = (n: number, extra: Record<string, unknown> = {}) =>
    erpOrder(n, { ExternalId: `ERP-C${n}`, PO_NO: '4700000032', ...extra });

  const lineOf = (externalId: string) =>
    t.db
      .selectFrom('order_line')
      .select([
        'id',
        'confirm_state',
        'confirm_version',
        'promised_schedule',
        'ordered_qty',
        'due_date',
        'unit_price',
        'original_qty',
        'original_due_date',
      ])
      .where('external_id', '=', externalId)
      .executeTakeFirstOrThrow();
  const versionsOf = (id: number) =>
    t.db
      .selectFrom('order_line_version')
      .select([
        'version',
        'action',
        'actor',
        'state',
        'schedule',
        'reason',
        'ordered_qty',
        'due_date',
        'unit_price',
        'by_user',
      ])
      .where('order_line_id', '=', id)
      .orderBy('version')
      .execute();

  const split = [
    { DATE: '2026-12-10', QTY: '60' },
    { DATE: '2026-12-18', QTY: '60' },
  ];
  /**
   * Answers a line as the confirmation screens do (the vendor proposes a split, the buyer confirms it: versions 1
   * and 2), written directly: this file tests what the ERP's push and pull do with an answer.
   */
  async function confirm(id: number, schedule = split): Promise<void> {
    const line = await t.db
      .selectFrom('order_line')
      .select(['org_id', 'ordered_qty', 'due_date', 'unit_price'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const figures = { ordered_qty: line.ordered_qty, due_date: line.due_date, unit_price: line.unit_price };
    await t.db
      .insertInto('order_line_version')
      .values([
        {
          order_line_id: id,
          version: 1,
          org_id: line.org_id,
          action: 'propose',
          actor: 'vendor',
          state: 'proposed',
          schedule: JSON.stringify(schedule),
          ...figures,
          by_user: 'vendor1',
        },
        {
          order_line_id: id,
          version: 2,
          org_id: line.org_id,
          action: 'confirm',
          actor: 'buyer',
          state: 'confirmed',
          schedule: JSON.stringify(schedule),
          ...figures,
          by_user: 'buyer',
        },
      ])
      .execute();
    await t.db
      .updateTable('order_line')
      .set({
        confirm_state: 'confirmed',
        confirm_version: 2,
        promised_schedule: JSON.stringify(schedule),
        promised_date: schedule[0]!.DATE,
        confirm_seq: sql`nextval('order_confirmation_seq')`,
      })
      .where('id', '=', id)
      .execute();
  }

  beforeAll(async () => {
    const first = await push([order(1), order(2), order(3)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
  });

  it('re-opens a confirmed line whose quantity the ERP changes, keeping every earlier version', async () => {
    const { id } = await lineOf('ERP-C1');
    await confirm(id);
    const answered = await versionsOf(id);

    const changed = await push([order(1, { ORDERED_QTY: '150' })]);
    expect(changed.body.data).toEqual({ Created: 0, Updated: 1, Unchanged: 0 });
    const line = await lineOf('ERP-C1');
    expect(line.confirm_state).toBe('changed');
    expect(line.confirm_version).toBe(3);
    // The earlier answer stays on the line and in its versions; the ERP's original figures never change.
    expect(line.promised_schedule).toEqual(split);
    expect([Number(line.ordered_qty), Number(line.original_qty), line.original_due_date]).toEqual([
      150,
      120,
      '2026-12-20',
    ]);
    const versions = await versionsOf(id);
    expect(versions.slice(0, 2)).toEqual(answered);
    expect(versions).toHaveLength(3);
    expect({
      ...versions[2],
      ordered_qty: Number(versions[2]!.ordered_qty),
      unit_price: Number(versions[2]!.unit_price),
    }).toEqual({
      version: 3,
      action: 'change',
      actor: 'erp',
      state: 'changed',
      schedule: split,
      reason: null,
      ordered_qty: 150,
      due_date: '2026-12-20',
      unit_price: 3.25,
      by_user: 'Demo ERP/WMS',
    });

    // The same push again changes nothing: no version, no bump.
    const again = await push([order(1, { ORDERED_QTY: '150' })]);
    expect(again.body.data).toEqual({ Created: 0, Updated: 0, Unchanged: 1 });
    expect((await lineOf('ERP-C1')).confirm_version).toBe(3);
    expect(await versionsOf(id)).toHaveLength(3);
  });

  it('re-opens on a changed due date or price too; a push changing none of them leaves a confirmed line', async () => {
    const { id } = await lineOf('ERP-C2');
    await confirm(id);
    expect((await push([order(2)])).body.data).toEqual({ Created: 0, Updated: 0, Unchanged: 1 });
    // A changed buyer is no change of what the vendor promised against.
    expect((await push([order(2, { BUYER: 'wang' })])).body.data).toEqual({
      Created: 0,
      Updated: 1,
      Unchanged: 0,
    });
    expect(await lineOf('ERP-C2')).toMatchObject({ confirm_state: 'confirmed', confirm_version: 2 });
    expect(await versionsOf(id)).toHaveLength(2);

    await push([order(2, { BUYER: 'wang', UNIT_PRICE: '3.3' })]);
    expect(await lineOf('ERP-C2')).toMatchObject({ confirm_state: 'changed', confirm_version: 3 });
    // Already to re-confirm: a further change (the due date) is one more version, still `changed`.
    await push([order(2, { BUYER: 'wang', UNIT_PRICE: '3.3', DUE_DATE: '2026-12-28' })]);
    const line = await lineOf('ERP-C2');
    expect(line).toMatchObject({
      confirm_state: 'changed',
      confirm_version: 4,
      original_due_date: '2026-12-20',
    });
    expect((await versionsOf(id)).map((v) => [v.version, v.action, v.state, v.due_date])).toEqual([
      [1, 'propose', 'proposed', '2026-12-20'],
      [2, 'confirm', 'confirmed', '2026-12-20'],
      [3, 'change', 'changed', '2026-12-20'],
      [4, 'change', 'changed', '2026-12-28'],
    ]);
  });

  it('records a change of a line not answered yet as a version, leaving it to answer', async () => {
    const { id } = await lineOf('ERP-C3');
    await push([order(3, { ORDERED_QTY: '90' })]);
    expect(await lineOf('ERP-C3')).toMatchObject({ confirm_state: 'new', confirm_version: 1 });
    expect(
      (await versionsOf(id)).map((v) => [v.version, v.action, v.actor, v.state, Number(v.ordered_qty)]),
    ).toEqual([[1, 'change', 'erp', 'new', 90]]);
  });

  it('lets the ERP pull the answers after a cursor, in answer order, idempotently', async () => {
    const { rows } = await sql<{ max: number }>`
      select coalesce(max(confirm_seq), 0)::integer as max from order_line`.execute(t.db);
    const start = rows[0]!.max;
    for (const n of [4, 5, 6]) {
      await push([order(n)]);
      const { id } = await lineOf(`ERP-C${n}`);
      await confirm(id, [{ DATE: `2026-12-1${n}`, QTY: '120' }]);
    }
    const page = await pull({ since: start, limit: 2 });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.items.map((i) => [i.externalId, i.poNo, i.poItem, i.state, i.schedule])).toEqual([
      ['ERP-C4', '4700000032', 40, 'confirmed', [{ date: '2026-12-14', qty: '120' }]],
      ['ERP-C5', '4700000032', 50, 'confirmed', [{ date: '2026-12-15', qty: '120' }]],
    ]);
    const seqs = page.body.data.items.map((i) => i.seq);
    expect(seqs[0]).toBeGreaterThan(start);
    expect(seqs[1]).toBeGreaterThan(seqs[0]!);
    expect(page.body.data.next).toBe(seqs[1]);
    // The same cursor answers the same lines; the next page goes on from `next`.
    expect((await pull({ since: start, limit: 2 })).body.data).toEqual(page.body.data);
    const rest = await pull({ since: page.body.data.next, limit: 2 });
    expect(rest.body.data.items.map((i) => i.externalId)).toEqual(['ERP-C6']);
    const end = await pull({ since: rest.body.data.next });
    expect(end.body.data).toEqual({ items: [], next: rest.body.data.next });
  });

  it('is in the OpenAPI document with an example answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    const route = doc.paths['/api/Integration/PullConfirmations']?.get;
    expect(JSON.stringify(route?.responses[200])).toContain(
      '"example":{"items":[{"externalId":"ERP-4500012345-10"',
    );
  });

  it("never gives another organisation's answers, and needs the orders scope", async () => {
    const sz = await columnOf(t.db, 'organization', 'id', { code: 'SZ' });
    const szLine = await t.db
      .selectFrom('order_line')
      .select('id')
      .where('org_id', '=', sz)
      .executeTakeFirst();
    expect(szLine, 'the demo data has order lines in SZ').toBeDefined();
    await confirm(szLine!.id);
    const szKey = 'srm_test_sz_orders_key';
    await t.db
      .insertInto('integration_key')
      .values([
        {
          org_id: sz,
          name: 'SZ ERP',
          key_hash: hashApiKey(szKey),
          key_prefix: szKey.slice(0, 8),
          scopes: 'orders',
          created_by: 'admin',
        },
        {
          org_id: sz,
          name: 'SZ WMS',
          key_hash: hashApiKey(`${szKey}_wms`),
          key_prefix: szKey.slice(0, 8),
          scopes: 'receipts,notes',
          created_by: 'admin',
        },
      ])
      .execute();
    const hq = (await pull({ limit: 1000 })).body.data.items;
    expect(hq.length).toBeGreaterThan(0);
    expect(hq.map((i) => i.poNo)).not.toContain(undefined);
    const szLines = await pull({ limit: 1000 }, szKey);
    expect(szLines.status).toBe(200);
    expect(szLines.body.data.items).toHaveLength(1);
    const hqSeqs = new Set(hq.map((i) => i.seq));
    expect(hqSeqs.has(szLines.body.data.items[0]!.seq)).toBe(false);

    expect((await pull({}, `${szKey}_wms`)).status).toBe(403);
    expect((await pull({}, 'wrong')).status).toBe(401);
    expect((await pull({ limit: 0 })).status).toBe(400);
  });
});
