import { describe, expect, it } from 'vitest';
import { call, type Envelope, type Session, signedIn } from '../../test/auth-helper.ts';
import { describeOnDatabase } from '../../test/helper.ts';
import { countRows } from '../../test/rows.ts';
import { findNul, jsonNestsDeeperThan, maxJsonDepth } from './input-guards.ts';

/** `depth` nested arrays around a number, as JSON text. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('input guards (units)', () => {
  it('measures JSON nesting without counting brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[', b: '\\"[[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('[{}, {}, [], {"a": [{}]}]', 4)).toBe(false);
    expect(jsonNestsDeeperThan('[{}, {}, [], {"a": [{}]}]', 3)).toBe(true);
  });

  it('names the dotted path of the first NUL, in values and in keys', () => {
    expect(findNul({ a: [{ b: 'ok' }, { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findNul({ 'k\u0000': 1 })).toBe('k\\u0000');
    expect(findNul({ a: 'fine', b: [1, true, null] })).toBeNull();
  });
});

describeOnDatabase('Input guards: NUL characters, JSON depth and size (#10)', (t) => {
  const { admin, vendor1: vendor } = signedIn(t);

  const raw = (
    session: Session | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: string,
    lang: 'en' | 'zh-chs' = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: {
        ...(session?.headers ?? {}),
        'accept-language': lang,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  /** What a refusal must leave alone: menus, audit rows and the signed-in users' preferences. */
  const snapshot = async () => ({
    menus: await t.db.selectFrom('menu').selectAll().orderBy('id').execute(),
    audit: await countRows(t.db, 'audit_log'),
    preferences: await Promise.all(
      [admin, vendor].map(async (as) => (await call(t.app, as, 'GET', 'User/GetPreferences')).body.data),
    ),
  });

  describe('a NUL character in any string is a 400 naming the field, never a 500', () => {
    it('in the query of an anonymous route', async () => {
      const res = await raw(null, 'GET', 'User/GetOrgInfo?userName=%00');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        msg: 'Field userName: must not contain the NUL character (U+0000)',
        data: { fields: ['userName'] },
      });
      const zh = await raw(null, 'GET', 'User/GetOrgInfo?userName=admin%00x', undefined, 'zh-chs');
      expect(zh.statusCode).toBe(400);
      expect(zh.json<Envelope>().msg).toBe('字段 userName：不能包含空字符（U+0000）');
    });

    it('in the query and the JSON body of signed-in routes, nested fields and keys included; nothing changes', async () => {
      const before = await snapshot();
      const cases: [Session, 'GET' | 'POST', string, unknown, string][] = [
        [admin, 'GET', 'Menu/LoadDataSub?MENU_KIND=SCM%00', undefined, 'MENU_KIND'],
        [admin, 'POST', 'Menu/AddOrModifySave', { Menu_Name: '菜单\u0000', MENU_EN: 'Menu' }, 'Menu_Name'],
        [
          vendor,
          'POST',
          'DeliveryNote/LoadData',
          {
            Page: 1,
            Limit: 10,
            Params: [
              { FIELD_NAME: 'DELIVERY_NO', ACTION_TYPE: 2, PARAM_VALUE: 'DN', DATA_TYPE: 1 },
              { FIELD_NAME: 'DELIVERY_NO', ACTION_TYPE: 2, PARAM_VALUE: 'DN\u0000', DATA_TYPE: 1 },
            ],
          },
          'Params.1.PARAM_VALUE',
        ],
        [vendor, 'POST', 'User/SavePreferences', { theme: { 'dark\u0000': true } }, 'theme.dark\\u0000'],
        [admin, 'POST', 'User/SavePreferences', { tabs: ['/System/User', '\u0000'] }, 'tabs.1'],
      ];
      for (const [session, method, url, body, field] of cases) {
        const res = await raw(session, method, url, body === undefined ? undefined : JSON.stringify(body));
        expect(res.statusCode, url).toBe(400);
        const envelope = res.json<Envelope<{ fields: string[] }>>();
        expect(envelope.msg, url).toBe(`Field ${field}: must not contain the NUL character (U+0000)`);
        expect(envelope.data.fields, url).toEqual([field]);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('still asks an anonymous caller of a protected route to sign in first', async () => {
      const res = await raw(null, 'POST', 'Menu/AddOrModifySave', JSON.stringify({ Menu_Name: '\u0000' }));
      expect(res.statusCode).toBe(401);
    });
  });

  describe('free-form JSON is bounded in depth and size', () => {
    it(`refuses a body nested 10,000 deep (limit ${maxJsonDepth}) with a 400, on SavePreferences and sign-in`, async () => {
      const before = await snapshot();
      const deep = `{"theme":${nested(10_000)}}`;
      for (const [session, url] of [
        [vendor, 'User/SavePreferences'],
        [admin, 'Menu/AddOrModifySave'],
        [null, 'Auth/GetToken'],
      ] as const) {
        const res = await raw(session, 'POST', url, deep);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({
          code: 400,
          msg: `Request body: JSON must not be nested more than ${maxJsonDepth} levels deep`,
          data: null,
        });
      }
      const zh = await raw(vendor, 'POST', 'User/SavePreferences', deep, 'zh-chs');
      expect(zh.json<Envelope>().msg).toBe(`请求体：JSON 嵌套不能超过 ${maxJsonDepth} 层`);
      expect(await snapshot()).toEqual(before);
    });

    it('keeps preferences nested up to the limit', async () => {
      const body = `{"layout":${nested(maxJsonDepth - 1)}}`;
      const res = await raw(vendor, 'POST', 'User/SavePreferences', body);
      expect(res.statusCode).toBe(200);
      const saved = await call<Record<string, unknown>>(t.app, vendor, 'GET', 'User/GetPreferences');
      expect(JSON.stringify(saved.body.data)).toBe(body);
      await raw(vendor, 'POST', 'User/SavePreferences', '{}');
    });

    it('refuses a body over the limit with a localised 413, and preferences over 16 KB too', async () => {
      const before = await snapshot();
      const huge = JSON.stringify({ theme: 'x'.repeat(1024 * 1024 + 1) });
      for (const [session, url] of [
        [vendor, 'User/SavePreferences'],
        [null, 'Auth/GetToken'],
      ] as const) {
        const res = await raw(session, 'POST', url, huge);
        expect(res.statusCode, url).toBe(413);
        expect(res.json(), url).toEqual({
          code: 413,
          msg: 'The request body is too large (at most 1 MB)',
          data: null,
        });
      }
      const zh = await raw(vendor, 'POST', 'User/SavePreferences', huge, 'zh-chs');
      expect(zh.json<Envelope>().msg).toBe('请求内容过大（最多 1 MB）');
      const large = await raw(
        vendor,
        'POST',
        'User/SavePreferences',
        JSON.stringify({ t: 'x'.repeat(20_000) }),
      );
      expect(large.statusCode).toBe(413);
      expect(large.json<Envelope>().msg).toContain('16384');
      expect(await snapshot()).toEqual(before);
    });

    it('lets the Excel import, which declares a larger limit, read a 2 MB body', async () => {
      const body = JSON.stringify({ FileName: 'orders.xlsx', ContentBase64: 'A'.repeat(2 * 1024 * 1024) });
      const res = await raw(admin, 'POST', 'PurchaseOrder/Import', body);
      expect(res.statusCode).not.toBe(413);
      expect(res.statusCode).toBeLessThan(500);
    });
  });
});
