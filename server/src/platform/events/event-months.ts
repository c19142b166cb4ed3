import { sql } from 'kysely';
import type { Db } from '../db.ts';

/**
 * Event months (migration 0040, docs/decisions.md "Event months"): the tables that grow with domain events are
 * range-partitioned on an id that carries the month (UTC) the event was written in, `yyyymm × 10¹⁰ + sequence`.
 * Every range-partitioned table of the schema is one of them; `<table>_p<yyyymm>` holds a month, `<table>_p0` the
 * rows written before the partitioning.
 *
 * - `ensureEventMonths`: the partitions of this month and the next ones exist (at each start and every hour: an
 *   insert into a month without its partition would fail).
 * - `dropExpiredEventMonths`: a month every organisation's retention has passed is detached and dropped, in every
 *   table at once (a whole month in milliseconds, whatever its size); an organisation that keeps events for less
 *   time than others has its older events deleted row by row.
 */
export const eventMonthFactor = 10_000_000_000;

/** How many months past the current one have their partitions ready. */
const monthsAhead = 2;

/** Retention when no organisation says otherwise (organization.event_retention_months's default). */
export const defaultRetentionMonths = 24;

/** A month as yyyymm (UTC). */
export const monthOf = (at: Date): number => at.getUTCFullYear() * 100 + at.getUTCMonth() + 1;

/** The month `n` months after `yyyymm` (n may be negative). */
export function addMonths(yyyymm: number, n: number): number {
  const index = Math.floor(yyyymm / 100) * 12 + (yyyymm % 100) - 1 + n;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/** The first id of a month: every event written in it has an id from here to the next month's first id. */
export const firstIdOf = (yyyymm: number): bigint => BigInt(yyyymm) * BigInt(eventMonthFactor);

/** The range-partitioned tables of the schema, the ones that reference others first (the order to drop a month in). */
export async function eventMonthTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string; refs: string[] | null }>`
    select c.relname as name,
           array(select r.relname::text from pg_constraint f join pg_class r on r.oid = f.confrelid
                  where f.conrelid = c.oid and f.contype = 'f' and r.relkind = 'p' and r.oid <> c.oid) as refs
      from pg_class c
     where c.relkind = 'p' and c.relnamespace = current_schema()::regnamespace
     order by c.relname`.execute(db);
  const order: string[] = [];
  const left = new Map(rows.map((r) => [r.name, r.refs ?? []]));
  while (left.size > 0) {
    const referenced = new Set([...left.values()].flat());
    const next = [...left.keys()].filter((t) => !referenced.has(t));
    if (next.length === 0)
      throw new Error(`event month tables reference each other in a circle: ${[...left.keys()]}`);
    for (const t of next) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}

/** The months that have a partition, per table (`0`: the rows written before the partitioning). */
async function partitionMonths(db: Db): Promise<Map<string, Set<number>>> {
  const { rows } = await sql<{ parent: string; child: string }>`
    select p.relname as parent, c.relname as child
      from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
     where p.relkind = 'p' and p.relnamespace = current_schema()::regnamespace`.execute(db);
  const months = new Map<string, Set<number>>();
  for (const { parent, child } of rows) {
    const month = /_p(\d{6}|0)$/.exec(child)?.[1];
    if (!months.has(parent)) months.set(parent, new Set());
    if (month) months.get(parent)!.add(Number(month));
  }
  return months;
}

/**
 * Creates the partitions of `now`'s month and the next ones where missing. Runs in the caller's transaction,
 * which it holds a lock in, so two processes never create the same partition at once.
 */
export async function ensureEventMonths(trx: Db, now: Date): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtext('srm.event-months'))`.execute(trx);
  const have = await partitionMonths(trx);
  let created = 0;
  for (const table of await eventMonthTables(trx)) {
    for (let n = 0; n <= monthsAhead; n++) {
      const month = addMonths(monthOf(now), n);
      if (have.get(table)?.has(month)) continue;
      await sql`create table ${sql.id(`${table}_p${month}`)} partition of ${sql.id(table)}
        for values from (${sql.lit(firstIdOf(month).toString())}) to (${sql.lit(firstIdOf(addMonths(month, 1)).toString())})`.execute(
        trx,
      );
      created++;
    }
  }
  return created;
}

/** How long an organisation keeps its events, in months. */
export type Retention = { orgId: number; months: number };

export type RetentionResult = { droppedMonths: number[]; deletedEvents: number };

/** Rows deleted per statement when one organisation's shorter retention deletes events one by one. */
const deleteBatch = 5_000;

/**
 * Applies the organisations' retentions at `now`: every month older than the longest retention is detached and
 * dropped in every event table (the rows written before the partitioning too, once the newest of them is that old);
 * then each organisation that keeps less has its events older than its own retention deleted (their deliveries go
 * with them). A partition a long query holds is left for the next run instead of making writes wait.
 */
export async function dropExpiredEventMonths(
  db: Db,
  now: Date,
  retentions: Retention[],
): Promise<RetentionResult> {
  const longest = retentions.length ? Math.max(...retentions.map((r) => r.months)) : defaultRetentionMonths;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - longest);
  const droppedMonths: number[] = [];
  const tables = await eventMonthTables(db);
  const have = await partitionMonths(db);
  const months = [...new Set([...have.values()].flatMap((m) => [...m]))].sort((a, b) => a - b);
  if (await beforePartitioningExpired(db, cutoff)) {
    await dropPartitions(
      db,
      tables.filter((t) => have.get(t)?.has(0)).map((t) => [t, `${t}_p0`]),
    );
    droppedMonths.push(0);
  }
  for (const month of months) {
    if (month === 0 || addMonths(month, 1) > monthOf(cutoff)) continue;
    await dropPartitions(
      db,
      tables.filter((t) => have.get(t)?.has(month)).map((t) => [t, `${t}_p${month}`]),
    );
    droppedMonths.push(month);
  }
  let deletedEvents = 0;
  for (const { orgId, months: kept } of retentions) {
    if (kept >= longest) continue;
    const orgCutoff = new Date(now);
    orgCutoff.setUTCMonth(orgCutoff.getUTCMonth() - kept);
    deletedEvents += await deleteEventsBefore(db, orgId, orgCutoff);
  }
  return { droppedMonths, deletedEvents };
}

/** Detaches and drops one month's partitions (table, partition), the referencing tables' first, all or none. */
async function dropPartitions(db: Db, partitions: [string, string][]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('srm.event-months'))`.execute(trx);
    await sql`set local lock_timeout = '1s'`.execute(trx);
    for (const [table, partition] of partitions) {
      // Another process may have dropped it while this one waited for the lock.
      const { rows } =
        await sql`select 1 from pg_inherits where inhrelid = to_regclass(${partition})`.execute(trx);
      if (rows.length === 0) continue;
      await sql`alter table ${sql.id(table)} detach partition ${sql.id(partition)}`.execute(trx);
      await sql`drop table ${sql.id(partition)}`.execute(trx);
    }
  });
}

/** Whether the events written before the partitioning are all older than `cutoff` (its newest by id is). */
async function beforePartitioningExpired(db: Db, cutoff: Date): Promise<boolean> {
  const { rows: found } = await sql<{ found: boolean }>`
    select to_regclass('domain_event_p0') is not null as found`.execute(db);
  if (!found[0]!.found) return false;
  const { rows } = await sql<{ created_at: Date }>`
    select created_at from domain_event_p0 order by id desc limit 1`.execute(db);
  return rows.length === 0 || new Date(rows[0]!.created_at) < cutoff;
}

/** Deletes an organisation's events written before `cutoff`, a batch at a time; answers how many. */
async function deleteEventsBefore(db: Db, orgId: number, cutoff: Date): Promise<number> {
  const below = firstIdOf(addMonths(monthOf(cutoff), 1)).toString();
  let deleted = 0;
  for (;;) {
    const result = await sql`
      delete from domain_event
       where id in (select id from domain_event
                     where org_id = ${orgId} and id < ${below}::bigint and created_at < ${cutoff}
                     limit ${deleteBatch})`.execute(db);
    const n = Number(result.numAffectedRows ?? 0);
    deleted += n;
    if (n < deleteBatch) return deleted;
  }
}

/** The hourly upkeep: the coming months' partitions, then the retentions (see dropExpiredEventMonths). */
export async function maintainEventMonths(
  db: Db,
  now: Date,
  retentions: Retention[],
): Promise<RetentionResult & { createdPartitions: number }> {
  const createdPartitions = await db.transaction().execute((trx) => ensureEventMonths(trx, now));
  return { ...(await dropExpiredEventMonths(db, now, retentions)), createdPartitions };
}
