import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, encryptPassword, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';

describeOnDatabase('Own account (User/ChangePassword, User/*Preferences)', (t) => {
  const enc = (password: string) => encryptPassword(t.app, password);
  const change = async (session: Session, body: Record<string, unknown>, lang?: 'en') =>
    call<boolean>(t.app, session, 'POST', 'User/ChangePassword', { body, ...(lang ? { lang } : {}) });
  const payload = async (
    session: Session,
    oldPassword: string,
    newPassword: string,
    confirm = newPassword,
  ) => ({
    Id: session.userId,
    User_Name: session.userName,
    OldPassword: oldPassword === '' ? '' : await enc(oldPassword),
    NewPassword: newPassword === '' ? '' : await enc(newPassword),
    NewPasswordRe: confirm === '' ? '' : await enc(confirm),
  });

  describe('change password', () => {
    const { finance } = signedIn(t);

    it('asks for each of the three passwords, with the messages of the dialog', async () => {
      const cases: [string, string, string, string, string][] = [
        ['', 'Next#2026-Lamp', 'Next#2026-Lamp', '请输入旧密码', 'Please enter the old password'],
        ['Demo@2026', '', 'Next#2026-Lamp', '请输入新密码', 'Please enter the new password'],
        ['Demo@2026', 'Next#2026-Lamp', '', '请输入确认密码', 'Please enter the confirm password'],
      ];
      for (const [oldPassword, newPassword, confirm, zh, en] of cases) {
        const body = await payload(finance, oldPassword, newPassword, confirm);
        const zhRes = await change(finance, body);
        expect(zhRes.status).toBe(400);
        expect(zhRes.body.msg).toBe(zh);
        // Each encrypted password is good once (single-use nonce): the English call encrypts afresh.
        const again = await payload(finance, oldPassword, newPassword, confirm);
        expect((await change(finance, again, 'en')).body.msg).toBe(en);
      }
    });

    it('refuses a new password the policy refuses, in both languages, changing nothing', async () => {
      const vendor1 = await signIn(t.app, 'vendor1');
      const hashOf = (userName: string) =>
        columnOf(t.db, 'app_user', 'password_hash', { user_name: userName });
      const before = await hashOf('vendor1');
      const refused: [password: string, zh: string, en: string][] = [
        ['abc', '密码至少需要 12 个字符', 'The password needs at least 12 characters'],
        ['Demo@2027', '密码至少需要 12 个字符', 'The password needs at least 12 characters'],
        ['123456789012', '密码太常见或太容易猜到', 'The password is too common or easy to guess'],
        ['1qaz2wsx3edc', '密码太常见或太容易猜到', 'The password is too common or easy to guess'],
        ['Vendor1-harbour-57', '密码不能包含用户名', 'The password must not contain the user name'],
        // Its nick name (华东精密-王经理) and its vendor's name (华东精密五金有限公司).
        ['华东精密王经理的新密码啊', '密码不能包含用户名', 'The password must not contain the user name'],
        ['华东精密五金有限公司2026', '密码不能包含用户名', 'The password must not contain the user name'],
        ['长'.repeat(54), '密码最多 64 个字符（汉字最多 53 个）', '(53 Chinese characters)'],
      ];
      for (const [password, zh, en] of refused) {
        const zhRes = await change(vendor1, await payload(vendor1, 'Demo@2026', password));
        expect([zhRes.status, zhRes.body.msg], password).toEqual([400, expect.stringContaining(zh)]);
        const enRes = await change(vendor1, await payload(vendor1, 'Demo@2026', password), 'en');
        expect([enRes.status, enRes.body.msg], password).toEqual([400, expect.stringContaining(en)]);
      }
      expect(await hashOf('vendor1')).toBe(before);
      // The current password is checked as it was set (Demo@2026 is shorter than the policy): still the right one.
      expect((await call(t.app, vendor1, 'GET', 'User/GetPreferences')).status).toBe(200);
      const wrongOld = await change(vendor1, await payload(vendor1, 'wrong', 'Harbour-Lamp-57'), 'en');
      expect(wrongOld.body.msg).toBe('The old password is wrong');
    });

    it('requires the new password twice the same', async () => {
      const zh = await change(
        finance,
        await payload(finance, 'Demo@2026', 'Next#2026-Lamp', 'Next#2027-Lamp'),
      );
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toBe('新密码与确认密码不一致');
      const en = await change(
        finance,
        await payload(finance, 'Demo@2026', 'Next#2026-Lamp', 'Next#2027-Lamp'),
        'en',
      );
      expect(en.body.msg).toBe('new password and confirm password are inconsistent');
    });

    it('refuses a wrong old password and plain-text passwords, changing nothing', async () => {
      const wrong = await change(finance, await payload(finance, 'Wrong#1', 'Next#2026-Lamp'), 'en');
      expect(wrong.status).toBe(400);
      expect(wrong.body.msg).toBe('The old password is wrong');
      const plain = await change(finance, {
        Id: finance.userId,
        OldPassword: 'Demo@2026',
        NewPassword: 'Next#2026-Lamp',
        NewPasswordRe: 'Next#2026-Lamp',
      });
      expect(plain.status).toBe(400);
      expect(plain.body.msg).toContain('密码必须加密传输');
      expect((await call(t.app, finance, 'GET', 'User/GetPreferences')).status).toBe(200);
    });

    it("refuses to change another user's password", async () => {
      const buyerId = await columnOf(t.db, 'app_user', 'id', { user_name: 'buyer' });
      const res = await change(
        finance,
        { ...(await payload(finance, 'Demo@2026', 'Next#2026-Lamp')), Id: buyerId },
        'en',
      );
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('You can only change your own password');
      await signIn(t.app, 'buyer');
    });

    it('changes the password: every session ends, the new password signs in, the old one not', async () => {
      const other = await signIn(t.app, 'finance');
      const res = await change(finance, await payload(finance, 'Demo@2026', 'Next#2026-Lamp'));
      expect(res.status).toBe(200);
      expect(res.body.data).toBe(true);
      expect((await call(t.app, finance, 'GET', 'User/GetPreferences')).status).toBe(401);
      expect((await call(t.app, other, 'GET', 'User/GetPreferences')).status).toBe(401);
      await expect(signIn(t.app, 'finance')).rejects.toThrow(/refused: 400/);
      const again = await signIn(t.app, 'finance', 'Next#2026-Lamp');
      expect(again.userId).toBe(finance.userId);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'changePassword')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({
        user_name: 'finance',
        entity_id: String(finance.userId),
        before: null,
        after: null,
      });
    });
  });

  describe('preferences', () => {
    it('keeps the preferences of each user on the server', async () => {
      const vendor1 = await signIn(t.app, 'vendor1');
      const buyer = await signIn(t.app, 'buyer');
      expect((await call(t.app, vendor1, 'GET', 'User/GetPreferences')).body.data).toEqual({});
      const prefs = {
        theme: 'violet',
        size: 'small',
        color: '#409EFF',
        language: 'en',
        collapse: true,
        tabs: ['/System/User'],
      };
      const saved = await call(t.app, vendor1, 'POST', 'User/SavePreferences', { body: prefs });
      expect(saved.status).toBe(200);
      const elsewhere = await signIn(t.app, 'vendor1');
      expect((await call(t.app, elsewhere, 'GET', 'User/GetPreferences')).body.data).toEqual(prefs);
      expect((await call(t.app, buyer, 'GET', 'User/GetPreferences')).body.data).toEqual({});
    });

    it('leaves the authentication counter alone: one user saving tabs does not re-authenticate everyone', async () => {
      const vendor2 = await signIn(t.app, 'vendor2');
      const version = async () =>
        Number(
          (await sql<{ v: string }>`select version as v from auth_state where id = 1`.execute(t.db)).rows[0]!
            .v,
        );
      const before = await version();
      for (const tabs of [['/index'], ['/index', '/System/User'], []]) {
        const saved = await call(t.app, vendor2, 'POST', 'User/SavePreferences', {
          body: { theme: 'dark', tabs },
        });
        expect(saved.status).toBe(200);
      }
      expect(await version()).toBe(before);
      expect((await call(t.app, vendor2, 'GET', 'User/GetPreferences')).body.data).toEqual({
        theme: 'dark',
        tabs: [],
      });
      // What authentication reads still moves it (the control: the counter is watched at all).
      const user = t.db.selectFrom('app_user').select('nick_name').where('user_name', '=', 'vendor2');
      const nick = (await user.executeTakeFirstOrThrow()).nick_name;
      await t.db
        .updateTable('app_user')
        .set({ nick_name: `${nick}!` })
        .where('user_name', '=', 'vendor2')
        .execute();
      expect(await version()).toBe(before + 1);
      await t.db
        .updateTable('app_user')
        .set({ nick_name: nick })
        .where('user_name', '=', 'vendor2')
        .execute();
    });

    it('refuses more than 16 KB and a body that is not an object', async () => {
      const buyer = await signIn(t.app, 'buyer');
      const big = await call(t.app, buyer, 'POST', 'User/SavePreferences', {
        body: { tabs: 'x'.repeat(17 * 1024) },
        lang: 'en',
      });
      expect(big.status).toBe(413);
      expect(big.body.msg).toBe('Preferences must not exceed 16384 bytes');
      const array = await call(t.app, buyer, 'POST', 'User/SavePreferences', { body: ['x'] });
      expect(array.status).toBe(400);
      expect((await call(t.app, buyer, 'GET', 'User/GetPreferences')).body.data).toEqual({});
    });

    it('needs a signed-in user', async () => {
      expect((await call(t.app, null, 'GET', 'User/GetPreferences')).status).toBe(401);
    });
  });
});
