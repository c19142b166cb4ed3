import { beforeAll, expect, it } from 'vitest';
import {
  call,
  encryptPassword,
  organizationId,
  type Session,
  signedIn,
  signIn,
} from '../../../test/auth-helper.ts';
import { type DemoRole, demoRoleId, describeOnDatabase } from '../../../test/helper.ts';
import { columnOf, lastAudit } from '../../../test/rows.ts';

type Row = Record<string, unknown>;

describeOnDatabase('Roles (Role/*)', (t) => {
  const { admin } = signedIn(t);
  let sz: number;
  const roleId = (role: DemoRole) => demoRoleId(t.db, role);
  const userId = (userName: string) => columnOf(t.db, 'app_user', 'id', { user_name: userName });
  const menuId = (url: string) => columnOf(t.db, 'menu', 'id', { link_url: url });
  const saveRole = (body: Row, lang?: 'en', as: Session = admin) =>
    call<{ ID: number }>(t.app, as, 'POST', 'Role/AddOrModifySave', { body, ...(lang ? { lang } : {}) });
  const newBuyer = async (userName: string, role: number) => {
    const res = await call<{ ID: number }>(t.app, admin, 'POST', 'User/AddOrModifySave', {
      body: {
        USER_NAME: userName,
        NICK_NAME: userName,
        PASSWORD: await encryptPassword(t.app, 'Start#2026-Lamp'),
        ROLE_ID: role,
      },
    });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data.ID;
  };

  beforeAll(async () => {
    sz = await organizationId(t.app, 'SZ');
  });

  it('pages the roles with the number of users of the organisation holding each', async () => {
    const res = await call<Row[]>(t.app, admin, 'GET', 'Role/GetSrmRole', { query: { Page: 1, Limit: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(6);
    expect(res.body.data.map((r) => [r.ROLE_NAME, r.ROLE_TYPE, r.USER_COUNT])).toEqual([
      ['超级管理员', 'super', 1],
      ['采购员', 'normal', 1],
      ['财务', 'normal', 1],
      ['供应商', 'normal', 3],
      ['仓管员', 'normal', 1],
      ['供应商管理员', 'normal', 0],
    ]);
    const inSz = await call<Row[]>(t.app, admin, 'POST', 'Role/LoadData', {
      body: {},
      headers: { orgid: String(sz) },
    });
    expect(inSz.body.data.map((r) => r.USER_COUNT)).toEqual([1, 1, 0, 1, 0, 0]);
    const key = await call<Row[]>(t.app, admin, 'GET', 'Role/GetSrmRole', { query: { Key: '财' } });
    expect(key.body.data.map((r) => r.ROLE_NAME)).toEqual(['财务']);
    const page2 = await call<Row[]>(t.app, admin, 'GET', 'Role/GetSrmRole', { query: { Page: 2, Limit: 3 } });
    expect(page2.body.data.map((r) => r.ROLE_NAME)).toEqual(['供应商', '仓管员', '供应商管理员']);
    expect(page2.body.count).toBe(6);
  });

  it('creates, loads and modifies a role, auditing before and after', async () => {
    const created = await saveRole({ ROLE_NAME: '仓库', REMARK: 'Warehouse' });
    expect(created.status).toBe(200);
    const id = created.body.data.ID;
    const loaded = await call<Row>(t.app, admin, 'GET', 'Role/AddOrModify', { query: { id } });
    expect(loaded.body.data).toEqual({
      ID: id,
      ROLE_NAME: '仓库',
      ROLE_TYPE: 'normal',
      IS_DEFAULT: false,
      REMARK: 'Warehouse',
      MENU_IDS: [],
      BUTTON_CODES: [],
    });
    const modified = await saveRole({ ID: id, ROLE_NAME: '仓库管理', ROLE_TYPE: 'system', REMARK: '' });
    expect(modified.status).toBe(200);
    const audit = await lastAudit(t.db, 'role', id);
    expect(audit?.before).toMatchObject({ ROLE_NAME: '仓库', ROLE_TYPE: 'normal', REMARK: 'Warehouse' });
    expect(audit?.after).toMatchObject({ ROLE_NAME: '仓库管理', ROLE_TYPE: 'system', REMARK: null });
  });

  it('refuses a taken role name with 409 and a malformed role with 400 naming the field', async () => {
    const dup = await saveRole({ ROLE_NAME: '财务' }, 'en');
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('The role name 财务 already exists');
    const zh = await saveRole({ ROLE_NAME: '' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('字段 ROLE_NAME：必填');
    const type = await saveRole({ ROLE_NAME: 'x', ROLE_TYPE: 'boss' }, 'en');
    expect(type.status).toBe(400);
    expect(type.body.msg).toContain('Field ROLE_TYPE');
  });

  it('refuses to delete a role in use, and the system default role', async () => {
    const zh = await call(t.app, admin, 'POST', 'Role/Delete', { query: { id: await roleId('Finance') } });
    expect(zh.status).toBe(409);
    expect(zh.body.msg).toBe('记录已被使用，无法删除');
    const en = await call(t.app, admin, 'POST', 'Role/Delete', {
      query: { id: await roleId('Finance') },
      lang: 'en',
    });
    expect(en.body.msg).toBe('The record is in use and cannot be deleted');
    const superRole = await call(t.app, admin, 'POST', 'Role/Delete', {
      query: { id: admin.roleId },
      lang: 'en',
    });
    expect(superRole.status).toBe(409);
    expect(superRole.body.msg).toBe('A system default role cannot be deleted');
    expect(await t.db.selectFrom('role').select('id').execute()).toHaveLength(7);
  });

  it('deletes an unused role with its grants', async () => {
    const { body } = await saveRole({ ROLE_NAME: '临时角色' });
    await call(t.app, admin, 'POST', 'Role/SaveMenus', {
      body: { roleId: body.data.ID, menuIds: [await menuId('/System/ExportRecord')] },
    });
    const res = await call(t.app, admin, 'POST', 'Role/Delete', { query: { id: body.data.ID } });
    expect(res.status).toBe(200);
    expect(
      await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', body.data.ID).execute(),
    ).toEqual([]);
    const audit = await lastAudit(t.db, 'role', body.data.ID);
    expect(audit?.action).toBe('delete');
    expect(audit?.before).toMatchObject({
      ROLE_NAME: '临时角色',
      MENU_IDS: [await menuId('/System/ExportRecord')],
    });
  });

  it('gives a role menus and buttons; a user of the role then holds exactly those', async () => {
    const { body } = await saveRole({ ROLE_NAME: '质检' });
    const id = body.data.ID;
    const report = await menuId('/DeliveryNote/DeliveryDetailsQuery');
    const users = await menuId('/System/User');
    const menus = await call(t.app, admin, 'POST', 'Role/SaveMenus', {
      body: { roleId: id, menuIds: [report, users] },
    });
    expect(menus.status).toBe(200);
    const buttons = await call(t.app, admin, 'POST', 'Role/SaveButtons', {
      body: { roleId: id, buttonCodes: ['SeniorSearch', 'BaseColumn'] },
    });
    expect(buttons.status).toBe(200);
    // Saving the menus again keeps the buttons (and the other way round).
    await call(t.app, admin, 'POST', 'Role/SaveMenus', { body: { roleId: id, menuIds: [report, users] } });
    const loaded = await call<Row>(t.app, admin, 'GET', 'Role/AddOrModify', { query: { id } });
    expect(loaded.body.data).toMatchObject({
      MENU_IDS: [report, users].sort((a, b) => a - b),
      BUTTON_CODES: ['SeniorSearch', 'BaseColumn'].sort(),
    });

    const qcId = await newBuyer('qc1', id);
    const qc = await signIn(t.app, 'qc1', 'Start#2026-Lamp');
    expect(qc.userId).toBe(qcId);
    const tree = await call<{ Link_Url: string | null; children: { Link_Url: string }[] }[]>(
      t.app,
      qc,
      'GET',
      'Role/LoadMenusByRoleId',
      { query: { roleId: id } },
    );
    const urls = tree.body.data.flatMap((n) => n.children.map((c) => c.Link_Url)).sort();
    expect(urls).toEqual(['/DeliveryNote/DeliveryDetailsQuery', '/System/User']);
    const granted = await call<{ Menu_Code: string }[]>(t.app, qc, 'GET', 'Role/GetAllButtonByRoleId', {
      query: { roleId: id },
    });
    expect(granted.body.data.map((b) => b.Menu_Code).sort()).toEqual(['BaseColumn', 'SeniorSearch']);
    expect((await call(t.app, qc, 'POST', 'User/LoadData', { body: {} })).status).toBe(200);
    expect((await call(t.app, qc, 'POST', 'Role/LoadData', { body: {} })).status).toBe(403);

    const audit = await lastAudit(t.db, 'role', id);
    expect(audit?.action).toBe('saveMenus');
    expect(audit?.after).toEqual({ MENU_IDS: [report, users].sort((a, b) => a - b) });
  });

  it('refuses unknown menus and button keys, changing nothing', async () => {
    const finance = await roleId('Finance');
    const before = await call<Row>(t.app, admin, 'GET', 'Role/AddOrModify', { query: { id: finance } });
    const menus = await call(t.app, admin, 'POST', 'Role/SaveMenus', {
      body: { roleId: finance, menuIds: [999999] },
      lang: 'en',
    });
    expect(menus.status).toBe(400);
    expect(menus.body.msg).toBe('These menus do not exist: 999999');
    const buttonAsMenu = await call(t.app, admin, 'POST', 'Role/SaveButtons', {
      body: { roleId: finance, buttonCodes: ['SeniorSearch', 'NoSuchKey'] },
      lang: 'en',
    });
    expect(buttonAsMenu.status).toBe(400);
    expect(buttonAsMenu.body.msg).toBe('These button permissions do not exist: NoSuchKey');
    const bad = await call(t.app, admin, 'POST', 'Role/SaveMenus', {
      body: { roleId: finance, menuIds: 'all' },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Field menuIds');
    const after = await call<Row>(t.app, admin, 'GET', 'Role/AddOrModify', { query: { id: finance } });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('lists the buyers of a role and the candidates of the add-buyer dialog; adds and removes buyers', async () => {
    const { body } = await saveRole({ ROLE_NAME: '计划员' });
    const id = body.data.ID;
    const inRole = async () =>
      (
        await call<Row[]>(t.app, admin, 'POST', 'Role/LoadUsers', { query: { roleId: id }, body: {} })
      ).body.data.map((r) => r.USER_NAME);
    expect(await inRole()).toEqual([]);
    const candidates = await call<Row[]>(t.app, admin, 'POST', 'Role/LoadUsers', {
      query: { roleId: id, inRole: 'false' },
      body: { Limit: 50 },
    });
    const names = candidates.body.data.map((r) => r.USER_NAME);
    expect(names).toEqual(expect.arrayContaining(['admin', 'buyer', 'finance']));
    expect(names.some((n) => String(n).startsWith('vendor'))).toBe(false);

    const planner = await newBuyer('planner', await roleId('Buyer'));
    const added = await call(t.app, admin, 'POST', 'Role/AddUsers', {
      body: { roleId: id, userIds: [planner] },
    });
    expect(added.status).toBe(200);
    expect(await inRole()).toEqual(['planner']);
    const audit = await lastAudit(t.db, 'user', planner);
    expect(audit).toMatchObject({ action: 'setRole' });
    expect(audit?.after).toMatchObject({ ROLE_ID: id });

    const removed = await call(t.app, admin, 'POST', 'Role/RemoveUser', {
      body: { roleId: id, userId: planner },
    });
    expect(removed.status).toBe(200);
    expect(await inRole()).toEqual([]);
  });

  it('adds only buyer accounts of the organisation, all or none', async () => {
    const { body } = await saveRole({ ROLE_NAME: '审计员' });
    const vendor1 = await userId('vendor1');
    const finance = await userId('finance');
    const res = await call(t.app, admin, 'POST', 'Role/AddUsers', {
      body: { roleId: body.data.ID, userIds: [finance, vendor1] },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(String(vendor1));
    const financeRole = await columnOf(t.db, 'app_user', 'role_id', { id: finance });
    expect(financeRole).toBe(await roleId('Finance'));
    // finance works for HQ only: from SZ it is not a buyer of the organisation.
    const fromSz = await call(t.app, admin, 'POST', 'Role/AddUsers', {
      body: { roleId: body.data.ID, userIds: [finance] },
      headers: { orgid: String(sz) },
    });
    expect(fromSz.status).toBe(400);
    const self = await call(t.app, admin, 'POST', 'Role/RemoveUser', {
      body: { roleId: admin.roleId, userId: admin.userId },
    });
    expect(self.status).toBe(400);
  });

  it('keeps the super administrator role to super administrators', async () => {
    const { body } = await saveRole({ ROLE_NAME: '角色管理员', ROLE_TYPE: 'system' });
    await call(t.app, admin, 'POST', 'Role/SaveMenus', {
      body: { roleId: body.data.ID, menuIds: [await menuId('/System/Role')] },
    });
    await newBuyer('roleadmin', body.data.ID);
    const roleAdmin = await signIn(t.app, 'roleadmin', 'Start#2026-Lamp');
    const makeSuper = await saveRole({ ROLE_NAME: '我也超级', ROLE_TYPE: 'super' }, 'en', roleAdmin);
    expect(makeSuper.status).toBe(403);
    expect(makeSuper.body.msg).toBe('Only a super administrator can manage the super administrator role');
    const grantSuper = await call(t.app, roleAdmin, 'POST', 'Role/AddUsers', {
      body: { roleId: admin.roleId, userIds: [roleAdmin.userId] },
    });
    expect(grantSuper.status).toBe(403);
    const editSuper = await saveRole(
      { ID: admin.roleId, ROLE_NAME: 'renamed', ROLE_TYPE: 'super' },
      'en',
      roleAdmin,
    );
    expect(editSuper.status).toBe(403);
    const ownRole = await call(t.app, roleAdmin, 'POST', 'Role/SaveMenus', {
      body: { roleId: body.data.ID, menuIds: [await menuId('/System/Role'), await menuId('/System/User')] },
    });
    expect(ownRole.status).toBe(200);
  });
});
