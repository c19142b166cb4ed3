import { beforeAll, describe, expect, it } from 'vitest';
import { call, organizationId, signedIn } from '../../../test/auth-helper.ts';
import { demoRoleId, describeEachDatabase } from '../../../test/helper.ts';

type Row = { ID: number; USER_NAME: string; NICK_NAME: string; PHONE: string | null; ENABLED: boolean };
type QueryRow = {
  FIELD_NAME: string;
  ACTION_TYPE: number;
  PARAM_VALUE?: string | number | null;
  DATA_TYPE?: number;
};

/** Twelve accounts `lt-01` … `lt-12`, created ten days apart from 2025-01-01; nick names hold SQL meta-characters. */
const nickNames: Record<number, string> = {
  3: "O'Brien",
  4: '100% sure',
  5: 'a_b',
  6: 'back\\slash',
  7: "' or 1=1 --",
  8: 'axb',
};
const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + (i - 1) * 10 * 86_400_000);

describeEachDatabase('List engine on User/LoadData', (t) => {
  const { admin } = signedIn(t);
  const ids: Record<string, number> = {};
  /** Every query is limited to the test accounts by a fuzzy match on the `lt-` prefix. */
  const load = async (
    params: QueryRow[],
    extra: Record<string, unknown> = {},
    lang: 'zh-chs' | 'en' = 'zh-chs',
  ) =>
    call<Row[]>(t.app, admin, 'POST', 'User/LoadData', {
      body: {
        Page: 1,
        Limit: 50,
        LIST_ROUTE: '/System/User',
        ...extra,
        Params: [{ FIELD_NAME: 'USER_NAME', ACTION_TYPE: 6, PARAM_VALUE: 'lt-', DATA_TYPE: 1 }, ...params],
      },
      lang,
    });
  const names = async (params: QueryRow[], extra: Record<string, unknown> = {}) => {
    const res = await load(params, extra);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data.map((r) => r.USER_NAME);
  };
  const lt = (...n: number[]) => n.map((i) => `lt-${String(i).padStart(2, '0')}`);

  beforeAll(async () => {
    const hq = await organizationId(t.app, 'HQ');
    const buyer = await demoRoleId(t.db, 'Buyer');
    const finance = await demoRoleId(t.db, 'Finance');
    const rows = await t.db
      .insertInto('app_user')
      .values(
        Array.from({ length: 12 }, (_, k) => {
          const i = k + 1;
          return {
            user_name: lt(i)[0]!,
            nick_name: nickNames[i] ?? `测试用户 ${i}`,
            password_hash: 'not-a-hash',
            role_id: i <= 6 ? buyer : finance,
            phone: i % 2 === 0 ? `0512-${1000 + i}` : null,
            enabled: i !== 12,
            created_at: day(i),
          };
        }),
      )
      .returning(['id', 'user_name'])
      .execute();
    for (const r of rows) ids[r.user_name] = r.id;
    await t.db
      .insertInto('user_organization')
      .values(rows.map((r) => ({ user_id: r.id, org_id: hq })))
      .execute();
  });

  describe('ACTION_TYPE 1-9', () => {
    it('1 equals (text, dropdown code, yes/no)', async () => {
      expect(await names([{ FIELD_NAME: 'USER_NAME', ACTION_TYPE: 1, PARAM_VALUE: 'lt-03' }])).toEqual(lt(3));
      const financeRole = await demoRoleId(t.db, 'Finance');
      expect(
        await names([{ FIELD_NAME: 'ROLE_ID', ACTION_TYPE: 1, PARAM_VALUE: financeRole, DATA_TYPE: 2 }]),
      ).toEqual(lt(7, 8, 9, 10, 11, 12));
      expect(
        await names([{ FIELD_NAME: 'ENABLED', ACTION_TYPE: 1, PARAM_VALUE: 'N', DATA_TYPE: 2 }]),
      ).toEqual(lt(12));
    });

    it('2 greater, 3 greater or equal, 4 less, 5 less or equal (numbers and dates)', async () => {
      const id6 = ids['lt-06']!;
      expect(await names([{ FIELD_NAME: 'ID', ACTION_TYPE: 2, PARAM_VALUE: id6, DATA_TYPE: 3 }])).toEqual(
        lt(7, 8, 9, 10, 11, 12),
      );
      expect(
        await names([{ FIELD_NAME: 'ID', ACTION_TYPE: 4, PARAM_VALUE: String(id6), DATA_TYPE: 3 }]),
      ).toEqual(lt(1, 2, 3, 4, 5));
      // lt-04 was created on 2025-01-31, lt-05 on 2025-02-10.
      expect(
        await names([{ FIELD_NAME: 'CREATE_TIME', ACTION_TYPE: 3, PARAM_VALUE: '2025-04-01', DATA_TYPE: 4 }]),
      ).toEqual(lt(10, 11, 12));
      expect(
        await names([{ FIELD_NAME: 'CREATE_TIME', ACTION_TYPE: 5, PARAM_VALUE: '2025-01-31', DATA_TYPE: 4 }]),
      ).toEqual(lt(1, 2, 3, 4));
      expect(
        await names([{ FIELD_NAME: 'CREATE_TIME', ACTION_TYPE: 2, PARAM_VALUE: '2025-04-11', DATA_TYPE: 4 }]),
      ).toEqual(lt(12));
      expect(
        await names([{ FIELD_NAME: 'CREATE_TIME', ACTION_TYPE: 4, PARAM_VALUE: '2025-01-11', DATA_TYPE: 4 }]),
      ).toEqual(lt(1));
    });

    it('6 fuzzy like, without regard to case', async () => {
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 6, PARAM_VALUE: '测试用户 1' }])).toEqual(
        lt(1, 10, 11, 12),
      );
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 6, PARAM_VALUE: "o'bRIEN" }])).toEqual(
        lt(3),
      );
    });

    it('7 not equal', async () => {
      expect(await names([{ FIELD_NAME: 'ROLE_NAME', ACTION_TYPE: 7, PARAM_VALUE: '采购员' }])).toEqual(
        lt(7, 8, 9, 10, 11, 12),
      );
    });

    it('8 is null and 9 is not null, whatever the value', async () => {
      expect(await names([{ FIELD_NAME: 'PHONE', ACTION_TYPE: 8, PARAM_VALUE: 'ignored' }])).toEqual(
        lt(1, 3, 5, 7, 9, 11),
      );
      expect(await names([{ FIELD_NAME: 'PHONE', ACTION_TYPE: 9 }])).toEqual(lt(2, 4, 6, 8, 10, 12));
    });

    it('skips a row without a value (except 8 and 9)', async () => {
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 1, PARAM_VALUE: '' }])).toHaveLength(12);
    });
  });

  describe('DATA_TYPE 5 date range and 6 multi-line list', () => {
    it('matches a date range, including the whole last day', async () => {
      expect(
        await names([
          {
            FIELD_NAME: 'CREATE_TIME',
            ACTION_TYPE: 1,
            PARAM_VALUE: '2025/01/11 00:00:00-2025/01/31 23:59:59',
            DATA_TYPE: 5,
          },
        ]),
      ).toEqual(lt(2, 3, 4));
      expect(
        await names([
          { FIELD_NAME: 'CREATE_TIME', ACTION_TYPE: 1, PARAM_VALUE: '2025/02/10-2025/02/20', DATA_TYPE: 5 },
        ]),
      ).toEqual(lt(5, 6));
    });

    it('matches any line of a multi-line value', async () => {
      expect(
        await names([
          {
            FIELD_NAME: 'USER_NAME',
            ACTION_TYPE: 1,
            PARAM_VALUE: 'lt-02\nlt-05, lt-11\n\nnobody',
            DATA_TYPE: 6,
          },
        ]),
      ).toEqual(lt(2, 5, 11));
      const numbers = `${ids['lt-03']}\n${ids['lt-07']},${ids['lt-12']}`;
      expect(await names([{ FIELD_NAME: 'ID', ACTION_TYPE: 1, PARAM_VALUE: numbers, DATA_TYPE: 6 }])).toEqual(
        lt(3, 7, 12),
      );
      const refused = await load([{ FIELD_NAME: 'ID', ACTION_TYPE: 1, PARAM_VALUE: '1\nx', DATA_TYPE: 6 }]);
      expect(refused.status).toBe(400);
    });
  });

  describe('paging and sorting', () => {
    it('pages with the total in count', async () => {
      const pages = [];
      for (const Page of [1, 2, 3]) {
        const res = await load([], { Page, Limit: 5 });
        expect(res.body.count).toBe(12);
        expect(res.body.pageSize).toBe(5);
        pages.push(res.body.data.map((r) => r.USER_NAME));
      }
      expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
      expect(pages.flat()).toEqual(lt(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
      const beyond = await load([], { Page: 9, Limit: 5 });
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.count).toBe(12);
    });

    it('sorts ascending and descending by any column', async () => {
      expect(await names([], { OrderByParam: 'USER_NAME', OrderBySort: 1 })).toEqual(
        lt(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1),
      );
      expect(await names([], { OrderByParam: 'CREATE_TIME', OrderBySort: 0 })).toEqual(
        lt(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12),
      );
      const byPhone = await names([], { OrderByParam: 'PHONE', OrderBySort: 'desc' });
      expect(byPhone.slice(0, 6)).toEqual(lt(12, 10, 8, 6, 4, 2));
    });
  });

  describe('refusals and literal matching', () => {
    it('refuses an unknown field (filter or sort) with 400 naming it', async () => {
      const zh = await load([{ FIELD_NAME: 'PASSWORD_HASH', ACTION_TYPE: 1, PARAM_VALUE: 'x' }]);
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toBe('未知的查询字段 PASSWORD_HASH');
      const en = await load([{ FIELD_NAME: 'u.password_hash', ACTION_TYPE: 9 }], {}, 'en');
      expect(en.body.msg).toBe('Unknown query field u.password_hash');
      const sort = await load([], { OrderByParam: 'password_hash; drop table app_user' }, 'en');
      expect(sort.status).toBe(400);
      expect(sort.body.msg).toContain('Unknown query field');
    });

    it("matches SQL meta-characters literally: ' or 1=1 --, %, _ and \\", async () => {
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 1, PARAM_VALUE: "' or 1=1 --" }])).toEqual(
        lt(7),
      );
      expect(
        await names([{ FIELD_NAME: 'USER_NAME', ACTION_TYPE: 1, PARAM_VALUE: "lt-01' or 1=1 --" }]),
      ).toEqual([]);
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 6, PARAM_VALUE: '1=1 --' }])).toEqual(
        lt(7),
      );
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 6, PARAM_VALUE: '%' }])).toEqual(lt(4));
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 6, PARAM_VALUE: 'a_b' }])).toEqual(lt(5));
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 6, PARAM_VALUE: '_' }])).toEqual(lt(5));
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 6, PARAM_VALUE: '\\' }])).toEqual(lt(6));
      expect(await names([{ FIELD_NAME: 'NICK_NAME', ACTION_TYPE: 1, PARAM_VALUE: 'back\\slash' }])).toEqual(
        lt(6),
      );
      // The accounts table is still there and whole.
      expect((await load([])).body.count).toBe(12);
    });

    it('refuses a value that is not a number or not a date with 400 naming the field', async () => {
      const number = await load(
        [{ FIELD_NAME: 'ID', ACTION_TYPE: 2, PARAM_VALUE: '12abc', DATA_TYPE: 3 }],
        {},
        'en',
      );
      expect(number.status).toBe(400);
      expect(number.body.msg).toBe('The query value of ID has a wrong format');
      const injected = await load([
        { FIELD_NAME: 'ID', ACTION_TYPE: 1, PARAM_VALUE: '1 or 1=1', DATA_TYPE: 3 },
      ]);
      expect(injected.status).toBe(400);
      expect(injected.body.msg).toBe('字段 ID 的查询值格式不正确');
      for (const value of ['2025-13-45', '2025-02-30', 'yesterday']) {
        const date = await load(
          [{ FIELD_NAME: 'CREATE_TIME', ACTION_TYPE: 3, PARAM_VALUE: value, DATA_TYPE: 4 }],
          {},
          'en',
        );
        expect(date.status, value).toBe(400);
        expect(date.body.msg).toBe('The query value of CREATE_TIME has a wrong format');
      }
      const range = await load([
        { FIELD_NAME: 'CREATE_TIME', ACTION_TYPE: 1, PARAM_VALUE: '2025/01/01', DATA_TYPE: 5 },
      ]);
      expect(range.status).toBe(400);
      const flag = await load([{ FIELD_NAME: 'ENABLED', ACTION_TYPE: 1, PARAM_VALUE: 'maybe' }]);
      expect(flag.status).toBe(400);
    });

    it('refuses a malformed request body with 400 naming the field', async () => {
      const res = await call(t.app, admin, 'POST', 'User/LoadData', {
        body: { Page: 0, Params: [] },
        lang: 'en',
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('Field Page');
      const action = await load([{ FIELD_NAME: 'ID', ACTION_TYPE: 10, PARAM_VALUE: 1 }], {}, 'en');
      expect(action.status).toBe(400);
      expect(action.body.msg).toContain('ACTION_TYPE');
    });
  });

  it('answers every list page with exactly its declared fields, each of its declared kind', async () => {
    const lists = t.app.listRegistry.all();
    expect(lists.length).toBeGreaterThan(10);
    for (const { definition, loadPath } of lists) {
      const res = await call<Record<string, unknown>[]>(t.app, admin, 'POST', loadPath, {
        body: { Page: 1, Limit: 50, Params: [] },
      });
      expect(res.status, `${loadPath}: ${res.body.msg}`).toBe(200);
      const fields = definition.columns.map((c) => c.field).sort();
      for (const row of res.body.data) {
        expect(Object.keys(row).sort(), loadPath).toEqual(fields);
        for (const column of definition.columns) {
          const value = row[column.field];
          if (value === null) continue;
          const want = column.kind === 'int' ? 'number' : column.kind === 'bool' ? 'boolean' : 'string';
          expect(typeof value, `${loadPath} ${column.field}`).toBe(want);
        }
      }
    }
  });
});
