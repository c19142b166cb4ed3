#!/usr/bin/env node
/**
 * Shift-end burst (issue #38; a benchmark, not a test: it prints figures, see docs/performance.md "Bursts").
 *
 * BURST_VENDORS (50) vendor sessions each print BURST_LABELS (100) inner labels — a print of that size is rendered by
 * the pdf-export job, not in the request — while BURST_BUYERS (20) buyers (each an account of their own) each start
 * one export of the purchase order report (BURST_EXPORT_ROWS, 10,000 order lines), all at the same moment. Each
 * session then does what the web does: asks for its export records every BURST_POLL_MS (500) until its record is
 * finished, and downloads the file. Printed per run: request → downloadable file p50/p95/max for prints and for
 * exports, jobs per second, errors (any refusal, failed record, missing file or a wait over BURST_TIMEOUT 180 s), and
 * how the exports fared beside the prints (how many were ready before the last print, and their waits).
 *
 * BURST_RUNS (default "postgres:1,postgres:2,pglite") names the runs: PostgreSQL (TEST_DATABASE_URL) with WORKERS=1
 * and 2, and the embedded default (PGlite in a data folder of its own). Each run gets a fresh database, dropped after.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { register } from 'tsx/esm/api';
import { Agent, setGlobalDispatcher } from 'undici';
import { admin, connectionBudget, databaseUrl, inBatches, signIn, startServer } from './bench-lib.mjs';

register();
const vendorCount = Number(process.env.BURST_VENDORS ?? 50);
const labelsEach = Number(process.env.BURST_LABELS ?? 100);
const buyerCount = Number(process.env.BURST_BUYERS ?? 20);
const exportRows = Number(process.env.BURST_EXPORT_ROWS ?? 10_000);
const pollMs = Number(process.env.BURST_POLL_MS ?? 500);
const timeoutMs = Number(process.env.BURST_TIMEOUT ?? 180) * 1000;
const runs = (process.env.BURST_RUNS ?? 'postgres:1,postgres:2,pglite').split(',').map((r) => {
  const [engine, workers] = r.split(':');
  return { engine, workers: Number(workers ?? 1) };
});
const password = 'Burst@2026';

setGlobalDispatcher(new Agent({ connections: vendorCount + buyerCount + 8, keepAliveTimeout: 60_000 }));
const log = (...args) => console.log(...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pad = (n) => String(n).padStart(4, '0');

/** Migrations, demo data, the burst's vendors (an account and order lines each) and buyer accounts. */
async function buildDatabase(options) {
  const { openDatabase } = await import('../server/src/platform/db.ts');
  const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
  const { loadDemoData } = await import('../server/src/seed/demo.ts');
  const handle = await openDatabase(options);
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await loadDemoData(db);
    // A cheap Argon2id hash (its cost is read from the hash): 70 sign-ins at the real cost would take a minute.
    const passwordHash = await hash(password, {
      algorithm: 2,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    const hq = (await sql`select id from organization where code = 'HQ'`.execute(db)).rows[0].id;
    await sql`insert into vendor (org_id, vendor_code, vendor_name)
      select ${hq}, 'B' || lpad(g::text, 4, '0'), 'Burst vendor ' || g
      from generate_series(1, ${vendorCount}::int) g`.execute(db);
    await sql`insert into part (org_id, part_no, part_name, base_unit, spq)
      select ${hq}, 'BP' || lpad(g::text, 4, '0'), 'Burst part ' || g, 'PCS', 10
      from generate_series(1, ${vendorCount}::int) g`.execute(db);
    // The order lines the buyers export: spread over the burst vendors (each vendor's first is its labels' part).
    await sql`insert into order_line (org_id, order_kind, po_no, po_item, vendor_code, part_no, ordered_qty, po_unit,
                                      base_unit, unit_price, due_date, buyer)
      select ${hq}, 'PO', 'BPO' || lpad((g % ${vendorCount}::int + 1)::text, 4, '0'), g,
             'B' || lpad((g % ${vendorCount}::int + 1)::text, 4, '0'),
             'BP' || lpad((g % ${vendorCount}::int + 1)::text, 4, '0'), 1000, 'PCS', 'PCS', 2.5,
             date '2026-12-01' + (g % 60), 'buyer'
      from generate_series(1, ${exportRows}::int) g`.execute(db);
    await sql`insert into app_user (user_name, nick_name, password_hash, role_id, vendor_code, email)
      select 'burst' || lpad(g::text, 4, '0'), 'Burst vendor ' || g, ${passwordHash},
             (select role_id from app_user where user_name = 'vendor2'), 'B' || lpad(g::text, 4, '0'),
             'burst' || g || '@burst.srm.local'
      from generate_series(1, ${vendorCount}::int) g`.execute(db);
    await sql`insert into app_user (user_name, nick_name, password_hash, role_id, email)
      select 'bbuyer' || lpad(g::text, 4, '0'), 'Burst buyer ' || g, ${passwordHash},
             (select role_id from app_user where user_name = 'buyer'), 'bbuyer' || g || '@burst.srm.local'
      from generate_series(1, ${buyerCount}::int) g`.execute(db);
    await sql`insert into user_organization (user_id, org_id)
      select id, ${hq} from app_user where user_name like 'burst%' or user_name like 'bbuyer%'`.execute(db);
    await sql`analyze`.execute(db);
  } finally {
    await handle.close();
  }
}

const json = async (res) => (await res).json();
const post = async (base, headers, pathName, body) =>
  json(fetch(`${base}/${pathName}`, { method: 'POST', headers, body: JSON.stringify(body) }));

/** Signs everyone in and gives each vendor `labelsEach` manual labels of its part (not measured). */
async function prepare(base) {
  const vendors = await inBatches(
    Array.from({ length: vendorCount }, (_, i) => i + 1),
    8,
    async (n) => {
      const headers = await signIn(base, `burst${pad(n)}`, password);
      const created = await post(base, headers, 'DnbarcodeHandmade/Create', {
        PART_NO: `BP${pad(n)}`,
        BOX_QTY: '10',
        BOX_COUNT: labelsEach,
      });
      if (created.code !== 200) throw new Error(`labels of burst${pad(n)}: ${created.msg}`);
      const labels = await post(base, headers, 'DnbarcodeHandmade/LoadData', { Page: 1, Limit: labelsEach });
      if (labels.code !== 200 || labels.data.length !== labelsEach)
        throw new Error(`labels of burst${pad(n)}: ${labels.msg ?? labels.data.length}`);
      return { kind: 'print', name: `burst${pad(n)}`, headers, ids: labels.data.map((l) => l.ID) };
    },
  );
  const buyers = await inBatches(
    Array.from({ length: buyerCount }, (_, i) => i + 1),
    8,
    async (n) => ({
      kind: 'export',
      name: `bbuyer${pad(n)}`,
      headers: await signIn(base, `bbuyer${pad(n)}`, password),
    }),
  );
  return [...vendors, ...buyers];
}

/** One session's burst: start its print or export, wait for the record as the web does, download the file. */
async function oneSession(base, s, t0) {
  const started = performance.now();
  const out = { kind: s.kind, name: s.name, error: null, ms: null, rows: null, bytes: 0 };
  try {
    const answer =
      s.kind === 'print'
        ? await post(base, s.headers, 'DeliveryCode/Print', { IDS: s.ids })
        : await post(base, s.headers, 'PurchaseOrderReport/ExportData', { Page: 1, Limit: 20, Params: [] });
    out.answeredMs = performance.now() - started;
    if (answer.code !== 200) throw new Error(`${answer.code} ${answer.msg}`);
    const id = s.kind === 'print' ? answer.data.ExportId : answer.data.ID;
    let record = null;
    while (performance.now() - started < timeoutMs) {
      await sleep(pollMs);
      const list = await json(fetch(`${base}/User/ExportFileList?Page=1&Limit=20`, { headers: s.headers }));
      record = list.data?.find((r) => r.ID === id);
      if (record && record.Status !== 0) break;
    }
    if (!record || record.Status === 0) throw new Error(`still processing after ${timeoutMs / 1000} s`);
    if (record.Status !== 1) throw new Error(`record status ${record.Status}`);
    const file = await fetch(`${base}/Export/Download?id=${id}`, { headers: s.headers });
    if (!file.ok) throw new Error(`download ${file.status}`);
    out.bytes = (await file.arrayBuffer()).byteLength;
    out.ms = performance.now() - started;
    out.readyAt = performance.now() - t0;
    out.rows = record.RowCount;
  } catch (err) {
    out.error = String(err?.message ?? err);
  }
  return out;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const s1 = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function oneRun({ engine, workers }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-burst-'));
  const dbName = `srm_burst_${randomBytes(4).toString('hex')}`;
  const url = engine === 'postgres' ? databaseUrl(dbName) : undefined;
  let server;
  try {
    if (url) {
      const { free } = await connectionBudget();
      const need = workers * 24 + 4;
      if (free < need) throw new Error(`not enough free PostgreSQL connections (${free} < ${need})`);
      await admin((c) => c.query(`create database ${dbName}`));
      await buildDatabase({ kind: 'postgres', url });
    } else await buildDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
    server = await startServer({
      databaseUrl: url,
      dataDir,
      timeoutMs: 300_000,
      env: { LOG_PRETTY: '0', LOGIN_IP_LIMIT: '100000', WORKERS: String(workers) },
    });
    if (workers > 1) await sleep(3000);
    const sessions = await prepare(server.base);
    const t0 = performance.now();
    const results = await Promise.all(sessions.map((s) => oneSession(server.base, s, t0)));
    const makespan = Math.max(...results.map((r) => r.readyAt ?? 0));
    return { engine, workers, results, makespan };
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
    }
    await rm(dataDir, { recursive: true, force: true });
    if (url) await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  }
}

function report(run) {
  const { results, makespan } = run;
  const errors = results.filter((r) => r.error);
  const stats = (kind) => {
    const done = results.filter((r) => r.kind === kind && !r.error);
    const sorted = Float64Array.from(done.map((r) => r.ms)).sort();
    return { done, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
  };
  const prints = stats('print');
  const exports = stats('export');
  const lastPrint = Math.max(0, ...prints.done.map((r) => r.readyAt));
  const before = exports.done.filter((r) => r.readyAt < lastPrint).length;
  const label = `${run.engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, WORKERS=${run.workers}`;
  log(
    `\n${label}: ${vendorCount} prints of ${labelsEach} labels + ${buyerCount} exports of the order report`,
  );
  log(
    `  all ${results.length - errors.length} files ready in ${s1(makespan)} (${((results.length - errors.length) / (makespan / 1000)).toFixed(1)} jobs/s); errors: ${errors.length}` +
      `; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  log(
    `  prints: request → downloadable p50 ${s1(prints.p50)}, p95 ${s1(prints.p95)}, max ${s1(prints.max)}` +
      ` (${prints.done.length} done)`,
  );
  log(
    `  exports (${exports.done[0]?.rows ?? '?'} rows each): p50 ${s1(exports.p50)}, p95 ${s1(exports.p95)}, max ${s1(exports.max)}` +
      `; ${before} of ${exports.done.length} ready before the last print (at ${s1(lastPrint)})`,
  );
  for (const e of errors.slice(0, 5)) log(`  failed: ${e.name} ${e.kind}: ${e.error}`);
  return {
    label,
    errors: errors.length,
    makespan,
    prints,
    exports,
    before,
    lastPrint,
  };
}

async function main() {
  log(
    `Burst on ${os.cpus().length} cores, Node ${process.version}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const summary = [];
  for (const run of runs) summary.push(report(await oneRun(run)));
  log(
    '\n| run | errors | all ready | jobs/s | prints p50 / p95 / max | exports p50 / p95 / max | exports ready before the last print |',
  );
  log('|---|---|---|---|---|---|---|');
  for (const s of summary)
    log(
      `| ${s.label} | ${s.errors} | ${s1(s.makespan)} | ${((vendorCount + buyerCount - s.errors) / (s.makespan / 1000)).toFixed(1)} | ` +
        `${s1(s.prints.p50)} / ${s1(s.prints.p95)} / ${s1(s.prints.max)} | ${s1(s.exports.p50)} / ${s1(s.exports.p95)} / ${s1(s.exports.max)} | ` +
        `${s.before} of ${s.exports.done.length} |`,
    );
  if (summary.some((s) => s.errors > 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
