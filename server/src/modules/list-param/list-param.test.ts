import { beforeAll, expect, it } from 'vitest';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase, grantButton } from '../../../test/helper.ts';

type Row = Record<string, unknown>;
const LIST = '/DeliveryNote/PurchaseOrderReport';

/** A parameter definition row as the advanced setting drawer sends it. */
const param = (name: string, extra: Row = {}): Row => ({
  LIST_ROUTE: LIST,
  ORD_IDX: 1,
  PARAM_NAME: name,
  PARAM_CAPTION: `${name} caption`,
  FIELD_NAME: name,
  ACTION_TYPE: 6,
  DATA_TYPE: 1,
  IS_PAGING: 'N',
  IS_FAST_SEARCH: 'N',
  ...extra,
});
const column = (field: string, ord: number, extra: Row = {}): Row => ({
  LIST_ROUTE: LIST,
  ORD_IDX: ord,
  FIELD_NAME: field,
  FIELD_CAPTION: `${field}!`,
  FIELD_WIDTH: 120,
  IS_VISIBLE: 'Y',
  ...extra,
});

describeOnDatabase('List configuration (ListParam/*)', (t) => {
  beforeAll(async () => {
    // Only administrators hold SeniorSetting in the demo data; here the buyer role is given it (without the delete
    // keys), as an administrator may do, to test a configurer who is not an administrator.
    await grantButton(t.db, 'Buyer', 'SeniorSetting');
  });
  const { admin, buyer, finance, vendor1, vendor2 } = signedIn(t);
  const post = <T = Row[]>(as: Session | null, path: string, body: unknown, lang?: 'en') =>
    call<T>(t.app, as, 'POST', `ListParam/${path}`, { body, ...(lang ? { lang } : {}) });
  const fields = async (as: Session, lang?: 'en') => {
    const res = await post<Row[]>(as, 'LoadListFields', { LIST_ROUTE: LIST }, lang);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const definitions = async (as: Session = admin) => {
    const res = await post<Row[]>(as, 'LoadData', { LIST_ROUTE: LIST, Page: 1, Limit: 999 });
    expect(res.status, res.body.msg).toBe(200);
    return res.body;
  };

  it('gives the declared columns, captions in the caller language, when nothing is configured', async () => {
    const zh = await fields(buyer);
    expect(zh.map((c) => c.FIELD_NAME)).toContain('REMAINING_QTY');
    expect(zh.find((c) => c.FIELD_NAME === 'PO_NO')).toMatchObject({
      FIELD_CAPTION: '订单号',
      IS_VISIBLE: 'Y',
      // The width declared by the list.
      FIELD_WIDTH: 130,
      SOURCE: 'default',
    });
    // A column without a declared width gets the default.
    expect(zh.find((c) => c.FIELD_NAME === 'ID')).toMatchObject({ IS_VISIBLE: 'N', FIELD_WIDTH: 140 });
    const en = await fields(buyer, 'en');
    expect(en.find((c) => c.FIELD_NAME === 'PO_NO')?.FIELD_CAPTION).toBe('Order no.');
    // Each column says what it holds, and coded values come with their labels in the caller's language.
    expect(en.find((c) => c.FIELD_NAME === 'ORDERED_QTY')).toMatchObject({ KIND: 'decimal' });
    expect(en.find((c) => c.FIELD_NAME === 'DUE_DATE')).toMatchObject({ KIND: 'date' });
    expect(en.find((c) => c.FIELD_NAME === 'OVERDUE')).toMatchObject({
      KIND: 'text',
      OPTIONS: [
        { value: 'Y', label: 'Overdue' },
        { value: 'N', label: 'No' },
      ],
    });
    expect(zh.find((c) => c.FIELD_NAME === 'OVERDUE')).toMatchObject({
      OPTIONS: [
        { value: 'Y', label: '逾期' },
        { value: 'N', label: '否' },
      ],
    });
  });

  it('refuses the configuration of an unknown list, or of a list the caller does not hold', async () => {
    const unknown = await post(buyer, 'LoadListFields', { LIST_ROUTE: '/No/Such/List' }, 'en');
    expect(unknown.status).toBe(403);
    expect(unknown.body.msg).toBe('The list /No/Such/List does not exist or is not yours');
    // The buyer role does not hold the User screen.
    for (const path of ['LoadListFields', 'LoadData', 'LoadListAdvancedQuery']) {
      expect((await post(buyer, path, { LIST_ROUTE: '/System/User' })).status).toBe(403);
    }
    expect((await post(admin, 'LoadListFields', { LIST_ROUTE: '/System/User' })).status).toBe(200);
    expect((await post(null, 'LoadListFields', { LIST_ROUTE: LIST })).status).toBe(401);
  });

  it('puts a user configuration over the global one; delete-user-config goes back to global', async () => {
    const global = [
      column('PO_NO', 1, { FIELD_CAPTION: '订单号' }),
      column('VENDOR_CODE', 2),
      column('PART_NO', 3),
    ];
    const saved = await post<number>(admin, 'SaveListFields', {
      LIST_ROUTE: LIST,
      Global: true,
      Rows: global,
    });
    expect(saved.status, saved.body.msg).toBe(200);

    // Everyone without own rows sees the global rows; a caption equal to the declared one follows the language.
    expect((await fields(buyer)).map((c) => [c.FIELD_NAME, c.FIELD_CAPTION, c.SOURCE])).toEqual([
      ['PO_NO', '订单号', 'global'],
      ['VENDOR_CODE', 'VENDOR_CODE!', 'global'],
      ['PART_NO', 'PART_NO!', 'global'],
    ]);
    expect((await fields(vendor1, 'en'))[0]?.FIELD_CAPTION).toBe('Order no.');

    const own = [column('PART_NO', 1, { FIELD_CAPTION: '料号' }), column('PO_NO', 2, { IS_VISIBLE: 'N' })];
    expect((await post(buyer, 'SaveListFields', { LIST_ROUTE: LIST, Global: false, Rows: own })).status).toBe(
      200,
    );
    expect((await fields(buyer)).map((c) => [c.FIELD_NAME, c.FIELD_CAPTION, c.IS_VISIBLE, c.SOURCE])).toEqual(
      [
        ['PART_NO', '料号', 'Y', 'user'],
        ['PO_NO', 'PO_NO!', 'N', 'user'],
      ],
    );
    expect((await fields(vendor1)).map((c) => c.SOURCE)).toEqual(['global', 'global', 'global']);
    // Finance holds BaseColumn only: enough for its own columns.
    expect((await post(finance, 'SaveListFields', { LIST_ROUTE: LIST, Rows: own })).status).toBe(200);

    // Naming somebody else is refused; naming oneself removes only one's own rows.
    const other = await post(buyer, 'DeleteFields', { LIST_ROUTE: LIST, USER_NAME: 'vendor1' }, 'en');
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('You can only delete your own column configuration');
    const mine = await post<number>(buyer, 'DeleteFields', { LIST_ROUTE: LIST, USER_NAME: 'buyer' });
    expect(mine.body.data).toBe(2);
    expect((await fields(buyer)).map((c) => c.SOURCE)).toEqual(['global', 'global', 'global']);
    expect((await fields(finance)).map((c) => c.SOURCE)).toEqual(['user', 'user']);

    // The global rows need SeniorColumnDeleteAll, which the buyer role lacks.
    expect((await post(buyer, 'DeleteFields', { LIST_ROUTE: LIST })).status).toBe(403);
    expect(
      (await post(buyer, 'SaveListFields', { LIST_ROUTE: LIST, Global: true, Rows: global })).status,
    ).toBe(403);
    const all = await post<number>(admin, 'DeleteFields', { LIST_ROUTE: LIST, USER_NAME: null });
    expect(all.body.data).toBe(3);
    expect((await fields(buyer))[0]?.SOURCE).toBe('default');
    expect((await fields(finance))[0]?.SOURCE).toBe('user');
  });

  it('checks saved columns against the declared columns of the list', async () => {
    const unknown = await post(
      buyer,
      'SaveListFields',
      { LIST_ROUTE: LIST, Rows: [column('PASSWORD_HASH', 1)] },
      'en',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(`The field PASSWORD_HASH is not a column of the list ${LIST}`);
    const twice = await post(
      buyer,
      'SaveListFields',
      { LIST_ROUTE: LIST, Rows: [column('PO_NO', 1), column('PO_NO', 2)] },
      'en',
    );
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('PO_NO appears twice');
    const noCaption = await post(buyer, 'SaveListFields', {
      LIST_ROUTE: LIST,
      Rows: [column('PO_NO', 1, { FIELD_CAPTION: '' })],
    });
    expect(noCaption.status).toBe(400);
  });

  it('saves, updates and deletes parameter definitions with the button keys of spec §6', async () => {
    const first = await post<number>(buyer, 'SaveData', [
      param('PO', { FIELD_NAME: 't.PO_NO', ORD_IDX: 1 }),
      param('PART', { FIELD_NAME: 'PART_NO', ORD_IDX: 2, IS_FAST_SEARCH: 'Y' }),
    ]);
    expect(first.status, first.body.msg).toBe(200);
    let page = await definitions(buyer);
    expect(page.count).toBe(2);
    expect(page.data.map((d) => [d.PARAM_NAME, d.FIELD_NAME, d.IS_FAST_SEARCH])).toEqual([
      ['PO', 'PO_NO', 'N'],
      ['PART', 'PART_NO', 'Y'],
    ]);

    // By ID: a rename; by name: an update of the existing row (no duplicate).
    const po = page.data[0]!;
    expect(
      (await post(buyer, 'SaveData', [{ ...po, PARAM_NAME: 'ORDER', PARAM_CAPTION: '订单' }])).status,
    ).toBe(200);
    expect(
      (await post(buyer, 'SaveData', [param('PART', { FIELD_NAME: 'PART_NAME', ORD_IDX: 5 })])).status,
    ).toBe(200);
    page = await definitions(buyer);
    expect(page.data.map((d) => [d.PARAM_NAME, d.PARAM_CAPTION, d.FIELD_NAME])).toEqual([
      ['ORDER', '订单', 'PO_NO'],
      ['PART', 'PART caption', 'PART_NAME'],
    ]);
    const clash = await post(buyer, 'SaveData', [{ ...page.data[0], PARAM_NAME: 'PART' }], 'en');
    expect(clash.status).toBe(409);
    expect(clash.body.msg).toBe('The parameter name PART already exists');

    // Vendors hold no SeniorSetting; the buyer holds neither delete key.
    expect((await post(vendor1, 'SaveData', [param('X')])).status).toBe(403);
    expect((await post(buyer, 'DeleteOne', { LIST_ROUTE: LIST, PARAM_NAME: 'PART' })).status).toBe(403);
    expect((await post(buyer, 'DeleteAllParams', { LIST_ROUTE: LIST })).status).toBe(403);

    expect((await post<number>(admin, 'DeleteOne', { LIST_ROUTE: LIST, PARAM_NAME: 'PART' })).body.data).toBe(
      1,
    );
    const gone = await post(admin, 'DeleteOne', { LIST_ROUTE: LIST, PARAM_NAME: 'PART' }, 'en');
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('The parameter PART does not exist');
    expect((await post<number>(admin, 'DeleteAllParams', { LIST_ROUTE: LIST })).body.data).toBe(1);
    expect((await definitions()).count).toBe(0);
  });

  it('refuses definitions without name, caption or a declared field, and saves nothing of the batch', async () => {
    const cases: [Row, string][] = [
      [param('A', { PARAM_NAME: '' }), 'PARAM_NAME'],
      [param('A', { PARAM_CAPTION: ' ' }), 'PARAM_CAPTION'],
      [param('A', { FIELD_NAME: '' }), 'FIELD_NAME'],
    ];
    for (const [row, field] of cases) {
      const res = await post(buyer, 'SaveData', [param('OK', { FIELD_NAME: 'PO_NO' }), row], 'en');
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(field);
    }
    const ok = param('OK', { FIELD_NAME: 'PO_NO' });
    const unknown = await post(buyer, 'SaveData', [ok, param('A', { FIELD_NAME: 'NOPE' })], 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(`The field NOPE is not a column of the list ${LIST}`);
    const mixed = await post(buyer, 'SaveData', [ok, param('A', { LIST_ROUTE: '/System/Role' })], 'en');
    expect(mixed.status).toBe(400);
    expect((await definitions()).count).toBe(0);
    expect((await post<number>(buyer, 'SaveData', [])).body.data).toBe(0);
  });

  it("keeps each user's saved advanced query to that user", async () => {
    await post(admin, 'SaveData', [param('VENDOR', { FIELD_NAME: 'VENDOR_CODE' })]);
    const rows = [
      {
        ORD_ID: 1,
        PARAM_NAME: 'VENDOR',
        FIELD_NAME: 'VENDOR_CODE',
        ACTION_TYPE: 1,
        PARAM_VALUE: 'V001',
        DATA_TYPE: 1,
      },
      {
        ORD_ID: 2,
        PARAM_NAME: 'DUE_DATE',
        FIELD_NAME: 'DUE_DATE',
        ACTION_TYPE: 3,
        PARAM_VALUE: '2026-01-01',
        DATA_TYPE: 4,
      },
    ].map((r) => ({ ...r, LIST_ROUTE: LIST }));
    const saved = await post(vendor1, 'SaveListAdvancedQuery', { LIST_ROUTE: LIST, Rows: rows });
    expect(saved.status, saved.body.msg).toBe(200);
    const mine = await post<Row[]>(vendor1, 'LoadListAdvancedQuery', {
      LIST_ROUTE: LIST,
      USER_NAME: 'buyer',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.map((r) => [r.PARAM_NAME, r.PARAM_VALUE, r.USER_NAME])).toEqual([
      ['VENDOR', 'V001', 'vendor1'],
      ['DUE_DATE', '2026-01-01', 'vendor1'],
    ]);
    expect((await post<Row[]>(buyer, 'LoadListAdvancedQuery', { LIST_ROUTE: LIST })).body.data).toEqual([]);
    // Saving again replaces the rows.
    await post(vendor1, 'SaveListAdvancedQuery', { LIST_ROUTE: LIST, Rows: rows.slice(1) });
    expect(
      (await post<Row[]>(vendor1, 'LoadListAdvancedQuery', { LIST_ROUTE: LIST })).body.data,
    ).toHaveLength(1);
    const unknown = await post(
      vendor1,
      'SaveListAdvancedQuery',
      { LIST_ROUTE: LIST, Rows: [{ ...rows[0], PARAM_NAME: 'NOPE' }] },
      'en',
    );
    expect(unknown.status).toBe(400);
    await post(admin, 'DeleteAllParams', { LIST_ROUTE: LIST });
  });

  it('offers the labels of a declared coded column as dropdown options while no parameter has its name', async () => {
    for (const as of [buyer, vendor2]) {
      const res = await post<Row[]>(as, 'GetSelectList', { LIST_ROUTE: LIST, PARAM_NAME: 'OVERDUE' }, 'en');
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toEqual([
        { CODE: 'Y', NAME: 'Overdue' },
        { CODE: 'N', NAME: 'No' },
      ]);
    }
    // A column without coded values, and an unknown name, still have no options.
    expect((await post(buyer, 'GetSelectList', { LIST_ROUTE: LIST, PARAM_NAME: 'PO_NO' })).status).toBe(404);
    expect((await post(buyer, 'GetSelectList', { LIST_ROUTE: LIST, PARAM_NAME: 'NOPE' })).status).toBe(404);
  });

  it('lists dropdown options from REFERENCE_SQL with the session values of the caller, never of the body', async () => {
    const reference =
      'select vendor_code as code, vendor_name as name from vendor ' +
      'where :ORG_ID > 0 and (:VENDOR_CODE is null or vendor_code = :VENDOR_CODE)';
    const saved = await post(admin, 'SaveData', [
      param('VENDOR', { FIELD_NAME: 'VENDOR_CODE', DATA_TYPE: 2, REFERENCE_SQL: reference }),
      param('VENDOR_PAGED', {
        FIELD_NAME: 'VENDOR_CODE',
        DATA_TYPE: 2,
        IS_PAGING: 'Y',
        REFERENCE_SQL: reference,
      }),
    ]);
    expect(saved.status, saved.body.msg).toBe(200);

    const asBuyer = await post<Row[]>(buyer, 'GetSelectList', { LIST_ROUTE: LIST, PARAM_NAME: 'VENDOR' });
    expect(asBuyer.body.data.map((o) => o.CODE).sort()).toEqual(['V001', 'V002', 'V003', 'V004', 'V005']);
    // A vendor gets its own vendor only, whatever it puts in the body.
    for (const body of [
      { LIST_ROUTE: LIST, PARAM_NAME: 'VENDOR', VENDOR_CODE: 'V001', ORG_ID: 999 },
      {
        LIST_ROUTE: LIST,
        PARAM_NAME: 'VENDOR',
        Params: [{ FIELD_NAME: 'VENDOR_CODE', PARAM_VALUE: 'V001' }],
      },
    ]) {
      const asVendor = await post<Row[]>(vendor2, 'GetSelectList', body);
      expect(asVendor.status).toBe(200);
      expect(asVendor.body.data).toEqual([{ CODE: 'V002', NAME: '深圳鑫达电子有限公司' }]);
    }

    const page = await post<Row[]>(buyer, 'GetSelectPage', {
      LIST_ROUTE: LIST,
      PARAM_NAME: 'VENDOR_PAGED',
      Page: 2,
      Limit: 2,
      Key: 'v00',
      OrderByParam: 'CODE',
      OrderBySort: 1,
    });
    expect(page.status, page.body.msg).toBe(200);
    expect(page.body.count).toBe(5);
    expect(page.body.data.map((o) => o.CODE)).toEqual(['V003', 'V002']);
    const tricky = await post<Row[]>(vendor2, 'GetSelectPage', {
      LIST_ROUTE: LIST,
      PARAM_NAME: 'VENDOR_PAGED',
      Key: "%' or 1=1 --",
    });
    expect([tricky.status, tricky.body.count, tricky.body.data]).toEqual([200, 0, []]);
    const missing = await post(buyer, 'GetSelectList', { LIST_ROUTE: LIST, PARAM_NAME: 'NOPE' }, 'en');
    expect(missing.status).toBe(404);
    await post(admin, 'DeleteAllParams', { LIST_ROUTE: LIST });
  });

  it('refuses configured SQL that writes, runs DDL, stacks statements or hides them, with a clear message', async () => {
    const vendorsBefore = await t.db.selectFrom('vendor').select('id').execute();
    const cases: [Row, string][] = [
      [{ REFERENCE_SQL: "update vendor set vendor_name = 'x'" }, 'Only a query is allowed'],
      [{ REFERENCE_SQL: 'drop table vendor' }, 'Only a query is allowed'],
      [{ REFERENCE_SQL: 'select 1 as code, 2 as name; delete from vendor' }, 'Only one SQL statement'],
      [{ REFERENCE_SQL: 'select 1 as code /* ; */; delete from vendor' }, 'Only one SQL statement'],
      [{ SUB_SQL: 'with d as (delete from vendor returning id) select id from d' }, 'not DELETE'],
      [
        { REFERENCE_SQL: 'select user_name as code, password_hash as name from app_user' },
        'not a report view',
      ],
      [{ REFERENCE_SQL: "select pg/**/_read_file('PG_VERSION') as code, 1 as name" }, 'syntax error'],
      [{ SUB_SQL: 'select id from order_line where vendor_code = :OTHER' }, 'Unknown parameter :OTHER'],
      [{ REFERENCE_SQL: 'select vendor_code as code from vendor' }, 'must return the columns CODE and NAME'],
      [{ REFERENCE_SQL: 'select nope as code, 1 as name from vendor' }, 'column "nope" does not exist'],
      // A placeholder written straight after a name (issue #37): checked as it runs, a call, and refused.
      [
        {
          SUB_SQL: `with "ts_stat$1" as (select 'x' as word) select cast(string_agg(word,' ') as integer) from ts_stat:PARAM_VALUE`,
        },
        'may not use range function',
      ],
      [
        { REFERENCE_SQL: 'select to_hex:ORG_ID as code, 1 as name from vendor' },
        'may not call the function to_hex',
      ],
      [
        { REFERENCE_SQL: 'select 1 as code, 1 as name from vendor where pg_catalog.pg_sleep:ORG_ID is null' },
        'may not call the function pg_sleep',
      ],
      [{ REFERENCE_SQL: 'select id as code, part_no as name from part' }, 'more than 1000 rows'],
    ];
    // 1,001+ parts make the last case over the cap.
    await t.db
      .insertInto('part')
      .values(
        Array.from({ length: 1001 }, (_, i) => ({
          org_id: buyer.orgId,
          part_no: `CAP${i}`,
          part_name: `cap ${i}`,
          base_unit: 'PCS',
          spq: 1,
        })),
      )
      .execute();
    try {
      for (const [sqlFields, message] of cases) {
        const res = await post(admin, 'SaveData', [param('BAD', { FIELD_NAME: 'ID', ...sqlFields })], 'en');
        expect(res.status, JSON.stringify(sqlFields)).toBe(400);
        expect(res.body.msg).toContain('of parameter BAD');
        expect(res.body.msg).toContain(message);
      }
      // The same dropdown is fine once paged.
      const paged = await post(admin, 'SaveData', [
        param('PARTS', {
          FIELD_NAME: 'PART_NO',
          IS_PAGING: 'Y',
          REFERENCE_SQL: cases.at(-1)![0].REFERENCE_SQL,
        }),
      ]);
      expect(paged.status, paged.body.msg).toBe(200);
    } finally {
      await t.db.deleteFrom('part').where('part_no', 'like', 'CAP%').execute();
      await post(admin, 'DeleteAllParams', { LIST_ROUTE: LIST });
    }
    expect(await t.db.selectFrom('vendor').select('id').execute()).toHaveLength(vendorsBefore.length);
    expect((await definitions()).count).toBe(0);
  });

  it('re-checks stored SQL when it runs (saved before the checks, or edited by hand) and refuses it', async () => {
    const stored: [string, string, string][] = [
      ['SLOW', "select pg_sleep(30)::text as code, 'x' as name", 'may not call the function pg_sleep'],
      [
        'HASHES',
        'select user_name as code, password_hash as name from app_user',
        'app_user is not a report view',
      ],
      [
        'OTHERS',
        'select delivery_no as code, vendor_code as name from delivery_note where org_id <> :ORG_ID',
        'column "org_id" does not exist',
      ],
    ];
    await t.db
      .insertInto('list_param')
      .values(
        stored.map(([name, text], i) => ({
          org_id: buyer.orgId,
          list_route: LIST,
          ord_idx: i + 1,
          param_name: name,
          param_caption: name,
          field_name: 'ID',
          action_type: 1,
          data_type: 2,
          is_paging: 'N',
          is_fast_search: 'N',
          reference_sql: text,
        })),
      )
      .execute();
    try {
      for (const [name, , message] of stored) {
        for (const path of ['GetSelectList', 'GetSelectPage']) {
          const started = Date.now();
          const res = await post(vendor2, path, { LIST_ROUTE: LIST, PARAM_NAME: name }, 'en');
          expect(Date.now() - started, name).toBeLessThan(1500);
          expect(res.status, name).toBe(400);
          expect(res.body.msg).toContain(`Dropdown SQL of parameter ${name}:`);
          expect(res.body.msg).toContain(message);
        }
      }
    } finally {
      await post(admin, 'DeleteAllParams', { LIST_ROUTE: LIST });
    }
  });

  it('answers the SQL text of definitions only to holders of SeniorSetting', async () => {
    const saved = await post(admin, 'SaveData', [
      param('VENDOR', {
        FIELD_NAME: 'VENDOR_CODE',
        DATA_TYPE: 2,
        REFERENCE_SQL: 'select vendor_code as code, vendor_name as name from vendor',
        SUB_SQL: 'select id from order_line where vendor_code = :PARAM_VALUE',
      }),
    ]);
    expect(saved.status, saved.body.msg).toBe(200);
    try {
      for (const as of [vendor1, vendor2, finance]) {
        const page = await definitions(as);
        expect(page.data).toHaveLength(1);
        expect(page.data[0]).toMatchObject({ PARAM_NAME: 'VENDOR', REFERENCE_SQL: null, SUB_SQL: null });
        // The dropdown still works for them: its options, not its SQL.
        const options = await post<Row[]>(as, 'GetSelectList', { LIST_ROUTE: LIST, PARAM_NAME: 'VENDOR' });
        expect(options.status, options.body.msg).toBe(200);
      }
      for (const as of [admin, buyer]) {
        expect((await definitions(as)).data[0]?.REFERENCE_SQL).toContain('from vendor');
      }
    } finally {
      await post(admin, 'DeleteAllParams', { LIST_ROUTE: LIST });
    }
  });

  it('lists the columns of a table of the app with the captions of the lists', async () => {
    const get = (as: Session, table: string) =>
      call<Row[]>(t.app, as, 'GET', 'ListParam/GetIntiTableColumnList', {
        query: { table_name: table },
        lang: 'en',
      });
    const res = await get(buyer, 'order_line');
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.map((c) => c.COLUMN_NAME)).not.toContain('ID');
    // Several lists read order_line: the caption of one of them, in the caller's language.
    expect(res.body.data.find((c) => c.COLUMN_NAME === 'PO_NO')?.COLUMN_CAPTION).toMatch(/^(Order|PO) no\.$/);
    expect(res.body.data).toContainEqual({ COLUMN_NAME: 'EXTERNAL_ID', COLUMN_CAPTION: '' });
    // A vendor may read the tables of the lists it holds, not the others; secrets are nobody's.
    expect((await get(vendor1, 'order_line')).status).toBe(200);
    expect((await get(vendor1, 'app_user')).status).toBe(404);
    expect((await get(admin, 'server_secret')).status).toBe(404);
    expect((await get(admin, 'no_such_table')).status).toBe(404);
    const bad = await get(admin, 'vendor; drop table vendor');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('The table name vendor; drop table vendor is not valid');
    // Finance holds neither SeniorColumn nor SeniorSetting.
    expect((await get(finance, 'order_line')).status).toBe(403);
  });
});
