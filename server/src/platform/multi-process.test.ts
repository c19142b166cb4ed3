import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Envelope, rsaEncrypt } from '../../test/auth-helper.ts';
import { databaseUrl, withPgClient } from '../../test/postgres.ts';
import { demoPassword } from '../seed/demo.ts';

/**
 * Two API processes (server/src/main.ts, as `npm start` runs it) on one fresh PostgreSQL database, behind a
 * round-robin proxy written here (any load balancer, no sticky sessions), issue #16. What one process keeps in
 * memory (authentications, list parameter definitions) is checked against counters in the database, so a change made
 * through one is seen by the other at once; jobs are claimed once across processes; files go to the file store both
 * share (here the local driver on one DATA_DIR, as on one machine; several machines share S3 instead).
 */
const serverEntry = path.resolve(import.meta.dirname, '..', 'main.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Running = { child: ChildProcess; base: string; exited: Promise<number | null>; output: () => string };

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CAPTCHA_DISABLED: '1',
      LOGIN_IP_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000; // tsx compiles the server on start: slow on a loaded machine
  for (;;) {
    const up = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, exited, output: () => output };
}

/** A round-robin HTTP proxy: request n goes to target n mod 2, answered with `x-upstream: <index>`. */
async function startProxy(targets: string[]): Promise<{ base: string; close: () => Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    const target = new URL(targets[index]!);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Session = { token: string; roleId: number; headers: Record<string, string> };
type Answer<T> = { status: number; body: Envelope<T>; upstream: string | null };

async function api<T = unknown>(
  base: string,
  session: Session | null,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${base}/api/${apiPath}`, {
    method,
    headers: {
      ...(session?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Envelope<T>,
    upstream: response.headers.get('x-upstream'),
  };
}

/** Signs in over HTTP as the login page does (nonce and RSA-encrypted password), through `base`. */
async function signIn(base: string, userName: string): Promise<Session & { upstreams: string[] }> {
  const key = await api<{ PublicKey: string; Nonce: string }>(base, null, 'GET', 'Auth/PublicKey');
  const password = rsaEncrypt(key.body.data.PublicKey, `${key.body.data.Nonce}:${demoPassword}`);
  const token = await api<{ Token: string; Userinfo: { ROLE_ID: number; ORG_ID: number } }>(
    base,
    null,
    'POST',
    'Auth/GetToken',
    { UserName: userName, Password: password, OrgId: 1 },
  );
  if (token.status !== 200) throw new Error(`sign-in of ${userName}: ${token.status} ${token.body.msg}`);
  const { Token, Userinfo } = token.body.data;
  return {
    token: Token,
    roleId: Userinfo.ROLE_ID,
    headers: { authorization: `Bearer ${Token}`, orgid: String(Userinfo.ORG_ID) },
    upstreams: [key.upstream ?? '', token.upstream ?? ''],
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

type Row = Record<string, unknown>;
const reportList = '/DeliveryNote/PurchaseOrderReport';

describe.runIf(inject('postgresUrl'))('two API processes on one database [postgres]', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let a: Running;
  let b: Running;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let client: pg.Client;
  let dataDir: string;
  let admin: Session;
  let buyer: Session;

  beforeAll(async () => {
    const adminUrl = inject('postgresUrl')!;
    const name = `${inject('schemaPrefix')}multi_${randomBytes(4).toString('hex')}`;
    await withPgClient(adminUrl, (c) =>
      c.query(`create database "${name}" template "${inject('postgresTemplate')}"`),
    );
    cleanups.push(() =>
      withPgClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)),
    );
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-multi-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const url = databaseUrl(adminUrl, name);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanups.push(() => client.end());
    const env = { DATABASE_URL: url, DATA_DIR: dataDir };
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const s of started) {
      if (s.status === 'fulfilled') {
        cleanups.push(async () => {
          s.value.child.kill('SIGTERM');
          await s.value.exited;
        });
      }
    }
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    [a, b] = started.map((s) => (s as PromiseFulfilledResult<Running>).value) as [Running, Running];
    proxy = await startProxy([a.base, b.base]);
    cleanups.push(proxy.close);
  }, 240_000);

  afterAll(async () => {
    // Last made, first undone: proxy, processes, connection, files, database.
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('signs in through the proxy (key from one process, token from the other), lists and edits on either', async () => {
    const signedIn = await signIn(proxy.base, 'admin');
    expect(new Set(signedIn.upstreams)).toEqual(new Set(['0', '1']));
    admin = signedIn;
    buyer = await signIn(proxy.base, 'buyer');

    const roleName = `multi-${randomBytes(3).toString('hex')}`;
    const created = await api<{ ID: number }>(b.base, admin, 'POST', 'Role/AddOrModifySave', {
      ROLE_NAME: roleName,
      ROLE_TYPE: 'normal',
      REMARK: 'made on B',
    });
    expect(created.status, created.body.msg).toBe(200);
    const listed = async (base: string) =>
      (await api<Row[]>(base, admin, 'POST', 'Role/LoadData', { Page: 1, Limit: 100 })).body.data.find(
        (r) => r.ROLE_NAME === roleName,
      );
    expect(await listed(a.base)).toMatchObject({ REMARK: 'made on B' });
    const modified = await api(a.base, admin, 'POST', 'Role/AddOrModifySave', {
      ID: created.body.data.ID,
      ROLE_NAME: roleName,
      ROLE_TYPE: 'normal',
      REMARK: 'changed on A',
    });
    expect(modified.status, modified.body.msg).toBe(200);
    expect(await listed(b.base)).toMatchObject({ REMARK: 'changed on A' });
    // Through the proxy, consecutive calls reach both processes and answer the same.
    const through = await Promise.all(
      [1, 2].map(() => api<Row[]>(proxy.base, admin, 'POST', 'Role/LoadData', {})),
    );
    expect(new Set(through.map((t) => t.upstream))).toEqual(new Set(['0', '1']));
    expect(through[0]!.body.count).toBe(through[1]!.body.count);
  });

  it("sees a role's menus changed through the other process at once, both ways", async () => {
    const page = () =>
      api<Row[]>(b.base, buyer, 'POST', 'PurchaseOrderReport/LoadData', { Page: 1, Limit: 5 });
    expect((await page()).status).toBe(200); // B now keeps the buyer's authentication
    const role = await api<{ MENU_IDS: number[] }>(
      a.base,
      admin,
      'GET',
      `Role/AddOrModify?id=${buyer.roleId}`,
    );
    const menus = role.body.data.MENU_IDS;
    const { rows } = await client.query<{ id: number }>('select id from menu where link_url = $1', [
      reportList,
    ]);
    const report = rows[0]!.id;
    expect(menus).toContain(report);
    const save = (menuIds: number[]) =>
      api(a.base, admin, 'POST', 'Role/SaveMenus', { roleId: buyer.roleId, menuIds });
    expect((await save(menus.filter((id) => id !== report))).status).toBe(200);
    expect((await page()).status).toBe(403);
    expect((await save(menus)).status).toBe(200);
    expect((await page()).status).toBe(200);
  });

  it('uses a list parameter defined through the other process at once', async () => {
    const first = await api<Row[]>(b.base, admin, 'POST', 'PurchaseOrderReport/LoadData', {
      Page: 1,
      Limit: 1,
    });
    const po = first.body.data[0]!.PO_NO as string;
    const filtered = () =>
      api<Row[]>(b.base, admin, 'POST', 'PurchaseOrderReport/LoadData', {
        Page: 1,
        Limit: 1000,
        Params: [{ FIELD_NAME: 'MULTI_PO', ACTION_TYPE: 1, PARAM_VALUE: po, DATA_TYPE: 1 }],
      });
    expect((await filtered()).status).toBe(400); // no parameter of that name yet
    const saved = await api(a.base, admin, 'POST', 'ListParam/SaveData', [
      {
        LIST_ROUTE: reportList,
        ORD_IDX: 1,
        PARAM_NAME: 'MULTI_PO',
        PARAM_CAPTION: 'Order (two processes)',
        FIELD_NAME: 'PO_NO',
        ACTION_TYPE: 1,
        DATA_TYPE: 1,
        IS_PAGING: 'N',
        IS_FAST_SEARCH: 'N',
      },
    ]);
    expect(saved.status, saved.body.msg).toBe(200);
    const now = await filtered();
    expect(now.status, now.body.msg).toBe(200);
    expect(now.body.data.length).toBeGreaterThan(0);
    expect(new Set(now.body.data.map((r) => r.PO_NO))).toEqual(new Set([po]));
    expect(
      (
        await api(a.base, admin, 'POST', 'ListParam/DeleteOne', {
          LIST_ROUTE: reportList,
          PARAM_NAME: 'MULTI_PO',
        })
      ).status,
    ).toBe(200);
    expect((await filtered()).status).toBe(400);
  });

  it('refuses on one process a session signed out through the other', async () => {
    const session = await signIn(proxy.base, 'buyer');
    const page = () => api(b.base, session, 'POST', 'PurchaseOrderReport/LoadData', { Page: 1, Limit: 1 });
    expect((await page()).status).toBe(200);
    expect((await api(a.base, session, 'POST', 'Auth/Logout', {})).status).toBe(200);
    expect((await page()).status).toBe(401);
    expect((await api(b.base, session, 'GET', 'User/GetPreferences')).status).toBe(401);
  });

  it('downloads through one process the exports started on the other; each job ran once, one file each', async () => {
    const before = await filesUnder(path.join(dataDir, 'files', 'exports'));
    const starts = await Promise.all(
      [a, b, a, b].map(async (from) => {
        const res = await api<{ ID: number }>(from.base, buyer, 'POST', 'PurchaseOrderReport/ExportData', {});
        expect(res.status, res.body.msg).toBe(200);
        return { id: res.body.data.ID, other: from === a ? b : a };
      }),
    );
    const deadline = Date.now() + 30_000;
    for (const { id, other } of starts) {
      for (;;) {
        const records = await api<Row[]>(other.base, buyer, 'GET', 'User/ExportFileList?Page=1&Limit=50');
        const record = records.body.data.find((r) => r.ID === id);
        if (record?.Status === 1) break;
        expect(record?.Status ?? 0).toBe(0);
        if (Date.now() > deadline) throw new Error(`export ${id} still processing`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const file = await fetch(`${other.base}/api/Export/Download?id=${id}`, { headers: buyer.headers });
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an xlsx (zip)
    }
    // pg-boss's job rows: one per export, completed at the first attempt.
    const { rows: jobs } = await client.query<{ export_id: number; state: string; retry_count: number }>(
      `select (data->>'exportId')::int as export_id, state, retry_count from pgboss.job
        where name = 'list-export' and (data->>'exportId')::int = any($1::int[])`,
      [starts.map((s) => s.id)],
    );
    expect(jobs.map((j) => [j.export_id, j.state, j.retry_count]).sort()).toEqual(
      starts.map((s) => [s.id, 'completed', 0]).sort(),
    );
    const after = await filesUnder(path.join(dataDir, 'files', 'exports'));
    expect(after.filter((f) => !before.includes(f))).toHaveLength(starts.length);
  });

  it('reads through one process the tab preferences saved through the other', async () => {
    const preferences = {
      tabs: [{ key: '/DeliveryNote/PurchaseOrderReport' }, { key: '/System/Role' }],
      active: '/System/Role',
    };
    expect((await api(a.base, admin, 'POST', 'User/SavePreferences', preferences)).status).toBe(200);
    expect((await api(b.base, admin, 'GET', 'User/GetPreferences')).body.data).toEqual(preferences);
  });

  // Last: it kills one of the two processes.
  it('finishes on the other process an export whose process was killed (kill -9) while working it, with one file', {
    timeout: 120_000,
  }, async () => {
    const byPid = new Map([a, b].map((p) => [p.child.pid, p]));
    // The export job blocks on the order lines, locked here, until its process has been killed.
    await client.query('begin');
    await client.query('lock table order_line in access exclusive mode');
    let id: number;
    let holder: Running;
    let jobId: string;
    try {
      const started = await api<{ ID: number }>(a.base, buyer, 'POST', 'PurchaseOrderReport/ExportData', {});
      expect(started.status, started.body.msg).toBe(200);
      id = started.body.data.ID;
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await client.query<{ job_id: string; holder: string }>(
          `select l.job_id, l.holder from job_lease l join pgboss.job j on j.id = l.job_id
            where j.name = 'list-export' and (j.data->>'exportId')::int = $1`,
          [id],
        );
        if (rows[0]) {
          jobId = rows[0].job_id;
          holder = byPid.get(Number(rows[0].holder.split(':')[0]))!;
          break;
        }
        if (Date.now() > deadline) throw new Error(`export ${id} was not taken by a process`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(holder).toBeDefined();
      holder.child.kill('SIGKILL');
      await holder.exited;
    } finally {
      await client.query('commit');
    }
    const survivor = holder === a ? b : a;
    const killedAt = Date.now();
    let record: Row | undefined;
    for (;;) {
      const records = await api<Row[]>(survivor.base, buyer, 'GET', 'User/ExportFileList?Page=1&Limit=50');
      record = records.body.data.find((r) => r.ID === id);
      if (record && record.Status !== 0) break;
      if (Date.now() - killedAt > 60_000)
        throw new Error(`export ${id} neither finished nor failed in a minute`);
      await new Promise((r) => setTimeout(r, 250));
    }
    console.info(
      `export of a killed process finished on the other in ${((Date.now() - killedAt) / 1000).toFixed(1)} s`,
    );
    expect(record.Status).toBe(1);
    const file = await fetch(`${survivor.base}/api/Export/Download?id=${id}`, { headers: buyer.headers });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    // The killed attempt failed (by the survivor's lease sweep), the retry completed; one export file of the record.
    const { rows: jobs } = await client.query<{ state: string; retry_count: number }>(
      'select state, retry_count from pgboss.job where id = $1',
      [jobId!],
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
    const files = await filesUnder(path.join(dataDir, 'files', 'exports'));
    expect(files.filter((f) => path.basename(f).startsWith(`${id}-`))).toHaveLength(1);
  });
});
