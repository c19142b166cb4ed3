#!/usr/bin/env node
/**
 * Load test (issue #16; a benchmark, not a test: it prints figures, see docs/performance.md "Load test").
 *
 * On PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) it creates a database of its own,
 * migrates it, loads the demo data plus LOAD_VENDORS vendors (each with a vendor account and 30 open order lines of
 * its own, so sessions never compete for the same quantities), starts the real server (`server/src/main.ts`) and runs
 * through the HTTP API, with plain fetch and one async loop per session:
 *   - LOAD_VENDORS vendor sessions (default 200), each looping: list its delivery notes → open the newest → create a
 *     note with 3 lines → audit it → generate its inner labels → print them (a PDF of 9 labels) → ship it;
 *   - LOAD_BUYERS buyer sessions (default 20), each looping over a slice of the vendors: list that vendor's notes in
 *     transit → receive the first (in full). The vendors' "ship" step is what gives the buyers notes to receive.
 * A warm-up (LOAD_WARMUP seconds, default 15) runs the same loops unmeasured; then LOAD_SECONDS (default 60) are
 * measured: throughput, p50/p95/p99 and errors per step, and CPU per step (the server processes' user + system CPU,
 * and the bench database's PostgreSQL backends', divided by the steps answered). The whole run is repeated for each
 * process count of LOAD_WORKERS (default "1,2": WORKERS=2 runs node:cluster, platform/cluster.ts), on a fresh
 * server and the same database. The database is dropped at the end (LOAD_KEEP=1 keeps it). LOAD_PROFILE=dir writes
 * the server's CPU profile (V8 .cpuprofile) there.
 *
 * Every failed step is counted and its first answers are printed: the target is 0.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { Agent, setGlobalDispatcher } from 'undici';
import {
  admin,
  adminUrl,
  allPids,
  connectionBudget,
  cpuSince,
  databaseUrl,
  inBatches,
  postgresCpu,
  signIn as signInAs,
  startServer as start,
  statOf,
} from './bench-lib.mjs';

register();
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const warmup = Number(process.env.LOAD_WARMUP ?? 15);
const vendorCount = Number(process.env.LOAD_VENDORS ?? 200);
const buyerCount = Number(process.env.LOAD_BUYERS ?? 20);
const workerCounts = (process.env.LOAD_WORKERS ?? '1,2').split(',').map(Number);
const poolSize = process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : 20;
const dbName = `srm_load_${randomBytes(4).toString('hex')}`;
const dbUrl = databaseUrl(dbName);
const password = 'Load@2026';
const linesPerVendor = 30;

// One keep-alive connection per session (fetch's default dispatcher would also do; explicit for the record).
setGlobalDispatcher(
  new Agent({ connections: vendorCount + buyerCount + 8, pipelining: 1, keepAliveTimeout: 60_000 }),
);

const log = (...args) => console.log(...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** max_connections minus the connections in use, and what this run needs (pool per process + report pool + bench). */
async function checkConnections() {
  const { max, reserved, used, free } = await connectionBudget();
  const need = Math.max(...workerCounts) * (poolSize + 4) + 4;
  log(
    `PostgreSQL connections: max_connections ${max} (${reserved} reserved), ${used} in use, ${free} free; ` +
      `this run needs up to ${need} (${Math.max(...workerCounts)} × (pool ${poolSize} + report 4) + 4): ` +
      (free >= need ? 'enough' : 'NOT enough'),
  );
  if (free < need)
    throw new Error(
      `not enough free PostgreSQL connections (${free} < ${need}): stop other work or lower DATABASE_POOL_SIZE`,
    );
}

/** Migrations, demo data, then the load vendors: a vendor, an account and 30 open order lines each. */
async function buildDatabase() {
  const { openDatabase } = await import('../server/src/platform/db.ts');
  const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
  const { loadDemoData } = await import('../server/src/seed/demo.ts');
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl });
  try {
    await migrateToLatest(handle.db);
    await loadDemoData(handle.db);
  } finally {
    await handle.close();
  }
  // A cheap Argon2id hash for the bench accounts (its cost is read from the hash): 220 sign-ins with the real cost
  // would take most of a minute of CPU on 2 cores before the measurement even starts.
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const hq = (await client.query("select id from organization where code = 'HQ'")).rows[0].id;
    await client.query(
      `insert into vendor (org_id, vendor_code, vendor_name)
       select $1, 'L' || lpad(g::text, 4, '0'), 'Load vendor ' || g from generate_series(1, $2::int) g`,
      [hq, vendorCount],
    );
    await client.query(
      `insert into part (org_id, part_no, part_name, base_unit, spq)
       select $1, 'LP' || lpad(g::text, 4, '0'), 'Load part ' || g, 'PCS', 10 from generate_series(1, 300) g`,
      [hq],
    );
    await client.query(
      `insert into order_line (org_id, order_kind, po_no, po_item, vendor_code, part_no, ordered_qty, po_unit,
                               base_unit, unit_price, due_date, buyer)
       select $1, 'PO', 'LPO' || lpad(v::text, 4, '0'), i * 10, 'L' || lpad(v::text, 4, '0'),
              'LP' || lpad(((v * 7 + i) % 300 + 1)::text, 4, '0'), 10000000, 'PCS', 'PCS', 2.5,
              date '2026-12-01' + i, 'buyer'
       from generate_series(1, $2::int) v, generate_series(1, $3::int) i`,
      [hq, vendorCount, linesPerVendor],
    );
    await client.query(
      `insert into app_user (user_name, nick_name, password_hash, role_id, vendor_code, email)
       select 'load' || lpad(g::text, 4, '0'), 'Load vendor ' || g, $1,
              (select role_id from app_user where user_name = 'vendor2'), 'L' || lpad(g::text, 4, '0'),
              'load' || g || '@load.srm.local'
       from generate_series(1, $2::int) g`,
      [passwordHash, vendorCount],
    );
    await client.query(
      `insert into user_organization (user_id, org_id) select id, $1 from app_user where user_name like 'load%'`,
      [hq],
    );
    // The buyer signs in with the bench password too (its demo hash has the production cost).
    await client.query(`update app_user set password_hash = $1 where user_name = 'buyer'`, [passwordHash]);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function startServer(dataDir, workers) {
  const server = await start({
    databaseUrl: dbUrl,
    dataDir,
    timeoutMs: 300_000,
    env: { LOG_PRETTY: '0', LOGIN_IP_LIMIT: '100000', WORKERS: String(workers) },
    // LOAD_PROFILE=dir: a V8 CPU profile of the server (each process) written there when it stops.
    ...(process.env.LOAD_PROFILE
      ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.LOAD_PROFILE)] }
      : {}),
  });
  // With several workers, wait until every one answers (the primary forks them one after the other).
  if (workers > 1) await sleep(3000);
  return server;
}

const json = async (res) => (await res).json();
const signIn = (base, userName) => signInAs(base, userName, password);

/** CPU seconds per pid of the server: the process and its children (the cluster's workers). */
const serverCpu = (pid) => {
  const byPid = new Map([[String(pid), statOf(pid)?.cpu ?? 0]]);
  for (const p of allPids()) {
    const s = statOf(p);
    if (s && s.ppid === pid) byPid.set(p, s.cpu);
  }
  return byPid;
};
/** A value of a Prometheus exposition text (first sample whose name and labels start with `prefix`). */
const metricOf = (text, prefix) => {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
};

/**
 * Samples every 500 ms the server's metrics — event-loop delay (prom-client resets it per scrape), pool connections
 * waiting, GC time — and the bench database's backends waiting for a lock (pg_stat_activity).
 */
function sampleMetrics(url) {
  const samples = [];
  let running = true;
  const watcher = new pg.Client({ connectionString: adminUrl });
  const done = (async () => {
    await watcher.connect();
    while (running) {
      try {
        const text = await (await fetch(url)).text();
        const { rows } = await watcher.query(
          `select count(*) filter (where wait_event_type = 'Lock')::int as locked,
                  count(*) filter (where state <> 'idle')::int as busy
           from pg_stat_activity where datname = $1`,
          [dbName],
        );
        samples.push({
          locked: rows[0].locked,
          busy: rows[0].busy,
          lagP99: metricOf(text, 'srm_nodejs_eventloop_lag_p99_seconds') * 1000,
          lagMax: metricOf(text, 'srm_nodejs_eventloop_lag_max_seconds') * 1000,
          waiting: metricOf(text, 'srm_db_pool_connections{state="waiting"}'),
          total: metricOf(text, 'srm_db_pool_connections{state="total"}'),
          gc: text
            .split('\n')
            .filter((l) => l.startsWith('srm_nodejs_gc_duration_seconds_sum'))
            .reduce((t, l) => t + Number(l.slice(l.lastIndexOf(' ') + 1)), 0),
        });
      } catch {}
      await sleep(500);
    }
    await watcher.end();
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return samples;
    },
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The steps, in loop order (vendor then buyer). */
const stepNames = ['list', 'open', 'create', 'audit', 'labels', 'print', 'ship', 'buyer list', 'receive'];

async function runLoad(server) {
  const today = new Date().toISOString().slice(0, 10);
  log(`  signing in ${vendorCount} vendor and ${buyerCount} buyer sessions…`);
  const t0 = performance.now();
  const vendors = await inBatches(
    Array.from({ length: vendorCount }, (_, i) => i + 1),
    16,
    async (n) => {
      const headers = await signIn(server.base, `load${String(n).padStart(4, '0')}`);
      return { headers, code: `L${String(n).padStart(4, '0')}` };
    },
  );
  const buyers = await inBatches(
    Array.from({ length: buyerCount }, (_, i) => i),
    16,
    () => signIn(server.base, 'buyer'),
  );
  log(
    `  signed in ${vendors.length + buyers.length} sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  // Each vendor's open order lines, once (what the note screen's line picker lists).
  await inBatches(vendors, 16, async (v) => {
    const res = await json(
      fetch(`${server.base}/DeliveryNote/OpenOrderLines`, {
        method: 'POST',
        headers: v.headers,
        body: JSON.stringify({ Page: 1, Limit: linesPerVendor }),
      }),
    );
    if (res.code !== 200 || res.data.length < 3) throw new Error(`open order lines of ${v.code}: ${res.msg}`);
    v.lines = res.data.map((l) => l.ID);
  });

  const stats = new Map(stepNames.map((s) => [s, { latencies: [], errors: 0, samples: [] }]));
  let phase = 'warmup';
  let running = true;
  /** One step: its latency is kept when it ends inside the measured phase. */
  const call = async (name, url, headers, body) => {
    if (!running) return null; // the run is over: the loops end after the step in flight
    const started = performance.now();
    let res;
    try {
      const r = await fetch(
        url,
        body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers },
      );
      res = await r.json();
      if (!r.ok && res.code === undefined) res = { code: r.status, msg: r.statusText };
    } catch (err) {
      res = { code: 'fetch', msg: String(err?.cause?.code ?? err?.message ?? err) };
    }
    const s = stats.get(name);
    if (phase === 'measure') {
      if (res.code === 200) s.latencies.push(performance.now() - started);
      else {
        s.errors++;
        if (s.samples.length < 5) s.samples.push(`${res.code} ${res.msg}`);
      }
    }
    return res.code === 200 ? res : null;
  };
  const post = (name, v, pathName, body) => call(name, `${server.base}/${pathName}`, v.headers, body);

  const vendorLoop = async (v, index) => {
    let turn = index;
    while (running) {
      const list = await post('list', v, 'DeliveryNote/LoadData', { Page: 1, Limit: 20 });
      const newest = list?.data?.[0];
      if (newest) await call('open', `${server.base}/DeliveryNote/Get?id=${newest.ID}`, v.headers);
      const lines = [0, 1, 2].map((k) => v.lines[(turn * 3 + k) % v.lines.length]);
      turn++;
      const created = await post('create', v, 'DeliveryNote/AddOrModifySave', {
        DELIVERY_DATE: today,
        DESCRIPTION: 'load test',
        Lines: lines.map((id, k) => ({
          ORDER_LINE_ID: id,
          DELIVERY_QTY: '30',
          PACKING_QTY: '10',
          LOT_NO: `LOT${k}`,
          DATE_CODE: '2647',
        })),
      });
      if (!created) continue;
      const id = created.data.ID;
      if (!(await post('audit', v, 'DeliveryNote/Audit', { ID: id }))) continue;
      if (!(await post('labels', v, 'DeliveryCode/Generate', { NOTE_ID: id }))) continue;
      if (!(await post('print', v, 'DeliveryCode/Print', { NOTE_ID: id }))) continue;
      await post('ship', v, 'DeliveryNote/Ship', {
        ID: id,
        ATTRIBUTE1: 'Load logistics',
        ATTRIBUTE2: `T${id}`,
      });
    }
  };
  // Buyer b receives the notes of vendors b, b + buyers, b + 2 × buyers, …: two buyers never race for one note.
  const buyerLoop = async (headers, b) => {
    const mine = vendors.filter((_, i) => i % buyerCount === b);
    let turn = 0;
    const session = { headers };
    while (running) {
      const v = mine[turn++ % mine.length];
      const list = await post('buyer list', session, 'DeliveryNote/LoadData', {
        Page: 1,
        Limit: 20,
        Params: [
          { FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: v.code, DATA_TYPE: 1 },
          { FIELD_NAME: 'STATUS', ACTION_TYPE: 1, PARAM_VALUE: '4', DATA_TYPE: 3 },
        ],
      });
      const note = list?.data?.[0];
      if (note) await post('receive', session, 'DeliveryNote/Receive', { ID: note.ID, Lines: [] });
      else await sleep(50);
    }
  };

  const loops = [...vendors.map(vendorLoop), ...buyers.map(buyerLoop)];
  await sleep(warmup * 1000);
  const cpuBefore = serverCpu(server.child.pid);
  const pgBefore = postgresCpu(dbName);
  const sampler = sampleMetrics(server.metrics);
  phase = 'measure';
  const started = performance.now();
  await sleep(seconds * 1000);
  phase = 'done';
  const elapsed = (performance.now() - started) / 1000;
  const serverSeconds = cpuSince(cpuBefore, serverCpu(server.child.pid));
  const pgSeconds = cpuSince(pgBefore, postgresCpu(dbName));
  const samples = await sampler.stop();
  running = false;
  await Promise.all(loops);

  const rows = [];
  let steps = 0;
  let errors = 0;
  for (const [name, s] of stats) {
    const sorted = Float64Array.from(s.latencies).sort();
    steps += sorted.length;
    errors += s.errors;
    rows.push({
      name,
      count: sorted.length,
      rps: sorted.length / elapsed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      errors: s.errors,
      samples: s.samples,
    });
  }
  const loops_ = stats.get('ship').latencies.length;
  return { rows, steps, errors, elapsed, serverSeconds, pgSeconds, samples, loops: loops_ };
}

const mean = (list) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);

function report(workers, r) {
  const ms = (n) => `${n.toFixed(0)} ms`;
  const cpuPerStep = (r.serverSeconds * 1000) / Math.max(1, r.steps);
  const pgPerStep = (r.pgSeconds * 1000) / Math.max(1, r.steps);
  log(
    `\nWORKERS=${workers}: ${vendorCount} vendor + ${buyerCount} buyer sessions, ${r.elapsed.toFixed(0)} s measured ` +
      `(load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
  );
  log(
    `  throughput: ${(r.steps / r.elapsed).toFixed(0)} steps/s, ${(r.loops / r.elapsed).toFixed(1)} vendor loops/s ` +
      `(notes created to shipped); errors: ${r.errors}`,
  );
  log(
    `  CPU: server ${(r.serverSeconds / r.elapsed).toFixed(2)} cores, PostgreSQL ${(r.pgSeconds / r.elapsed).toFixed(2)} cores; ` +
      `per step ${cpuPerStep.toFixed(2)} ms server + ${pgPerStep.toFixed(2)} ms PostgreSQL`,
  );
  const lag = r.samples.map((s) => s.lagMax).filter(Number.isFinite);
  const waiting = r.samples.map((s) => s.waiting).filter(Number.isFinite);
  if (lag.length)
    log(
      `  event-loop delay (one process, 0.5 s windows): p99 of windows' p99 ${ms(
        Float64Array.from(r.samples.map((s) => s.lagP99)).sort()[Math.floor(0.99 * (r.samples.length - 1))],
      )}, max ${ms(Math.max(...lag))}; ` +
        `pool waiting: mean ${(waiting.reduce((a, b) => a + b, 0) / waiting.length).toFixed(1)}, max ${Math.max(...waiting)}; ` +
        `GC ${(r.samples.at(-1).gc - r.samples[0].gc).toFixed(1)} s; PostgreSQL backends in a statement or ` +
        `transaction: mean ${mean(r.samples.map((s) => s.busy)).toFixed(1)}, of which waiting for a lock: mean ` +
        `${mean(r.samples.map((s) => s.locked)).toFixed(1)}`,
    );
  log('| step | per s | p50 | p95 | p99 | errors | ');
  log('|---|---|---|---|---|---|');
  for (const row of r.rows)
    log(
      `| ${row.name} | ${row.rps.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} |`,
    );
  for (const row of r.rows.filter((x) => x.samples.length))
    log(`  ${row.name} failed, first answers: ${row.samples.join(' | ')}`);
  return { cpuPerStep, pgPerStep };
}

async function main() {
  log(
    `Load test on ${os.cpus().length} cores, Node ${process.version}; uptime: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  log(
    `${vendorCount} vendor sessions + ${buyerCount} buyer sessions, ${warmup} s warm-up + ${seconds} s measured, ` +
      `WORKERS ${workerCounts.join(' then ')}, pool ${poolSize} per process; database ${dbName}`,
  );
  await checkConnections();
  await admin((c) => c.query(`create database ${dbName}`));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-load-'));
  try {
    const t0 = performance.now();
    await buildDatabase();
    log(`database built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const summary = [];
    for (const workers of workerCounts) {
      const server = await startServer(dataDir, workers);
      try {
        const result = await runLoad(server);
        summary.push({ workers, result, ...report(workers, result) });
      } finally {
        server.child.kill('SIGTERM');
        await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
      }
    }
    log('\n| WORKERS | steps/s | vendor loops/s | errors | server CPU ms/step | PostgreSQL CPU ms/step |');
    log('|---|---|---|---|---|---|');
    for (const s of summary)
      log(
        `| ${s.workers} | ${(s.result.steps / s.result.elapsed).toFixed(0)} | ${(s.result.loops / s.result.elapsed).toFixed(1)} | ${s.result.errors} | ${s.cpuPerStep.toFixed(2)} | ${s.pgPerStep.toFixed(2)} |`,
      );
    if (summary.some((s) => s.result.errors > 0)) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.LOAD_KEEP === '1') log(`\nKept database ${dbName} (LOAD_KEEP=1): drop it by hand.`);
    else await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
