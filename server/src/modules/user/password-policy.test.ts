import { apiPaths, type VendorInvited } from '@srm/contract';
import { expect, it } from 'vitest';
import { call, encryptPassword, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { demoRoleId, describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';

/**
 * The password policy (issue #45) on the paths user.test.ts and user-self.test.ts leave to others: a company's
 * public registration and a vendor account whose password holds its vendor's name. Each refusal is a 400 in the
 * caller's language that changes nothing; a good password goes through.
 */
describeOnDatabase('password policy on registration and vendor accounts', (t) => {
  const { buyer, admin } = signedIn(t);

  type Messages = [zh: string, en: string];
  const shortMsg: Messages = ['密码至少需要 12 个字符', 'The password needs at least 12 characters'];
  const commonMsg: Messages = ['密码太常见或太容易猜到', 'The password is too common or easy to guess'];
  const nameMsg: Messages = ['密码不能包含用户名', 'The password must not contain the user name'];

  it('refuses a registration whose administrator password is short, common or holds its names; the link stays usable', async () => {
    const invited = await call<VendorInvited>(t.app, buyer, 'POST', apiPaths.onboarding.invite, {
      body: { EMAIL: 'sales@hengda-pw.example', COMPANY_NAME: '恒达' },
    });
    expect(invited.status, invited.body.msg).toBe(200);
    const token = new URL(invited.body.data.LINK).searchParams.get('token')!;
    const register = async (password: string, lang: 'en' | 'zh-chs') =>
      call<{ ID: number }>(t.app, null, 'POST', apiPaths.onboarding.register, {
        lang,
        body: {
          TOKEN: token,
          LEGAL_NAME: 'Hengda Precision',
          TAX_ID: '91320500MA1X0001',
          ADDRESS: '江苏省苏州市工业园区星湖街 88 号',
          CONTACT_NAME: '周经理',
          CONTACT_PHONE: '+86 512 6666 8888',
          CONTACT_EMAIL: 'zhou.min@hengda-pw.example',
          BANK_NAME: '中国银行苏州分行',
          BANK_ACCOUNT_NAME: 'Hengda Precision',
          BANK_ACCOUNT_NO: '6217 0000 1234 5678',
          CATEGORIES: [],
          ADMIN_USER_NAME: 'hd.admin',
          ADMIN_PASSWORD: await encryptPassword(t.app, password),
        },
      });
    const refused: [password: string, messages: Messages][] = [
      ['short', shortMsg],
      ['Hengda#2026', shortMsg],
      ['password1234', commonMsg],
      ['iloveyou2026', commonMsg],
      ['HD.Admin-harbour-57', nameMsg],
      ['HengdaPrecision#57', nameMsg],
      ['Zhou.Min-harbour-57', nameMsg],
    ];
    for (const [password, [zh, en]] of refused) {
      const zhRes = await register(password, 'zh-chs');
      expect([zhRes.status, zhRes.body.msg], password).toEqual([400, expect.stringContaining(zh)]);
      const enRes = await register(password, 'en');
      expect([enRes.status, enRes.body.msg], password).toEqual([400, expect.stringContaining(en)]);
    }
    const registrations = await t.db.selectFrom('vendor_registration').select('id').execute();
    expect(registrations).toEqual([]);
    const usedAt = await columnOf(t.db, 'vendor_invitation', 'used_at', { id: invited.body.data.ID });
    expect(usedAt).toBeNull();

    const good = await register('Harbour-Lamp-57', 'en');
    expect(good.status, good.body.msg).toBe(200);
  });

  it("refuses a vendor account's password holding its vendor's name, telling another vendor nothing", async () => {
    const body = {
      USER_NAME: 'v1-clerk',
      NICK_NAME: 'Clerk',
      ROLE_ID: await demoRoleId(t.db, 'Vendor'),
      VENDOR_CODE: 'V001',
    };
    const save = async (password: string, as: Session, lang: 'en' | 'zh-chs' = 'zh-chs') =>
      call(t.app, as, 'POST', apiPaths.vendor.addOrModifySave, {
        lang,
        body: { ...body, PASSWORD: await encryptPassword(t.app, password) },
      });
    // V001 is 华东精密五金有限公司.
    const zh = await save('华东精密五金有限公司2026', admin);
    expect([zh.status, zh.body.msg]).toEqual([400, expect.stringContaining(nameMsg[0])]);
    const en = await save('华东精密五金有限公司2026', admin, 'en');
    expect([en.status, en.body.msg]).toEqual([400, expect.stringContaining(nameMsg[1])]);
    // Another vendor learns nothing about V001 from the policy: it is refused for V001 first.
    const vendor2 = await signIn(t.app, 'vendor2');
    const probe = await save('华东精密五金有限公司2026', vendor2, 'en');
    expect(probe.body.msg).not.toContain('must not contain');
    expect(
      await t.db.selectFrom('app_user').select('id').where('user_name', '=', 'v1-clerk').execute(),
    ).toEqual([]);
    const good = await save('Harbour-Lamp-57', admin);
    expect(good.status, good.body.msg).toBe(200);
  });
});
