#!/usr/bin/env node
/**
 * Webhook benchmark (issue #35; docs/performance.md "Webhooks"): the real server on PostgreSQL (TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped at the end) with one endpoint for
 * `order.line.confirmed` pointing at a receiver in this process (plain http to 127.0.0.1: WEBHOOK_HTTP_LOOPBACK=1 and
 * the allowlist, as the tests do). BENCH_EVENTS vendor accepts (default 600), one order line each over HTTP, 8 at
 * once: each is one event, fanned out by the outbox to one message, sent by the webhook worker (8 at once per
 * process), signed. Twice: a receiver answering at once, then one taking BENCH_SLOW_MS (default 250) per message.
 * Printed: messages received per second, and from each accept's answer to its message's arrival p50/p95/max.
 * Run with `npm run bench:webhook` (node --import tsx).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { admin, databaseUrl, inBatches, signIn, startServer } from './bench-lib.mjs';

const { openDatabase } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { loadDemoData } = await import('../server/src/seed/demo.ts');

const count = Number(process.env.BENCH_EVENTS ?? 600);
const slowMs = Number(process.env.BENCH_SLOW_MS ?? 250);
const dbName = `srm_bench_wh_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(dbName);
const log = (...args) => console.log(...args);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** A receiver: the arrival time of each message by its first order line id, answering after `delay()` ms. */
function receiver() {
  const arrived = new Map();
  let delay = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const at = Date.now();
      const { data } = JSON.parse(body);
      for (const line of data.lines ?? [])
        if (!arrived.has(line.orderLineId)) arrived.set(line.orderLineId, at);
      setTimeout(() => {
        res.statusCode = 204;
        res.end();
      }, delay);
    });
  });
  return {
    arrived,
    setDelay: (ms) => {
      delay = ms;
    },
    listen: () =>
      new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** `n` open PO lines of V001 (new, version 0); answers their ids. */
async function openLines(db, orgId, partNo, n, tag) {
  const ids = [];
  const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  for (let start = 0; start < n; start += 100) {
    const rows = await db
      .insertInto('order_line')
      .values(
        Array.from({ length: Math.min(100, n - start) }, (_, i) => ({
          org_id: orgId,
          order_kind: 'PO',
          po_no: `WH${tag}${String(start / 100).padStart(4, '0')}`,
          po_item: (i + 1) * 10,
          vendor_code: 'V001',
          part_no: partNo,
          ordered_qty: '100',
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

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-bench-webhook-'));
const sink = receiver();
let server;
await admin((c) => c.query(`create database "${dbName}"`));
try {
  const sinkPort = await sink.listen();
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
  const rounds = [
    await openLines(db, org.id, part.part_no, count, 'F'),
    await openLines(db, org.id, part.part_no, count, 'S'),
  ];
  await sql`analyze order_line`.execute(db);
  await handle.close();

  server = await startServer({
    databaseUrl: url,
    dataDir,
    env: { LOG_PRETTY: '0', WEBHOOK_HTTP_LOOPBACK: '1' },
  });
  const post = async (headers, route, body) => {
    const res = await fetch(`${server.base}/${route}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${answer.msg}`);
    return answer.data;
  };
  const adminHeaders = await signIn(server.base, 'admin');
  await post(adminHeaders, 'WebhookEndpoint/SaveAllowlist', { ENTRIES: ['127.0.0.1'] });
  await post(adminHeaders, 'WebhookEndpoint/Save', {
    URL: `http://127.0.0.1:${sinkPort}/hook`,
    DESCRIPTION: 'bench',
    EVENTS: ['order.line.confirmed'],
  });
  const vendor = await signIn(server.base, 'vendor1');

  log(
    `Webhook bench on PostgreSQL (${dbName}): ${count} events (one accepted order line each, 8 requests at once), ` +
      'one endpoint, the webhook worker sending 8 at once',
  );
  for (const [round, ids] of rounds.entries()) {
    const delay = round === 0 ? 0 : slowMs;
    sink.setDelay(delay);
    const answered = new Map();
    const started = Date.now();
    await inBatches(ids, 8, async (id) => {
      await post(vendor, 'OrderConfirmation/Accept', { LINES: [{ ID: id, VERSION: 0 }] });
      answered.set(id, Date.now());
    });
    const acceptsMs = Date.now() - started;
    const deadline = Date.now() + 10 * 60_000;
    while (ids.some((id) => !sink.arrived.has(id))) {
      if (Date.now() > deadline) throw new Error('messages missing after 10 minutes');
      await new Promise((r) => setTimeout(r, 50));
    }
    const last = Math.max(...ids.map((id) => sink.arrived.get(id)));
    const delays = ids.map((id) => sink.arrived.get(id) - answered.get(id)).sort((a, b) => a - b);
    log(
      `Receiver answering ${delay ? `after ${delay} ms` : 'at once'}: accepts ${Math.round((count / acceptsMs) * 1000)}/s; ` +
        `${count} messages in ${((last - started) / 1000).toFixed(1)} s, ` +
        `${Math.round((count / (last - started)) * 1000)} messages/s; accept answered → message arrived ` +
        `p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, max ${delays.at(-1)} ms`,
    );
  }
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
  }
  await sink.close();
  await rm(dataDir, { recursive: true, force: true });
  await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}
