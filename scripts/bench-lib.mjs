/**
 * What the PostgreSQL benchmarks share (bench.mjs, bench-load.mjs, bench-statement.mjs): the admin connection, a
 * database of their own, the real server started on it, and sign-in through the API as the login page does it.
 * Not in lib.mjs: that one runs before `npm install` (start.mjs) and may import nothing outside Node.
 */
import { spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
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

/** CPU seconds (user + system) of a process, from /proc (clock ticks of 1/100 s), and its parent's pid; null if gone. */
export function statOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return null;
  }
}

/** Every pid /proc lists. */
export const allPids = () => readdirSync('/proc').filter((d) => /^\d+$/.test(d));

/**
 * CPU seconds per pid of the PostgreSQL backends serving database `dbName` (other databases of the server may be busy
 * with other work), of the server whose postmaster is `postmaster` when given.
 */
export function postgresCpu(dbName, postmaster = 0) {
  const byPid = new Map();
  for (const p of allPids()) {
    try {
      if (!readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(` ${dbName} `)) continue;
      const stat = statOf(p);
      // With a postmaster given, only that server's backends (a primary and its standby serve the same name).
      if (stat && (!postmaster || stat.ppid === postmaster)) byPid.set(p, stat.cpu);
    } catch {}
  }
  return byPid;
}

/** CPU seconds used between two readings by pid (postgresCpu, or a map of one's own). */
export function cpuSince(before, after) {
  let total = 0;
  for (const [p, now] of after) total += now - (before.get(p) ?? 0);
  return total;
}

/** Self time of the server's CPU profile by package (node_modules) or source file, and the top functions. */
export async function summariseProfile(dir, log = console.log) {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
  if (!files.length) return log('\nNo CPU profile was written.');
  const profile = JSON.parse(await readFile(path.join(dir, files[0]), 'utf8'));
  const self = new Map(profile.nodes.map((n) => [n.id, 0]));
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const byWhere = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    const { url, functionName, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)') {
      byWhere.set(functionName, (byWhere.get(functionName) ?? 0) + us);
      if (functionName !== '(idle)') total += us;
      continue;
    }
    total += us;
    const where = url.includes('node_modules/')
      ? url
          .slice(url.lastIndexOf('node_modules/') + 13)
          .split('/')
          .slice(0, url.includes('/@') ? 2 : 1)
          .join('/')
      : url.includes('/src/')
        ? url.slice(url.indexOf('/src/') - 6)
        : url || '(native)';
    byWhere.set(where, (byWhere.get(where) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const top = (map, n) =>
    [...map]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
  log(`\nServer CPU profile (${(total / 1e6).toFixed(1)} s busy): self time by package or file`);
  for (const line of top(byWhere, 20)) log(line);
  log('Top functions');
  for (const line of top(byFunction, 20)) log(line);
}
