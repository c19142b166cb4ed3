import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './processes.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL primary and a hot standby of it, made for one test file (issue #50): the machine's own cluster
 * refuses replication connections, so the test makes its own pair from the installed binaries (STACK-NOTES):
 * `initdb`, a `host replication` trust line, `pg_basebackup -R -X stream` and a second `pg_ctl start`, run as the
 * `postgres` user (PostgreSQL refuses to run as root). About five seconds on this machine.
 */
export type ReplicaCluster = {
  primaryUrl: string;
  standbyUrl: string;
  /** Stops and resumes WAL replay on the standby (it stays up, answering with older data). */
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
  /** Stops the standby's server / starts it again. */
  stopStandby: () => Promise<void>;
  startStandby: () => Promise<void>;
  close: () => Promise<void>;
};

/** The newest installed PostgreSQL's programs (Debian: /usr/lib/postgresql/<major>/bin). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => existsSync(path.join(root, d, 'bin', 'pg_basebackup')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) throw new Error(`No PostgreSQL server programs under ${root} (apt-get install postgresql)`);
  return path.join(root, majors[0], 'bin');
}

export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot ? (await run('id', ['-u', 'postgres'])).stdout.trim() : null;
  /** A PostgreSQL program as the `postgres` user when this process is root. */
  const program = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'srm-replica-'));
  await chmod(dir, 0o700);
  if (pgUser) {
    const gid = (await run('id', ['-g', 'postgres'])).stdout.trim();
    await chown(dir, Number(pgUser), Number(gid));
  }
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (data: string, ...args: string[]) =>
    program('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-t', '60', ...args]);

  await program('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  await appendFile(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
  // Speed over durability: a test cluster. Replication itself is as in production (streaming, hot standby), with
  // wal_log_hints on as docs/operations.md asks: without it the standby never gets the hint bits the primary sets, and
  // each list read there re-checks every row's transaction status (bench:replica: 1.6–1.8 ms of its CPU a list page
  // instead of 1.0–1.1).
  await appendFile(
    path.join(primaryDir, 'postgresql.conf'),
    '\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\nshared_buffers = 64MB\nmax_connections = 200\nwal_log_hints = on\n',
  );
  await pgCtl(primaryDir, '-o', options(primaryPort), 'start');
  await program('pg_basebackup', [
    '-D',
    standbyDir,
    '-R',
    '-X',
    'stream',
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
  ]);
  const startStandby = async () => {
    await pgCtl(standbyDir, '-o', options(standbyPort), 'start');
  };
  await startStandby();

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
  const onStandby = async (statement: string) => {
    const client = new pg.Client({ connectionString: standbyUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl,
    standbyUrl,
    pauseReplay: () => onStandby('select pg_wal_replay_pause()'),
    resumeReplay: () => onStandby('select pg_wal_replay_resume()'),
    stopStandby: async () => {
      await pgCtl(standbyDir, '-m', 'fast', 'stop');
    },
    startStandby,
    close: async () => {
      for (const data of [standbyDir, primaryDir])
        await pgCtl(data, '-m', 'immediate', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
