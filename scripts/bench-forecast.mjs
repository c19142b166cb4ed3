#!/usr/bin/env node
/**
 * Forecast benchmark (issue #48; prints figures, docs/performance.md "Forecasts"), through the real server over HTTP on
 * PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped at
 * the end):
 *   1. `Integration/PushForecast` of BENCH_VENDORS vendors × BENCH_PARTS parts × 26 weeks (default 100 × 80: 208,000
 *      buckets) as one push, a new version of every vendor each round (the earlier ones superseded); target ≤ 10 s;
 *   2. `Forecast/Get` of vendor1's newest version, BENCH_GRID_PARTS parts (default 500) × 26 weeks beside the version
 *      before, as the Forecast screen asks; target ≤ 300 ms (median of 15 calls after a warm-up);
 *   3. the vendor's commitment to that version with one bucket in ten below demand (every bucket written).
 * BENCH_ROUNDS pushes (default 3) after a warm-up of one vendor.
 * Run with `npm run bench:forecast` (node --import tsx).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  admin,
  cpuSince,
  databaseUrl,
  postgresCpu,
  signIn,
  startServer,
  statOf,
  summariseProfile,
} from './bench-lib.mjs';

const { openDatabase } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { loadDemoData } = await import('../server/src/seed/demo.ts');
const { weekOf } = await import('../contract/src/forecast.ts');

const vendorCount = Number(process.env.BENCH_VENDORS ?? 100);
const partCount = Number(process.env.BENCH_PARTS ?? 80);
const gridParts = Number(process.env.BENCH_GRID_PARTS ?? 500);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const weeks = 26;
const profiling = process.env.BENCH_PROFILE === '1';
const dbName = `srm_bench_fc_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(dbName);
const log = (...args) => console.log(...args);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const day = 86_400_000;
const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const periods = Array.from({ length: weeks }, (_, w) =>
  weekOf(new Date(today + w * 7 * day).toISOString().slice(0, 10)),
);
const vendors = Array.from({ length: vendorCount }, (_, i) => `BF${String(i + 1).padStart(3, '0')}`);

/** One vendor's version: `parts` parts × 26 weeks, quantities moving with the round. */
const versionOf = (vendor, version, parts, round) => ({
  VENDOR_CODE: vendor,
  VERSION: version,
  Buckets: Array.from({ length: parts }, (_, p) =>
    periods.map((period, w) => ({
      PART_NO: `BP-${String(p).padStart(4, '0')}`,
      PERIOD: period,
      QTY: String(100 + ((p * 7 + w * 3 + round * 11) % 900)),
    })),
  ).flat(),
});

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-bench-forecast-'));
let server;
await admin((c) => c.query(`create database "${dbName}"`));
try {
  const handle = await openDatabase({ kind: 'postgres', url });
  const { db } = handle;
  await migrateToLatest(db);
  await loadDemoData(db);
  const org = await db
    .selectFrom('organization')
    .select('id')
    .where('code', '=', 'HQ')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('vendor')
    .values(
      vendors.map((code) => ({ org_id: org.id, vendor_code: code, vendor_name: `Bench vendor ${code}` })),
    )
    .execute();
  await sql`analyze`.execute(db);
  await handle.close();

  server = await startServer({
    databaseUrl: url,
    dataDir,
    env: { LOG_PRETTY: '0' },
    // BENCH_PROFILE=1: where the server's CPU went, printed at the end (a V8 profile of the whole run).
    nodeArgs: profiling ? ['--cpu-prof', `--cpu-prof-dir=${dataDir}/profile`] : [],
  });
  const call = async (method, headers, route, body) => {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/${route}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = await res.json();
    if (res.status !== 200)
      throw new Error(`${route}: ${res.status} ${json.msg} ${JSON.stringify(json.data)?.slice(0, 400)}`);
    return { body: json, ms: performance.now() - t0 };
  };
  const adminHeaders = await signIn(server.base, 'admin');
  const vendor1 = await signIn(server.base, 'vendor1');
  const key = await call('POST', adminHeaders, 'Integration/KeyCreate', {
    Name: 'bench ERP',
    Scopes: ['forecasts'],
  });
  const erp = { 'content-type': 'application/json', 'x-api-key': key.body.data.Key };

  // 1. The push: a warm-up of one vendor, then every vendor's next version per round.
  await call('POST', erp, 'Integration/PushForecast', { Versions: [versionOf(vendors[0], 1, 2, 0)] });
  const pushTimes = [];
  const pushCpu = [];
  for (let round = 1; round <= rounds; round++) {
    const body = { Versions: vendors.map((v) => versionOf(v, round + 1, partCount, round)) };
    const serverBefore = statOf(server.child.pid)?.cpu ?? 0;
    const pgBefore = postgresCpu(dbName);
    const res = await call('POST', erp, 'Integration/PushForecast', body);
    if (res.body.data.Created !== vendorCount) throw new Error(`push created ${res.body.data.Created}`);
    pushTimes.push(res.ms);
    pushCpu.push({
      server: (statOf(server.child.pid)?.cpu ?? 0) - serverBefore,
      postgres: cpuSince(pgBefore, postgresCpu(dbName)),
    });
  }
  const buckets = vendorCount * partCount * weeks;
  const p1 = median(pushTimes);
  log(
    `PushForecast of ${vendorCount} vendors × ${partCount} parts × ${weeks} weeks (${buckets.toLocaleString('en')} buckets, PostgreSQL, HTTP): ` +
      `median ${p1.toFixed(0)} ms (rounds: ${pushTimes.map((t) => t.toFixed(0)).join(', ')} ms; target ≤ 10000 ms) ${p1 <= 10_000 ? 'OK' : 'SLOW'}`,
  );
  log(
    `  CPU seconds each round, server / PostgreSQL: ${pushCpu.map((c) => `${c.server.toFixed(2)} / ${c.postgres.toFixed(2)}`).join(', ')}`,
  );

  // 2. vendor1's grid: two versions of 500 parts, the newest read beside the one before (numbered above the demo's).
  await call('POST', erp, 'Integration/PushForecast', { Versions: [versionOf('V001', 101, gridParts, 0)] });
  await call('POST', erp, 'Integration/PushForecast', { Versions: [versionOf('V001', 102, gridParts, 1)] });
  const gridTimes = [];
  let grid;
  for (let i = 0; i < 16; i++) {
    const res = await call('GET', vendor1, 'Forecast/Get');
    grid = res.body.data;
    if (i > 0) gridTimes.push(res.ms);
  }
  if (grid.Parts.length !== gridParts || grid.Periods.length !== weeks)
    throw new Error(`grid of ${grid.Parts.length} parts × ${grid.Periods.length} periods`);
  const g = median(gridTimes);
  log(
    `Forecast/Get of ${gridParts} parts × ${weeks} weeks beside the previous version (PostgreSQL, HTTP): median ${g.toFixed(0)} ms ` +
      `(min ${Math.min(...gridTimes).toFixed(0)}, max ${Math.max(...gridTimes).toFixed(0)} ms over ${gridTimes.length} calls; target ≤ 300 ms) ${g <= 300 ? 'OK' : 'SLOW'}`,
  );

  // 3. The commitment: one bucket in ten below demand in the forecast zone, with a reason anyway.
  const answers = grid.Parts.flatMap((p, i) =>
    grid.Periods.filter((_, w) => (i + w) % 10 === 0).map((period) => {
      const w = grid.Periods.indexOf(period);
      return {
        PART_NO: p.PART_NO,
        PERIOD: period.PERIOD,
        QTY: String(Math.max(0, Number(p.QTY[w]) - 5)),
        REASON: 'Bench: capacity',
      };
    }),
  );
  const commit = await call('POST', vendor1, 'Forecast/Commit', { ID: grid.Version.ID, Buckets: answers });
  log(
    `Forecast/Commit of ${(gridParts * weeks).toLocaleString('en')} buckets, ${answers.length.toLocaleString('en')} below demand: ` +
      `${commit.ms.toFixed(0)} ms (${commit.body.data.SHORTFALLS} shortfalls in the firm and trade-off zones)`,
  );
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    if (profiling) await summariseProfile(path.join(dataDir, 'profile'));
  }
  await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
  await rm(dataDir, { recursive: true, force: true });
}
