import { sql } from 'kysely';
import { anyOf, type Db } from '../db.ts';

/**
 * Leases of running jobs (issue #10). pg-boss 10 has no heartbeat: a job whose process died (kill -9, power loss)
 * stays "active" until its `expireInSeconds` (15 minutes for exports) plus a maintenance round. So each attempt
 * holds a lease row that its process renews every few seconds; any process that works the queue sweeps leases
 * left stale and fails their jobs in pg-boss, which retries them with back-off or, on the last try, fails them.
 * The sweep deletes a stale lease in the statement that finds it, so one process alone acts on it.
 */
export type LeaseTiming = {
  /** How often a running attempt renews its lease. */
  heartbeatSeconds: number;
  /** A lease not renewed for this long belongs to a process that died. */
  staleSeconds: number;
  /** How often a process looks for stale leases of the queues it works (and once when it starts working one). */
  sweepSeconds: number;
};

/** A dead worker is noticed within staleSeconds + sweepSeconds (≤ 25 s), its job retried 5-10 s later (exports). */
export const defaultLeaseTiming: LeaseTiming = { heartbeatSeconds: 5, staleSeconds: 20, sweepSeconds: 5 };

/** Starts (or, for a retry of the same job, takes over) the lease of an attempt. */
export async function takeLease(db: Db, jobId: string, queue: string, holder: string): Promise<void> {
  await db
    .insertInto('job_lease')
    .values({ job_id: jobId, queue, holder, heartbeat_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ queue, holder, heartbeat_at: sql<Date>`now()` }))
    .execute();
}

/** Renews the lease; false when the attempt no longer holds it (a sweep gave its job to another attempt). */
export async function renewLease(db: Db, jobId: string, holder: string): Promise<boolean> {
  const renewed = await db
    .updateTable('job_lease')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

export async function releaseLease(db: Db, jobId: string, holder: string): Promise<void> {
  await db.deleteFrom('job_lease').where('job_id', '=', jobId).where('holder', '=', holder).execute();
}

/** Removes and answers the leases of `queues` not renewed for `staleSeconds`: their processes died. */
export async function claimStaleLeases(
  db: Db,
  queues: string[],
  staleSeconds: number,
): Promise<{ jobId: string; queue: string }[]> {
  if (queues.length === 0) return [];
  const rows = await db
    .deleteFrom('job_lease')
    .where('queue', '=', anyOf(queues, 'text'))
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`)
    .returning(['job_id', 'queue'])
    .execute();
  return rows.map((r) => ({ jobId: r.job_id, queue: r.queue }));
}

/** The leases of a batch of jobs worked as one attempt (one holder), taken in one statement. */
export async function takeLeases(db: Db, jobIds: string[], queue: string, holder: string): Promise<void> {
  await db
    .insertInto('job_lease')
    .values(jobIds.map((jobId) => ({ job_id: jobId, queue, holder, heartbeat_at: sql<Date>`now()` })))
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ queue, holder, heartbeat_at: sql<Date>`now()` }))
    .execute();
}

/** Renews a batch's leases; answers how many it still holds. */
export async function renewLeases(db: Db, jobIds: string[], holder: string): Promise<number> {
  const renewed = await db
    .updateTable('job_lease')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('job_id', '=', anyOf(jobIds, 'uuid'))
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows);
}

export async function releaseLeases(db: Db, jobIds: string[], holder: string): Promise<void> {
  await db
    .deleteFrom('job_lease')
    .where('job_id', '=', anyOf(jobIds, 'uuid'))
    .where('holder', '=', holder)
    .execute();
}
