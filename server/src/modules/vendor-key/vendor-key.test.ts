import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, organizationId, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { auditTrail, columnOf, countRows } from '../../../test/rows.ts';
import { demoApiKey } from '../../seed/demo.ts';

type Created = { Key: string; Id: number };
type KeyRow = { ID: number; NAME: string; KEY_PREFIX: string; SCOPES: string; REVOKED_AT: string | null };
type OrderPage = { items: { id: number; poNo: string; state: string; remainingQty: string }[]; next: number };
type ConfirmationPage = { items: { poNo: string; poItem: number; seq: number }[]; next: number };

/** Issue #35 item 4: a vendor's own API keys reach that vendor's rows of that organisation, and nothing else. */
describeOnDatabase('vendor API keys', (t) => {
  const { vendor1, vendor2, vendor3 } = signedIn(t);
  let hq: number;
  let sz: number;
  let key1: Created;

  const create = (session: Session, name: string, scopes = ['vendor.orders', 'vendor.notes']) =>
    call<Created>(t.app, session, 'POST', 'VendorKey/Create', { body: { Name: name, Scopes: scopes } });
  const withKey = <T>(
    key: string,
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, number>; body?: unknown; headers?: Record<string, string> } = {},
  ) => call<T>(t.app, null, method, path, { ...options, headers: { 'x-api-key': key, ...options.headers } });
  const pullAll = async (key: string) => {
    const lines: OrderPage['items'] = [];
    let since = 0;
    for (;;) {
      const page = await withKey<OrderPage>(key, 'GET', 'Vendor/PullOrders', { query: { since, limit: 50 } });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      if (page.body.data.items.length === 0) return lines;
      lines.push(...page.body.data.items);
      since = page.body.data.next;
    }
  };
  const linesByIds = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : t.db
          .selectFrom('order_line')
          .select(['id', 'org_id', 'vendor_code', 'status'])
          .where('id', 'in', ids)
          .execute();
  const noteCount = () => countRows(t.db, 'delivery_note');
  /** An open order line of a vendor in an organisation with at least `qty` left (order kind PO). */
  const openLine = async (orgId: number, vendorCode: string, qty = 5) =>
    t.db
      .selectFrom('order_line')
      .select(['id', 'po_no', 'po_item'])
      .where('org_id', '=', orgId)
      .where('vendor_code', '=', vendorCode)
      .where('status', '=', 'open')
      .where('order_kind', '=', 'PO')
      .where(sql<boolean>`ordered_qty - qty_delivered >= ${qty}`)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    hq = await organizationId(t.app, 'HQ');
    sz = await organizationId(t.app, 'SZ');
    const created = await create(vendor1, 'V001 WMS');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    key1 = created.body.data;
  });

  it('answers the secret once: kept as a hash, never listed, creation audited', async () => {
    expect(key1.Key).toMatch(/^srm_/);
    const row = await t.db
      .selectFrom('integration_key')
      .select(['key_hash', 'vendor_code', 'org_id', 'scopes'])
      .where('id', '=', key1.Id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ vendor_code: 'V001', org_id: hq, scopes: 'vendor.orders,vendor.notes' });
    expect(row.key_hash).not.toContain(key1.Key);
    const list = await call<KeyRow[]>(t.app, vendor1, 'GET', 'VendorKey/List');
    expect(list.status).toBe(200);
    expect(list.body.data.map((k) => k.ID)).toContain(key1.Id);
    expect(JSON.stringify(list.body.data)).not.toContain(key1.Key);
    expect(JSON.stringify(list.body.data)).not.toContain(row.key_hash);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'after'])
      .where('entity', '=', 'vendorApiKey')
      .where('entity_id', '=', String(key1.Id))
      .execute();
    expect(audit).toEqual([
      {
        action: 'create',
        user_name: 'vendor1',
        after: { name: 'V001 WMS', scopes: ['vendor.orders', 'vendor.notes'], vendorCode: 'V001' },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(key1.Key);
    // Not among the organisation's ERP/WMS keys.
    const admin = await signIn(t.app, 'admin');
    const orgKeys = await call<KeyRow[]>(t.app, admin, 'GET', 'Integration/KeyLoadData');
    expect(orgKeys.body.data.map((k) => k.ID)).not.toContain(key1.Id);
  });

  it("pulls only V001's open order lines of HQ, by an id cursor that answers the same page twice", async () => {
    const lines = await pullAll(key1.Key);
    expect(lines.length).toBeGreaterThan(0);
    const rows = await linesByIds(lines.map((l) => l.id));
    expect(rows).toHaveLength(lines.length);
    for (const r of rows) expect(r).toMatchObject({ org_id: hq, vendor_code: 'V001', status: 'open' });
    const all = await t.db
      .selectFrom('order_line')
      .select('id')
      .where('org_id', '=', hq)
      .where('vendor_code', '=', 'V001')
      .where('status', '=', 'open')
      .execute();
    expect(lines.map((l) => l.id).sort((a, b) => a - b)).toEqual(all.map((r) => r.id).sort((a, b) => a - b));
    const first = await withKey<OrderPage>(key1.Key, 'GET', 'Vendor/PullOrders', { query: { limit: 2 } });
    const again = await withKey<OrderPage>(key1.Key, 'GET', 'Vendor/PullOrders', {
      query: { since: 0, limit: 2 },
    });
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data.next).toBe(first.body.data.items.at(-1)!.id);
    const end = await withKey<OrderPage>(key1.Key, 'GET', 'Vendor/PullOrders', {
      query: { since: Math.max(...lines.map((l) => l.id)) },
    });
    expect(end.body.data.items).toEqual([]);
    // The OrgId header of another organisation changes nothing: the key's organisation is its own.
    const viaSz = await withKey<OrderPage>(key1.Key, 'GET', 'Vendor/PullOrders', {
      query: { limit: 1000 },
      headers: { orgid: String(sz) },
    });
    expect(viaSz.status).toBe(200);
    const szRows = await linesByIds(viaSz.body.data.items.map((l) => l.id));
    expect(szRows.every((r) => r.org_id === hq && r.vendor_code === 'V001')).toBe(true);
  });

  it("pulls only V001's answers of HQ; the organisation's key sees every vendor's", async () => {
    const confirm = async (orgId: number, vendorCode: string) => {
      const line = await openLine(orgId, vendorCode, 0);
      await t.db
        .updateTable('order_line')
        .set({
          confirm_state: 'accepted',
          promised_schedule: JSON.stringify([{ DATE: '2026-12-10', QTY: '1' }]),
          confirm_seq: sql`nextval('order_confirmation_seq')`,
        })
        .where('id', '=', line.id)
        .execute();
      return line;
    };
    const own = await confirm(hq, 'V001');
    const other = await confirm(hq, 'V002');
    const inSz = await confirm(sz, 'V001');
    const mine = await withKey<ConfirmationPage>(key1.Key, 'GET', 'Vendor/PullConfirmations', {
      query: { limit: 1000 },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const keyOf = (i: { poNo: string; poItem: number }) => `${i.poNo}/${i.poItem}`;
    const seen = new Set(mine.body.data.items.map(keyOf));
    expect(seen.has(`${own.po_no}/${own.po_item}`)).toBe(true);
    expect(seen.has(`${other.po_no}/${other.po_item}`)).toBe(false);
    expect(seen.has(`${inSz.po_no}/${inSz.po_item}`) && inSz.po_no !== own.po_no).toBe(false);
    const vendors = await t.db
      .selectFrom('order_line')
      .select(['org_id', 'vendor_code'])
      .where(
        'confirm_seq',
        'in',
        mine.body.data.items.map((i) => String(i.seq)),
      )
      .execute();
    for (const v of vendors) expect(v).toEqual({ org_id: hq, vendor_code: 'V001' });
    const org = await withKey<ConfirmationPage>(demoApiKey, 'GET', 'Integration/PullConfirmations', {
      query: { limit: 1000 },
    });
    expect(org.body.data.items.map(keyOf)).toContain(`${other.po_no}/${other.po_item}`);
  });

  it('pushes a note on its own lines through the editor; a V002 line is refused by id and nothing is written', async () => {
    const own = await openLine(hq, 'V001');
    const foreign = await openLine(hq, 'V002');
    const before = await noteCount();
    const refused = await withKey(key1.Key, 'POST', 'Vendor/PushNotes', {
      body: {
        DELIVERY_DATE: '2026-11-30',
        Lines: [
          { ORDER_LINE_ID: own.id, DELIVERY_QTY: '1' },
          { ORDER_LINE_ID: foreign.id, DELIVERY_QTY: '1' },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(String(foreign.id));
    // An SZ line of the same vendor code is not the HQ key's either.
    const szLine = await openLine(sz, 'V001');
    const crossOrg = await withKey(key1.Key, 'POST', 'Vendor/PushNotes', {
      body: { DELIVERY_DATE: '2026-11-30', Lines: [{ ORDER_LINE_ID: szLine.id, DELIVERY_QTY: '1' }] },
      headers: { orgid: String(sz) },
    });
    expect(crossOrg.status).toBe(400);
    expect(crossOrg.body.msg).toContain(String(szLine.id));
    // The editor's quantity check applies.
    const tooMuch = await withKey(key1.Key, 'POST', 'Vendor/PushNotes', {
      body: { DELIVERY_DATE: '2026-11-30', Lines: [{ ORDER_LINE_ID: own.id, DELIVERY_QTY: '99999999' }] },
    });
    expect(tooMuch.status).toBe(400);
    expect(await noteCount()).toBe(before);

    const pushed = await withKey<{ ID: number; DELIVERY_NO: string }>(key1.Key, 'POST', 'Vendor/PushNotes', {
      body: { DELIVERY_DATE: '2026-11-30', Lines: [{ ORDER_LINE_ID: own.id, DELIVERY_QTY: '2' }] },
    });
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    expect(pushed.body.data.DELIVERY_NO).not.toMatch(/^~/);
    const note = await t.db
      .selectFrom('delivery_note')
      .select(['org_id', 'vendor_code', 'status', 'delivery_no', 'creator_name', 'creator_id'])
      .where('id', '=', pushed.body.data.ID)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({
      org_id: hq,
      vendor_code: 'V001',
      status: 1,
      delivery_no: pushed.body.data.DELIVERY_NO,
      creator_name: 'api:V001 WMS',
      creator_id: vendor1.userId,
    });
    // A retry with the vendor's own reference answers the first note and creates nothing, even when both race.
    const withRef = (ref: string) =>
      withKey<{ ID: number; DELIVERY_NO: string; Replayed: boolean }>(key1.Key, 'POST', 'Vendor/PushNotes', {
        body: {
          DELIVERY_DATE: '2026-11-30',
          VendorRef: ref,
          Lines: [{ ORDER_LINE_ID: own.id, DELIVERY_QTY: '1' }],
        },
      });
    const counted = await noteCount();
    const first = await withRef('ASN-2026-0001');
    const retry = await withRef('ASN-2026-0001');
    expect([first.status, first.body.data.Replayed]).toEqual([200, false]);
    expect(retry.body.data).toEqual({ ...first.body.data, Replayed: true });
    const raced = await Promise.all([
      withRef('ASN-2026-0002'),
      withRef('ASN-2026-0002'),
      withRef('ASN-2026-0002'),
    ]);
    expect(new Set(raced.map((r) => r.body.data.ID)).size).toBe(1);
    expect(raced.filter((r) => !r.body.data.Replayed)).toHaveLength(1);
    expect(await noteCount()).toBe(counted + 2);
    // The vendor's users see it in the editor's list as any other note.
    const seen = await call<{ DELIVERY_NO: string }>(t.app, vendor1, 'GET', 'DeliveryNote/Get', {
      query: { id: pushed.body.data.ID },
    });
    expect(seen.body.data.DELIVERY_NO).toBe(pushed.body.data.DELIVERY_NO);
  });

  it('keeps organisation keys and vendor keys apart, and each scope to itself', async () => {
    expect((await withKey(demoApiKey, 'GET', 'Vendor/PullOrders')).status).toBe(403);
    expect((await withKey(demoApiKey, 'GET', 'Vendor/PullConfirmations')).status).toBe(403);
    expect(
      (
        await withKey(demoApiKey, 'POST', 'Vendor/PushNotes', {
          body: { DELIVERY_DATE: '2026-11-30', Lines: [{ ORDER_LINE_ID: 1, DELIVERY_QTY: '1' }] },
        })
      ).status,
    ).toBe(403);
    expect((await withKey(key1.Key, 'GET', 'Integration/PullConfirmations')).status).toBe(403);
    expect((await withKey(key1.Key, 'GET', 'Integration/PullDeliveryNotes')).status).toBe(403);
    expect((await withKey(key1.Key, 'POST', 'Integration/PushOrders', { body: { Orders: [] } })).status).toBe(
      403,
    );
    // Even a vendor key whose scopes column names an organisation scope does not pass it.
    await t.db
      .updateTable('integration_key')
      .set({ scopes: 'vendor.orders,vendor.notes,orders,notes' })
      .where('id', '=', key1.Id)
      .execute();
    expect((await withKey(key1.Key, 'GET', 'Integration/PullConfirmations')).status).toBe(403);
    await t.db
      .updateTable('integration_key')
      .set({ scopes: 'vendor.orders,vendor.notes' })
      .where('id', '=', key1.Id)
      .execute();
    const pullOnly = await create(vendor1, 'pull only', ['vendor.orders']);
    expect((await withKey(pullOnly.body.data.Key, 'GET', 'Vendor/PullOrders')).status).toBe(200);
    expect(
      (
        await withKey(pullOnly.body.data.Key, 'POST', 'Vendor/PushNotes', {
          body: { DELIVERY_DATE: '2026-11-30', Lines: [{ ORDER_LINE_ID: 1, DELIVERY_QTY: '1' }] },
        })
      ).status,
    ).toBe(403);
    expect((await create(vendor1, 'bad', ['orders'])).status).toBe(400);
    expect((await withKey('srm_wrong', 'GET', 'Vendor/PullOrders')).status).toBe(401);
    expect((await call(t.app, vendor1, 'GET', 'Vendor/PullOrders')).status).toBe(401);
  });

  it("never lets another vendor, another organisation or staff list or revoke V001's keys", async () => {
    const list2 = await call<KeyRow[]>(t.app, vendor2, 'GET', 'VendorKey/List');
    expect(list2.status).toBe(200);
    expect(list2.body.data.map((k) => k.ID)).not.toContain(key1.Id);
    expect((await call(t.app, vendor2, 'POST', 'VendorKey/Revoke', { body: { ID: key1.Id } })).status).toBe(
      404,
    );
    const vendor1Sz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
    const listSz = await call<KeyRow[]>(t.app, vendor1Sz, 'GET', 'VendorKey/List');
    expect(listSz.body.data.map((k) => k.ID)).not.toContain(key1.Id);
    expect((await call(t.app, vendor1Sz, 'POST', 'VendorKey/Revoke', { body: { ID: key1.Id } })).status).toBe(
      404,
    );
    const admin = await signIn(t.app, 'admin');
    const adminList = await call<KeyRow[]>(t.app, admin, 'GET', 'VendorKey/List');
    expect([adminList.status, adminList.body.data]).toEqual([200, []]);
    expect(
      (
        await call(t.app, admin, 'POST', 'VendorKey/Create', {
          body: { Name: 'x', Scopes: ['vendor.orders'] },
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, admin, 'POST', 'VendorKey/Revoke', { body: { ID: key1.Id } })).status).toBe(
      403,
    );
    expect(
      (await call(t.app, admin, 'POST', 'Integration/KeyRevoke', { body: { ID: key1.Id } })).status,
    ).toBe(404);
    const buyer = await signIn(t.app, 'buyer');
    expect((await call(t.app, buyer, 'GET', 'VendorKey/List')).status).toBe(403);
    // A vendor user cannot make the organisation's keys, even with the button granted.
    expect(
      (
        await call(t.app, vendor1, 'POST', 'Integration/KeyCreate', {
          body: { Name: 'x', Scopes: ['orders'] },
        })
      ).status,
    ).toBe(403);
    expect((await withKey(key1.Key, 'GET', 'Vendor/PullOrders')).status).toBe(200);
  });

  it("gives the downstream vendor3's key nothing of V001's", async () => {
    const created = await create(vendor3, 'V003');
    expect(created.status).toBe(200);
    const lines = await pullAll(created.body.data.Key);
    const rows = await linesByIds(lines.map((l) => l.id));
    expect(rows.every((r) => r.vendor_code === 'V003')).toBe(true);
    const conf = await withKey<ConfirmationPage>(created.body.data.Key, 'GET', 'Vendor/PullConfirmations', {
      query: { limit: 1000 },
    });
    const seqs = conf.body.data.items.map((i) => String(i.seq));
    if (seqs.length) {
      const v = await t.db
        .selectFrom('order_line')
        .select('vendor_code')
        .where('confirm_seq', 'in', seqs)
        .execute();
      expect(v.every((r) => r.vendor_code === 'V003')).toBe(true);
    }
    const v001 = await openLine(hq, 'V001');
    const before = await noteCount();
    const push = await withKey(created.body.data.Key, 'POST', 'Vendor/PushNotes', {
      body: { DELIVERY_DATE: '2026-11-30', Lines: [{ ORDER_LINE_ID: v001.id, DELIVERY_QTY: '1' }] },
    });
    expect(push.status).toBe(400);
    expect(push.body.msg).toContain(String(v001.id));
    expect(await noteCount()).toBe(before);
  });

  it('refuses a revoked key at once (401), audits the revocation, and records when a key was last used', async () => {
    const lastUsedAt = await columnOf(t.db, 'integration_key', 'last_used_at', { id: key1.Id });
    expect(lastUsedAt).not.toBeNull();
    const revoked = await call(t.app, vendor1, 'POST', 'VendorKey/Revoke', { body: { ID: key1.Id } });
    expect(revoked.status).toBe(200);
    expect((await withKey(key1.Key, 'GET', 'Vendor/PullOrders')).status).toBe(401);
    expect((await withKey(key1.Key, 'GET', 'Vendor/PullConfirmations')).status).toBe(401);
    expect(
      (
        await withKey(key1.Key, 'POST', 'Vendor/PushNotes', {
          body: { DELIVERY_DATE: '2026-11-30', Lines: [{ ORDER_LINE_ID: 1, DELIVERY_QTY: '1' }] },
        })
      ).status,
    ).toBe(401);
    expect((await call(t.app, vendor1, 'POST', 'VendorKey/Revoke', { body: { ID: key1.Id } })).status).toBe(
      404,
    );
    const list = await call<KeyRow[]>(t.app, vendor1, 'GET', 'VendorKey/List');
    expect(list.body.data.find((k) => k.ID === key1.Id)!.REVOKED_AT).not.toBeNull();
    const audit = await auditTrail(t.db, 'vendorApiKey', key1.Id, ['action', 'user_name']);
    expect(audit).toEqual([
      { action: 'create', user_name: 'vendor1' },
      { action: 'revoke', user_name: 'vendor1' },
    ]);
  });

  it("stops a disabled vendor's keys", async () => {
    const created = await create(vendor2, 'V002 ERP');
    expect((await withKey(created.body.data.Key, 'GET', 'Vendor/PullOrders')).status).toBe(200);
    await t.db
      .updateTable('vendor')
      .set({ enabled: false })
      .where('org_id', '=', hq)
      .where('vendor_code', '=', 'V002')
      .execute();
    try {
      expect((await withKey(created.body.data.Key, 'GET', 'Vendor/PullOrders')).status).toBe(401);
    } finally {
      await t.db
        .updateTable('vendor')
        .set({ enabled: true })
        .where('org_id', '=', hq)
        .where('vendor_code', '=', 'V002')
        .execute();
    }
  });
});
