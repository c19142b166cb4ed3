import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../../test/helper.ts';
import { type DatabaseHandle, openDatabase } from '../db.ts';
import { JobQueue } from './job-queue.ts';

const until = async (done: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(testDatabases())('job queue (pg-boss 10 through Kysely) [%s]', (kind) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind, { empty: true });
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(2000);
    for (const handle of handles) await handle.close();
    await database?.close();
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

  // Several processes need a server several pools can reach: this test exists on PostgreSQL only.
  if (kind === 'postgres')
    it('hands each job to exactly one of several processes', async () => {
      // A second "process": its own connection pool on the same database schema.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      const other = await openDatabase({
        kind: 'postgres',
        url: inject('postgresUrl')!,
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
