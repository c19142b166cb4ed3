#!/usr/bin/env node
/**
 * List engine benchmark (a benchmark, not a test: it prints figures; see docs/performance.md).
 *
 * On PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) it creates a database of its own,
 * migrates it, loads the demo data and ≥ 1,000,000 delivery lines (generate_series), starts the real server process
 * on it, then:
 *   1. drives PurchaseOrderReport/LoadData (3 advanced-query filters + sort + page) with autocannon at 32 and 128
 *      connections, and the same SQL straight through `pg` at the same concurrency; prints req/s, p50/p95/p99, ratio;
 *   2. exports 100,000 rows end to end (ExportData → job → xlsx → download) and prints the time and the server's
 *      RSS growth.
 * Each API round runs twice: quiet, and with background writes as real users make them (other users saving their
 * preferences — tabs, theme — and a vendor saving a delivery note, ~40 and ~5 a second; see docs/performance.md).
 * The database is dropped at the end. Options: BENCH_SECONDS (default 10), BENCH_ROUNDS (default 3: medians are
 * printed), BENCH_ORDERS (default 50000 orders of 5
 * lines, 4 delivery lines each = 1,000,000), BENCH_ORGS (default 1: HQ alone; the orders are shared round-robin),
 * BENCH_VENDORS (default 200, spread over the organisations), BENCH_KEEP=1 (keep the database to study plans), BENCH_ONLY=data (stop
 * after building the data), BENCH_ONLY=api (the API rounds only: no raw SQL, no export), BENCH_ONLY=export (the export alone), BENCH_CONNECTIONS (default
 * "32,128"), BENCH_DB=<name> (run on a database a BENCH_KEEP=1 run kept, without building it again; kept after),
 * BENCH_NODE_ARGS (more flags for the server's node, e.g. "--trace-gc"), BENCH_SERVER_LOG=<file> (the server's output),
 * BENCH_PIN=1 (PostgreSQL on core 0, the bench and the server on the others: pinCores).
 *
 * Before it starts it checks that PostgreSQL has enough free connections (max_connections minus those in use) for the
 * server's pool, the raw SQL pool and its own, and says so. During each API round it samples the server's metrics
 * (METRICS_PORT) every 250 ms — event-loop delay, pool connections waiting, GC time — and prints them beside the
 * latencies, with the share of the slow requests (over 2 × p95) that ended in a window with an event-loop stall,
 * a GC pause or pool waits (docs/performance.md, "The tail").
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import {
  admin,
  adminUrl,
  connectionBudget,
  cpuSince,
  databaseUrl,
  postgresCpu,
  signIn,
  startServer as start,
  statOf,
  summariseProfile,
} from './bench-lib.mjs';

register();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const orders = Number(process.env.BENCH_ORDERS ?? 50_000);
const orgCount = Math.max(1, Number(process.env.BENCH_ORGS ?? 1));
// The export's filter: order lines with PO_ITEM ≤ this (items are 10…50): 20 = 2 of 5 lines of HQ's orders, 100,120
// rows on the default database; with BENCH_ORGS=20 and 10,000,000 lines, 40 gives 100,240.
const exportItems = Number(process.env.BENCH_EXPORT_ITEMS ?? 20);
const vendorCount = Math.max(1, Number(process.env.BENCH_VENDORS ?? 200));
const reuse = process.env.BENCH_DB;
const dbName = reuse || `srm_bench_${randomBytes(4).toString('hex')}`;
const only = process.env.BENCH_ONLY;
// BENCH_ONLY=export: the export alone (no API rounds).
const connectionCounts =
  process.env.BENCH_ONLY === 'export'
    ? []
    : (process.env.BENCH_CONNECTIONS ?? '32,128').split(',').map(Number);
const serverPool = Number(process.env.DATABASE_POOL_SIZE ?? 20);
// BENCH_REPLICA_URL (set by scripts/bench-replica.mjs): a hot standby of TEST_DATABASE_URL's server; the server then
// reads its lists there (REPLICA_DATABASE_URL), and the runs print the share of reads it served and the CPU of each.
const replicaUrl = process.env.BENCH_REPLICA_URL
  ? (() => {
      const url = new URL(process.env.BENCH_REPLICA_URL);
      url.pathname = `/${dbName}`;
      return url.toString();
    })()
  : null;
/** The postmaster of each server the runs use (its backends' parent): PostgreSQL CPU is counted per server. */
const postmasters = { primary: 0, replica: 0 };
async function postmasterOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    return statOf(rows[0].pid)?.ppid ?? 0;
  } finally {
    await client.end();
  }
}
const dbUrl = databaseUrl(dbName);

/**
 * BENCH_PIN=1: PostgreSQL (its postmaster and every backend, present and forked later) on core 0, this bench and the
 * server it starts on the other cores — the API measured as where the database has a machine of its own, on a
 * machine too small to give it one (docs/performance.md). Needs `taskset` and the right to set PostgreSQL's
 * affinity (root, or PostgreSQL's user). Answers how to give every core back (called at the end, and on Ctrl-C).
 */
function pinCores(postmaster) {
  const last = os.cpus().length - 1;
  const set = (cores, pid) =>
    execFileSync('taskset', ['-a', '-c', '-p', cores, String(pid)], { stdio: 'ignore' });
  const postgres = () => [
    postmaster,
    ...execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean),
  ];
  for (const pid of postgres()) set('0', pid);
  set(`1-${last}`, process.pid);
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const pid of postgres()) set(`0-${last}`, pid);
    set(`0-${last}`, process.pid);
  };
  process.once('SIGINT', () => {
    restore();
    process.exit(130);
  });
  return restore;
}

const log = (...args) => console.log(...args);
const ms = (n) => `${n.toFixed(1)} ms`;
const step = async (label, work) => {
  const started = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/** Migrations, demo data and the bulk rows, all through the server's own code and plain SQL. */
async function buildDatabase() {
  const { openDatabase } = await import('../server/src/platform/db.ts');
  const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
  const { loadDemoData } = await import('../server/src/seed/demo.ts');
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl });
  try {
    await step('migrations + demo data', async () => {
      await migrateToLatest(handle.db);
      await loadDemoData(handle.db);
    });
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const hq = (await client.query("select id from organization where code = 'HQ'")).rows[0].id;
    // BENCH_ORGS organisations (HQ and BENCH_ORGS − 1 more) share the orders round-robin, BENCH_VENDORS vendors spread
    // evenly over them (codes B0001… in each); the buyer measured is HQ's. Defaults: HQ alone, 200 vendors.
    const more =
      orgCount > 1
        ? (
            await client.query(
              `insert into organization (code, name, name_en)
             select 'BO' || lpad(g::text, 3, '0'), '基准组织 ' || g, 'Bench organisation ' || g
             from generate_series(1, $1::int) g returning id`,
              [orgCount - 1],
            )
          ).rows.map((r) => r.id)
        : [];
    const orgs = [hq, ...more];
    const perOrg = Math.max(1, Math.floor(vendorCount / orgCount));
    // For order o: its organisation and its vendor's number within that organisation.
    const orgOf = `($1::int[])[o % ${orgCount} + 1]`;
    const vendorOf = `((o / ${orgCount}) % ${perOrg} + 1)`;
    await step(
      `bulk data (${orgCount} organisations, ${perOrg * orgCount} vendors, ${orders * 5} order lines, ${orders * 4} notes, ${orders * 20} delivery lines)`,
      async () => {
        await client.query(
          `insert into vendor (org_id, vendor_code, vendor_name)
         select org, 'B' || lpad(g::text, 4, '0'), 'Bench vendor ' || g
         from unnest($1::int[]) org, generate_series(1, $2::int) g`,
          [orgs, perOrg],
        );
        await client.query(
          `insert into part (org_id, part_no, part_name, base_unit, spq)
         select org, 'BP' || lpad(g::text, 5, '0'), 'Bench part ' || g, 'PCS', 10
         from unnest($1::int[]) org, generate_series(1, 2000) g`,
          [orgs],
        );
        await client.query(
          `insert into order_line (org_id, order_kind, po_no, po_item, vendor_code, part_no, ordered_qty, po_unit,
                                 base_unit, unit_price, due_date, buyer)
         select ${orgOf}, 'PO', 'BPO' || lpad(o::text, 6, '0'), i * 10, 'B' || lpad(${vendorOf}::text, 4, '0'),
                'BP' || lpad(((o * 7 + i) % 2000 + 1)::text, 5, '0'), 100 + (o * 13 + i) % 900, 'PCS', 'PCS',
                ((o + i) % 500) + 0.5, date '2026-01-01' + ((o * 3 + i) % 365), 'buyer'
         from generate_series(1, $2::int) o, generate_series(1, 5) i`,
          [orgs, orders],
        );
        await client.query(
          `insert into delivery_note (org_id, note_kind, delivery_no, status, vendor_code, vendor_name, delivery_date)
         select ${orgOf}, 'DN', 'BN' || lpad(o::text, 6, '0') || r, (o + r) % 5 + 1, 'B' || lpad(${vendorOf}::text, 4, '0'),
                'Bench vendor ' || ${vendorOf}, date '2026-01-01' + ((o + r) % 365)
         from generate_series(1, $2::int) o, generate_series(1, 4) r`,
          [orgs, orders],
        );
        // Statistics first, so the join below is a hash join and not a loop over the order lines per note.
        await client.query('analyze order_line; analyze delivery_note');
        await client.query(
          `insert into delivery_line (note_id, org_id, line_no, order_line_id, delivery_qty, packing_qty, received_qty)
         select dn.id, dn.org_id, ol.po_item / 10, ol.id, 5, 10, case when dn.status = 5 then 5 end
         from delivery_note dn
         join order_line ol on ol.org_id = dn.org_id and ol.order_kind = 'PO' and ol.po_no = 'BPO' || substr(dn.delivery_no, 3, 6)
         where dn.org_id = any($1::int[]) and dn.delivery_no like 'BN%'`,
          [orgs],
        );
        await client.query('analyze');
      },
    );
    await step('delivery totals per order line', async () => {
      const { openDatabase } = await import('../server/src/platform/db.ts');
      const { refreshOrderTotals } = await import(
        '../server/src/modules/delivery-note/delivery-note-totals.repository.ts'
      );
      const totals = await openDatabase({ kind: 'postgres', url: dbUrl });
      try {
        await refreshOrderTotals(totals.db);
      } finally {
        await totals.close();
      }
      // Vacuum now (visibility map for index-only scans), so autovacuum does not start on the fresh million rows
      // in the middle of the measurements.
      await client.query('vacuum analyze');
    });
    const { rows } = await client.query('select count(*)::int as n from delivery_line');
    log(`  delivery lines in the database: ${rows[0].n.toLocaleString('en')}`);
  } finally {
    await client.end();
  }
}

function startServer(dataDir) {
  // BENCH_PROFILE=1: the server writes a CPU profile, summarised after the runs (where the API's own time goes).
  // BENCH_NODE_ARGS: more flags for the server's node (e.g. --trace-gc; BENCH_SERVER_LOG=<file> keeps its output).
  const nodeArgs = [
    ...(process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${dataDir}/profile`] : []),
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  return start({
    databaseUrl: dbUrl,
    dataDir,
    nodeArgs,
    ...(replicaUrl ? { env: { REPLICA_DATABASE_URL: replicaUrl } } : {}),
  });
}

/**
 * PostgreSQL's free connections (max_connections minus superuser-reserved minus in use) against what the runs need:
 * the server's pool and its report pool, the raw SQL pool of the largest concurrency (min(connections, 64)), and the
 * bench's own. Says so; answers the raw pool size that fits (smaller than 64 when the server is short of them).
 */
async function checkConnections() {
  const { max, reserved, used, free } = await connectionBudget({ clientsOnly: true });
  const own = serverPool + 4 + 4;
  const raw = only === 'api' || only === 'export' ? 0 : Math.min(Math.max(...connectionCounts), 64);
  const fits = Math.min(raw, free - own - 2);
  log(
    `PostgreSQL connections: max_connections ${max} (${reserved} reserved), ${used} in use by clients, ${free} free; ` +
      `the runs need ${own + raw} (server pool ${serverPool} + report 4 + bench 4${raw ? ` + raw SQL pool ${raw}` : ''}): ` +
      (free >= own + raw + 2
        ? 'enough'
        : fits >= 8
          ? `NOT enough: the raw SQL pool is cut to ${fits} connections`
          : 'NOT enough'),
  );
  if (fits < 8 && raw > 0)
    throw new Error(`not enough free PostgreSQL connections (${free}): stop other work first`);
  if (free < own + 2)
    throw new Error(`not enough free PostgreSQL connections (${free}): stop other work first`);
  return raw ? fits : 0;
}
let rawPoolMax = 64;

/** A value of a Prometheus exposition text: the first sample whose name (and labels) start with `prefix`. */
const metricOf = (text, prefix) => {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
};

/**
 * Samples the server's metrics every 250 ms while `work` runs: event-loop delay max of the window (prom-client resets
 * its histogram at each scrape), pool connections waiting, GC seconds (delta). Each sample is stamped with the time
 * the scrape answered (performance.now() of this process).
 */
/** The server's own latency histogram of LoadData (cumulative counts per bucket bound, seconds). */
async function serverHistogram(url) {
  const text = await (await fetch(url)).text();
  const buckets = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith('srm_http_request_duration_seconds_bucket{') || !line.includes('LoadData')) continue;
    const le = line.match(/le="([^"]+)"/)[1];
    buckets.set(le, (buckets.get(le) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return buckets;
}

async function withSamples(url, work) {
  const before = await serverHistogram(url);
  const samples = [];
  let running = true;
  let lastGc = null;
  // The load generator's own event loop: autocannon's latencies include its stalls too (same machine).
  const own = monitorEventLoopDelay({ resolution: 10 });
  own.enable();
  const done = (async () => {
    while (running) {
      try {
        const text = await (await fetch(url)).text();
        const gc = text
          .split('\n')
          .filter((l) => l.startsWith('srm_nodejs_gc_duration_seconds_sum'))
          .reduce((t, l) => t + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
        samples.push({
          at: performance.now(),
          lagMax: metricOf(text, 'srm_nodejs_eventloop_lag_max_seconds') * 1000,
          waiting: metricOf(text, 'srm_db_pool_connections{state="waiting"}'),
          gcMs: lastGc === null ? 0 : (gc - lastGc) * 1000,
          clientLagMax: own.max / 1e6,
        });
        own.reset();
        lastGc = gc;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const result = await work();
  running = false;
  await done;
  own.disable();
  // The server's view: the share of LoadData answers that took it over 1 s and over 2.5 s (from its histogram).
  const after = await serverHistogram(url);
  const count = (le) => (after.get(le) ?? 0) - (before.get(le) ?? 0);
  const all = count('+Inf');
  const serverOver = (le) => (all ? (100 * (all - count(le))) / all : 0);
  samples.shift(); // the first window started before the round
  const slow = result.completions.filter((c) => c.latency > 2 * result.p95);
  // When the slow requests were sent, in seconds from the round's start (the first request of each connection
  // includes its connect).
  const firstAt = result.started;
  const sentIn = (from, to) =>
    slow.filter((c) => c.at - c.latency - firstAt >= from * 1000 && c.at - c.latency - firstAt < to * 1000)
      .length;
  // The window a request ended in: the first sample taken after it.
  const windowOf = (at) => samples.find((s) => s.at >= at);
  const share = (test) =>
    slow.length ? (100 * slow.filter((c) => test(windowOf(c.at))).length) / slow.length : 0;
  const lag = samples.map((s) => s.lagMax).filter(Number.isFinite);
  const waiting = samples.map((s) => s.waiting).filter(Number.isFinite);
  return {
    ...result,
    completions: undefined,
    lagMax: Math.max(0, ...lag),
    lagWindowsOver50: lag.filter((l) => l > 50).length / Math.max(1, lag.length),
    waitingMean: waiting.reduce((a, b) => a + b, 0) / Math.max(1, waiting.length),
    waitingMax: Math.max(0, ...waiting),
    gcMs: samples.reduce((t, s) => t + s.gcMs, 0),
    gcMaxWindowMs: Math.max(0, ...samples.map((s) => s.gcMs)),
    slowCount: slow.length,
    slowInLag: share((w) => w && w.lagMax > 50),
    slowInGc: share((w) => w && w.gcMs > 25),
    slowInWait: share((w) => w && w.waiting > 0),
    slowInClientLag: share((w) => w && w.clientLagMax > 50),
    clientLagMax: Math.max(0, ...samples.map((s) => s.clientLagMax)),
    slowSentFirstSecond: slow.length ? (100 * sentIn(-1, 1)) / slow.length : 0,
    serverOver1s: serverOver('1'),
    serverOver2_5s: serverOver('2.5'),
    clientOver1s:
      (100 * result.completions.filter((c) => c.latency > 1000).length) / Math.max(1, result.requests),
    clientOver2_5s:
      (100 * result.completions.filter((c) => c.latency > 2500).length) / Math.max(1, result.requests),
  };
}

const rssOf = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) * 1024;
};

const cpuOf = (pid) => statOf(pid)?.cpu ?? 0;
const postgresCpuSince = (before) => cpuSince(before, postgresCpu(dbName, postmasters.primary));
let metricsUrl = '';
/** The server's lag-tolerant reads so far, by where they ran (srm_db_reads_total). */
async function readsServed() {
  const text = await (await fetch(metricsUrl)).text();
  return {
    replica: metricOf(text, 'srm_db_reads_total{target="replica"}'),
    primary: metricOf(text, 'srm_db_reads_total{target="primary"}'),
  };
}
/**
 * The machine may be shared (other work makes wall-clock figures pessimistic): CPU milliseconds per request of the
 * serving side — the API process + PostgreSQL, or the pg client + PostgreSQL — are what does not depend on it.
 */
async function withCpu(pid, work) {
  const pgBefore = postgresCpu(dbName, postmasters.primary);
  const replicaBefore = replicaUrl ? postgresCpu(dbName, postmasters.replica) : null;
  const readsBefore = pid && replicaUrl ? await readsServed() : null;
  const procBefore = pid ? cpuOf(pid) : process.cpuUsage();
  // With a server pid, the bench process itself is the load generator (autocannon and the metrics sampler).
  const generatorBefore = process.cpuUsage();
  const result = await work();
  const generatorUsed = process.cpuUsage(generatorBefore);
  const proc = pid
    ? cpuOf(pid) - procBefore
    : (() => {
        const used = process.cpuUsage(procBefore);
        return (used.user + used.system) / 1e6;
      })();
  const database = postgresCpuSince(pgBefore);
  const replicaDatabase = replicaBefore
    ? cpuSince(replicaBefore, postgresCpu(dbName, postmasters.replica))
    : 0;
  const readsAfter = readsBefore ? await readsServed() : null;
  await result.close?.();
  return {
    ...result,
    cpuMs: ((proc + database) * 1000) / Math.max(1, result.requests),
    dbCpuMs: (database * 1000) / Math.max(1, result.requests),
    replicaCpuMs: (replicaDatabase * 1000) / Math.max(1, result.requests),
    replicaShare:
      readsBefore && readsAfter
        ? (readsAfter.replica - readsBefore.replica) /
          Math.max(1, readsAfter.replica - readsBefore.replica + readsAfter.primary - readsBefore.primary)
        : 0,
    generatorCpuMs: pid
      ? (generatorUsed.user + generatorUsed.system) / 1000 / Math.max(1, result.requests)
      : 0,
  };
}

/** The median of every figure of several runs, figure by figure. */
const medianOf = (runs) => {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return Object.fromEntries(
    Object.keys(runs[0])
      .filter((key) => typeof runs[0][key] === 'number')
      .map((key) => [key, median(runs.map((r) => r[key]))]),
  );
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (latencies, elapsedMs, errors) => {
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: (latencies.length / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: latencies.length,
    errors,
  };
};

/** autocannon against the API; latencies of every response are kept to compute p95 (autocannon reports p97.5). */
async function driveApi(url, headers, body, connections) {
  const latencies = [];
  const all = [];
  const firsts = [];
  const seen = new Set();
  let errors = 0;
  const started = performance.now();
  const completions = [];
  const instance = autocannon({ url, method: 'POST', headers, body, connections, duration: seconds });
  instance.on('response', (client, status, _bytes, time) => {
    if (status !== 200) {
      errors++;
      return;
    }
    all.push(time);
    // The first answer on each connection includes its connect (autocannon's timer starts before it), and a new
    // connection's first request: kept apart (see "The tail" in docs/performance.md).
    if (!seen.has(client)) {
      seen.add(client);
      firsts.push(time);
      return;
    }
    latencies.push(time);
    completions.push({ at: performance.now(), latency: time });
  });
  const result = await instance;
  errors += result.errors + result.timeouts;
  const elapsed = performance.now() - started;
  const everything = summary(all, elapsed, errors);
  const first = Float64Array.from(firsts).sort();
  return {
    ...summary(latencies, elapsed, errors),
    rps: everything.rps,
    requests: everything.requests,
    p99All: everything.p99,
    p95All: everything.p95,
    firstP50: percentile(first, 50),
    firstMax: first.at(-1) ?? 0,
    completions,
    started,
  };
}

/**
 * The same statement straight through `pg`: `connections` callers in a loop on a pool; `prepared` as the server runs
 * it (prepared once per connection, platform/db.ts), else parsed and planned on every call. `poolSize` caps its
 * connections (default: one per caller up to what PostgreSQL has free; the server's pool size compares like with like).
 */
async function driveSql(statement, connections, prepared, poolSize = rawPoolMax) {
  const { preparedName } = await import('../server/src/platform/db.ts');
  const name = preparedName(statement.sql);
  const size = Math.min(connections, poolSize, rawPoolMax);
  const pool = new pg.Pool({ connectionString: dbUrl, max: size });
  await Promise.all(Array.from({ length: size }, () => pool.query('select 1')));
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await pool.query(
            prepared
              ? { name, text: statement.sql, values: statement.parameters }
              : { text: statement.sql, values: statement.parameters },
          );
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  // The pool stays open until its backends' CPU time is read (withCpu calls close).
  return { ...summary(latencies, performance.now() - started, errors), close: () => pool.end() };
}

/** The exact statement LoadData runs for `query` (compiled by the list engine, with the caller's scope). */
async function compiledStatement(query, scope) {
  const { Kysely, PostgresDialect } = await import('kysely');
  const { listRequest } = await import('@srm/contract');
  const { buildQuery, pageQuery } = await import('../server/src/platform/list/list-engine.ts');
  const { purchaseOrderReportList } = await import('../server/src/modules/order-report/order-report.list.ts');
  const compiler = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: dbUrl }) }),
  });
  const parsed = listRequest.parse(query);
  const compiled = pageQuery(
    purchaseOrderReportList,
    buildQuery(purchaseOrderReportList, scope, parsed),
    parsed,
    // As LoadData runs it: with the authentication counter (platform/auth.ts confirmAuth).
    { authVersion: true },
  ).compile(compiler);
  await compiler.destroy();
  return { sql: compiled.sql, parameters: [...compiled.parameters] };
}

/**
 * The server's event-loop delay while `work` runs, from its metrics scraped every 250 ms (prom-client resets the
 * histogram at each scrape): the largest window p99 and the largest single delay.
 */
async function loopDelayDuring(metricsUrl, work) {
  const windows = [];
  let running = true;
  const scrape = async () => (await fetch(metricsUrl)).text();
  await scrape();
  const sampling = (async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, 250));
      const text = await scrape().catch(() => '');
      if (text)
        windows.push({
          p99: metricOf(text, 'srm_nodejs_eventloop_lag_p99_seconds') * 1000,
          max: metricOf(text, 'srm_nodejs_eventloop_lag_max_seconds') * 1000,
        });
    }
  })();
  const result = await work();
  running = false;
  await sampling;
  const valid = windows.filter((w) => Number.isFinite(w.p99));
  return {
    result,
    lagP99: Math.max(0, ...valid.map((w) => w.p99)),
    lagMax: Math.max(0, ...valid.map((w) => w.max)),
  };
}

async function exportRows(base, headers, serverPid) {
  const body = JSON.stringify({
    OrderByParam: 'PO_NO',
    Params: [{ FIELD_NAME: 'PO_ITEM', ACTION_TYPE: 5, PARAM_VALUE: String(exportItems), DATA_TYPE: 3 }],
  });
  const baseline = rssOf(serverPid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(serverPid));
  }, 50);
  const started = performance.now();
  const startedExport = await (
    await fetch(`${base}/PurchaseOrderReport/ExportData`, { method: 'POST', headers, body })
  ).json();
  if (startedExport.code !== 200) throw new Error(`export refused: ${startedExport.msg}`);
  const id = startedExport.data.ID;
  let record;
  for (;;) {
    const list = await (await fetch(`${base}/User/ExportFileList?Page=1&Limit=10`, { headers })).json();
    record = list.data.find((r) => r.ID === id);
    if (record && record.Status !== 0) break;
    if (performance.now() - started > 120_000) throw new Error('export did not finish in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const jobDone = performance.now();
  const file = await fetch(`${base}/Export/Download?id=${id}`, { headers });
  const bytes = (await file.arrayBuffer()).byteLength;
  const downloaded = performance.now();
  clearInterval(sampler);
  return {
    rows: record.RowCount,
    status: record.Status,
    seconds: (downloaded - started) / 1000,
    jobSeconds: (jobDone - started) / 1000,
    bytes,
    rssGrowth: peak - baseline,
    baseline,
  };
}

/**
 * Writes as other users make them while the list load runs: preference saves (a tab opened, a theme changed) by
 * three other users and delivery-note saves by a vendor. Answers a stop() that resolves to the writes made.
 */
async function backgroundWrites(base, sessions) {
  const { prefs, vendor } = sessions;
  const post = (headers, pathName, body) =>
    fetch(`${base}/${pathName}`, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) =>
      r.json(),
    );
  const notes = await post(vendor, 'DeliveryNote/LoadData', {
    Page: 1,
    Limit: 1,
    Params: [{ FIELD_NAME: 'STATUS', ACTION_TYPE: 1, PARAM_VALUE: '1', DATA_TYPE: 3 }],
  });
  const id = notes.data[0].ID;
  const detail = (await (await fetch(`${base}/DeliveryNote/Get?id=${id}`, { headers: vendor })).json()).data;
  let running = true;
  let writes = 0;
  let errors = 0;
  const loop = async (every, write) => {
    while (running) {
      const t0 = performance.now();
      try {
        const res = await write();
        if (res.code === 200) writes++;
        else errors++;
      } catch {
        errors++;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, every - (performance.now() - t0))));
    }
  };
  let n = 0;
  const loops = [
    ...prefs.map((headers) =>
      loop(75, () =>
        post(headers, 'User/SavePreferences', { theme: 'dark', tabs: ['/index', `/tab/${n++ % 7}`] }),
      ),
    ),
    loop(200, () =>
      post(vendor, 'DeliveryNote/AddOrModifySave', {
        ID: detail.ID,
        DELIVERY_DATE: detail.DELIVERY_DATE,
        DESCRIPTION: `bench ${n++}`,
        Lines: detail.Lines.map((l) => ({
          ID: l.ID,
          ORDER_LINE_ID: l.ORDER_LINE_ID,
          DELIVERY_QTY: l.DELIVERY_QTY,
          PACKING_QTY: l.PACKING_QTY,
        })),
      }),
    ),
  ];
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { writes, errors };
    },
  };
}

/** Waits (at most 60 s) until the machine is ≥ 80 % idle over one second; answers the last idle share. */
async function settle() {
  const busy = () =>
    os.cpus().reduce((t, c) => t + c.times.user + c.times.nice + c.times.sys + c.times.irq, 0);
  const all = () => os.cpus().reduce((t, c) => t + Object.values(c.times).reduce((a, b) => a + b, 0), 0);
  let idle = 0;
  for (let i = 0; i < 60; i++) {
    const [b0, a0] = [busy(), all()];
    await new Promise((r) => setTimeout(r, 1000));
    idle = 1 - (busy() - b0) / Math.max(1, all() - a0);
    if (idle >= 0.8) break;
  }
  return idle;
}

/** Until the standby at `standby` has replayed everything the primary at `primary` has written so far. */
async function replayed(primary, standby) {
  const one = async (url, text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows[0].lsn;
    } finally {
      await client.end();
    }
  };
  const target = await one(primary, 'select pg_current_wal_insert_lsn()::text as lsn');
  for (;;) {
    const caughtUp = await one(standby, `select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn as lsn`);
    if (caughtUp) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * A vendor user of HQ's bench vendor B0001 (`benchvendor`, vendor1's password and role), made once per database: the
 * vendor's screens are measured on a vendor that holds bench data (the demo vendors hold a few rows).
 */
async function ensureBenchVendor() {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(`
      insert into app_user (user_name, nick_name, password_hash, role_id, vendor_code)
      select 'benchvendor', 'Bench vendor B0001', password_hash, role_id, 'B0001' from app_user
       where user_name = 'vendor1' and not exists (select 1 from app_user where user_name = 'benchvendor')`);
    await client.query(`
      insert into user_organization (org_id, user_id)
      select o.org_id, b.id from app_user b, user_organization o join app_user v on v.id = o.user_id
       where b.user_name = 'benchvendor' and v.user_name = 'vendor1'
         and not exists (select 1 from user_organization x where x.user_id = b.id)`);
  } finally {
    await client.end();
  }
}

/**
 * The vendor's busiest screens at 32 connections, quiet (BENCH_VENDOR_SCREENS=0 leaves them out): its delivery notes
 * and the open order lines it ships against, first page each, as the screens ask for them.
 */
async function vendorScreens(server) {
  await ensureBenchVendor();
  const headers = await signIn(server.base, 'benchvendor');
  log("\nThe vendor's busiest screens (HQ's vendor B0001; 32 connections, quiet):");
  for (const [label, route] of [
    ['delivery notes', 'DeliveryNote/LoadData'],
    ['open order lines to ship', 'DeliveryNote/OpenOrderLines'],
  ]) {
    const url = `${server.base}/${route}`;
    const body = JSON.stringify({ Page: 1, Limit: 20 });
    const probe = await (await fetch(url, { method: 'POST', headers, body })).json();
    await driveApi(url, headers, body, 8).catch(() => undefined);
    const r = await withCpu(server.child.pid, () =>
      withSamples(server.metrics, () => driveApi(url, headers, body, 32)),
    );
    log(
      `  ${label} (${route}, ${probe.count} rows): ${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, ` +
        `${r.errors} errors; PostgreSQL CPU a request ${r.dbCpuMs.toFixed(2)} ms` +
        (replicaUrl
          ? `, ${(100 * r.replicaShare).toFixed(1)} % on the replica (its CPU ${r.replicaCpuMs.toFixed(2)} ms)`
          : ''),
    );
  }
}

async function main() {
  log(`List engine benchmark on ${os.cpus().length} cores, Node ${process.version}`);
  log(
    `PostgreSQL ${adminUrl.replace(/\/\/[^@]*@/, '//')}, database ${dbName}${reuse ? ' (kept by an earlier run)' : ''}`,
  );
  rawPoolMax = await checkConnections();
  if (!reuse) await admin((c) => c.query(`create database ${dbName}`));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-bench-'));
  let server;
  let unpin = () => {};
  try {
    if (!reuse) await buildDatabase();
    if (only === 'data') return;
    postmasters.primary = await postmasterOf(dbUrl);
    if (process.env.BENCH_PIN === '1') {
      unpin = pinCores(postmasters.primary);
      log(
        `PostgreSQL pinned to core 0, the bench and its server to cores 1–${os.cpus().length - 1} (BENCH_PIN=1)`,
      );
    }
    if (replicaUrl) {
      postmasters.replica = await postmasterOf(replicaUrl);
      await step('the standby replaying the data', () => replayed(dbUrl, replicaUrl));
    }
    server = await step('server start', () => startServer(dataDir));
    metricsUrl = server.metrics;
    const headers = await signIn(server.base, 'buyer');
    const writers = {
      prefs: [
        await signIn(server.base, 'admin'),
        await signIn(server.base, 'finance'),
        await signIn(server.base, 'vendor2'),
      ],
      vendor: await signIn(server.base, 'vendor1'),
    };

    const query = {
      Page: 2,
      Limit: 20,
      OrderByParam: 'DUE_DATE',
      OrderBySort: 1,
      Params: [
        { FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'B0042', DATA_TYPE: 1 },
        { FIELD_NAME: 'DUE_DATE', ACTION_TYPE: 3, PARAM_VALUE: '2026-06-01', DATA_TYPE: 4 },
        { FIELD_NAME: 'ORDERED_QTY', ACTION_TYPE: 2, PARAM_VALUE: '300', DATA_TYPE: 3 },
      ],
    };
    const body = JSON.stringify(query);
    const answer = await fetch(`${server.base}/PurchaseOrderReport/LoadData`, {
      method: 'POST',
      headers,
      body,
    });
    const text = await answer.text();
    const probe = JSON.parse(text);
    const headerBytes = [...answer.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    log(
      `\nLoadData: ${probe.count} matching order lines, page of ${probe.data.length}; ` +
        `answer ${Buffer.byteLength(text).toLocaleString('en')} bytes + ${headerBytes} bytes of headers`,
    );
    const orgId = Number(headers.orgid);
    const statement = await compiledStatement(query, {
      orgId,
      vendorCode: null,
      userName: 'buyer',
      userId: 0,
    });

    const idle = await settle();
    log(
      `machine before the runs: ${(100 * idle).toFixed(0)} % idle over 1 s, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    // Each concurrency runs BENCH_ROUNDS rounds of API then raw SQL; the table shows the median of each figure over
    // the rounds (run-to-run spread on a shared 2-core machine is ±15 %) and the rounds' p95 below it.
    const results = [];
    for (const connections of connectionCounts) {
      // A short warm-up so both sides run on a warm cache and JIT.
      await driveApi(`${server.base}/PurchaseOrderReport/LoadData`, headers, body, 8).catch(() => undefined);
      const api = [];
      const apiWrites = [];
      const raw = [];
      const rawServerPool = [];
      const unprepared = [];
      for (let round = 0; round < rounds; round++) {
        const drive = () =>
          withCpu(server.child.pid, () =>
            withSamples(server.metrics, () =>
              driveApi(`${server.base}/PurchaseOrderReport/LoadData`, headers, body, connections),
            ),
          );
        api.push(await drive());
        const background = await backgroundWrites(server.base, writers);
        const loaded = await drive();
        const made = await background.stop();
        apiWrites.push({ ...loaded, writesPerSecond: made.writes / seconds, writeErrors: made.errors });
        if (only === 'api') continue;
        raw.push(await withCpu(null, () => driveSql(statement, connections, true)));
        if (connections > serverPool)
          rawServerPool.push(await withCpu(null, () => driveSql(statement, connections, true, serverPool)));
        unprepared.push(await withCpu(null, () => driveSql(statement, connections, false)));
      }
      results.push({
        connections,
        api: medianOf(api),
        apiWrites: medianOf(apiWrites),
        raw: raw.length ? medianOf(raw) : null,
        rawServerPool: rawServerPool.length ? medianOf(rawServerPool) : null,
        unprepared: unprepared.length ? medianOf(unprepared) : null,
        rounds: { api, apiWrites, raw },
      });
    }

    log(
      `| connections | side | req/s | p50 | p95 | p99 | errors | CPU ms/request (of which PostgreSQL) |   (median of ${rounds} rounds of ${seconds} s)`,
    );
    log('|---|---|---|---|---|---|---|---|');
    for (const { connections, api, apiWrites, raw, rawServerPool, unprepared } of results) {
      for (const [side, r] of [
        ['API (HTTP, autocannon)', api],
        [
          `API with background writes (${apiWrites.writesPerSecond.toFixed(0)} writes/s, ${apiWrites.writeErrors} failed)`,
          apiWrites,
        ],
        ['raw SQL (pg, prepared as the server does)', raw],
        [`raw SQL (pg, prepared, ${serverPool} connections as the server's pool)`, rawServerPool],
        ['raw SQL (pg, planned per call)', unprepared],
      ]) {
        if (!r) continue;
        log(
          `| ${connections} | ${side} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${r.cpuMs.toFixed(2)} (${r.dbCpuMs.toFixed(2)}) |`,
        );
      }
      if (raw)
        log(
          `| ${connections} | API / raw | ${(api.rps / raw.rps).toFixed(2)} | | | | | ${(raw.cpuMs / api.cpuMs).toFixed(2)} (raw CPU / API CPU) |`,
        );
      if (rawServerPool)
        log(
          `| ${connections} | API / raw on ${serverPool} connections | ${(api.rps / rawServerPool.rps).toFixed(2)} | | | | | |`,
        );
    }
    // Where a request's CPU goes, and what that allows: with the load generator, the server and PostgreSQL on the same
    // two cores, API / raw cannot exceed raw CPU / (API CPU + generator CPU); with the API on cores of its own,
    // PostgreSQL is the limit on both sides and the ratio is its CPU per raw statement / per API request (computed).
    log('\nCPU a request (ms), API with background writes against raw SQL:');
    for (const { connections, apiWrites: a, raw } of results) {
      if (!raw) continue;
      const server = a.cpuMs - a.dbCpuMs;
      const client = raw.cpuMs - raw.dbCpuMs;
      log(
        `  ${connections}: API — server ${server.toFixed(2)}, PostgreSQL ${a.dbCpuMs.toFixed(2)}, load generator ` +
          `${a.generatorCpuMs.toFixed(2)}; raw — pg client ${client.toFixed(2)}, PostgreSQL ${raw.dbCpuMs.toFixed(2)}. ` +
          `Ceiling of API / raw on one shared machine ${(raw.cpuMs / (a.cpuMs + a.generatorCpuMs)).toFixed(2)} ` +
          `(measured ${(a.rps / raw.rps).toFixed(2)}); with the API on cores of its own (computed) ` +
          `${Math.min(1, raw.dbCpuMs / a.dbCpuMs).toFixed(2)}`,
      );
    }
    if (replicaUrl) {
      log('\nWith a read replica (REPLICA_DATABASE_URL):');
      for (const { connections, api, apiWrites } of results)
        for (const [kind, r] of [
          ['quiet', api],
          ['with background writes', apiWrites],
        ])
          log(
            `  ${connections}, ${kind}: ${(100 * r.replicaShare).toFixed(1)} % of list reads served by the replica; ` +
              `PostgreSQL CPU a request: primary ${r.dbCpuMs.toFixed(2)} ms, replica ${r.replicaCpuMs.toFixed(2)} ms`,
          );
    }
    for (const { connections, rounds: r } of results) {
      const each = (list, pick) => list.map((x) => pick(x).toFixed(0)).join(', ');
      log(
        `  ${connections} connections, each round: API ${each(r.api, (x) => x.rps)} req/s, p95 ${each(r.api, (x) => x.p95)} ms` +
          (r.raw.length
            ? `; raw ${each(r.raw, (x) => x.rps)} req/s, p95 ${each(r.raw, (x) => x.p95)} ms`
            : ''),
      );
    }

    // The tail: each API round's p99 / p95 with what the server went through meanwhile (sampled every 250 ms).
    log('\nThe tail, each API round (server metrics sampled every 250 ms):');
    log(
      '| connections | round | p95 | p99 | p99 / p95 | event-loop delay max | windows > 50 ms | pool waiting mean / max | GC ms (max in a window) | bench process event-loop delay max | slow requests (> 2 × p95): in a window with a server stall / GC > 25 ms / pool waits / a bench stall | over 1 s / 2.5 s, bench | over 1 s / 2.5 s, server | slow ones sent in the first second of the round | all requests (first on each connection too): p95 / p99 | first request on each connection: p50 / max |',
    );
    log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    const tail = [];
    for (const { connections, rounds: r } of results) {
      for (const [kind, list] of [
        ['quiet', r.api],
        ['writes', r.apiWrites],
      ]) {
        list.forEach((x, i) => {
          tail.push({ connections, ratio: x.p99 / x.p95 });
          log(
            `| ${connections} | ${kind} ${i + 1} | ${ms(x.p95)} | ${ms(x.p99)} | ${(x.p99 / x.p95).toFixed(2)} | ${ms(x.lagMax)} | ` +
              `${(100 * x.lagWindowsOver50).toFixed(0)} % | ${x.waitingMean.toFixed(1)} / ${x.waitingMax} | ` +
              `${x.gcMs.toFixed(0)} (${x.gcMaxWindowMs.toFixed(0)}) | ${ms(x.clientLagMax)} | ${x.slowCount}: ` +
              `${x.slowInLag.toFixed(0)} % / ${x.slowInGc.toFixed(0)} % / ${x.slowInWait.toFixed(0)} % / ` +
              `${x.slowInClientLag.toFixed(0)} % | ${x.clientOver1s.toFixed(2)} % / ${x.clientOver2_5s.toFixed(2)} % | ` +
              `${x.serverOver1s.toFixed(2)} % / ${x.serverOver2_5s.toFixed(2)} % | ${x.slowSentFirstSecond.toFixed(0)} % | ` +
              `${ms(x.p95All)} / ${ms(x.p99All)} | ${ms(x.firstP50)} / ${ms(x.firstMax)} |`,
          );
        });
      }
    }

    if (process.env.BENCH_VENDOR_SCREENS !== '0') await vendorScreens(server);

    let exported;
    if (only !== 'api') {
      log(
        `\nExport of HQ's order lines with PO_ITEM <= ${exportItems} (100,000 rows on the default database):`,
      );
      // BENCH_EXPORTS=n: n exports one after the other (the figures of each; the targets judge the last).
      const exports = Math.max(1, Number(process.env.BENCH_EXPORTS ?? 1));
      for (let n = 0; n < exports; n++) {
        const during = await loopDelayDuring(server.metrics, () =>
          exportRows(server.base, headers, server.child.pid),
        );
        exported = { ...during.result, lagP99: during.lagP99, lagMax: during.lagMax };
        log(
          `  ${exported.rows?.toLocaleString('en')} rows, status ${exported.status}, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB xlsx; ` +
            `job done in ${exported.jobSeconds.toFixed(1)} s, downloaded after ${exported.seconds.toFixed(1)} s; ` +
            `server RSS ${(exported.baseline / 1048576).toFixed(0)} MB, growth ${(exported.rssGrowth / 1048576).toFixed(0)} MB; ` +
            `server event-loop delay meanwhile: p99 ≤ ${exported.lagP99.toFixed(1)} ms (largest 250-ms window), max ${exported.lagMax.toFixed(1)} ms`,
        );
      }
    }
    const first = results.find((x) => x.connections === 32);
    log('\nTargets:');
    if (first) {
      log(`  p95 ≤ 50 ms at 32 connections: ${ms(first.api.p95)} ${first.api.p95 <= 50 ? 'met' : 'MISSED'}`);
    }
    for (const { connections, apiWrites: a, raw } of results) {
      if (!raw) continue;
      const ratio = a.rps / raw.rps;
      log(
        `  API with background writes ≥ 0.85 × raw SQL at ${connections}: ${ratio.toFixed(2)} ${ratio >= 0.85 ? 'met' : 'MISSED'}`,
      );
    }
    const at128 = tail.filter((t) => t.connections === 128);
    if (at128.length)
      log(
        `  p99 ≤ 2 × p95 at 128 connections, every API round: ${at128.map((t) => t.ratio.toFixed(2)).join(', ')} ` +
          `${at128.every((t) => t.ratio <= 2) ? 'met' : 'MISSED'}`,
      );
    if (exported) {
      log(
        `  100k export ≤ 15 s: ${exported.seconds.toFixed(1)} s ${exported.seconds <= 15 ? 'met' : 'MISSED'}`,
      );
      log(
        `  export RSS growth ≤ 200 MB: ${(exported.rssGrowth / 1048576).toFixed(0)} MB ${exported.rssGrowth <= 200 * 1048576 ? 'met' : 'MISSED'}`,
      );
      log(
        `  event-loop delay p99 ≤ 50 ms during the export: ${exported.lagP99.toFixed(1)} ms ${exported.lagP99 <= 50 ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    unpin();
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
      if (process.env.BENCH_SERVER_LOG) await writeFile(process.env.BENCH_SERVER_LOG, server.output());
      if (process.env.BENCH_PROFILE === '1') await summariseProfile(path.join(dataDir, 'profile'), log);
    }
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP === '1' || reuse) log(`\nKept database ${dbName}: drop it by hand.`);
    else await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
