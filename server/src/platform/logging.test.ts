import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../test/auth-helper.ts';
import {
  appServingWebBuild,
  createTestDatabase,
  type TestDatabase,
  testDatabases,
} from '../../test/helper.ts';
import { startExportWorker } from '../modules/export/index.ts';
import { type Job, JobQueue, type LeasedJob } from './jobs/job-queue.ts';
import { isStaticRequest, loggerOptions, withRequestId } from './logging.ts';

type Line = {
  level: number;
  msg: string;
  reqId?: string;
  job?: string;
  queue?: string;
  req?: { url: string };
};

/** A log stream that keeps the JSON lines written to it. */
function captured(): { stream: Writable; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { stream, lines };
}

const info = 30;
const debug = 20;

it('tells the web app’s files from API calls', () => {
  expect(isStaticRequest('/assets/index-abc.js')).toBe(true);
  expect(isStaticRequest('/')).toBe(true);
  expect(isStaticRequest('/favicon.ico?x=1')).toBe(true);
  expect(isStaticRequest('/api/health')).toBe(false);
  expect(isStaticRequest('/api')).toBe(false);
});

it('logs JSON unless on a terminal or LOG_PRETTY=1, and pretty lines then', () => {
  const target = (options: ReturnType<typeof loggerOptions>) =>
    typeof options === 'object' && options && 'transport' in options
      ? (options.transport as { target: string }).target
      : 'json';
  expect(target(loggerOptions({ logLevel: 'info', logPretty: undefined }, false))).toBe('json');
  expect(target(loggerOptions({ logLevel: 'info', logPretty: undefined }, true))).toBe('pino-pretty');
  expect(target(loggerOptions({ logLevel: 'info', logPretty: true }, false))).toBe('pino-pretty');
  expect(target(loggerOptions({ logLevel: 'info', logPretty: false }, true))).toBe('json');
});

for (const kind of testDatabases()) {
  describe(`request logs and ids [${kind}]`, () => {
    const log = captured();
    const web = appServingWebBuild(
      kind,
      {
        'index.html': '<!doctype html><title>SRM</title>',
        'assets/app-1234.js': 'console.log(1)',
        'favicon.ico': 'icon',
      },
      { logger: { level: 'debug', stream: log.stream } },
    );

    it('answers the caller’s x-request-id, or a new one, and logs the request under it', async () => {
      const given = await web.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'abc' },
      });
      expect(given.headers['x-request-id']).toBe('abc');
      expect(log.lines).toContainEqual(
        expect.objectContaining({ level: info, reqId: 'abc', msg: 'request completed' }),
      );
      const fresh = await web.app.inject({ method: 'GET', url: '/api/health' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // A header that is not a sane token is not taken (it would land in every log line).
      const odd = await web.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'a b\u0007' },
      });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('writes no credential of a URL (an invitation link’s token) into a log line', async () => {
      const token = 'Sup3rSecretInvitationToken0123456789abcdef';
      await web.app.inject({ method: 'GET', url: `/api/Onboarding/Invitation?token=${token}` });
      await web.app.inject({ method: 'GET', url: `/register?token=${token}` });
      const written = JSON.stringify(log.lines);
      expect(written).not.toContain(token);
      expect(written).toContain('/api/Onboarding/Invitation?token=[redacted]');
    });

    it('writes no info line for the web app’s files (only debug), and one for each API call', async () => {
      const before = log.lines.length;
      const urls = ['/assets/app-1234.js', '/', '/favicon.ico', '/some/client/route'];
      for (const [i, url] of urls.entries()) {
        const res = await web.app.inject({ method: 'GET', url, headers: { 'x-request-id': `static-${i}` } });
        expect(res.statusCode).toBe(200);
      }
      await web.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'api-1' } });
      const lines = log.lines.slice(before);
      // One info line per API call, when it is answered, naming it.
      expect(lines.filter((l) => l.reqId === 'api-1' && l.level >= info)).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ url: '/api/health' }),
        }),
      ]);
      expect(lines.filter((l) => l.reqId?.startsWith('static-') && l.level >= info)).toEqual([]);
      expect(
        lines.filter((l) => l.reqId?.startsWith('static-') && l.level === debug).length,
      ).toBeGreaterThanOrEqual(4);
    });
    it('an export started with x-request-id runs in a job whose log lines carry that id', async () => {
      await startExportWorker(web.app, { pollingIntervalSeconds: 0.5 });
      const buyer = await signIn(web.app, 'buyer');
      const started = await call<{ ID: number }>(web.app, buyer, 'POST', 'PurchaseOrderReport/ExportData', {
        body: {},
        headers: { 'x-request-id': 'export-7' },
      });
      expect(started.status, started.body.msg).toBe(200);
      await expect
        .poll(() => log.lines.filter((l) => l.reqId === 'export-7' && l.msg === 'job done').length, {
          timeout: 30_000,
          interval: 100,
        })
        .toBe(1);
      const job = log.lines.find((l) => l.reqId === 'export-7' && l.msg === 'job started');
      expect(job).toMatchObject({ level: info, queue: 'list-export' });
    });
  });

  describe(`request ids in job logs [${kind}]`, () => {
    let database: TestDatabase;
    let queue: JobQueue;
    const log = captured();

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      queue = new JobQueue(database.db, kind, Fastify({ logger: { level: 'info', stream: log.stream } }).log);
    });
    afterAll(async () => {
      await queue?.stop();
      await database?.close();
    });

    it('a job sent while serving a request carries its id into the worker’s log lines', async () => {
      const seen = new Promise<LeasedJob<{ n: number }>>((resolve) => {
        void queue.work<{ n: number }>(
          'log-test',
          async (job) => {
            job.log?.info('working');
            resolve(job);
          },
          { pollingIntervalSeconds: 0.5 },
        );
      });
      await withRequestId('req-42', () => queue.send('log-test', { n: 1 }));
      queue.notify('log-test');
      const job = await seen;
      expect((job as Job<{ n: number; requestId?: string }>).data).toEqual({ n: 1, requestId: 'req-42' });
      await expect.poll(() => log.lines.filter((l) => l.msg === 'job done').length).toBe(1);
      for (const msg of ['job started', 'working', 'job done'])
        expect(log.lines).toContainEqual(expect.objectContaining({ msg, reqId: 'req-42', job: job.id }));
    });
  });
}
