import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { buildApp } from '../app.ts';

type ErrorBody = { code: number; msg: string; data: unknown };

/** Throwaway routes, registered like the real modules (a plugin under /api) before the app is ready. */
const probeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/Probe/Echo',
    {
      schema: { body: z.object({ UserName: z.string(), Remark: z.string().optional() }) },
      config: { permission: { public: true } },
    },
    async (request) => ({ code: 200, msg: '', data: request.body.UserName }),
  );
  api.get('/Probe/Crash', { config: { permission: { public: true } } }, async () => {
    throw new Error('secret detail of a failed query');
  });
};

/** No trace of the server's insides: no stack, no stack frames, no source paths. */
function expectNoInternals(raw: string) {
  expect(raw).not.toMatch(/stack/i);
  expect(raw).not.toMatch(/\bat .+:\d+:\d+/);
  expect(raw).not.toMatch(/\.ts\b|node_modules/);
}

// Error handling does not depend on the database: the embedded one is enough here.
describe('errors reach the user as a localised envelope [pglite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.app.register(probeRoutes, { prefix: '/api' });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an unknown /api path with 404 naming the path, in the caller language', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/api/No/SuchThing?x=1' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json<ErrorBody>()).toEqual({ code: 404, msg: '请求地址出错 /api/No/SuchThing', data: null });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/No/SuchThing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.json<ErrorBody>()).toMatchObject({ code: 404, msg: 'Request address error /api/No/SuchThing' });
  });

  it('answers a malformed JSON body with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Probe/Echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"UserName": "admin",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>()).toEqual({ code: 400, msg: 'Request body: is not valid JSON', data: null });
    expectNoInternals(res.body);

    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/Probe/Echo',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json<ErrorBody>().msg).toBe('请求体：JSON 格式错误');
  });

  it('answers a missing body field with 400 naming the field', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/Probe/Echo',
      headers: { 'accept-language': 'en' },
      payload: { Remark: 'no user name' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json<ErrorBody>()).toMatchObject({ code: 400, msg: 'Field UserName: is required' });
    expectNoInternals(en.body);

    const zh = await t.app.inject({ method: 'POST', url: '/api/Probe/Echo', payload: { Remark: 'x' } });
    expect(zh.statusCode).toBe(400);
    expect(zh.json<ErrorBody>().msg).toBe('字段 UserName：必填');
  });

  it('answers a field of the wrong type with 400 naming the field and the type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Probe/Echo',
      headers: { 'accept-language': 'en' },
      payload: { UserName: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().msg).toBe('Field UserName: must be of type string');
  });

  it('serves a valid request on the same route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Probe/Echo',
      payload: { UserName: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '', data: 'admin' });
  });

  it('answers an unexpected error with 500 and a generic message, hiding its detail', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/api/Probe/Crash' });
    expect(zh.statusCode).toBe(500);
    expect(zh.json<ErrorBody>()).toEqual({ code: 500, msg: '服务器内部错误', data: null });
    expect(zh.body).not.toContain('secret detail');
    expectNoInternals(zh.body);

    const en = await t.app.inject({
      method: 'GET',
      url: '/api/Probe/Crash',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json<ErrorBody>().msg).toBe('Internal server error');
  });

  it('serves an OpenAPI document listing the API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/User/GetOrgInfo');
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });
  it('refuses to start when an /api route has no config.permission (default deny)', async () => {
    const app = await buildApp({ db: t.db, dbKind: t.kind, config: t.app.config });
    try {
      const unguarded: FastifyPluginAsyncZod = async (api) => {
        api.get('/Probe/Unguarded', async () => ({ code: 200, msg: '', data: null }));
      };
      // Not awaited: the app boots (and must fail) in ready(), as at start-up.
      void app.register(unguarded, { prefix: '/api' });
      await expect(app.ready()).rejects.toThrow(/GET \/api\/Probe\/Unguarded declares no permission/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
