import { apiPaths } from '@srm/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CallOptions, call, encryptPassword, organizationId, signedIn } from '../../test/auth-helper.ts';
import { type DatabaseTestContext, demoRoleId, describeOnDatabase } from '../../test/helper.ts';

/**
 * vendor2 must never read, list, change or delete a row of vendor1 (PRODUCT §9): not by id, not by a filter, not
 * by a crafted list parameter. Each probe is one way of trying; later issues add the probes of their routes to
 * the tables below (and the rows they target to `Vendor1Rows` / `vendor1Rows`).
 */

/** Rows of vendor1 (V001) in HQ that vendor2 (V002) aims at. */
type Vendor1Rows = {
  userId: number;
  roleId: number;
  overDeliveryId: number;
  spareId: number;
};

async function vendor1Rows(t: DatabaseTestContext): Promise<Vendor1Rows> {
  const user = await t.db
    .selectFrom('app_user')
    .select(['id', 'role_id'])
    .where('user_name', '=', 'vendor1')
    .executeTakeFirstOrThrow();
  const over = await t.db
    .selectFrom('over_delivery_part')
    .select('id')
    .where('vendor_code', '=', 'V001')
    .executeTakeFirstOrThrow();
  const spare = await t.db
    .selectFrom('vendor_spare')
    .select('id')
    .where('vendor_code', '=', 'V001')
    .executeTakeFirstOrThrow();
  return { userId: user.id, roleId: user.role_id!, overDeliveryId: over.id, spareId: spare.id };
}

/** Everything of vendor1 a probe could change: compared before and after every probe run. */
async function snapshot(t: DatabaseTestContext) {
  return {
    account: await t.db
      .selectFrom('app_user')
      .select(['user_name', 'nick_name', 'password_hash', 'role_id', 'enabled', 'is_locked', 'locked_until'])
      .where('vendor_code', '=', 'V001')
      .orderBy('id')
      .execute(),
    overDelivery: await t.db
      .selectFrom('over_delivery_part')
      .selectAll()
      .where('vendor_code', '=', 'V001')
      .execute(),
    spares: await t.db.selectFrom('vendor_spare').selectAll().where('vendor_code', '=', 'V001').execute(),
  };
}

type Probe = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  request: (rows: Vendor1Rows, password: string) => CallOptions;
};

/** A list probe: any filter vendor2 can craft; the answer must hold no V001 row. */
type ListProbe = {
  name: string;
  path: string;
  params: { FIELD_NAME: string; ACTION_TYPE: number; PARAM_VALUE?: string }[];
};

const allRows = [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 9 }];
const v001 = [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V001' }];
const notOwn = [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 7, PARAM_VALUE: 'V002' }];
const likeAny = [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 6, PARAM_VALUE: "%' or '1'='1" }];

const listProbes: ListProbe[] = [
  ...[
    apiPaths.vendor.loadData,
    apiPaths.vendor.loadVendors,
    apiPaths.vendor.overDeliveryLoadData,
    apiPaths.vendor.spareLoadData,
  ].flatMap((path) => [
    { name: `${path} unfiltered`, path, params: [] },
    { name: `${path} VENDOR_CODE is not null`, path, params: allRows },
    { name: `${path} VENDOR_CODE = V001`, path, params: v001 },
    { name: `${path} VENDOR_CODE <> V002`, path, params: notOwn },
    { name: `${path} crafted like`, path, params: likeAny },
  ]),
  // Later issues: delivery notes, labels, statements, expense bills, reports …
];

/** Reads and changes of one vendor1 row by its id. */
const rowProbes: Probe[] = [
  {
    name: 'read vendor1 account',
    method: 'GET',
    path: apiPaths.vendor.get,
    request: (r) => ({ query: { id: r.userId } }),
  },
  {
    name: 'delete vendor1 account',
    method: 'POST',
    path: apiPaths.vendor.delete,
    request: (r) => ({ query: { id: r.userId } }),
  },
  {
    name: 'lock vendor1 account',
    method: 'POST',
    path: apiPaths.vendor.changeLockStatus,
    request: (r) => ({ body: { ID: r.userId, IS_LOCKED: true } }),
  },
  {
    name: 'reset vendor1 password',
    method: 'POST',
    path: apiPaths.vendor.resetPassword,
    request: (r) => ({ body: { ID: r.userId } }),
  },
  {
    name: 'modify vendor1 account (keeping V002 as vendor code)',
    method: 'POST',
    path: apiPaths.vendor.addOrModifySave,
    request: (r) => ({
      body: {
        ID: r.userId,
        USER_NAME: 'vendor1',
        NICK_NAME: 'hijacked',
        ROLE_ID: r.roleId,
        VENDOR_CODE: 'V002',
      },
    }),
  },
  {
    name: 'create an account for V001',
    method: 'POST',
    path: apiPaths.vendor.addOrModifySave,
    request: (r, password) => ({
      body: {
        USER_NAME: 'fake-v1',
        NICK_NAME: 'x',
        PASSWORD: password,
        ROLE_ID: r.roleId,
        VENDOR_CODE: 'V001',
      },
    }),
  },
  {
    name: 'change the over-delivery % of V001',
    method: 'POST',
    path: apiPaths.vendor.overDeliverySave,
    request: () => ({ body: { VENDOR_CODE: 'V001', PART_NO: 'P10001', OVER_PCT: 99 } }),
  },
  {
    name: 'take over the over-delivery row of V001 by id',
    method: 'POST',
    path: apiPaths.vendor.overDeliverySave,
    request: (r) => ({
      body: { ID: r.overDeliveryId, VENDOR_CODE: 'V002', PART_NO: 'P10001', OVER_PCT: 99 },
    }),
  },
  {
    name: 'delete the over-delivery row of V001',
    method: 'POST',
    path: apiPaths.vendor.overDeliveryDelete,
    request: (r) => ({ query: { id: r.overDeliveryId } }),
  },
  {
    name: 'change the spare % of V001',
    method: 'POST',
    path: apiPaths.vendor.spareSave,
    request: () => ({ body: { VENDOR_CODE: 'V001', PART_NO: 'P10002', SPARE_PCT: 99 } }),
  },
  {
    name: 'take over the spare row of V001 by id',
    method: 'POST',
    path: apiPaths.vendor.spareSave,
    request: (r) => ({ body: { ID: r.spareId, VENDOR_CODE: 'V002', PART_NO: 'P10002', SPARE_PCT: 99 } }),
  },
  {
    name: 'delete the spare row of V001',
    method: 'POST',
    path: apiPaths.vendor.spareDelete,
    request: (r) => ({ query: { id: r.spareId } }),
  },
  // Administration of buyer accounts, roles, menus and the audit log (vendor users are refused there).
  {
    name: 'read vendor1 through User/Get',
    method: 'GET',
    path: apiPaths.user.get,
    request: (r) => ({ query: { id: r.userId } }),
  },
  {
    name: 'reset vendor1 password through User/ResetPassword',
    method: 'POST',
    path: apiPaths.user.resetPassword,
    request: (r) => ({ body: { ID: r.userId } }),
  },
  {
    name: 'audit log entries',
    method: 'POST',
    path: apiPaths.audit.loadData,
    request: () => ({ body: {} }),
  },
  {
    name: 'move vendor1 into another role',
    method: 'POST',
    path: apiPaths.role.addUsers,
    request: (r) => ({ body: { roleId: r.roleId, userIds: [r.userId] } }),
  },
  {
    name: 'strip the vendor role of its menus',
    method: 'POST',
    path: apiPaths.role.saveMenus,
    request: (r) => ({ body: { roleId: r.roleId, menuIds: [] } }),
  },
  // Later issues: delivery notes, labels, statements, expense bills … by id.
];

describeOnDatabase('Vendor isolation: vendor2 never reaches a row of vendor1', (t) => {
  const { vendor2 } = signedIn(t);
  let rows: Vendor1Rows;
  let password: string;

  beforeAll(async () => {
    rows = await vendor1Rows(t);
    password = await encryptPassword(t.app, 'Harbour-Lamp-57');
  });

  const expectNoVendor1Row = (data: unknown[], probe: string) => {
    for (const row of data as Record<string, unknown>[]) {
      expect(row.VENDOR_CODE, probe).not.toBe('V001');
      expect(JSON.stringify(row), probe).not.toMatch(/V001|vendor1/);
    }
  };

  describe('with the demo grants (the vendor role has no administration menus)', () => {
    it.each(listProbes.map((p) => [p.name, p] as const))('list %s → 403', async (_name, probe) => {
      const res = await call(t.app, vendor2, 'POST', probe.path, { body: { Params: probe.params } });
      expect(res.status).toBe(403);
    });

    it('refuses every read or change by id with 403 and changes nothing', async () => {
      const before = await snapshot(t);
      for (const probe of rowProbes) {
        const res = await call(t.app, vendor2, probe.method, probe.path, probe.request(rows, password));
        expect(res.status, probe.name).toBe(403);
      }
      expect(await snapshot(t)).toEqual(before);
    });

    it("refuses another role's menus and buttons (Role/LoadMenusByRoleId, GetAllButtonByRoleId)", async () => {
      const buyerRole = await demoRoleId(t.db, 'Buyer');
      const menus = await call(t.app, vendor2, 'GET', apiPaths.role.loadMenusByRoleId, {
        query: { roleId: buyerRole },
      });
      expect(menus.status).toBe(403);
      const buttons = await call(t.app, vendor2, 'GET', apiPaths.role.getAllButtonByRoleId, {
        query: { roleId: buyerRole },
      });
      expect(buttons.status).toBe(403);
      const own = await call(t.app, vendor2, 'GET', apiPaths.role.loadMenusByRoleId, {
        query: { roleId: vendor2.roleId },
      });
      expect(own.status).toBe(200);
    });

    it('refuses an organisation vendor2 does not belong to', async () => {
      const sz = await organizationId(t.app, 'SZ');
      const res = await call(t.app, vendor2, 'GET', apiPaths.user.getPreferences, {
        headers: { orgid: String(sz) },
      });
      expect(res.status).toBe(403);
    });
  });

  describe('even when an administrator gives the vendor role every administration menu', () => {
    beforeAll(async () => {
      const menus = await t.db
        .selectFrom('menu')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('link_url', 'in', ['/System/User', '/System/Vender', '/System/Role', '/Menu/Index']),
            eb('menu_code', '=', 'AuditLog'),
          ]),
        )
        .execute();
      await t.db
        .insertInto('role_menu')
        .values(menus.map((m) => ({ role_id: vendor2.roleId, menu_id: m.id })))
        .execute();
    });

    it.each(listProbes.map((p) => [p.name, p] as const))(
      'list %s holds only V002 rows',
      async (_name, probe) => {
        const res = await call<unknown[]>(t.app, vendor2, 'POST', probe.path, {
          body: { Limit: 1000, Params: probe.params },
        });
        expect(res.status).toBe(200);
        expectNoVendor1Row(res.body.data, probe.name);
      },
    );

    it('sees its own rows there (the scope is its vendor, not nothing)', async () => {
      const accounts = await call<{ USER_NAME: string }[]>(t.app, vendor2, 'POST', apiPaths.vendor.loadData, {
        body: {},
      });
      expect(accounts.body.data.map((r) => r.USER_NAME)).toEqual(['vendor2']);
      const vendors = await call<{ VENDOR_CODE: string }[]>(
        t.app,
        vendor2,
        'POST',
        apiPaths.vendor.loadVendors,
        {
          body: {},
        },
      );
      expect(vendors.body.data.map((r) => r.VENDOR_CODE)).toEqual(['V002']);
    });

    it('cannot read, change or delete any vendor1 row by id, and changes nothing', async () => {
      const before = await snapshot(t);
      for (const probe of rowProbes) {
        const res = await call(t.app, vendor2, probe.method, probe.path, probe.request(rows, password));
        // 403 (administration is for staff), 404 (not its row) or 400 (not its vendor code): never a success.
        expect([400, 403, 404], `${probe.name}: ${res.status} ${res.body.msg}`).toContain(res.status);
      }
      expect(await snapshot(t)).toEqual(before);
      expect(
        await t.db.selectFrom('app_user').select('id').where('user_name', '=', 'fake-v1').execute(),
      ).toEqual([]);
    });

    it('cannot reach buyer accounts, roles, menus or the audit log at all', async () => {
      for (const [method, path, options] of [
        ['POST', apiPaths.user.loadData, { body: {} }],
        ['POST', apiPaths.role.loadData, { body: {} }],
        ['GET', apiPaths.menu.loadData2Tree, {}],
        ['POST', apiPaths.audit.loadData, { body: {} }],
      ] as const) {
        const res = await call(t.app, vendor2, method, path, { ...options, lang: 'en' });
        expect(res.status, path).toBe(403);
        expect(res.body.msg).toBe('Vendor accounts cannot use this function');
      }
    });
  });
});
