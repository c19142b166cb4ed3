import { passwordProblem } from '@srm/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  encryptPassword,
  organizationId,
  requestToken,
  type Session,
  signedIn,
  signIn,
} from '../../../test/auth-helper.ts';
import { type DemoRole, demoRoleId, describeOnDatabase } from '../../../test/helper.ts';
import { columnOf, lastAudit } from '../../../test/rows.ts';

type Row = Record<string, unknown>;

describeOnDatabase('User accounts (User/*)', (t) => {
  const { admin } = signedIn(t);
  let hq: number;
  let sz: number;
  const idOf = (userName: string) => columnOf(t.db, 'app_user', 'id', { user_name: userName });
  const roleIdOf = (role: DemoRole) => demoRoleId(t.db, role);
  const save = async (body: Row, lang?: 'en' | 'zh-chs', as: Session = admin) =>
    call<{ ID: number }>(t.app, as, 'POST', 'User/AddOrModifySave', { body, ...(lang ? { lang } : {}) });
  const newUser = async (userName: string, extra: Row = {}) => {
    const res = await save({
      USER_NAME: userName,
      NICK_NAME: `${userName} nick`,
      PASSWORD: await encryptPassword(t.app, 'Start#2026-Lamp'),
      ROLE_ID: await roleIdOf('Buyer'),
      EMAIL: `${userName}@example.com`,
      ...extra,
    });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data.ID;
  };

  beforeAll(async () => {
    hq = await organizationId(t.app, 'HQ');
    sz = await organizationId(t.app, 'SZ');
  });

  describe('listing', () => {
    it('lists the buyer, finance, warehouse and admin accounts of the organisation, never vendor accounts', async () => {
      const res = await call<Row[]>(t.app, admin, 'POST', 'User/LoadData', { body: { Page: 1, Limit: 50 } });
      expect(res.status).toBe(200);
      expect(res.body.data.map((r) => r.USER_NAME).sort()).toEqual([
        'admin',
        'buyer',
        'finance',
        'warehouse',
      ]);
      expect(res.body.count).toBe(4);
      expect(Object.keys(res.body.data[0]!).sort()).toEqual(
        [
          'ID',
          'USER_NAME',
          'NICK_NAME',
          'ROLE_ID',
          'ROLE_NAME',
          'EMAIL',
          'PHONE',
          'ENABLED',
          'IS_LOCKED',
          'LOCKED_UNTIL',
          'CREATE_TIME',
        ].sort(),
      );
      const buyer = res.body.data.find((r) => r.USER_NAME === 'buyer')!;
      expect(buyer).toMatchObject({ ROLE_NAME: '采购员', ENABLED: true, IS_LOCKED: false });
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    });

    it('lists only the accounts of the organisation in the OrgId header', async () => {
      const res = await call<Row[]>(t.app, admin, 'POST', 'User/LoadData', {
        body: {},
        headers: { orgid: String(sz) },
      });
      expect(res.body.data.map((r) => r.USER_NAME).sort()).toEqual(['admin', 'buyer']);
    });

    it('loads one account for editing, and answers 404 for a vendor account or an unknown id', async () => {
      const buyerId = await idOf('buyer');
      const res = await call<Row>(t.app, admin, 'GET', 'User/Get', { query: { id: buyerId } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ID: buyerId, USER_NAME: 'buyer', ORG_IDS: [hq, sz].sort() });
      const vendor = await call(t.app, admin, 'GET', 'User/Get', { query: { id: await idOf('vendor1') } });
      expect(vendor.status).toBe(404);
      const unknown = await call(t.app, admin, 'GET', 'User/Get', { query: { id: 999999 }, lang: 'en' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe('The account does not exist');
    });
  });

  describe('create and modify', () => {
    it('creates an account with an encrypted initial password that then signs in', async () => {
      const id = await newUser('buyer2');
      const session = await signIn(t.app, 'buyer2', 'Start#2026-Lamp');
      expect(session.userId).toBe(id);
      const detail = await call<Row>(t.app, admin, 'GET', 'User/Get', { query: { id } });
      expect(detail.body.data).toMatchObject({ USER_NAME: 'buyer2', ORG_IDS: [hq], VENDOR_CODE: null });

      const audit = await lastAudit(t.db, 'user', id);
      expect(audit).toMatchObject({ action: 'create', user_name: 'admin', org_id: hq, before: null });
      expect(audit?.after).toMatchObject({ USER_NAME: 'buyer2', ORG_IDS: [hq] });
      expect(JSON.stringify(audit)).not.toMatch(/password|argon2/i);
    });

    it('puts the account into the chosen organisations of the caller, always including the current one', async () => {
      const id = await newUser('buyer-both', { ORG_IDS: [sz] });
      const detail = await call<Row>(t.app, admin, 'GET', 'User/Get', { query: { id } });
      expect(detail.body.data.ORG_IDS).toEqual([hq, sz].sort());
    });

    it('refuses an organisation the caller does not belong to, creating nothing', async () => {
      const other = await t.db
        .insertInto('organization')
        .values({ code: 'XX', name: '外部组织', name_en: 'Foreign org' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await save(
        {
          USER_NAME: 'intruder',
          NICK_NAME: 'x',
          PASSWORD: await encryptPassword(t.app, 'Start#2026-Lamp'),
          ROLE_ID: await roleIdOf('Buyer'),
          ORG_IDS: [other.id],
        },
        'en',
      );
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(String(other.id));
      expect(
        await t.db.selectFrom('app_user').select('id').where('user_name', '=', 'intruder').execute(),
      ).toEqual([]);
    });

    it('modifies an account and writes before and after to the audit log', async () => {
      const id = await newUser('buyer3');
      const res = await save({
        ID: id,
        USER_NAME: 'buyer3',
        NICK_NAME: 'Renamed',
        ROLE_ID: await roleIdOf('Finance'),
        PHONE: '0512-1234',
      });
      expect(res.status).toBe(200);
      const detail = await call<Row>(t.app, admin, 'GET', 'User/Get', { query: { id } });
      expect(detail.body.data).toMatchObject({ NICK_NAME: 'Renamed', ROLE_NAME: '财务', PHONE: '0512-1234' });
      const audit = await lastAudit(t.db, 'user', id);
      expect(audit?.action).toBe('update');
      expect(audit?.before).toMatchObject({ NICK_NAME: 'buyer3 nick' });
      expect(audit?.after).toMatchObject({ NICK_NAME: 'Renamed', PHONE: '0512-1234' });
    });

    it('refuses a taken user name (any case) with 409 in both languages', async () => {
      const body = {
        USER_NAME: 'BUYER',
        NICK_NAME: 'dup',
        PASSWORD: await encryptPassword(t.app, 'Start#2026-Lamp'),
        ROLE_ID: await roleIdOf('Buyer'),
      };
      const zh = await save(body);
      expect(zh.status).toBe(409);
      expect(zh.body.msg).toBe('用户名 BUYER 已存在');
      // An encrypted password is good once (single-use nonce): the second call encrypts afresh.
      const en = await save({ ...body, PASSWORD: await encryptPassword(t.app, 'Start#2026-Lamp') }, 'en');
      expect(en.body.msg).toBe('The user name BUYER already exists');
      const exists = await call(t.app, admin, 'POST', 'User/IsExistsName', { body: { USER_NAME: 'Buyer' } });
      expect(exists.body.data).toBe(true);
      const self = await call(t.app, admin, 'POST', 'User/IsExistsName', {
        body: { USER_NAME: 'buyer', ID: await idOf('buyer') },
      });
      expect(self.body.data).toBe(false);
      const free = await call(t.app, admin, 'POST', 'User/IsExistsName', { body: { USER_NAME: 'nobody' } });
      expect(free.body.data).toBe(false);
    });

    it('names the wrong field of a malformed account in both languages', async () => {
      const body = { NICK_NAME: 'x', ROLE_ID: 2 };
      const zh = await save(body);
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toContain('字段 USER_NAME');
      const en = await save(body, 'en');
      expect(en.body.msg).toContain('Field USER_NAME');
      const email = await save({ USER_NAME: 'x1', NICK_NAME: 'x', ROLE_ID: 2, EMAIL: 'not-mail' }, 'en');
      expect(email.status).toBe(400);
      expect(email.body.msg).toContain('Field EMAIL');
    });

    it('requires an encrypted initial password that passes the password policy, in both languages', async () => {
      const base = {
        USER_NAME: 'pw-user',
        NICK_NAME: 'Zhang Wei',
        ROLE_ID: await roleIdOf('Buyer'),
        EMAIL: 'wei.zhang@example.com',
      };
      const missing = await save(base, 'en');
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toBe('Please enter the password');
      const refused: [password: string, zh: string, en: string][] = [
        ['short', '密码至少需要 12 个字符', 'The password needs at least 12 characters'],
        ['Demo@2026', '密码至少需要 12 个字符', 'The password needs at least 12 characters'],
        ['password1234', '密码太常见或太容易猜到', 'The password is too common or easy to guess'],
        ['Qwerty123456', '密码太常见或太容易猜到', 'The password is too common or easy to guess'],
        ['PW-User-harbour-57', '密码不能包含用户名', 'The password must not contain the user name'],
        ['zhangwei-Harbour-57', '密码不能包含用户名', 'The password must not contain the user name'],
        ['Wei.Zhang!Harbour57', '密码不能包含用户名', 'The password must not contain the user name'],
        ['x'.repeat(65), '密码最多 64 个字符', 'The password may have at most 64 characters'],
      ];
      for (const [password, zh, en] of refused) {
        const zhRes = await save({ ...base, PASSWORD: await encryptPassword(t.app, password) });
        expect([zhRes.status, zhRes.body.msg], password).toEqual([400, expect.stringContaining(zh)]);
        const enRes = await save({ ...base, PASSWORD: await encryptPassword(t.app, password) }, 'en');
        expect([enRes.status, enRes.body.msg], password).toEqual([400, expect.stringContaining(en)]);
      }
      const plain = await save({ ...base, PASSWORD: 'Start#2026-Lamp' });
      expect(plain.status).toBe(400);
      expect(plain.body.msg).toContain('密码必须加密传输');
      expect(
        await t.db.selectFrom('app_user').select('id').where('user_name', '=', 'pw-user').execute(),
      ).toEqual([]);

      const good = await save({ ...base, PASSWORD: await encryptPassword(t.app, 'Harbour-Lamp-57') });
      expect(good.status, good.body.msg).toBe(200);
      await signIn(t.app, 'pw-user', 'Harbour-Lamp-57');
    });

    it('refuses a weak new password on edit and keeps the old one', async () => {
      const id = await newUser('pw-edit');
      const before = await t.db
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const body = { ID: id, USER_NAME: 'pw-edit', NICK_NAME: 'Edited', ROLE_ID: await roleIdOf('Buyer') };
      const zh = await save({ ...body, PASSWORD: await encryptPassword(t.app, 'abc') });
      expect([zh.status, zh.body.msg]).toEqual([400, '密码至少需要 12 个字符']);
      const en = await save({ ...body, PASSWORD: await encryptPassword(t.app, 'iloveyou1234') }, 'en');
      expect(en.status).toBe(400);
      expect(en.body.msg).toMatch(/^The password is too common or easy to guess/);
      const after = await t.db
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      await signIn(t.app, 'pw-edit', 'Start#2026-Lamp');

      const good = await save({ ...body, PASSWORD: await encryptPassword(t.app, 'Blue-Harbour-2027') });
      expect(good.status, good.body.msg).toBe(200);
      await signIn(t.app, 'pw-edit', 'Blue-Harbour-2027');
    });

    it('does not let administrators disable themselves or change their own role', async () => {
      const res = await save(
        { ID: admin.userId, USER_NAME: 'admin', NICK_NAME: 'x', ROLE_ID: admin.roleId, ENABLED: 'N' },
        'en',
      );
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('You cannot disable your own account or change your own role');
      const row = await t.db
        .selectFrom('app_user')
        .select('enabled')
        .where('id', '=', admin.userId)
        .executeTakeFirst();
      expect(row?.enabled).toBe(true);
    });
  });

  describe('delete', () => {
    it('deletes an unused account and logs it', async () => {
      const id = await newUser('to-delete');
      const res = await call(t.app, admin, 'POST', 'User/Delete', { query: { id } });
      expect(res.status).toBe(200);
      expect(await t.db.selectFrom('app_user').select('id').where('id', '=', id).execute()).toEqual([]);
      const audit = await lastAudit(t.db, 'user', id);
      expect(audit).toMatchObject({ action: 'delete', after: null });
      expect(audit?.before).toMatchObject({ USER_NAME: 'to-delete' });
    });

    it('refuses to delete an account that business records name, in both languages', async () => {
      const buyerId = await idOf('buyer');
      const zh = await call(t.app, admin, 'POST', 'User/Delete', { query: { id: buyerId } });
      expect(zh.status).toBe(409);
      expect(zh.body.msg).toBe('记录已被使用，无法删除');
      const en = await call(t.app, admin, 'POST', 'User/Delete', { query: { id: buyerId }, lang: 'en' });
      expect(en.body.msg).toBe('The record is in use and cannot be deleted');
      expect(await t.db.selectFrom('app_user').select('id').where('id', '=', buyerId).execute()).toHaveLength(
        1,
      );
    });

    it('refuses to delete oneself and a missing id', async () => {
      const self = await call(t.app, admin, 'POST', 'User/Delete', {
        query: { id: admin.userId },
        lang: 'en',
      });
      expect(self.status).toBe(400);
      expect(self.body.msg).toBe('You cannot delete your own account');
      const noId = await call(t.app, admin, 'POST', 'User/Delete', { lang: 'en' });
      expect(noId.status).toBe(400);
      expect(noId.body.msg).toContain('Field id');
    });
  });

  describe('lock and password reset', () => {
    it('locks an account (its sessions end, sign-in refused) and unlocks it', async () => {
      const id = await newUser('lockme');
      const session = await signIn(t.app, 'lockme', 'Start#2026-Lamp');
      const lock = await call(t.app, admin, 'POST', 'User/ChangeLockStatus', {
        body: { ID: id, IS_LOCKED: true },
      });
      expect(lock.status).toBe(200);
      expect((await call(t.app, session, 'GET', 'User/GetPreferences')).status).toBe(401);
      const refused = await requestToken(
        t.app,
        { UserName: 'lockme', Password: await encryptPassword(t.app, 'Start#2026-Lamp'), OrgId: hq },
        { lang: 'en' },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('The account was locked by an administrator');
      const list = await call<Row[]>(t.app, admin, 'POST', 'User/LoadData', {
        body: { Params: [{ FIELD_NAME: 'USER_NAME', ACTION_TYPE: 1, PARAM_VALUE: 'lockme' }] },
      });
      expect(list.body.data[0]?.IS_LOCKED).toBe(true);
      expect((await lastAudit(t.db, 'user', id))?.action).toBe('lock');

      await call(t.app, admin, 'POST', 'User/ChangeLockStatus', { body: { ID: id, IS_LOCKED: 'N' } });
      await signIn(t.app, 'lockme', 'Start#2026-Lamp');
      expect((await lastAudit(t.db, 'user', id))?.action).toBe('unlock');
    });

    it('refuses to lock oneself', async () => {
      const res = await call(t.app, admin, 'POST', 'User/ChangeLockStatus', {
        body: { ID: admin.userId, IS_LOCKED: true },
      });
      expect(res.status).toBe(400);
    });

    it('resets a password to a temporary one, shown once, that signs in; old sessions end', async () => {
      const id = await newUser('forgetful');
      const session = await signIn(t.app, 'forgetful', 'Start#2026-Lamp');
      const res = await call<{ TempPassword: string }>(t.app, admin, 'POST', 'User/ResetPassword', {
        body: { ID: id },
      });
      expect(res.status).toBe(200);
      const temp = res.body.data.TempPassword;
      expect(temp).toMatch(/^\S{12}$/);
      // The temporary password passes the same policy as a chosen one.
      expect(await passwordProblem(temp, ['forgetful', 'forgetful nick'])).toBeNull();
      expect((await call(t.app, session, 'GET', 'User/GetPreferences')).status).toBe(401);
      await expect(signIn(t.app, 'forgetful', 'Start#2026-Lamp')).rejects.toThrow(/refused: 400/);
      await signIn(t.app, 'forgetful', temp);
      const audit = await lastAudit(t.db, 'user', id);
      expect(audit?.action).toBe('resetPassword');
      expect(JSON.stringify(audit)).not.toContain(temp);
    });
  });

  describe('a system administrator (not super)', () => {
    let sysadmin: Session;
    beforeAll(async () => {
      const role = await t.db
        .insertInto('role')
        .values({ role_name: '系统管理员', role_type: 'system' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const menu = await columnOf(t.db, 'menu', 'id', { link_url: '/System/User' });
      await t.db.insertInto('role_menu').values({ role_id: role.id, menu_id: menu }).execute();
      await newUser('sysadmin', { ROLE_ID: role.id });
      sysadmin = await signIn(t.app, 'sysadmin', 'Start#2026-Lamp');
    });

    it('cannot reset, lock, change or delete the super administrator, nor hand out the super role', async () => {
      const adminId = await idOf('admin');
      const reset = await call(t.app, sysadmin, 'POST', 'User/ResetPassword', { body: { ID: adminId } });
      expect(reset.status).toBe(403);
      const lock = await call(t.app, sysadmin, 'POST', 'User/ChangeLockStatus', {
        body: { ID: adminId, IS_LOCKED: true },
      });
      expect(lock.status).toBe(403);
      const del = await call(t.app, sysadmin, 'POST', 'User/Delete', { query: { id: adminId } });
      expect(del.status).toBe(403);
      const promote = await save(
        {
          USER_NAME: 'wannabe',
          NICK_NAME: 'x',
          PASSWORD: await encryptPassword(t.app, 'Start#2026-Lamp'),
          ROLE_ID: admin.roleId,
        },
        'en',
        sysadmin,
      );
      expect(promote.status).toBe(403);
      expect(promote.body.msg).toBe('Only a super administrator can manage the super administrator role');
      await signIn(t.app, 'admin');
    });

    it('manages ordinary buyer accounts', async () => {
      const res = await call(t.app, sysadmin, 'POST', 'User/ChangeLockStatus', {
        body: { ID: await idOf('finance'), IS_LOCKED: false },
      });
      expect(res.status).toBe(200);
    });
  });
});
