import { listRequest } from '@srm/contract';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import type { Insertable } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, organizationId, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import type { Scope } from '../../platform/auth.ts';
import { buildQuery, loadPage } from '../../platform/list/list-engine.ts';
import type { ListParamTable } from '../../platform/schema.ts';
import { purchaseOrderReportList } from './order-report.list.ts';

type Row = Record<string, unknown>;
const LIST = '/DeliveryNote/PurchaseOrderReport';

describeOnDatabase('Purchase and outsourcing order reports', (t) => {
  const { admin, buyer, vendor1, vendor2 } = signedIn(t);
  let hq: number;
  let sz: number;
  const load = (
    as: Session,
    body: Row = {},
    path = 'PurchaseOrderReport/LoadData',
    headers?: Record<string, string>,
  ) =>
    call<Row[]>(t.app, as, 'POST', path, {
      body: { Page: 1, Limit: 1000, ...body },
      ...(headers ? { headers } : {}),
    });
  const define = async (rows: Row[]) => {
    const res = await call(t.app, admin, 'POST', 'ListParam/SaveData', {
      body: rows.map((r, i) => ({
        LIST_ROUTE: LIST,
        ORD_IDX: i + 1,
        PARAM_CAPTION: String(r.PARAM_NAME),
        ACTION_TYPE: 1,
        DATA_TYPE: 1,
        ...r,
      })),
    });
    expect(res.status, res.body.msg).toBe(200);
  };
  /** A parameter definition of the report written straight into the database, past the server's code. */
  const insertDefinition = (
    row: Pick<Insertable<ListParamTable>, 'param_name' | 'param_caption' | 'field_name'> &
      Partial<Insertable<ListParamTable>>,
  ) =>
    t.db
      .insertInto('list_param')
      .values({
        org_id: hq,
        list_route: LIST,
        ord_idx: 1,
        action_type: 1,
        data_type: 1,
        is_paging: 'N',
        is_fast_search: 'N',
        ...row,
      })
      .execute();
  const clearDefinitions = () =>
    call(t.app, admin, 'POST', 'ListParam/DeleteAllParams', { body: { LIST_ROUTE: LIST } });

  /** What the report must show, computed apart from the list's SQL: order lines and their delivery lines. */
  async function expected(orgId: number, kind: 'PO' | 'OS', vendorCode?: string) {
    let query = t.db
      .selectFrom('order_line')
      .select(['id', 'po_no', 'po_item', 'vendor_code', 'ordered_qty', 'due_date'])
      .where('org_id', '=', orgId)
      .where('order_kind', '=', kind);
    if (vendorCode) query = query.where('vendor_code', '=', vendorCode);
    const lines = await query.execute();
    const deliveries = await t.db
      .selectFrom('delivery_line as dl')
      .innerJoin('delivery_note as dn', 'dn.id', 'dl.note_id')
      .select(['dl.order_line_id', 'dl.delivery_qty', 'dl.received_qty', 'dn.status', 'dn.note_kind'])
      .where('dn.org_id', '=', orgId)
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    return new Map(
      lines.map((line) => {
        const mine = deliveries.filter((d) => d.order_line_id === line.id && d.note_kind !== 'SUB');
        const sum = (rows: typeof mine, pick: (d: (typeof mine)[number]) => string | null) =>
          rows.reduce((acc, d) => acc.plus(pick(d) ?? 0), new Decimal(0));
        const delivered = sum(
          mine.filter((d) => d.status !== 3),
          (d) => d.delivery_qty,
        );
        const remaining = new Decimal(line.ordered_qty).minus(delivered);
        return [
          `${line.po_no}/${line.po_item}`,
          {
            VENDOR_CODE: line.vendor_code,
            ON_OPEN_NOTES: sum(
              mine.filter((d) => d.status === 1 || d.status === 2),
              (d) => d.delivery_qty,
            ).toNumber(),
            IN_TRANSIT: sum(
              mine.filter((d) => d.status === 4),
              (d) => d.delivery_qty,
            ).toNumber(),
            RECEIVED_QTY: sum(
              mine.filter((d) => d.status === 5),
              (d) => d.received_qty,
            ).toNumber(),
            REMAINING_QTY: remaining.toNumber(),
            OVERDUE: remaining.gt(0) && line.due_date < today ? 'Y' : 'N',
          },
        ];
      }),
    );
  }
  const shown = (rows: Row[]) =>
    new Map(
      rows.map((r) => [
        `${r.PO_NO}/${r.PO_ITEM}`,
        {
          VENDOR_CODE: r.VENDOR_CODE,
          ON_OPEN_NOTES: Number(r.ON_OPEN_NOTES),
          IN_TRANSIT: Number(r.IN_TRANSIT),
          RECEIVED_QTY: Number(r.RECEIVED_QTY),
          REMAINING_QTY: Number(r.REMAINING_QTY),
          OVERDUE: r.OVERDUE,
        },
      ]),
    );

  beforeAll(async () => {
    hq = await organizationId(t.app, 'HQ');
    sz = await organizationId(t.app, 'SZ');
  });

  it('shows a buyer every purchase order line of the organisation with its delivery progress', async () => {
    const res = await load(buyer);
    expect(res.status, res.body.msg).toBe(200);
    const want = await expected(hq, 'PO');
    expect(res.body.count).toBe(want.size);
    expect(shown(res.body.data)).toEqual(want);
    // Something of every kind is there to see in the demo data.
    const rows = [...want.values()];
    for (const key of ['ON_OPEN_NOTES', 'IN_TRANSIT', 'RECEIVED_QTY'] as const) {
      expect(
        rows.some((r) => r[key] > 0),
        key,
      ).toBe(true);
    }
    expect(rows.some((r) => r.OVERDUE === 'Y')).toBe(true);
  });

  it('shows a vendor only its own lines, in the organisation of its session', async () => {
    const res = await load(vendor2, {
      Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 7, PARAM_VALUE: 'V002', DATA_TYPE: 1 }],
    });
    expect([res.status, res.body.count]).toEqual([200, 0]);
    const own = await load(vendor2);
    expect(shown(own.body.data)).toEqual(await expected(hq, 'PO', 'V002'));
    const inSz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
    const sz1 = await load(inSz);
    expect(shown(sz1.body.data)).toEqual(await expected(sz, 'PO', 'V001'));
    // vendor2 does not belong to SZ: the organisation header cannot widen its scope.
    expect((await load(vendor2, {}, undefined, { orgid: String(sz) })).status).toBe(403);
  });

  it('lists outsourcing order lines on the outsourcing report', async () => {
    const res = await load(vendor1, {}, 'OutsourcingOrderReport/LoadData');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(shown(res.body.data)).toEqual(await expected(hq, 'OS', 'V001'));
  });

  it('applies parameter definitions: their field, SUB_SQL with :PARAM_VALUE, and fast-search defaults', async () => {
    const transit = await columnOf(t.db, 'delivery_note', 'delivery_no', {
      org_id: hq,
      status: 4,
      vendor_code: 'V002',
      note_kind: 'DN',
    });
    await define([
      { PARAM_NAME: 'ORDER', FIELD_NAME: 'PO_NO', ACTION_TYPE: 6 },
      {
        PARAM_NAME: 'NOTE_NO',
        FIELD_NAME: 'ID',
        SUB_SQL:
          'select dl.order_line_id from delivery_line dl join delivery_note dn on dn.id = dl.note_id ' +
          'where :ORG_ID > 0 and dn.delivery_no = :PARAM_VALUE',
      },
      { PARAM_NAME: 'VENDOR', FIELD_NAME: 'VENDOR_CODE', IS_FAST_SEARCH: 'Y', DEFAULT_VALUE: 'V004' },
    ]);
    try {
      const byDefault = await load(buyer);
      expect(new Set(byDefault.body.data.map((r) => r.VENDOR_CODE))).toEqual(new Set(['V004']));
      const off = await load(buyer, { Params: [{ FIELD_NAME: 'VENDOR', PARAM_VALUE: '' }] });
      expect(off.body.count).toBe((await expected(hq, 'PO')).size);
      const other = await load(buyer, {
        Params: [{ FIELD_NAME: 'VENDOR', ACTION_TYPE: 1, PARAM_VALUE: 'V002' }],
      });
      expect(new Set(other.body.data.map((r) => r.VENDOR_CODE))).toEqual(new Set(['V002']));

      const order = await load(buyer, {
        Params: [
          { FIELD_NAME: 'VENDOR', PARAM_VALUE: '' },
          { FIELD_NAME: 'PO_NO', PARAM_NAME: 'ORDER', ACTION_TYPE: 6, PARAM_VALUE: '450000' },
        ],
      });
      expect(order.body.count).toBeGreaterThan(0);
      expect(order.body.data.every((r) => String(r.PO_NO).includes('450000'))).toBe(true);

      const viaNote = await load(vendor2, {
        Params: [
          { FIELD_NAME: 'VENDOR', PARAM_VALUE: '' },
          { FIELD_NAME: 'NOTE_NO', PARAM_VALUE: transit },
        ],
      });
      expect(viaNote.status, viaNote.body.msg).toBe(200);
      expect(viaNote.body.count).toBeGreaterThan(0);
      expect(viaNote.body.data.every((r) => Number(r.IN_TRANSIT) > 0 && r.VENDOR_CODE === 'V002')).toBe(true);
    } finally {
      await clearDefinitions();
    }
  });

  it('never lets a sub-query or a default widen a vendor beyond its own rows', async () => {
    // An administrator's SQL that ignores the session values still only narrows the vendor's own list.
    await define([
      { PARAM_NAME: 'ANY_LINE', FIELD_NAME: 'ID', SUB_SQL: 'select id from order_line' },
      { PARAM_NAME: 'V1', FIELD_NAME: 'VENDOR_CODE', IS_FAST_SEARCH: 'Y', DEFAULT_VALUE: 'V001' },
      {
        PARAM_NAME: 'OTHERS',
        FIELD_NAME: 'ID',
        SUB_SQL: 'select id from order_line where vendor_code <> :VENDOR_CODE',
      },
    ]);
    try {
      const all = await load(vendor2, { Params: [{ FIELD_NAME: 'ANY_LINE', PARAM_VALUE: 'x' }] });
      expect(all.status).toBe(200);
      expect(all.body.data.every((r) => r.VENDOR_CODE === 'V002')).toBe(true);
      expect((await load(vendor2)).body.count).toBe(0);
      const others = await load(vendor2, {
        Params: [
          { FIELD_NAME: 'V1', PARAM_VALUE: '' },
          { FIELD_NAME: 'OTHERS', PARAM_VALUE: 'x' },
        ],
      });
      expect([others.status, others.body.count]).toEqual([200, 0]);
    } finally {
      await clearDefinitions();
    }
  });

  it('applies a parameter definition changed straight in the database on the very next request', async () => {
    // The server keeps each list's definitions per process; the organisation's version tells it they changed,
    // whoever changed them (another process, a script): here plain SQL, past the server's code.
    const vendorsOf = async () => new Set((await load(buyer)).body.data.map((r) => r.VENDOR_CODE));
    expect((await vendorsOf()).size).toBeGreaterThan(1);
    await insertDefinition({
      param_name: 'ONLY_VENDOR',
      param_caption: 'vendor',
      field_name: 'VENDOR_CODE',
      is_fast_search: 'Y',
      default_value: 'V002',
    });
    try {
      expect([...(await vendorsOf())]).toEqual(['V002']);
      await t.db
        .updateTable('list_param')
        .set({ default_value: 'V001' })
        .where('list_route', '=', LIST)
        .where('param_name', '=', 'ONLY_VENDOR')
        .execute();
      expect([...(await vendorsOf())]).toEqual(['V001']);
      await t.db.deleteFrom('list_param').where('list_route', '=', LIST).execute();
      expect((await vendorsOf()).size).toBeGreaterThan(1);
    } finally {
      await clearDefinitions();
    }
  });

  it('answers a refused sub-query as a message naming the parameter', async () => {
    await insertDefinition({
      param_name: 'BROKEN',
      param_caption: 'broken',
      field_name: 'PO_ITEM',
      sub_sql: "select 'not a number'",
    });
    try {
      const res = await call<Row[]>(t.app, buyer, 'POST', 'PurchaseOrderReport/LoadData', {
        body: { Params: [{ FIELD_NAME: 'BROKEN', PARAM_VALUE: '1' }] },
        lang: 'en',
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(
        'The sub-query of parameter BROKEN returns not a number, which does not fit field PO_ITEM',
      );
    } finally {
      await clearDefinitions();
    }
  });

  it('never answers 500 nor another vendor or organisation row, whatever the query (property-based)', {
    timeout: 180_000,
  }, async () => {
    await define([
      { PARAM_NAME: 'ANY_LINE', FIELD_NAME: 'ID', SUB_SQL: 'select id from order_line' },
      { PARAM_NAME: 'ORDER', FIELD_NAME: 'PO_NO', ACTION_TYPE: 6 },
    ]);
    const allowed = new Set((await expected(hq, 'PO', 'V002')).keys());
    const fields = purchaseOrderReportList.columns.map((c) => c.field);
    const meta = fc.constantFrom(
      "'",
      '"',
      ';',
      '--',
      '/*',
      '*/',
      '%',
      '_',
      '\\',
      '$1',
      ':VENDOR_CODE',
      "' or '1'='1",
      ') or (1=1',
      'V001',
      'V002',
      '2026-01-01',
      '2026/01/01 00:00:00-2026/12/31 23:59:59',
      '1e9',
      '-0.5',
      'null',
      '\u0000',
      '😀',
    );
    const text = fc.oneof(
      meta,
      fc.string({ maxLength: 12 }),
      fc.array(meta, { maxLength: 4 }).map((a) => a.join('')),
    );
    // Mostly well-formed requests (so that most cases reach the SQL), with hostile values everywhere.
    const often = <T, U>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>): fc.Arbitrary<T | U> =>
      fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: hostile, weight: 1 });
    const fieldName = often(
      fc.constantFrom(...fields, 'ANY_LINE', 'ORDER'),
      fc.oneof(text, fc.constant('vendor_code')),
    );
    const row = fc.record(
      {
        FIELD_NAME: fieldName,
        PARAM_NAME: fieldName,
        ACTION_TYPE: often(
          fc.integer({ min: 1, max: 9 }),
          fc.oneof(fc.integer({ min: -2, max: 11 }), fc.constantFrom('6', 'x', null)),
        ),
        DATA_TYPE: often(
          fc.integer({ min: 1, max: 6 }),
          fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constantFrom('2', 'y')),
        ),
        PARAM_VALUE: often(
          fc.constantFrom('', '1', '10', '2026-01-01', 'V002', 'P1', '4500', 'Y'),
          fc.oneof(text, fc.integer(), fc.constant(null)),
        ),
      },
      { requiredKeys: ['FIELD_NAME'] },
    );
    const body = fc.record(
      {
        Page: often(fc.integer({ min: 1, max: 4 }), fc.constantFrom(-1, 0, 1_000_001, '2', 'a')),
        Limit: often(fc.constantFrom(10, 20, 30, 50, 999), fc.constantFrom(-1, 0, 1000, 1001, 'x')),
        OrderByParam: often(fc.constantFrom(...fields, 'ORDER'), text),
        OrderBySort: often(fc.constantFrom(0, 1, '0', '1', 'asc', 'desc'), fc.constantFrom('DESC', 2, null)),
        Params: fc.array(row, { maxLength: 3 }),
      },
      { requiredKeys: [] },
    );
    const orgHeader = often(fc.constant(String(hq)), fc.constantFrom(String(sz), '0', "1' or 1=1", ''));
    const statuses = new Map<number, number>();
    try {
      await fc.assert(
        fc.asyncProperty(body, orgHeader, async (payload, org) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/PurchaseOrderReport/LoadData',
            headers: { ...vendor2.headers, orgid: org },
            payload,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, res.body).not.toBe(500);
          expect([200, 400, 403]).toContain(res.statusCode);
          if (res.statusCode !== 200) return;
          for (const r of res.json<{ data: Row[] }>().data) {
            expect(r.VENDOR_CODE).toBe('V002');
            expect(allowed.has(`${r.PO_NO}/${r.PO_ITEM}`)).toBe(true);
          }
        }),
        // 1,000 cases over both databases (PGlite is the slower one: it runs in this process).
        { seed: 20261122, numRuns: t.kind === 'pglite' ? 350 : 650 },
      );
    } finally {
      await clearDefinitions();
    }
    // The cases reached the list, not only the validation.
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(70);
  });

  it('lists an order line whose vendor and part are not synchronised yet, once, with empty names', async () => {
    const line = await t.db
      .insertInto('order_line')
      .values({
        org_id: hq,
        order_kind: 'PO',
        po_no: 'UNSYNC-1',
        po_item: 1,
        vendor_code: 'V999',
        part_no: 'NO-SUCH-PART',
        ordered_qty: '5',
        unit_exrate: '1',
        unit_price: '0',
        tax_rate: '0',
        po_unit: 'PCS',
        base_unit: 'PCS',
        due_date: '2026-01-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const byOrder = await load(buyer, {
        Params: [{ FIELD_NAME: 'PO_NO', ACTION_TYPE: 1, PARAM_VALUE: 'UNSYNC-1', DATA_TYPE: 1 }],
      });
      expect(byOrder.body.count).toBe(1);
      expect(byOrder.body.data[0]).toMatchObject({ VENDOR_CODE: 'V999', VENDOR_NAME: null, PART_NAME: null });
      const all = await load(buyer);
      expect(all.body.count).toBe((await expected(hq, 'PO')).size);
      // Filtering by a joined column keeps the joins: the line without a vendor name is not among those named.
      const named = await load(buyer, {
        Params: [{ FIELD_NAME: 'VENDOR_NAME', ACTION_TYPE: 9, DATA_TYPE: 1 }],
      });
      expect(named.body.count).toBe(Number(all.body.count) - 1);
    } finally {
      await t.db.deleteFrom('order_line').where('id', '=', line.id).execute();
    }
  });

  it('gives the same page and total when it cuts the page before the joins as when it joins first (property-based)', async () => {
    // The report counts, sorts and pages order_line alone when the filters and the sort read only order_line
    // (ListDefinition.driving); the same definition without a driving table joins every matching row first.
    const joinsFirst = { ...purchaseOrderReportList, driving: undefined };
    const sample = (await load(buyer)).body.data;
    const columns = purchaseOrderReportList.columns;
    const textOf = (field: string, row: Row) => {
      const v = row[field];
      return v === null || v === undefined ? '' : String(v);
    };
    const queryRow = fc
      .record({
        column: fc.constantFrom(...columns),
        from: fc.constantFrom(...sample),
        action: fc.integer({ min: 1, max: 9 }),
      })
      .map(({ column, from, action }) => {
        const dataType =
          column.kind === 'date' ? 4 : column.kind === 'int' || column.kind === 'decimal' ? 3 : 1;
        const value = textOf(column.field, from);
        return {
          FIELD_NAME: column.field,
          ACTION_TYPE: action,
          DATA_TYPE: dataType,
          PARAM_VALUE: action === 6 ? value.slice(0, 3) : value,
        };
      });
    const request = fc.record({
      Page: fc.integer({ min: 1, max: 4 }),
      Limit: fc.constantFrom(10, 20),
      OrderByParam: fc.constantFrom(...columns.map((c) => c.field)),
      OrderBySort: fc.constantFrom(0, 1),
      Params: fc.array(queryRow, { maxLength: 3 }),
    });
    const scopes: Scope[] = [
      { orgId: hq, vendorCode: null, userName: 'buyer', userId: 0 },
      { orgId: hq, vendorCode: 'V002', userName: 'vendor2', userId: 0 },
    ];
    let cutFirst = 0;
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(request, fc.constantFrom(...scopes), async (body, scope) => {
        const query = listRequest.parse(body);
        if (buildQuery(purchaseOrderReportList, scope, query).drivingFrom) cutFirst++;
        const [page, reference] = await Promise.all([
          loadPage(t.db, purchaseOrderReportList, scope, query),
          loadPage(t.db, joinsFirst, scope, query),
        ]);
        expect(page).toEqual(reference);
        if (page.total > 0) matched++;
      }),
      { seed: 20261123, numRuns: t.kind === 'pglite' ? 150 : 300 },
    );
    // Both shapes were exercised, and most cases matched rows.
    expect(cutFirst).toBeGreaterThan(50);
    expect(matched).toBeGreaterThan(50);
  });

  // PostgreSQL prepares list pages once per connection and may switch to a generic plan after five calls
  // (platform/db.ts `preparedMark`): the answers must stay those of the values of each call.
  if (t.kind === 'postgres')
    it('answers a prepared list page with the values of each call, also once the plan is reused', async () => {
      const lines = await t.db
        .selectFrom('order_line')
        .select(['vendor_code', 'due_date'])
        .where('org_id', '=', hq)
        .where('order_kind', '=', 'PO')
        .execute();
      const vendors = [...new Set(lines.map((l) => l.vendor_code))].sort();
      const dates = [...new Set(lines.map((l) => String(l.due_date)))].sort();
      expect(vendors.length).toBeGreaterThan(2);
      // The same statement text with different values, more than five times, one call after the other.
      for (let i = 0; i < 12; i++) {
        const vendor = vendors[i % vendors.length]!;
        const from = dates[(i * 7) % dates.length]!;
        const res = await load(buyer, {
          Limit: 10,
          Params: [
            { FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: vendor, DATA_TYPE: 1 },
            { FIELD_NAME: 'DUE_DATE', ACTION_TYPE: 3, PARAM_VALUE: from, DATA_TYPE: 4 },
          ],
        });
        const want = lines.filter((l) => l.vendor_code === vendor && String(l.due_date) >= from).length;
        expect([vendor, from, res.body.count]).toEqual([vendor, from, want]);
        expect(res.body.data.every((r) => r.VENDOR_CODE === vendor && String(r.DUE_DATE) >= from)).toBe(true);
      }
    });
});
