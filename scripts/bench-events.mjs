#!/usr/bin/env node
/**
 * Domain events benchmark (issue #31; docs/performance.md "Domain events (#31)"). On PostgreSQL (TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped at the end), through the portal's
 * own outbox (`DomainEvents` over the pg-boss job queue): every event has two subscribers, each writing one row in
 * its delivery's transaction (with `clock_timestamp()`, the moment of its delivery).
 *   1. Drain: BENCH_EVENTS events (default 4000) published while no worker runs, then one worker started: delivered
 *      events per second (an event counts once both subscribers have it).
 *   2. Steady: events published at BENCH_RATE per second (default 500) for BENCH_SECONDS (default 10), one per
 *      transaction from 8 publishers, with the worker running: delivered events per second, and the delay from each
 *      publishing transaction's commit to its later subscriber's delivery, p50/p95/max.
 * Publishers and worker share this one process (as an API process publishes and delivers); the worker runs
 * BENCH_CONCURRENCY batches of up to 25 deliveries at once (default 4, the production setting).
 * BENCH_WEBHOOK=delivered adds the webhook module's subscriber as it was before session 23 (a delivery per event,
 * fanned out to no endpoint: the organisation has none), BENCH_WEBHOOK=filtered as it is (its interest asked at
 * publication: no delivery); default none. The figures count the two bench subscribers either way.
 * Run with `npm run bench:events` (node --import tsx).
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { admin, databaseUrl } from './bench-lib.mjs';

const { openDatabase } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { JobQueue } = await import('../server/src/platform/jobs/job-queue.ts');
const { DomainEvents } = await import('../server/src/platform/events/domain-events.ts');
const { endpointTakes, fanOut } = await import('../server/src/modules/webhook/webhook.service.ts');
const webhookMode = process.env.BENCH_WEBHOOK ?? 'none';

const drainCount = Number(process.env.BENCH_EVENTS ?? 4000);
const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const publishers = 8;
const dbName = `srm_bench_ev_${randomBytes(4).toString('hex')}`;
const log = (...args) => console.log(...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

await admin((c) => c.query(`create database "${dbName}"`));
const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(dbName), maxConnections: 30 });
const { db } = handle;
let jobs;

try {
  await migrateToLatest(db);
  const org = await db
    .insertInto('organization')
    .values({ code: 'BENCH', name: '基准', name_en: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`create table bench_effect (
    event_id bigint not null, subscriber text not null, at timestamptz not null, primary key (event_id, subscriber))`.execute(
    db,
  );

  jobs = new JobQueue(db, 'postgres');
  const events = new DomainEvents({ db, kind: 'postgres', jobs });
  for (const subscriber of ['first', 'second'])
    events.subscribe('bench.happened', subscriber, async (event, trx) => {
      await sql`insert into bench_effect (event_id, subscriber, at)
                values (${event.id}, ${subscriber}, clock_timestamp())`.execute(trx);
    });
  if (webhookMode !== 'none')
    events.subscribe(
      'bench.happened',
      'webhook',
      (event, trx) => fanOut(trx, { jobs }, event),
      webhookMode === 'filtered' ? endpointTakes : undefined,
    );
  await events.prepare();

  /** Publishes event `n` in a transaction of its own; answers its id and the moment its commit returned. */
  const publishOne = async (n) => {
    const id = await db.transaction().execute((trx) =>
      events.publish(trx, {
        orgId: org.id,
        name: 'bench.happened',
        entity: 'note',
        entityId: n,
        payload: { noteId: n, deliveryNo: `BN${n}`, vendorCode: 'V001', by: 'bench' },
      }),
    );
    return { id, committed: Date.now() };
  };
  /** Deliveries done per event, as (event id → moment of the later subscriber's delivery, ms). */
  const deliveredSince = async (firstId) => {
    const { rows } = await sql`
      select event_id, count(*)::int as n, (extract(epoch from max(at)) * 1000)::float8 as at
        from bench_effect where event_id >= ${firstId} group by event_id`.execute(db);
    return rows.filter((r) => r.n === 2);
  };
  const waitAll = async (firstId, count) => {
    for (;;) {
      const done = await deliveredSince(firstId);
      if (done.length >= count) return done;
      await sleep(100);
    }
  };

  log(
    `Domain events bench on PostgreSQL (${dbName}), ${availableParallelism()} cores: two subscribers per event, ` +
      `one worker process, ${concurrency} batches at once; webhook subscriber: ${webhookMode}`,
  );

  // 1. Drain: the backlog first, then the worker.
  let next = 0;
  const backlog = [];
  const publishStart = Date.now();
  await Promise.all(
    Array.from({ length: publishers }, async () => {
      while (next < drainCount) backlog.push(await publishOne(next++));
    }),
  );
  const publishMs = Date.now() - publishStart;
  const firstDrained = Math.min(...backlog.map((e) => e.id));
  const started = Date.now();
  await events.start({ concurrency, pollingIntervalSeconds: 1 });
  const drained = await waitAll(firstDrained, drainCount);
  const drainMs = Math.max(...drained.map((r) => r.at)) - started;
  log(
    `Publish: ${drainCount} events, one transaction each, ${publishers} publishers: ` +
      `${Math.round((drainCount / publishMs) * 1000)} events/s`,
  );
  log(
    `Drain: ${drainCount} events (${drainCount * 2} deliveries) in ${(drainMs / 1000).toFixed(1)} s: ` +
      `${Math.round((drainCount / drainMs) * 1000)} delivered events/s`,
  );

  // 2. Steady: `rate` events per second for `seconds`, the worker running.
  const total = rate * seconds;
  const published = [];
  const steadyStart = Date.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: publishers }, async () => {
      for (;;) {
        const n = sent++;
        if (n >= total) return;
        // Event n is due at n / rate seconds after the start.
        const due = steadyStart + (n * 1000) / rate;
        if (due > Date.now()) await sleep(due - Date.now());
        published.push(await publishOne(drainCount + n));
      }
    }),
  );
  const publishedMs = Math.max(...published.map((e) => e.committed)) - steadyStart;
  const firstSteady = Math.min(...published.map((e) => e.id));
  const done = await waitAll(firstSteady, total);
  const at = new Map(done.map((r) => [Number(r.event_id), r.at]));
  const delays = published.map((e) => at.get(e.id) - e.committed).sort((a, b) => a - b);
  const steadyMs = Math.max(...done.map((r) => r.at)) - steadyStart;
  const ms = (v) => `${Math.max(0, Math.round(v))} ms`;
  log(
    `Steady: ${total} events asked at ${rate}/s, published at ${Math.round((total / publishedMs) * 1000)}/s: ` +
      `${Math.round((total / steadyMs) * 1000)} delivered events/s; commit → delivery p50 ` +
      `${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))}, max ${ms(delays.at(-1))}`,
  );
  const pending = await sql`select count(*)::int as n from event_delivery where state <> 'delivered'`.execute(
    db,
  );
  log(`Deliveries not delivered at the end: ${pending.rows[0].n}`);
} finally {
  await jobs?.stop(5000).catch(() => {});
  await handle.close();
  await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}
