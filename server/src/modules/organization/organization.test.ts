import { expect, it } from 'vitest';
import { describeOnDatabase } from '../../../test/helper.ts';

type OrgOptionBody = {
  code: number;
  msg: string;
  data: { Id: number; OrganizeCode: string; OrganizeName: string }[];
};

const hq = { zh: '精密制造集团总部', en: 'Precision Manufacturing HQ' };
const sz = { zh: '深圳电子工厂', en: 'Shenzhen Electronics Plant' };

describeOnDatabase('GET /api/User/GetOrgInfo', (t) => {
  const getOrgInfo = async (userName: string | undefined, language?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetOrgInfo',
      query: userName === undefined ? {} : { userName },
      headers: language ? { 'accept-language': language } : {},
    });
    return { status: res.statusCode, body: res.json<OrgOptionBody>() };
  };
  const names = (body: OrgOptionBody) => body.data.map((o) => [o.OrganizeCode, o.OrganizeName]);

  it('lists both organisations of admin, in Chinese by default', async () => {
    const { status, body } = await getOrgInfo('admin');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(names(body)).toEqual([
      ['HQ', hq.zh],
      ['SZ', sz.zh],
    ]);
    expect(body.data.every((o) => Number.isInteger(o.Id) && o.Id > 0)).toBe(true);
  });

  it('names the organisations in English for Accept-Language: en and in Chinese for zh-chs', async () => {
    expect(names((await getOrgInfo('admin', 'en')).body)).toEqual([
      ['HQ', hq.en],
      ['SZ', sz.en],
    ]);
    expect(names((await getOrgInfo('admin', 'zh-chs')).body)).toEqual([
      ['HQ', hq.zh],
      ['SZ', sz.zh],
    ]);
  });

  it('matches the user name without regard to case', async () => {
    expect(names((await getOrgInfo('ADMIN', 'en')).body)).toEqual([
      ['HQ', hq.en],
      ['SZ', sz.en],
    ]);
  });

  it('lists every enabled organisation for an empty or missing user name', async () => {
    for (const userName of ['', undefined]) {
      const { status, body } = await getOrgInfo(userName, 'en');
      expect(status).toBe(200);
      expect(names(body)).toEqual([
        ['HQ', hq.en],
        ['SZ', sz.en],
      ]);
    }
  });

  it('lists only HQ for vendor2, who belongs to HQ only', async () => {
    const { status, body } = await getOrgInfo('vendor2', 'en');
    expect(status).toBe(200);
    expect(names(body)).toEqual([['HQ', hq.en]]);
  });

  it('lists every enabled organisation for an unknown user, revealing nothing', async () => {
    const { status, body } = await getOrgInfo('nobody-here', 'en');
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      ['HQ', hq.en],
      ['SZ', sz.en],
    ]);
  });

  it('refuses a 65-character user name with 400 naming the field, in the caller language', async () => {
    const tooLong = 'a'.repeat(65);
    const zh = await getOrgInfo(tooLong);
    expect(zh.status).toBe(400);
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toContain('字段 userName');
    const en = await getOrgInfo(tooLong, 'en');
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(400);
    expect(en.body.msg).toContain('Field userName');
    expect(en.body.msg).toContain('64');
  });

  it('accepts a 64-character user name', async () => {
    const { status } = await getOrgInfo('a'.repeat(64));
    expect(status).toBe(200);
  });

  it('does not offer a disabled organisation', async () => {
    await t.db.updateTable('organization').set({ enabled: false }).where('code', '=', 'SZ').execute();
    try {
      expect(names((await getOrgInfo('admin', 'en')).body)).toEqual([['HQ', hq.en]]);
      expect(names((await getOrgInfo('', 'en')).body)).toEqual([['HQ', hq.en]]);
      expect(names((await getOrgInfo('nobody-here', 'en')).body)).toEqual([['HQ', hq.en]]);
    } finally {
      await t.db.updateTable('organization').set({ enabled: true }).where('code', '=', 'SZ').execute();
    }
  });
});
