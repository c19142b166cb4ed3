import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../../test/helper.ts';
import { type DatabaseHandle, openDatabase } from '../db.ts';
import { bossAdapter, JobQueue } from './job-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const until = async (done: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(testDatabases('each'))('job queue (pg-boss 10 through Kysely) [%s]', (kind) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    // Migrated: running jobs hold leases in the job_lease table (migration 0012).
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(2000);
    for (const handle of handles) await handle.close();
    await database?.close();
  });

  it('a script that fails inside its transaction leaves its connection usable (two processes starting at once)', async () => {
    // One connection, so the next query must get the very connection the failed script ran on.
    const single = await openDatabase(
      kind === 'postgres' ? { kind, url: database.url!, maxConnections: 1 } : { kind: 'pglite' },
    );
    handles.push(single);
    const adapter = bossAdapter(single.db as never);
    await expect(adapter.executeSql('BEGIN; SELECT 1; SELECT 1/0; COMMIT;')).rejects.toThrow(
      /division by zero/,
    );
    const after = await adapter.executeSql('select 2 as two');
    expect(after?.rows).toEqual([{ two: 2 }]);
  });

  it('retries a failing job with back-off, then runs it to the end', async () => {
    const queue = new JobQueue(database.db, kind);
    queues.push(queue);
    const attempts: number[] = [];
    await queue.work<{ n: number }>(
      'flaky',
      async (job) => {
        attempts.push(job.retryCount ?? -1);
        if (attempts.length < 3) throw new Error('not yet');
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await queue.send('flaky', { n: 1 }, { retryLimit: 3, retryDelay: 1, retryBackoff: true });
    await until(() => attempts.length === 3);
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('a job that outlives stop() and its database ends quietly: no unhandled rejection', async () => {
    const own = await createTestDatabase(kind);
    const queue = new JobQueue(own.db, kind);
    const unheard: unknown[] = [];
    const listen = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', listen);
    try {
      let started = false;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await queue.work(
        'outlives',
        async () => {
          started = true;
          await held;
          throw new Error('the database is gone');
        },
        { pollingIntervalSeconds: 0.5 },
      );
      await queue.send('outlives', { n: 1 });
      await until(() => started);
      // stop() waits at most its timeout (pg-boss takes at least 1 s); the database closes while the job still runs.
      await queue.stop(1000);
      await own.close();
      release();
      await sleep(500);
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });

  it('creates a job only when the transaction that sent it commits', async () => {
    const queue = queues[0]!;
    const seen: string[] = [];
    await queue.work<{ tag: string }>('tx', async (job) => void seen.push(job.data.tag), {
      pollingIntervalSeconds: 0.5,
    });
    await database.db
      .transaction()
      .execute(async (trx) => {
        await queue.send('tx', { tag: 'rolled back' }, {}, trx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction().execute((trx) => queue.send('tx', { tag: 'committed' }, {}, trx));
    queue.notify('tx');
    await until(() => seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(seen).toEqual(['committed']);
  });

  it('runs 20 queued jobs without waiting for polls (interval 60 s), several at once (issue #38)', async () => {
    const worker = new JobQueue(database.db, kind);
    queues.push(worker);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await worker.work<{ n: number }>(
      'burst',
      async (job) => {
        running++;
        most = Math.max(most, running);
        await sleep(30);
        running--;
        done.push(job.data.n);
      },
      { pollingIntervalSeconds: 60, concurrency: 4 },
    );
    // Sent by another process on PostgreSQL (woken through NOTIFY), by this one on PGlite; half of them in
    // transactions.
    const sender = kind === 'postgres' ? new JobQueue(database.db, kind) : worker;
    if (sender !== worker) queues.push(sender);
    for (let n = 0; n < 20; n++) {
      if (n % 2) await sender.send('burst', { n });
      else await database.db.transaction().execute((trx) => sender.send('burst', { n }, {}, trx));
      if (n % 2 === 0 && sender === worker) worker.notify('burst');
    }
    await until(() => done.length === 20, 20_000);
    expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('works small jobs in batches sent together: a failed job of a batch is retried alone (issue #31)', async () => {
    const queue = new JobQueue(database.db, kind);
    queues.push(queue);
    const batches: number[][] = [];
    const tries = new Map<number, number>();
    await queue.workBatches<{ n: number }>(
      'batched',
      async (jobs) => {
        batches.push(jobs.map((job) => job.data.n));
        const failed = new Map<string, unknown>();
        for (const job of jobs) {
          tries.set(job.data.n, (tries.get(job.data.n) ?? 0) + 1);
          if (job.data.n === 7 && tries.get(7) === 1) failed.set(job.id, new Error('not yet'));
        }
        return failed;
      },
      { pollingIntervalSeconds: 0.5, concurrency: 2, batchSize: 5 },
    );
    const items = Array.from({ length: 20 }, (_, n) => ({ n }));
    await database.db
      .transaction()
      .execute((trx) => queue.sendMany('batched', items, { retryDelay: 1 }, trx));
    queue.notify('batched');
    await until(() => tries.get(7) === 2 && [...tries.keys()].length === 20, 20_000);
    expect([...tries].filter(([n, count]) => count !== (n === 7 ? 2 : 1))).toEqual([]);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(5);
    expect(batches.length).toBeLessThan(20);
    expect(batches.at(-1)).toEqual([7]);
    // Leases went with their batches (released just after the handler answers: waited for, not raced).
    const leases = async () => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from job_lease where queue = 'batched'`.execute(database.db);
      return rows[0]?.n ?? 0;
    };
    for (let waited = 0; waited < 10_000 && (await leases()) > 0; waited += 50) await sleep(50);
    expect(await leases()).toBe(0);
  });

  it("shares the queue fairly: one user's single job waits behind about one of another's many (issue #38)", async () => {
    const queue = new JobQueue(database.db, kind);
    queues.push(queue);
    for (let n = 0; n < 12; n++) await queue.send('fair', { who: 'many', n }, { owner: 'org1:many' });
    await queue.send('fair', { who: 'single', n: 0 }, { owner: 'org1:single' });
    const order: string[] = [];
    await queue.work<{ who: string; n: number }>(
      'fair',
      async (job) => {
        order.push(`${job.data.who}${job.data.n}`);
        await sleep(10);
      },
      { pollingIntervalSeconds: 60, concurrency: 1 },
    );
    await until(() => order.length === 13, 20_000);
    // The many's first job and the single one have the same priority (each its owner's first): older first.
    expect(order.indexOf('single0')).toBeLessThanOrEqual(1);
    expect(order.filter((o) => o.startsWith('many'))).toEqual(
      Array.from({ length: 12 }, (_, n) => `many${n}`),
    );
  });

  describe('a job whose process died (#10)', () => {
    /** The jobs of `queue` holding a lease now. */
    const leases = async (queue: string) =>
      (await database.db.selectFrom('job_lease').select('job_id').where('queue', '=', queue).execute()).map(
        (r) => r.job_id,
      );
    /** A "process" that claims jobs and then stops showing life: no heartbeat, the handler never returns. */
    const deadProcess = async (queueName: string) => {
      const dead = new JobQueue(database.db, kind);
      queues.push(dead);
      const claimed: string[] = [];
      let release = () => {};
      const hung = new Promise<void>((resolve) => {
        release = resolve;
      });
      await dead.work<{ n: number }>(
        queueName,
        async (job) => {
          claimed.push(job.id);
          await hung;
        },
        {
          pollingIntervalSeconds: 0.5,
          lease: { heartbeatSeconds: 3600, staleSeconds: 3600, sweepSeconds: 3600 },
        },
      );
      return { claimed, release };
    };
    const fast = { heartbeatSeconds: 0.3, staleSeconds: 1.5, sweepSeconds: 0.3 };

    it('is failed by the sweep of another process and retried there within the lease window', async () => {
      const dead = await deadProcess('fragile');
      const sent = await queues[0]!.send(
        'fragile',
        { n: 1 },
        { retryLimit: 2, retryDelay: 1, expireInSeconds: 900 },
      );
      await until(() => dead.claimed.length === 1);
      expect(await leases('fragile')).toEqual([sent]);

      const live = new JobQueue(database.db, kind);
      queues.push(live);
      const runs: { id: string; retryCount: number | undefined; at: number }[] = [];
      const abandoned: string[] = [];
      const started = Date.now();
      await live.work<{ n: number }>(
        'fragile',
        async (job) => void runs.push({ id: job.id, retryCount: job.retryCount, at: Date.now() - started }),
        { pollingIntervalSeconds: 0.5, lease: fast, onAbandoned: async (job) => void abandoned.push(job.id) },
      );
      await until(() => runs.length === 1);
      // Stale after 1.5 s, swept within 0.3 s, retried after 1-2 s (back-off), polled within 0.5 s.
      expect(runs[0]).toMatchObject({ id: sent, retryCount: 1 });
      expect(runs[0]!.at).toBeLessThan(6_000);
      expect(abandoned).toEqual([]);
      await sleep(300);
      expect(await leases('fragile')).toEqual([]);
      dead.release();
      await sleep(500);
      expect(runs).toHaveLength(1);
    });

    it('on its last try is failed for good and reported to onAbandoned', async () => {
      const dead = await deadProcess('doomed');
      const sent = await queues[0]!.send('doomed', { n: 2 }, { retryLimit: 0, expireInSeconds: 900 });
      await until(() => dead.claimed.length === 1);
      const live = new JobQueue(database.db, kind);
      queues.push(live);
      const runs: string[] = [];
      const abandoned: { id: string; data: unknown }[] = [];
      await live.work<{ n: number }>('doomed', async (job) => void runs.push(job.id), {
        pollingIntervalSeconds: 0.5,
        lease: fast,
        onAbandoned: async (job) => void abandoned.push({ id: job.id, data: job.data }),
      });
      await until(() => abandoned.length === 1, 10_000);
      expect(abandoned).toEqual([{ id: sent, data: { n: 2 } }]);
      expect(runs).toEqual([]);
      dead.release();
    });

    it('keeps the lease of a live job renewed, and lets it finish undisturbed', async () => {
      const live = new JobQueue(database.db, kind);
      queues.push(live);
      const done: string[] = [];
      const abandoned: string[] = [];
      await live.work<{ n: number }>(
        'slow',
        async (job) => {
          await new Promise((resolve) => setTimeout(resolve, 3_000));
          expect(job.signal.aborted).toBe(false);
          done.push(job.id);
        },
        { pollingIntervalSeconds: 0.5, lease: fast, onAbandoned: async (job) => void abandoned.push(job.id) },
      );
      const sent = await live.send('slow', { n: 3 }, { retryLimit: 0 });
      await until(() => done.length === 1, 10_000);
      expect(done).toEqual([sent]);
      expect(abandoned).toEqual([]);
    });
  });

  // Several processes need a server several pools can reach: these tests exist on PostgreSQL only.
  if (kind === 'postgres')
    it('processes starting at once create the same queues without failing (pg-boss deadlocks on its queue table)', async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      const processes: JobQueue[] = [];
      for (let i = 0; i < 4; i++) {
        const pool = await openDatabase({ kind: 'postgres', url: database.url!, schema: rows[0]!.schema });
        handles.push(pool);
        const queue = new JobQueue(pool.db, kind);
        queues.push(queue);
        processes.push(queue);
      }
      const names = Array.from({ length: 6 }, (_, i) => `race-${i}`);
      const results = await Promise.allSettled(
        processes.flatMap((queue) => names.map((name) => queue.prepare(name))),
      );
      expect(
        results
          .filter((r) => r.status === 'rejected')
          .map((r) => String((r as PromiseRejectedResult).reason)),
      ).toEqual([]);
      const current = rows[0]!.schema;
      const bossSchema = current === 'public' ? 'pgboss' : `${current}_jobs`;
      const made = await sql<{ name: string }>`select name from ${sql.table(`${bossSchema}.queue`)}
        where name like 'race-%' order by name`.execute(database.db);
      expect(made.rows.map((r) => r.name)).toEqual(names);
    });

  if (kind === 'postgres')
    it('hands each job to exactly one of several processes', async () => {
      // A second "process": its own connection pool on the same database schema.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      const other = await openDatabase({
        kind: 'postgres',
        url: database.url!,
        schema: rows[0]!.schema,
      });
      handles.push(other);
      const first = new JobQueue(database.db, kind);
      const second = new JobQueue(other.db, kind);
      queues.push(first, second);
      const runs: { worker: string; n: number }[] = [];
      for (const [name, queue] of [
        ['first', first],
        ['second', second],
      ] as const) {
        await queue.work<{ n: number }>(
          'shared',
          async (job) => {
            runs.push({ worker: name, n: job.data.n });
            await new Promise((resolve) => setTimeout(resolve, 20));
          },
          { pollingIntervalSeconds: 0.5 },
        );
      }
      for (let n = 0; n < 12; n++) await first.send('shared', { n });
      await until(() => runs.length >= 12);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(runs.map((r) => r.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
      expect(new Set(runs.map((r) => r.worker))).toEqual(new Set(['first', 'second']));
    });
});
