import { describe, expect, it } from 'vitest';
import { describeOnDatabase } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { parseEnvironments } from './environment.service.ts';

type Environment = Record<string, string>;
type DefaultsBody = {
  code: number;
  msg: string;
  data: { Current: Environment; Environments: Environment[] };
};

const testServer = {
  Host: 'srm-test.example.com',
  Name: '测试环境',
  ApiBase: 'https://srm-test.example.com/api',
  PrintTemplate: 'https://srm-test.example.com/api/SysReportTpl',
  Download: 'https://srm-test.example.com/api/Export/Download',
  WmsApi: 'https://wms-test.example.com/api',
  FilePath: 'https://srm-test.example.com/api/Attachment/Download',
  BaseImage: 'https://img.example.com/',
  PrintUrl: 'https://srm-test.example.com/api/DeliveryNote/Print',
};
const fields = ['ApiBase', 'PrintTemplate', 'Download', 'WmsApi', 'FilePath', 'BaseImage', 'PrintUrl'];

describeOnDatabase('GET /api/Environment/Defaults', (t) => {
  const get = async (query: Record<string, string>, language?: string, app = t.app) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/Environment/Defaults',
      query,
      headers: language ? { 'accept-language': language } : {},
    });
    return { status: res.statusCode, body: res.json<DefaultsBody>() };
  };

  it("answers this server's own addresses for the browser's host, without a token", async () => {
    const { status, body } = await get({ HostName: 'srm.example.com:8080' }, 'en');
    expect(status).toBe(200);
    expect(body.data.Current).toEqual({
      Host: 'srm.example.com:8080',
      Name: 'This server',
      ApiBase: '/api',
      PrintTemplate: '/api/SysReportTpl',
      Download: '/api/Export/Download',
      WmsApi: '/api/Integration',
      FilePath: '/api/Attachment/Download',
      BaseImage: '/',
      PrintUrl: '/api/DeliveryNote/Print',
    });
    expect(body.data.Environments).toEqual([body.data.Current]);
    expect(Object.keys(body.data.Current).sort()).toEqual(['Host', 'Name', ...fields].sort());
    expect((await get({ HostName: 'srm.example.com' })).body.data.Current.Name).toBe('当前服务器');
  });

  it('takes the host the request reached when the browser does not say', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Environment/Defaults',
      headers: { host: 'portal.example.com:8443' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<DefaultsBody>().data.Current.Host).toBe('portal.example.com:8443');
  });

  it('refuses a host name that is not one with a localised 400 naming the field', async () => {
    for (const HostName of [
      'evil.example.com/path',
      'a b',
      '<script>',
      'x'.repeat(300),
      '-bad.example.com',
    ]) {
      const zh = await get({ HostName });
      expect(zh.status, HostName).toBe(400);
      expect(zh.body.code).toBe(400);
      expect(zh.body.msg, HostName).toMatch(/^字段 HostName：/);
      const en = await get({ HostName }, 'en');
      expect(en.body.msg, HostName).toMatch(/^Field HostName: /);
    }
    const { body } = await get({ HostName: 'a b' }, 'en');
    expect(body.msg).toBe(
      'Field HostName: must be a host name, optionally with a port (e.g. srm.example.com or 127.0.0.1:8080)',
    );
  });

  it("lists the operator's environments after this server's, and answers a listed host's own entry", async () => {
    const app = await buildApp({
      db: t.db,
      dbKind: t.kind,
      config: { ...t.app.config, environments: JSON.stringify([testServer]) },
    });
    try {
      const here = await get({ HostName: '127.0.0.1:8080' }, 'en', app);
      expect(here.body.data.Environments.map((e) => e.Host)).toEqual(['127.0.0.1:8080', testServer.Host]);
      expect(here.body.data.Environments[1]).toEqual(testServer);
      const there = await get({ HostName: 'SRM-TEST.example.com' }, 'en', app);
      expect(there.body.data.Current).toEqual(testServer);
      expect(there.body.data.Environments).toEqual([testServer]);
    } finally {
      await app.close();
    }
  });
});

describe('ENVIRONMENTS (checked at start)', () => {
  it('accepts none, and a list of environments', () => {
    expect(parseEnvironments(undefined)).toEqual([]);
    expect(parseEnvironments(' ')).toEqual([]);
    expect(parseEnvironments(JSON.stringify([testServer]))).toEqual([testServer]);
  });

  it('stops the start with the variable named for bad JSON, a bad address or a host listed twice', () => {
    expect(() => parseEnvironments('[{')).toThrow(/^Invalid environment: ENVIRONMENTS: not valid JSON/);
    expect(() =>
      parseEnvironments(JSON.stringify([{ ...testServer, ApiBase: 'javascript:alert(1)' }])),
    ).toThrow(/^Invalid environment: ENVIRONMENTS: 0\.ApiBase/);
    expect(() =>
      parseEnvironments(JSON.stringify([{ ...testServer, WmsApi: '//evil.example.com' }])),
    ).toThrow(/^Invalid environment: ENVIRONMENTS: 0\.WmsApi/);
    expect(() => parseEnvironments(JSON.stringify([testServer, { ...testServer, Name: 'again' }]))).toThrow(
      /listed twice/,
    );
    // A field that is not an environment's (a key someone pasted in) is dropped, never answered to a browser.
    expect(parseEnvironments(JSON.stringify([{ ...testServer, ApiKey: 'secret' }]))).toEqual([testServer]);
  });

  it('is read from the process environment by loadConfig', () => {
    expect(loadConfig({ ENVIRONMENTS: '[]' }).environments).toBe('[]');
    expect(loadConfig({}).environments).toBeUndefined();
  });
});
