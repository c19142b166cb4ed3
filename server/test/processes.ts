import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { demoPassword } from '../src/seed/demo.ts';
import { type Envelope, rsaEncrypt } from './auth-helper.ts';
import { copyDatabase } from './postgres.ts';

/**
 * Real server processes for tests of several processes (issue #16): server/src/main.ts started as `npm start` starts
 * it, a round-robin proxy in front, and calls over HTTP (sign-in with the RSA password transport).
 */
const serverEntry = path.resolve(import.meta.dirname, '..', 'src', 'main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a process of this pid still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type Running = {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
};

export async function startServer(env: Record<string, string>): Promise<Running> {
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
export async function startProxy(targets: string[]): Promise<{ base: string; close: () => Promise<void> }> {
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
    // A process killed mid-answer, or a caller that gave up: end the other side instead of an unheard 'error'.
    upstream.on('response', (answer) => answer.on('error', () => res.destroy()));
    req.on('error', () => upstream.destroy());
    res.on('error', () => upstream.destroy());
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

export type Session = { token: string; roleId: number; headers: Record<string, string> };
export type Answer<T> = { status: number; body: Envelope<T>; upstream: string | null };

export async function api<T = unknown>(
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
export async function signIn(base: string, userName: string): Promise<Session & { upstreams: string[] }> {
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

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export type ProcessPair = {
  a: Running;
  b: Running;
  /** The `more` processes asked for beyond a and b (not behind the proxy). */
  others: Running[];
  /** Round-robin over a and b. */
  proxy: Awaited<ReturnType<typeof startProxy>>;
  /** A connection to the pair's database (checks, locks). */
  client: pg.Client;
  url: string;
  /** The DATA_DIR both share (their local file store: `files/`). */
  dataDir: string;
  /** Starts one more process on the same database and DATA_DIR (stopped by close). */
  startAnother: () => Promise<Running>;
  /** Stops the processes (SIGTERM) and the proxy, drops the database and the DATA_DIR. */
  close: () => Promise<void>;
};

/**
 * Two (and `more`) server processes on one fresh PostgreSQL database (a copy of the run's template: migrated, demo data) and one
 * DATA_DIR, behind a round-robin proxy.
 */
export async function startProcessPair(label: string, more = 0): Promise<ProcessPair> {
  const cleanups: (() => Promise<unknown>)[] = [];
  // Last made, first undone: proxy, processes, connection, files, database.
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const adminUrl = inject('postgresUrl')!;
    const name = `${inject('schemaPrefix')}${label}_${randomBytes(4).toString('hex')}`;
    const { url, drop } = await copyDatabase(adminUrl, name, inject('postgresTemplate'));
    cleanups.push(drop);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `srm-${label}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanups.push(() => client.end());
    const env = { DATABASE_URL: url, DATA_DIR: dataDir };
    const startAnother = async () => {
      const running = await startServer(env);
      cleanups.push(async () => {
        running.child.kill('SIGTERM');
        await running.exited;
      });
      return running;
    };
    const started = await Promise.allSettled(Array.from({ length: 2 + more }, startAnother));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    const [a, b, ...others] = started.map((s) => (s as PromiseFulfilledResult<Running>).value) as [
      Running,
      Running,
      ...Running[],
    ];
    const proxy = await startProxy([a.base, b.base]);
    cleanups.push(proxy.close);
    return { a, b, others, proxy, client, url, dataDir, startAnother, close };
  } catch (error) {
    await close();
    throw error;
  }
}
