#!/usr/bin/env node
/**
 * The list with a read replica (issue #50; a benchmark, not a test: it prints figures). Makes a PostgreSQL primary and
 * a streaming hot standby of it (server/test/replica-cluster.ts: initdb, pg_basebackup -R; fsync off, a bench
 * cluster), builds the list bench's 1,000,000 delivery lines on the primary (scripts/bench.mjs, BENCH_ONLY=data), then
 * runs the list bench's API rounds twice on the same data: the server on the primary alone, then with
 * REPLICA_DATABASE_URL pointing at the standby. The second prints the share of list reads the replica served and the
 * PostgreSQL CPU per request on each server, beside the first's primary CPU per request. Both servers share this
 * machine's two cores, so throughput is not the figure here: docs/operations.md computes what separate machines give.
 * Options as bench.mjs (BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_ORDERS).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const { startReplicaCluster } = await import('../server/test/replica-cluster.ts');

/** Runs bench.mjs with `env` on the pair, its output passed through; answers that output. */
const bench = (env) =>
  new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'bench.mjs')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`bench.mjs exited with ${code}`)),
    );
  });

console.log('› A primary and a hot standby of it for this bench…');
const cluster = await startReplicaCluster();
try {
  const base = { TEST_DATABASE_URL: cluster.primaryUrl };
  const built = await bench({ ...base, BENCH_ONLY: 'data', BENCH_KEEP: '1' });
  const dbName = /Kept database (\S+?):/.exec(built)?.[1];
  if (!dbName) throw new Error('the data run kept no database');
  console.log('\n› The list on the primary alone:');
  await bench({ ...base, BENCH_DB: dbName, BENCH_ONLY: 'api' });
  console.log('\n› The list with the standby as a read replica:');
  await bench({ ...base, BENCH_DB: dbName, BENCH_ONLY: 'api', BENCH_REPLICA_URL: cluster.standbyUrl });
} finally {
  await cluster.close();
}
