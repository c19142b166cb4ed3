import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrl, withPgClient } from '../../test/postgres.ts';
import { freePort, isAlive } from '../../test/processes.ts';
import { clusterPlan, restartDelayMs } from './cluster.ts';

const serverEntry = path.resolve(import.meta.dirname, '..', 'main.ts');

describe('WORKERS (platform/cluster.ts)', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/srm' };

  it('runs one process unless WORKERS asks for more', () => {
    expect(clusterPlan({})).toEqual({ workers: 1 });
    expect(clusterPlan({ WORKERS: '' })).toEqual({ workers: 1 });
    expect(clusterPlan({ WORKERS: '1' })).toEqual({ workers: 1 });
    expect(clusterPlan({ ...pg, WORKERS: ' 4 ' })).toEqual({ workers: 4 });
  });

  it('refuses several processes on the embedded database, saying why and what to do', () => {
    expect(() => clusterPlan({ WORKERS: '2' })).toThrow(
      /WORKERS=2 needs PostgreSQL \(DATABASE_URL\): the embedded database \(DATA_DIR\/pg\) is owned by one process/,
    );
  });

  it('refuses a WORKERS that is not a whole number from 1 to 64, naming the variable', () => {
    for (const bad of ['0', '-1', '2.5', 'two', '65', '1e2'])
      expect(() => clusterPlan({ ...pg, WORKERS: bad })).toThrow(
        /^Invalid environment: WORKERS: a whole number/,
      );
  });

  it('waits longer before restarting while workers keep dying young, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(restartDelayMs)).toEqual([
      1000, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

/**
 * The cluster as `WORKERS=2 npm start` runs it, on an empty PostgreSQL database: the primary migrates and loads the
 * demo data once, two workers serve; a worker killed with -9 is replaced; SIGTERM stops them all and the primary.
 */
describe.runIf(inject('postgresUrl'))('WORKERS=2 on PostgreSQL [postgres]', () => {
  it('migrates once, replaces a killed worker, and stops every process on SIGTERM', {
    timeout: 180_000,
  }, async () => {
    const adminUrl = inject('postgresUrl')!;
    const name = `${inject('schemaPrefix')}cluster_${randomBytes(4).toString('hex')}`;
    await withPgClient(adminUrl, (c) => c.query(`create database "${name}" template template0`));
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-cluster-'));
    const port = await freePort();
    let output = '';
    const primary = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        WORKERS: '2',
        DATABASE_URL: databaseUrl(adminUrl, name),
        SEED_DEMO: '1',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout.on('data', (d) => {
      output += d;
    });
    primary.stderr.on('data', (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    const workerPids = () =>
      [...output.matchAll(/Worker (\d+) started \(pid (\d+)\)/g)].map((m) => Number(m[2]));
    const waitFor = async (what: string, done: () => Promise<boolean> | boolean) => {
      const deadline = Date.now() + 120_000;
      while (!(await done())) {
        if (primary.exitCode !== null || Date.now() > deadline) throw new Error(`${what}:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
    try {
      await waitFor('the cluster did not start', async () => workerPids().length === 2 && (await ready()));
      // The primary migrated and seeded; the workers did neither (they print no migration, nor demo data).
      expect(output.match(/Migrations applied: 0001_core/g)).toHaveLength(1);
      expect(output.match(/Demo data loaded/g)).toHaveLength(1);
      const users = await withPgClient(databaseUrl(adminUrl, name), (c) =>
        c.query<{ n: number }>('select count(*)::int as n from app_user'),
      );
      expect(users.rows[0]!.n).toBe(7);

      // A worker may already have died and been replaced by now (seen once on a busy CI: the first pid was gone,
      // kill ESRCH; the cause is not known yet): kill one that is alive, and expect a replacement of it.
      const before = workerPids();
      const victim = before.find(isAlive);
      if (victim === undefined) throw new Error(`no live worker:\n${output}`);
      process.kill(victim, 'SIGKILL');
      await waitFor(
        'the killed worker was not replaced',
        async () =>
          workerPids().length > before.length && workerPids().filter(isAlive).length === 2 && (await ready()),
      );
      expect(output).toMatch(new RegExp(`Worker \\d+ \\(pid ${victim}\\) stopped \\(SIGKILL\\)`));
      const live = workerPids().filter(isAlive);
      expect(live).toHaveLength(2);
      expect(live).not.toContain(victim);

      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('All workers stopped.');
      expect(live.filter(isAlive)).toEqual([]);
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL');
      for (const pid of workerPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      await withPgClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    }
  });
});
