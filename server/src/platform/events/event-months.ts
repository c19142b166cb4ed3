import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { isLockNotAvailable } from '../pg-errors.ts';

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

/**
 * The range-partitioned tables of the schema in the order most writers take them: an event, its deliveries, then
 * what modules write of it (by name). Not every writer keeps it (a delivery's job reads its delivery before its
 * event), which is why a month's drop never waits for its locks longer than `deadlock_timeout` (dropPartitions).
 */
export async function eventMonthTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c
     where c.relkind = 'p' and c.relnamespace = current_schema()::regnamespace
     order by c.relname <> 'domain_event', c.relname <> 'event_delivery', c.relname`.execute(db);
  return rows.map((r) => r.name);
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
 * then each organisation that keeps less has its events older than its own retention deleted, their deliveries and
 * the `dependents`' rows with them. A month whose tables a long query holds is left for the next run instead of
 * making writes wait.
 */
export async function dropExpiredEventMonths(
  db: Db,
  now: Date,
  retentions: Retention[],
  dependents: EventRowsDeleter[] = [],
): Promise<RetentionResult> {
  const longest = retentions.length ? Math.max(...retentions.map((r) => r.months)) : defaultRetentionMonths;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - longest);
  const tables = await eventMonthTables(db);
  const have = await partitionMonths(db);
  const partitionsOf = (month: number): [string, string][] =>
    tables.filter((t) => have.get(t)?.has(month)).map((t) => [t, `${t}_p${month}`]);
  const expired = [...new Set([...have.values()].flatMap((m) => [...m]))]
    .filter((month) => month !== 0 && addMonths(month, 1) <= monthOf(cutoff))
    .sort((a, b) => a - b);
  if (await beforePartitioningExpired(db, cutoff)) expired.unshift(0);
  const droppedMonths: number[] = [];
  for (const month of expired) {
    if (!(await dropPartitions(db, partitionsOf(month)))) break;
    droppedMonths.push(month);
  }
  let deletedEvents = 0;
  for (const { orgId, months: kept } of retentions) {
    if (kept >= longest) continue;
    const orgCutoff = new Date(now);
    orgCutoff.setUTCMonth(orgCutoff.getUTCMonth() - kept);
    deletedEvents += await deleteEventsBefore(db, orgId, orgCutoff, dependents);
  }
  return { droppedMonths, deletedEvents };
}

/**
 * Detaches and drops one month's partitions (table, partition), all or none; false when its tables could not be
 * had. The tables are locked first, in the order most writers take them (eventMonthTables): locking them one by one
 * as each detach comes would hold one table while a writer holds the next. Writers arriving meanwhile wait behind
 * the lock; so that this is never long and never ends in a writer refused as a deadlock's victim, a lock not had
 * within a quarter of a second (under PostgreSQL's one-second `deadlock_timeout`) gives up, is tried twice more, and
 * is then left to the next hour's run. No foreign key leads into or out of these tables (migration 0040): detaching
 * a month touches no other table.
 */
async function dropPartitions(db: Db, partitions: [string, string][]): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('srm.event-months'))`.execute(trx);
        await sql`set local lock_timeout = '250ms'`.execute(trx);
        // The parents only: a partition being written is often being analysed too, which a lock would wait for.
        const tables = partitions.map(([table]) => sql`only ${sql.id(table)}`);
        if (tables.length) await sql`lock table ${sql.join(tables)} in access exclusive mode`.execute(trx);
        for (const [table, partition] of partitions) {
          // Another process may have dropped it while this one waited for the lock.
          const { rows } =
            await sql`select 1 from pg_inherits where inhrelid = to_regclass(${partition})`.execute(trx);
          if (rows.length === 0) continue;
          await sql`alter table ${sql.id(table)} detach partition ${sql.id(partition)}`.execute(trx);
          await sql`drop table ${sql.id(partition)}`.execute(trx);
        }
      });
      return true;
    } catch (error) {
      if (!isLockNotAvailable(error)) throw error;
      if (attempt === 3) return false;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  }
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

/**
 * What a module deletes with an organisation's events when a shorter retention deletes them row by row (its own rows
 * that belong to them, e.g. the webhook module's messages): `eventIds` in its transaction.
 */
export type EventRowsDeleter = (trx: Db, eventIds: string[]) => Promise<void>;

/**
 * Deletes an organisation's events written before `cutoff`, a batch at a time, with their deliveries and what the
 * `dependents` delete with them (no foreign key cascades: migration 0040); answers how many events.
 */
async function deleteEventsBefore(
  db: Db,
  orgId: number,
  cutoff: Date,
  dependents: EventRowsDeleter[],
): Promise<number> {
  const below = firstIdOf(addMonths(monthOf(cutoff), 1)).toString();
  let deleted = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        select id::text as id from domain_event
         where org_id = ${orgId} and id < ${below}::bigint and created_at < ${cutoff}
         order by id limit ${deleteBatch}
           for update`.execute(trx);
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return 0;
      for (const dependent of dependents) await dependent(trx, ids);
      await sql`delete from event_delivery where event_id = any(${ids}::bigint[])`.execute(trx);
      await sql`delete from domain_event where id = any(${ids}::bigint[])`.execute(trx);
      return ids.length;
    });
    deleted += n;
    if (n < deleteBatch) return deleted;
  }
}

/** The hourly upkeep: the coming months' partitions, then the retentions (see dropExpiredEventMonths). */
export async function maintainEventMonths(
  db: Db,
  now: Date,
  retentions: Retention[],
  dependents: EventRowsDeleter[] = [],
): Promise<RetentionResult & { createdPartitions: number }> {
  const createdPartitions = await db.transaction().execute((trx) => ensureEventMonths(trx, now));
  return { ...(await dropExpiredEventMonths(db, now, retentions, dependents)), createdPartitions };
}
