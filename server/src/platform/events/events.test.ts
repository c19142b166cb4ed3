import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../../test/helper.ts';
import type { Db } from '../db.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { type DomainEvent, DomainEvents, type NewEvent } from './domain-events.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const until = async (done: () => Promise<boolean> | boolean, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
};

/** A subscriber's effect: a row written in the delivery's transaction (no unique key, so a second one would show). */
const recordEffect = (subscriber: string) => async (event: DomainEvent, trx: Db) => {
  await sql`insert into event_effect (event_id, subscriber) values (${event.id}, ${subscriber})`.execute(trx);
};

async function effectsOf(db: Db, subscriber: string): Promise<number[]> {
  const { rows } = await sql<{ event_id: number | string }>`
    select event_id from event_effect where subscriber = ${subscriber} order by seq`.execute(db);
  return rows.map((r) => Number(r.event_id));
}

const createEffectTable = (db: Db) =>
  sql`create table event_effect (seq serial primary key, event_id bigint not null, subscriber text not null)`.execute(
    db,
  );

const publishIn = (db: Db, events: DomainEvents, event: NewEvent) =>
  db.transaction().execute((trx) => events.publish(trx, event));

describe.each(testDatabases('each'))('domain events (outbox through the job queue) [%s]', (kind) => {
  let database: TestDatabase;
  let jobs: JobQueue;
  let events: DomainEvents;
  const extra: { jobs: JobQueue; database: TestDatabase }[] = [];
  const seen: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await createEffectTable(database.db);
    jobs = new JobQueue(database.db, kind);
    events = new DomainEvents({
      db: database.db,
      kind,
      jobs,
      retry: { retryLimit: 2, retryDelay: 1, retryBackoff: true },
    });
    events.subscribe('test.done', 'alpha', async (event, trx) => {
      seen.push(`alpha:${event.payload.tag}`);
      await recordEffect('alpha')(event, trx);
    });
    events.subscribe('test.done', 'beta', async (event, trx) => {
      seen.push(`beta:${event.payload.tag}`);
      await recordEffect('beta')(event, trx);
    });
    events.subscribe('statement.changed', 'ordered', async (event, trx) => {
      // Uneven work, so deliveries run side by side would finish out of order.
      await sleep((event.id * 7) % 20);
      await recordEffect('ordered')(event, trx);
    });
    events.subscribe('test.fails', 'broken', async () => {
      throw new Error('smtp down');
    });
    events.subscribe('test.fails', 'steady', recordEffect('steady'));
    await events.start({ pollingIntervalSeconds: 0.5, concurrency: 4 });
  });
  afterAll(async () => {
    await jobs?.stop(2000);
    for (const other of extra) await other.jobs.stop(2000);
    for (const other of extra) await other.database.close();
    await database?.close();
  });

  it('an event published in a rolled-back transaction is never delivered; a committed one reaches every subscriber once', async () => {
    const rolledBack = await database.db
      .transaction()
      .execute(async (trx) => {
        await events.publish(trx, {
          orgId: 1,
          name: 'test.done',
          entity: 'note',
          entityId: 1,
          payload: { tag: 'rolled back' },
        });
        throw new Error('the change failed');
      })
      .catch((err: Error) => err.message);
    expect(rolledBack).toBe('the change failed');
    const id = await publishIn(database.db, events, {
      orgId: 1,
      name: 'test.done',
      entity: 'note',
      entityId: 2,
      payload: { tag: 'committed' },
    });
    await until(async () => (await events.deliveries(id)).every((d) => d.state === 'delivered'));
    expect((await events.deliveries(id)).map((d) => [d.subscriber, d.state, d.attempts])).toEqual([
      ['alpha', 'delivered', 1],
      ['beta', 'delivered', 1],
    ]);
    expect(await effectsOf(database.db, 'alpha')).toEqual([id]);
    expect(await effectsOf(database.db, 'beta')).toEqual([id]);
    expect(seen.sort()).toEqual(['alpha:committed', 'beta:committed']);
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from domain_event where payload->>'tag' = 'rolled back'`.execute(database.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('delivers 20 events of one entity in their order, while other entities go on', async () => {
    const published: number[] = [];
    const change = (entityId: string) => ({
      orgId: 1,
      name: 'statement.changed',
      entity: 'statement',
      entityId,
    });
    // Ten in one transaction, ten in transactions of their own, with another statement's events between.
    await database.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 10; n++) published.push(await events.publish(trx, change('S-1')));
    });
    const other: number[] = [];
    for (let n = 0; n < 10; n++) {
      published.push(await publishIn(database.db, events, change('S-1')));
      other.push(await publishIn(database.db, events, change('S-2')));
    }
    const all = [...published, ...other];
    await until(async () => (await effectsOf(database.db, 'ordered')).length >= all.length);
    const effects = await effectsOf(database.db, 'ordered');
    expect(effects.filter((id) => published.includes(id))).toEqual(published);
    expect(effects.filter((id) => other.includes(id))).toEqual(other);
    expect([...effects].sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
  });

  it('publishes a batch at once: every event reaches every subscriber once, those of one entity in their order', async () => {
    const batch = Array.from({ length: 30 }, (_, n) => ({
      orgId: 1,
      name: 'statement.changed',
      entity: 'statement',
      entityId: `B-${n % 3}`,
    }));
    const ids = await database.db.transaction().execute((trx) => events.publishMany(trx, batch));
    expect(ids).toHaveLength(30);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await until(
      async () => (await effectsOf(database.db, 'ordered')).filter((id) => ids.includes(id)).length === 30,
    );
    const effects = (await effectsOf(database.db, 'ordered')).filter((id) => ids.includes(id));
    expect(effects).toHaveLength(30);
    for (const entity of ['B-0', 'B-1', 'B-2']) {
      const own = ids.filter((_, i) => batch[i]!.entityId === entity);
      expect(effects.filter((id) => own.includes(id))).toEqual(own);
    }
    // A rolled-back batch leaves nothing.
    await database.db
      .transaction()
      .execute(async (trx) => {
        await events.publishMany(trx, [
          { orgId: 1, name: 'test.done', entity: 'note', entityId: 9, payload: { tag: 'batch rolled back' } },
        ]);
        throw new Error('no');
      })
      .catch(() => undefined);
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from domain_event where payload->>'tag' = 'batch rolled back'`.execute(
      database.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('a failing subscriber ends failed with its error after its tries; the other subscriber is delivered', async () => {
    const id = await publishIn(database.db, events, {
      orgId: 1,
      name: 'test.fails',
      entity: 'bill',
      entityId: 'B-1',
    });
    await until(async () => (await events.deliveries(id)).every((d) => d.state !== 'pending'));
    const deliveries = await events.deliveries(id);
    expect(deliveries.map((d) => [d.subscriber, d.state, d.attempts, d.lastError])).toEqual([
      // retryLimit 2: the first try and two retries.
      ['broken', 'failed', 3, 'smtp down'],
      ['steady', 'delivered', 1, null],
    ]);
    expect(await effectsOf(database.db, 'steady')).toEqual([id]);
  });

  it('a failed delivery does not hold back the later events of its entity', async () => {
    const first = await publishIn(database.db, events, {
      orgId: 1,
      name: 'test.fails',
      entity: 'bill',
      entityId: 'B-2',
    });
    const second = await publishIn(database.db, events, {
      orgId: 1,
      name: 'test.fails',
      entity: 'bill',
      entityId: 'B-2',
    });
    await until(async () => (await events.deliveries(second)).every((d) => d.state !== 'pending'));
    expect((await events.deliveries(first)).map((d) => d.state)).toEqual(['failed', 'delivered']);
    expect((await events.deliveries(second)).map((d) => d.state)).toEqual(['failed', 'delivered']);
    expect((await effectsOf(database.db, 'steady')).slice(-2)).toEqual([first, second]);
  });

  it('a delivery whose effect committed but whose job was not completed has its effect once', async () => {
    // A database and queue of their own, so no worker runs the job until this test starts one.
    const own = await createTestDatabase(kind);
    const ownJobs = new JobQueue(own.db, kind);
    extra.push({ jobs: ownJobs, database: own });
    await createEffectTable(own.db);
    const ownEvents = new DomainEvents({ db: own.db, kind, jobs: ownJobs });
    ownEvents.subscribe('note.shipped', 'once', recordEffect('once'));
    await ownEvents.prepare();
    const shipped = (entityId: number) => ({ orgId: 1, name: 'note.shipped', entity: 'note', entityId });
    const id = await publishIn(own.db, ownEvents, shipped(1));

    // What a worker that died after its commit did: the effect and the mark, its job still waiting in the queue.
    expect(await ownEvents.deliver(id, 'once')).toBe('delivered');
    // Attempts racing each other, and one after: nothing more.
    expect(await Promise.all([ownEvents.deliver(id, 'once'), ownEvents.deliver(id, 'once')])).toEqual([
      'already',
      'already',
    ]);
    // The waiting job runs (one at a time, in the order sent), then a later event's: the first is behind it.
    await ownEvents.start({ pollingIntervalSeconds: 0.5, concurrency: 1 });
    const later = await publishIn(own.db, ownEvents, shipped(2));
    await until(async () => (await ownEvents.deliveries(later))[0]?.state === 'delivered');
    expect(await effectsOf(own.db, 'once')).toEqual([id, later]);
    expect((await ownEvents.deliveries(id)).map((d) => [d.state, d.attempts])).toEqual([['delivered', 1]]);
  });

  it('refuses to publish outside a transaction', async () => {
    await expect(
      events.publish(database.db, { orgId: 1, name: 'test.done', entity: 'note', entityId: 3 }),
    ).rejects.toThrow(/transaction/);
  });
});
