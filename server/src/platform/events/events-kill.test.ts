import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import type { Db } from '../db.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { DomainEvents } from './domain-events.ts';

const worker = path.resolve(import.meta.dirname, '../../../test/event-worker-process.ts');

type Worker = { child: ChildProcess; exited: Promise<unknown>; lines: string[] };

/** Starts test/event-worker-process.ts on the database; answers once it works the queue. */
async function startWorker(url: string, die = ''): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', worker], {
    env: { ...process.env, DATABASE_URL: url, DIE: die },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let errors = '';
  child.stdout?.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
  child.stderr?.on('data', (d: Buffer) => {
    errors += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(
    () => lines.includes('ready'),
    120_000,
    () => `worker did not start:\n${errors}`,
  );
  return { child, exited, lines };
}

async function waitFor(
  done: () => boolean | Promise<boolean>,
  ms: number,
  what: () => string,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(what());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const kill = async (w: Worker) => {
  w.child.kill('SIGKILL');
  await w.exited;
};

/**
 * A process delivering an event is killed with -9 (issue #31): once after the subscriber's effect and before the
 * delivery is marked, once after both committed and before its job is completed. A restarted process takes the job
 * over (its lease goes stale), and the effect exists exactly once. On PostgreSQL only: the point is separate
 * processes on one database, and PGlite is embedded in one process (the in-process variant of the second case runs
 * on both engines in events.test.ts).
 */
describe.runIf(inject('postgresUrl'))('a process killed while delivering an event [postgres]', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  let events: DomainEvents;
  const workers: Worker[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await sql`create table event_effect (seq serial primary key, event_id bigint not null, pid integer not null)`.execute(
      database.db,
    );
    // This process only publishes (no worker): the subscriber is registered so that deliveries are made.
    jobs = new JobQueue(database.db, 'postgres');
    events = new DomainEvents({
      db: database.db,
      kind: 'postgres',
      jobs,
      retry: { retryLimit: 3, retryDelay: 1, retryBackoff: false },
    });
    events.subscribe('test.killed', 'effect', async () => {
      throw new Error('this process does not deliver');
    });
    await events.prepare();
  });
  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) await kill(w);
    await jobs?.stop(2000);
    await database?.close();
  });

  const publish = (entityId: number) =>
    database.db
      .transaction()
      .execute((trx) => events.publish(trx, { orgId: 1, name: 'test.killed', entity: 'note', entityId }));
  const effectsOf = async (db: Db, eventId: number) =>
    (
      await sql<{
        pid: number;
      }>`select pid from event_effect where event_id = ${eventId} order by seq`.execute(db)
    ).rows.map((r) => r.pid);
  const stateOf = async (eventId: number) => (await events.deliveries(eventId))[0]?.state;
  const jobOf = async (eventId: number) =>
    (
      await sql<{ state: string; retry_count: number }>`
        select state, retry_count from pgboss.job
         where name = 'domain-event' and (data->>'eventId')::bigint = ${eventId}`.execute(database.db)
    ).rows;
  const start = async (die = '') => {
    const w = await startWorker(database.url!, die);
    workers.push(w);
    return w;
  };

  it('killed after the effect and before the mark: nothing committed, the restarted process has the effect once', {
    timeout: 240_000,
  }, async () => {
    const id = await publish(1);
    const dying = await start('after-effect');
    await waitFor(
      () => dying.lines.includes(`effect ${id}`),
      30_000,
      () => 'the effect was never reached',
    );
    await kill(dying);
    // Its transaction died with it: no effect, the delivery still pending.
    expect(await effectsOf(database.db, id)).toEqual([]);
    expect(await stateOf(id)).toBe('pending');

    const restarted = await start();
    await waitFor(
      async () => (await stateOf(id)) === 'delivered',
      60_000,
      () => 'not delivered after restart',
    );
    expect(await effectsOf(database.db, id)).toEqual([restarted.child.pid]);
    await waitFor(
      async () => (await jobOf(id))[0]?.state === 'completed',
      30_000,
      () => 'job not completed',
    );
    expect(await jobOf(id)).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await effectsOf(database.db, id)).toEqual([restarted.child.pid]);
    await kill(restarted);
  });

  it('killed after the delivery committed and before its job completed: the job runs again, the effect stays one', {
    timeout: 240_000,
  }, async () => {
    const id = await publish(2);
    const dying = await start('after-commit');
    await waitFor(
      () => dying.lines.includes(`marked ${id}`),
      30_000,
      () => 'the delivery was never marked',
    );
    await kill(dying);
    expect(await stateOf(id)).toBe('delivered');
    expect(await effectsOf(database.db, id)).toEqual([dying.child.pid]);
    expect((await jobOf(id))[0]?.state).toBe('active');

    await start();
    await waitFor(
      async () => (await jobOf(id))[0]?.state === 'completed',
      60_000,
      () => 'job not completed',
    );
    expect(await jobOf(id)).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await effectsOf(database.db, id)).toEqual([dying.child.pid]);
    expect((await events.deliveries(id)).map((d) => [d.state, d.attempts])).toEqual([['delivered', 1]]);
  });
});
