import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteTemplate } from '../test/helper.ts';
import { copyDatabase } from '../test/postgres.ts';
import { freePort, isAlive, startServer } from '../test/processes.ts';
import { openDatabase } from './platform/db.ts';

/**
 * The real server process, started as `npm start` starts it (server/src/main.ts through tsx), stopped with
 * SIGTERM in the middle of a burst of writes: every write it acknowledged must be in the database afterwards.
 */
async function signInAdmin(base: string): Promise<{ token: string; orgId: number }> {
  const key = (await (await fetch(`${base}/api/Auth/PublicKey`)).json()) as {
    data: { PublicKey: string; Nonce: string };
  };
  const password = publicEncrypt(
    { key: key.data.PublicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`${key.data.Nonce}:Demo@2026`),
  ).toString('base64');
  const response = await fetch(`${base}/api/Auth/GetToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin', Password: password, OrgId: 1 }),
  });
  const body = (await response.json()) as { data: { Token: string; Userinfo: { ORG_ID: number } } };
  return { token: body.data.Token, orgId: body.data.Userinfo.ORG_ID };
}

/** Writes roles as fast as 8 clients can until the server stops answering; returns the acknowledged names. */
async function burstOfWrites(
  base: string,
  token: string,
  orgId: number,
  stopAfterMs: number,
  stop: () => void,
) {
  const acknowledged: string[] = [];
  let refused = false;
  let n = 0;
  const started = Date.now();
  let stopped = false;
  const client = async () => {
    while (!refused) {
      if (!stopped && Date.now() - started > stopAfterMs) {
        stopped = true;
        stop();
      }
      const name = `shutdown-${n++}`;
      try {
        const response = await fetch(`${base}/api/Role/AddOrModifySave`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            orgid: String(orgId),
          },
          body: JSON.stringify({ ROLE_NAME: name, ROLE_TYPE: 'normal', REMARK: 'graceful shutdown test' }),
        });
        if (response.status === 200) acknowledged.push(name);
        else if (stopped) refused = true;
        else throw new Error(`write refused before shutdown: ${response.status} ${await response.text()}`);
      } catch (error) {
        if (!stopped) throw error;
        refused = true;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  return acknowledged;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('graceful shutdown [pglite]', () => {
  it('keeps every acknowledged write when stopped with SIGTERM during a burst', {
    timeout: 300_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-shutdown-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The data folder holds a copy of the run's migrated, demo-loaded database: this test is about stopping, and
    // the first start (initdb, migrations, demo data) is what every browser test server does.
    const seeded = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'pg'),
      loadDataDir: await pgliteTemplate('pgliteTemplate'),
    });
    await seeded.close();
    const server = await startServer({ DATA_DIR: dataDir });
    const { token, orgId } = await signInAdmin(server.base);
    const acknowledged = await burstOfWrites(server.base, token, orgId, 1500, () =>
      server.child.kill('SIGTERM'),
    );
    expect(await server.exited).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(5);

    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
    try {
      const rows = await reopened.db
        .selectFrom('role')
        .select('role_name')
        .where('role_name', 'like', 'shutdown-%')
        .execute();
      const stored = new Set(rows.map((r) => r.role_name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      await reopened.close();
    }
  });
});

describe.runIf(inject('postgresUrl'))('graceful shutdown [postgres]', () => {
  it('keeps every acknowledged write when stopped with SIGTERM during a burst', {
    timeout: 300_000,
  }, async () => {
    // A copy of the run's migrated, demo-loaded template database (this test is about stopping, not first start).
    const adminUrl = inject('postgresUrl')!;
    const name = `${inject('schemaPrefix')}shutdown_${randomBytes(4).toString('hex')}`;
    const copy = await copyDatabase(adminUrl, name, inject('postgresTemplate'));
    const admin = new pg.Client({ connectionString: copy.url });
    await admin.connect();
    cleanups.push(async () => {
      await admin.end();
      await copy.drop();
    });
    const server = await startServer({ DATABASE_URL: copy.url, DATA_DIR: os.tmpdir() });
    const { token, orgId } = await signInAdmin(server.base);
    const acknowledged = await burstOfWrites(server.base, token, orgId, 1500, () =>
      server.child.kill('SIGTERM'),
    );
    expect(await server.exited).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(5);
    const { rows } = await admin.query<{ role_name: string }>(
      `select role_name from role where role_name like 'shutdown-%'`,
    );
    const stored = new Set(rows.map((r) => r.role_name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  });
});

describe('npm start under a process manager (issue #36)', () => {
  /** The pids below `pid` (from /proc). */
  const descendants = async (pid: number): Promise<number[]> => {
    const { readdir, readFile } = await import('node:fs/promises');
    const all = await readdir('/proc');
    const parents = new Map<number, number>();
    for (const name of all.filter((n) => /^\d+$/.test(n))) {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
      const ppid = Number(/\) \S+ (\d+)/.exec(stat)?.[1]);
      if (ppid) parents.set(Number(name), ppid);
    }
    const found: number[] = [];
    const walk = (p: number) => {
      for (const [child, parent] of parents)
        if (parent === p) {
          found.push(child);
          walk(child);
        }
    };
    walk(pid);
    return found;
  };

  it('stops the server cleanly when npm is sent SIGTERM (npm does not pass it on)', {
    timeout: 120_000,
  }, async () => {
    const { spawn } = await import('node:child_process');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-npm-start-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        // The API alone: no web build, no demo data.
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        LOG_PRETTY: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const until = Date.now() + 90_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until || npm.exitCode !== null)
        throw new Error(`npm start did not answer:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const below = await descendants(npm.pid!);
    expect(below.length).toBeGreaterThan(0);
    npm.kill('SIGTERM');
    // Every process npm started ends, the server through its own shutdown.
    await expect.poll(() => below.filter(isAlive), { timeout: 20_000, interval: 250 }).toEqual([]);
    expect(output).toMatch(/"signal":"SIGTERM".*"msg":"shutting down"/);
    expect(
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => 'answered',
        () => 'closed',
      ),
    ).toBe('closed');
  });
});
