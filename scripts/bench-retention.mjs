#!/usr/bin/env node
/**
 * Event months benchmark (issue #50 item 3; docs/performance.md "Event months"). On PostgreSQL (TEST_DATABASE_URL;
 * a database of its own, dropped at the end unless BENCH_KEEP=1):
 *   1. Before: the schema as it was before migration 0040 holds BENCH_LEGACY_EVENTS events (default 1,000,000), each
 *      with two subscriber deliveries and, for every fourth, a webhook message and its attempt. Three reads the
 *      portal makes on them are timed (median of 200, prepared as the portal prepares them): an event with its deliveries by id (a delivery's job), an
 *      entity's pending events older than one (the ordering check), the administrators' undelivered list page.
 *   2. The migration to partitions, timed, while a writer publishes an event every 20 ms: the longest a write waited.
 *   3. Two old months of BENCH_MONTH_EVENTS events each (default 1,000,000, same shape) written into their
 *      partitions; the same reads timed again (the partitioned tables now hold three times the rows).
 *      Then empty partitions for the 24 months before this one (a default retention's worth) and the reads again.
 *   4. The newer month removed by DELETE (its events, deliveries, messages and attempts) and the older by the retention's drop
 *      of its partitions, each timed, with the writer running: the longest a write waited during each.
 * Run with `npm run bench:retention` (node --import tsx).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { admin, databaseUrl } from './bench-lib.mjs';

const { openDatabase, preparedMark } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { migrationProvider } = await import('../server/src/migrations/index.ts');
const { insertEvent } = await import('../server/src/platform/events/event-store.ts');
const { addMonths, dropExpiredEventMonths, ensureEventMonths, firstIdOf, monthOf } = await import(
  '../server/src/platform/events/event-months.ts'
);

const legacyEvents = Number(process.env.BENCH_LEGACY_EVENTS ?? 1_000_000);
const monthEvents = Number(process.env.BENCH_MONTH_EVENTS ?? 1_000_000);
const dbName = `srm_bench_ret_${randomBytes(4).toString('hex')}`;
const log = (...args) => console.log(...args);
// As the portal runs them (event-store.ts, the list engine): prepared, planned once per connection.
const prepared = sql.raw(preparedMark);
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await admin((c) => c.query(`create database "${dbName}"`));
const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(dbName), maxConnections: 8 });
const { db } = handle;

/**
 * Writes `count` events from id `firstId` on (their created_at spread over `at`'s month), two deliveries each, and a
 * webhook message with one attempt for every fourth; `messageIds` says how the messages are numbered.
 */
async function fill(firstId, count, at, endpoint, messageIds) {
  const step = 250_000;
  for (let from = 0; from < count; from += step) {
    const n = Math.min(step, count - from);
    const base = (BigInt(firstId) + BigInt(from)).toString();
    await sql`insert into domain_event (id, org_id, name, entity, entity_id, payload, created_at)
      select ${base}::bigint + g, ${org}, 'note.shipped', 'note', 'N' || ((${from} + g) % 50000),
             '{"noteNo":"DN0000001","by":"bench"}'::jsonb, ${at}::timestamptz + (g % 2500000) * interval '1 second'
        from generate_series(0, ${n - 1}) g`.execute(db);
    await sql`insert into event_delivery (event_id, subscriber, state, attempts, delivered_at, updated_at)
      select ${base}::bigint + g, s, 'delivered', 1, ${at}, ${at}
        from generate_series(0, ${n - 1}) g, unnest(array['mail', 'webhook']) s`.execute(db);
    await sql`insert into webhook_delivery (id, endpoint_id, event_id, entity_key, state, attempts, delivered_at, created_at)
      select ${messageIds(base)}, ${endpoint}, ${base}::bigint + g, 'note:N' || g, 'delivered', 1, ${at}, ${at}
        from generate_series(0, ${n - 1}, 4) g`.execute(db);
    await sql`insert into webhook_attempt (delivery_id, attempt_no, attempted_at, status, duration_ms)
      select id, 1, ${at}, 200, 40 from webhook_delivery where event_id >= ${base}::bigint and event_id < ${base}::bigint + ${n}`.execute(
      db,
    );
  }
}

/** The three reads, each the median of 200 runs over events spread through `ids`. */
async function reads(label, ids) {
  const pick = (i) => ids[Math.floor((i * 7919) % ids.length)];
  const time = async (query) => {
    const runs = [];
    for (let i = 0; i < 200; i++) {
      const start = process.hrtime.bigint();
      await query(pick(i));
      runs.push(ms(start));
    }
    return median(runs).toFixed(2);
  };
  const byId = await time((id) =>
    sql`${prepared} select e.*, d.subscriber, d.state from event_delivery d join domain_event e on e.id = d.event_id
                 where (d.event_id, d.subscriber) in (select * from unnest(${[id, id]}::bigint[], ${['mail', 'webhook']}::text[]))
                   and d.event_id between ${id}::bigint and ${id}::bigint and e.id between ${id}::bigint and ${id}::bigint`.execute(
      db,
    ),
  );
  const older = await time((id) =>
    sql`${prepared} select o.id from domain_event o
                 join event_delivery od on od.event_id = o.id and od.subscriber = 'mail' and od.state = 'pending'
                where o.org_id = ${org} and o.entity = 'note' and o.entity_id = 'N17' and o.id < ${id}::bigint`.execute(
      db,
    ),
  );
  const undelivered = await time(() =>
    sql`${prepared} select d.event_id, d.subscriber, e.name from event_delivery d join domain_event e on e.id = d.event_id
               where d.state <> 'delivered' order by d.event_id desc limit 20`.execute(db),
  );
  log(
    `  ${label}: event with its deliveries ${byId} ms · older pending of its entity ${older} ms · undelivered page ${undelivered} ms`,
  );
}

/** Publishes an event every 20 ms through the outbox until stopped; answers the longest a publication took. */
function writer() {
  let stop = false;
  let longest = 0;
  const done = (async () => {
    while (!stop) {
      const start = process.hrtime.bigint();
      await db
        .transaction()
        .execute((trx) =>
          insertEvent(trx, { orgId: org, name: 'note.shipped', entity: 'note', entityId: 'W', payload: {} }, [
            'mail',
          ]),
        );
      longest = Math.max(longest, ms(start));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    stop = true;
    await done;
    return longest.toFixed(0);
  };
}

const size = async (table) =>
  (await sql`select pg_size_pretty(pg_total_relation_size(${table})) as s`.execute(db)).rows[0].s;

let org;
try {
  const { rows: schema } = await sql`select current_schema() as s`.execute(db);
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema[0].s });
  const { error } = await migrator.migrateTo('0039_delivery_schedule');
  if (error) throw error;
  org = (
    await sql`insert into organization (code, name, name_en) values ('BENCH', '基准', 'Bench') returning id`.execute(
      db,
    )
  ).rows[0].id;
  const endpoint = (
    await sql`insert into webhook_endpoint (org_id, url, events, secret_sealed)
              values (${org}, 'https://receiver.example.com/hook', array['note.shipped'], 'sealed') returning id`.execute(
      db,
    )
  ).rows[0].id;

  log(
    `Event months — PostgreSQL, ${legacyEvents.toLocaleString('en')} events before partitioning, then 2 months of ${monthEvents.toLocaleString('en')}`,
  );
  let start = process.hrtime.bigint();
  // Written last month: the rows from before the partitioning stay (the drop below is of a month only).
  await fill(
    1,
    legacyEvents,
    monthsAgo(new Date(), 1),
    endpoint,
    () => sql`nextval('webhook_delivery_id_seq')`,
  );
  await sql`select setval('domain_event_id_seq', ${legacyEvents + 1})`.execute(db);
  await sql`analyze`.execute(db);
  log(
    `  filled in ${(ms(start) / 1000).toFixed(0)} s: domain_event ${await size('domain_event')}, event_delivery ${await size('event_delivery')}`,
  );
  const legacyIds = Array.from({ length: 1000 }, (_, i) => String(1 + Math.floor((i * legacyEvents) / 1000)));
  await reads('plain tables', legacyIds);

  const stopWriter = writer();
  start = process.hrtime.bigint();
  await migrateToLatest(db);
  const migration = ms(start);
  log(
    `  migration 0040 on them: ${(migration / 1000).toFixed(1)} s; the longest event write meanwhile ${await stopWriter()} ms`,
  );

  const now = new Date();
  const [first, second] = [monthsAgo(now, 30), monthsAgo(now, 29)];
  for (const at of [first, second]) await db.transaction().execute((trx) => ensureEventMonths(trx, at));
  start = process.hrtime.bigint();
  for (const at of [first, second])
    await fill(firstIdOf(monthOf(at)) + 1n, monthEvents, at, endpoint, (base) => sql`${base}::bigint + g`);
  await sql`analyze`.execute(db);
  log(
    `  two months filled in ${(ms(start) / 1000).toFixed(0)} s (${await size('domain_event_p' + monthOf(first))} of events a month)`,
  );
  const monthIds = [first, second].flatMap((at) =>
    Array.from({ length: 500 }, (_, i) =>
      (firstIdOf(monthOf(at)) + 1n + BigInt(Math.floor((i * monthEvents) / 500))).toString(),
    ),
  );
  await reads('partitioned, old rows', legacyIds);
  await reads('partitioned, month rows', monthIds);
  // A default retention's worth of months (24, empty but for the current one): what every partition more costs.
  for (let n = 24; n >= 1; n--)
    await db.transaction().execute((trx) => ensureEventMonths(trx, monthsAgo(now, n)));
  await sql`analyze`.execute(db);
  const { rows: count } =
    await sql`select count(*)::int as n from pg_inherits where inhparent = 'domain_event'::regclass`.execute(
      db,
    );
  await reads(`${count[0].n} partitions, month rows`, monthIds);

  let stop = writer();
  start = process.hrtime.bigint();
  const lo = firstIdOf(monthOf(second)).toString();
  const hi = firstIdOf(addMonths(monthOf(second), 1)).toString();
  // Everything of the month's events, as the retention deletes an organisation's (no foreign key cascades).
  const deleted = await db.transaction().execute(async (trx) => {
    await sql`delete from webhook_attempt where delivery_id >= ${lo}::bigint and delivery_id < ${hi}::bigint`.execute(
      trx,
    );
    await sql`delete from webhook_delivery where id >= ${lo}::bigint and id < ${hi}::bigint`.execute(trx);
    await sql`delete from event_delivery where event_id >= ${lo}::bigint and event_id < ${hi}::bigint`.execute(
      trx,
    );
    return sql`delete from domain_event where id >= ${lo}::bigint and id < ${hi}::bigint`.execute(trx);
  });
  log(
    `  DELETE of a month (${Number(deleted.numAffectedRows).toLocaleString('en')} events, their deliveries, messages and attempts): ${(ms(start) / 1000).toFixed(2)} s; longest write meanwhile ${await stop()} ms`,
  );

  stop = writer();
  start = process.hrtime.bigint();
  const dropped = await dropExpiredEventMonths(db, monthsAgo(now, -1), [{ orgId: org, months: 30 }]);
  log(
    `  retention's drop of a month (${dropped.droppedMonths.join(', ')}; four tables' partitions): ${ms(start).toFixed(0)} ms; longest write meanwhile ${await stop()} ms`,
  );
} finally {
  await handle.close();
  if (!process.env.BENCH_KEEP) await admin((c) => c.query(`drop database "${dbName}"`));
}

function monthsAgo(now, n) {
  const at = new Date(now);
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - n);
  return at;
}
