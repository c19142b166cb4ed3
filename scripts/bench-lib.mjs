/**
 * What the PostgreSQL benchmarks share (bench.mjs, bench-load.mjs, bench-statement.mjs): the admin connection, a
 * database of their own, the real server started on it, and sign-in through the API as the login page does it.
 * Not in lib.mjs: that one runs before `npm install` (start.mjs) and may import nothing outside Node.
 */
import { spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { onProjectRuntime, root } from './lib.mjs';

// A bench run by hand with the machine's older Node runs again on the project's (Node 24): its figures are the product's.
await onProjectRuntime();

/** The PostgreSQL the benchmarks run on (its admin database). */
export const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** `adminUrl` pointing at another database of the same server. */
export function databaseUrl(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a client of the admin database, closed afterwards. */
export async function admin(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's connections: max_connections, those reserved for superusers, those in use (client backends only with
 * `clientsOnly`) and what is free for this run.
 */
export async function connectionBudget({ clientsOnly = false } = {}) {
  const { rows } = await admin((c) =>
    c.query(
      `select current_setting('max_connections')::int as max,
              current_setting('superuser_reserved_connections')::int as reserved,
              (select count(*)::int from pg_stat_activity
               where $1::boolean is false or backend_type = 'client backend') as used`,
      [clientsOnly],
    ),
  );
  const { max, reserved, used } = rows[0];
  return { max, reserved, used, free: max - reserved - used };
}

const withoutDatabaseUrl = ({ DATABASE_URL: _, ...env }) => env;

/** Runs `work` over `items`, at most `limit` at a time; answers the results in the items' order. */
export async function inBatches(items, limit, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

/** A free TCP port of 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (`server/src/main.ts`) on `databaseUrl` with a metrics port, waits for its health answer
 * (`timeoutMs`), and answers its process, API base, metrics address and output so far. `env` adds or overrides
 * settings; `nodeArgs` come before the entry point (e.g. a CPU profile).
 */
export async function startServer({
  databaseUrl: url,
  dataDir,
  env = {},
  nodeArgs = [],
  timeoutMs = 180_000,
}) {
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(root, 'server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...withoutDatabaseUrl(process.env),
        // No URL: the embedded default (PGlite in DATA_DIR/pg).
        ...(url ? { DATABASE_URL: url } : {}),
        DATA_DIR: dataDir,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        CAPTCHA_DISABLED: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, metrics: `http://127.0.0.1:${metricsPort}/metrics`, output: () => output };
}

const json = async (res) => (await res).json();

/**
 * Signs `userName` in to organisation HQ as the login page does (public key, single-use nonce, RSA-OAEP; the
 * captcha is off on bench servers) and answers the headers of its later calls.
 */
export async function signIn(base, userName, password = 'Demo@2026') {
  const { PublicKey: key, Nonce: nonce } = (await json(fetch(`${base}/Auth/PublicKey`))).data;
  const captcha = (await json(fetch(`${base}/Captcha/Get`))).data;
  const orgs = (await json(fetch(`${base}/User/GetOrgInfo?userName=${userName}`))).data;
  const orgId = orgs.find((o) => o.OrganizeCode === 'HQ').Id;
  const encrypted = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`${nonce}:${password}`),
  ).toString('base64');
  const res = await json(
    fetch(`${base}/Auth/GetToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        UserName: userName,
        Password: encrypted,
        OrgId: orgId,
        CaptchaId: captcha.CaptchaId,
        CaptchaCode: 'x',
      }),
    }),
  );
  if (res.code !== 200) throw new Error(`sign-in of ${userName} failed: ${res.msg}`);
  return {
    authorization: `Bearer ${res.data.Token}`,
    orgid: String(orgId),
    'content-type': 'application/json',
  };
}
