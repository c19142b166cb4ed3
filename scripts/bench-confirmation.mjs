#!/usr/bin/env node
/**
 * Order confirmation benchmark (issue #32; target ≤ 1 s): a vendor's bulk accept of BENCH_LINES open order lines
 * (default 1,000) through the real server over HTTP (`OrderConfirmation/Accept`: locking the lines, the state machine
 * and version check of each, one set-based update and version insert, the audit entry and the event), on PostgreSQL
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped at the end).
 * BENCH_ROUNDS rounds (default 3), each on fresh lines; the median and every round are printed.
 * Run with `npm run bench:confirmation` (node --import tsx).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { admin, databaseUrl, signIn, startServer } from './bench-lib.mjs';

const { openDatabase } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { loadDemoData } = await import('../server/src/seed/demo.ts');

const lineCount = Number(process.env.BENCH_LINES ?? 1000);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const dbName = `srm_bench_oc_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(dbName);
const log = (...args) => console.log(...args);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `count` open PO lines of V001 (new, version 0), in orders of 100 items; answers their ids. */
async function openLines(db, orgId, partNo, count, round) {
  const ids = [];
  const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  for (let start = 0; start < count; start += 100) {
    const n = Math.min(100, count - start);
    const rows = await db
      .insertInto('order_line')
      .values(
        Array.from({ length: n }, (_, i) => ({
          org_id: orgId,
          order_kind: 'PO',
          po_no: `OC${round}${String(start / 100).padStart(4, '0')}`,
          po_item: (i + 1) * 10,
          vendor_code: 'V001',
          part_no: partNo,
          ordered_qty: String(100 + i),
          po_unit: 'PCS',
          base_unit: 'PCS',
          unit_price: '1.5',
          due_date: due,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-bench-confirmation-'));
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
  const part = await db
    .selectFrom('part')
    .select('part_no')
    .where('org_id', '=', org.id)
    .orderBy('part_no')
    .executeTakeFirstOrThrow();
  const batches = [];
  for (let round = 0; round < rounds + 1; round++)
    batches.push(await openLines(db, org.id, part.part_no, lineCount, round));
  await sql`analyze order_line`.execute(db);
  await handle.close();

  server = await startServer({ databaseUrl: url, dataDir, env: { LOG_PRETTY: '0' } });
  const headers = await signIn(server.base, 'vendor1');
  const accept = async (ids) => {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/OrderConfirmation/Accept`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ LINES: ids.map((id) => ({ ID: id, VERSION: 0 })) }),
    });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 200 || body.data.length !== ids.length)
      throw new Error(`accept refused: ${res.status} ${body.msg}`);
    return ms;
  };
  // The first round warms the server (statement plans, connections) and is not counted.
  await accept(batches[0]);
  const times = [];
  for (let round = 1; round <= rounds; round++) times.push(await accept(batches[round]));
  const m = median(times);
  log(
    `Bulk accept of ${lineCount} order lines (PostgreSQL, HTTP): median ${m.toFixed(0)} ms ` +
      `(rounds: ${times.map((t) => t.toFixed(0)).join(', ')} ms; target ≤ 1000 ms) ${m <= 1000 ? 'OK' : 'SLOW'}`,
  );
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
  }
  await rm(dataDir, { recursive: true, force: true });
  await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}
