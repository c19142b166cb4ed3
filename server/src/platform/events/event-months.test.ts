import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../../test/helper.ts';
import { migrationProvider } from '../../migrations/index.ts';
import { deleteMessagesOfEvents } from '../../modules/webhook/index.ts';
import type { Db } from '../db.ts';
import { migrateToLatest } from '../migrate.ts';
import {
  addMonths,
  dropExpiredEventMonths,
  ensureEventMonths,
  eventMonthFactor,
  firstIdOf,
  monthOf,
} from './event-months.ts';
import { insertEvent } from './event-store.ts';

/**
 * Issue #50 item 3: the event tables are partitioned by the month in their ids (migration 0040); a month every
 * organisation's retention has passed is dropped whole in every table; rows from before the partitioning keep their
 * ids.
 */
const eventTables = ['domain_event', 'event_delivery', 'webhook_delivery', 'webhook_attempt'] as const;

/** The partitions of an event table, by name. */
async function partitionsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = to_regclass(${table}) order by c.relname`.execute(db);
  return rows.map((r) => r.name);
}

/** The partition a row sits in. */
async function partitionOfRow(db: Db, table: string, column: string, id: string | number): Promise<string> {
  const { rows } = await sql<{ part: string }>`
    select tableoid::regclass::text as part from ${sql.table(table)} where ${sql.ref(column)} = ${String(id)}::bigint`.execute(
    db,
  );
  return rows[0]?.part ?? 'none';
}

async function orgIds(db: Db): Promise<[number, number]> {
  const rows = await db.selectFrom('organization').select('id').orderBy('id').execute();
  return [rows[0]!.id, rows[1]!.id];
}

/** An event written at `at` (its id in `at`'s month), delivered to `mail`, and sent to `endpointId` once. */
async function oldEvent(db: Db, orgId: number, at: Date, n: number, endpointId: number): Promise<string> {
  const id = (firstIdOf(monthOf(at)) + BigInt(n)).toString();
  await sql`insert into domain_event (id, org_id, name, entity, entity_id, created_at)
            values (${id}::bigint, ${orgId}, 'note.shipped', 'note', ${`N${n}`}, ${at})`.execute(db);
  await sql`insert into event_delivery (event_id, subscriber, state, delivered_at)
            values (${id}::bigint, 'mail', 'delivered', ${at})`.execute(db);
  const deliveryId = id;
  await sql`insert into webhook_delivery (id, endpoint_id, event_id, entity_key, created_at)
            values (${deliveryId}::bigint, ${endpointId}, ${id}::bigint, ${`note:N${n}`}, ${at})`.execute(db);
  await sql`insert into webhook_attempt (delivery_id, attempt_no, attempted_at, status, duration_ms)
            values (${deliveryId}::bigint, 1, ${at}, 200, 12)`.execute(db);
  return id;
}

async function endpointOf(db: Db, orgId: number): Promise<number> {
  const row = await db
    .insertInto('webhook_endpoint')
    .values({
      org_id: orgId,
      url: 'https://receiver.example.com/hook',
      events: sql<string[]>`array['note.shipped']`,
      secret_sealed: 'sealed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const monthsBefore = (now: Date, n: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - n);
  return at;
};

describe.each(testDatabases('each'))('event months [%s]', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("gives an event an id of its month and keeps it, its deliveries and its messages in that month's partition", async () => {
    const { db } = database;
    const [org] = await orgIds(db);
    const month = monthOf(new Date());
    for (const table of eventTables)
      for (const ahead of [0, 1, 2])
        expect(await partitionsOf(db, table)).toContain(`${table}_p${addMonths(month, ahead)}`);

    const id = await db
      .transaction()
      .execute((trx) =>
        insertEvent(trx, { orgId: org, name: 'note.shipped', entity: 'note', entityId: 'M1', payload: {} }, [
          'mail',
        ]),
      );
    expect(Math.floor(id / eventMonthFactor)).toBe(month);
    expect(await partitionOfRow(db, 'domain_event', 'id', id)).toBe(`domain_event_p${month}`);
    expect(await partitionOfRow(db, 'event_delivery', 'event_id', id)).toBe(`event_delivery_p${month}`);
  });

  it('drops a month past every retention in every table at once; a shorter retention deletes only its own events', async () => {
    const { db } = database;
    const [keepsLong, keepsShort] = await orgIds(db);
    const now = new Date();
    const ancient = monthsBefore(now, 30);
    const recent = monthsBefore(now, 6);
    for (const at of [ancient, recent]) await db.transaction().execute((trx) => ensureEventMonths(trx, at));
    const [longEndpoint, shortEndpoint] = [await endpointOf(db, keepsLong), await endpointOf(db, keepsShort)];
    const ancientIds = [
      await oldEvent(db, keepsLong, ancient, 1, longEndpoint),
      await oldEvent(db, keepsShort, ancient, 2, shortEndpoint),
    ];
    const recentLong = await oldEvent(db, keepsLong, recent, 1, longEndpoint);
    const recentShort = await oldEvent(db, keepsShort, recent, 2, shortEndpoint);
    const current = await db
      .transaction()
      .execute((trx) =>
        insertEvent(
          trx,
          { orgId: keepsShort, name: 'note.shipped', entity: 'note', entityId: 'C', payload: {} },
          ['mail'],
        ),
      );

    const retentions = [
      { orgId: keepsLong, months: 24 },
      { orgId: keepsShort, months: 3 },
    ];
    const result = await dropExpiredEventMonths(db, now, retentions, [deleteMessagesOfEvents]);

    expect(result.droppedMonths).toContain(monthOf(ancient));
    expect(result.droppedMonths).not.toContain(monthOf(recent));
    for (const table of eventTables) {
      const partitions = await partitionsOf(db, table);
      expect(partitions).not.toContain(`${table}_p${monthOf(ancient)}`);
      expect(partitions).toContain(`${table}_p${monthOf(recent)}`);
      expect(partitions).toContain(`${table}_p${monthOf(now)}`);
    }
    const events = await db.selectFrom('domain_event').select(sql<string>`id::text`.as('id')).execute();
    const left = events.map((e) => e.id);
    for (const id of ancientIds) expect(left).not.toContain(id);
    expect(left).toContain(recentLong);
    expect(left).not.toContain(recentShort);
    expect(left).toContain(String(current));
    expect(result.deletedEvents).toBe(1);
    // The short-lived organisation's recent event went with its delivery, its message and the message's attempt.
    for (const [table, column] of [
      ['event_delivery', 'event_id'],
      ['webhook_delivery', 'id'],
      ['webhook_attempt', 'delivery_id'],
    ] as const) {
      expect(await partitionOfRow(db, table, column, recentShort)).toBe('none');
      expect(await partitionOfRow(db, table, column, recentLong)).toBe(`${table}_p${monthOf(recent)}`);
    }
    // A second run has nothing left to do.
    expect(await dropExpiredEventMonths(db, now, retentions, [deleteMessagesOfEvents])).toEqual({
      droppedMonths: [],
      deletedEvents: 0,
    });
  });
});

describe.each(testDatabases('each'))('partitioning a database that already holds events [%s]', (kind) => {
  it('keeps every row and id of the events written before, and drops them whole once expired', async () => {
    const database = await createTestDatabase(kind, { empty: true });
    try {
      const { db } = database;
      const { rows: schema } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
      const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema[0]!.s });
      const { error } = await migrator.migrateTo('0039_delivery_schedule');
      expect(error).toBeUndefined();
      await sql`insert into organization (code, name, name_en) values ('ORG', '组织', 'Org')`.execute(db);
      const [org] = (await db.selectFrom('organization').select('id').execute()).map((r) => r.id);
      const endpoint = await endpointOf(db, org!);
      for (const n of [1, 2, 3]) {
        await sql`insert into domain_event (org_id, name, entity, entity_id) values (${org}, 'note.shipped', 'note', ${`B${n}`})`.execute(
          db,
        );
      }
      await sql`insert into event_delivery (event_id, subscriber) select id, 'mail' from domain_event`.execute(
        db,
      );
      await sql`insert into webhook_delivery (endpoint_id, event_id, entity_key)
                select ${endpoint}, id, 'note:' || entity_id from domain_event`.execute(db);
      await sql`insert into webhook_attempt (delivery_id, attempt_no, attempted_at, duration_ms)
                select id, 1, now(), 10 from webhook_delivery`.execute(db);
      const before = await db
        .selectFrom('domain_event')
        .select(sql<string>`id::text`.as('id'))
        .orderBy('id')
        .execute();

      expect(await migrateToLatest(db)).toEqual(['0040_event_month_partitions']);

      const after = await db
        .selectFrom('domain_event')
        .select(sql<string>`id::text`.as('id'))
        .orderBy('id')
        .execute();
      expect(after).toEqual(before);
      for (const table of eventTables) {
        const { rows } = await sql<{ part: string; n: number }>`
          select tableoid::regclass::text as part, count(*)::int as n from ${sql.table(table)} group by 1`.execute(
          db,
        );
        expect(rows).toEqual([{ part: `${table}_p0`, n: 3 }]);
      }
      // A new event gets a month id after the old ones.
      const id = await db
        .transaction()
        .execute((trx) =>
          insertEvent(
            trx,
            { orgId: org!, name: 'note.shipped', entity: 'note', entityId: 'B9', payload: {} },
            ['mail'],
          ),
        );
      expect(BigInt(id)).toBeGreaterThan(BigInt(before[2]!.id));
      expect(Math.floor(id / eventMonthFactor)).toBe(monthOf(new Date()));

      // Not yet expired: kept. Once its newest row is older than every retention, the old rows go whole.
      const retention = [{ orgId: org!, months: 1 }];
      expect((await dropExpiredEventMonths(db, new Date(), retention)).droppedMonths).toEqual([]);
      await sql`update domain_event_p0 set created_at = now() - interval '3 years'`.execute(db);
      const dropped = await dropExpiredEventMonths(db, new Date(), retention);
      expect(dropped.droppedMonths).toEqual([0]);
      for (const table of eventTables) expect(await partitionsOf(db, table)).not.toContain(`${table}_p0`);
      expect((await db.selectFrom('domain_event').select('id').execute()).map((r) => Number(r.id))).toEqual([
        id,
      ]);
    } finally {
      await database.close();
    }
  });
});

describe.each(testDatabases('one').filter((kind) => kind === 'postgres'))(
  'dropping a month among other processes [%s]',
  (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(() => database.close());

    /** A month 40 months back with one event of `org` in it. */
    async function expiredMonth(db: Db, org: number): Promise<number> {
      const at = monthsBefore(new Date(), 40);
      await db.transaction().execute((trx) => ensureEventMonths(trx, at));
      await oldEvent(db, org, at, 1, await endpointOf(db, org));
      return monthOf(at);
    }

    it('never fails a write made while the month is dropped (the tables are locked in the writers’ order)', async () => {
      const { db } = database;
      const [org] = await orgIds(db);
      const month = await expiredMonth(db, org);
      let writing = true;
      const failures: unknown[] = [];
      let written = 0;
      const writers = Array.from({ length: 4 }, async (_, w) => {
        while (writing) {
          await db
            .transaction()
            .execute((trx) =>
              insertEvent(
                trx,
                { orgId: org, name: 'note.shipped', entity: 'note', entityId: `W${w}`, payload: {} },
                ['mail', 'webhook'],
              ),
            )
            .then(
              () => written++,
              (error: unknown) => failures.push(error),
            );
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const result = await dropExpiredEventMonths(db, new Date(), [{ orgId: org, months: 24 }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      writing = false;
      await Promise.all(writers);
      expect(failures).toEqual([]);
      expect(written).toBeGreaterThan(10);
      // On a machine too busy to find a quarter second free of writers the run leaves the month to the next run.
      const dropped = result.droppedMonths.includes(month)
        ? result.droppedMonths
        : (await dropExpiredEventMonths(db, new Date(), [{ orgId: org, months: 24 }])).droppedMonths;
      expect(dropped).toContain(month);
    });

    it('leaves a month a long query holds for the next run, with no error, and drops it once the query ended', async () => {
      const { db } = database;
      const [org] = await orgIds(db);
      const month = await expiredMonth(db, org);
      let release: () => void = () => {};
      let holding: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const reader = db.transaction().execute(async (trx) => {
        await sql`select count(*) from webhook_attempt`.execute(trx);
        holding();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await held;
      const postponed = await dropExpiredEventMonths(db, new Date(), [{ orgId: org, months: 24 }]);
      expect(postponed.droppedMonths).not.toContain(month);
      expect(await partitionsOf(db, 'domain_event')).toContain(`domain_event_p${month}`);
      release();
      await reader;
      const dropped = await dropExpiredEventMonths(db, new Date(), [{ orgId: org, months: 24 }]);
      expect(dropped.droppedMonths).toContain(month);
      for (const table of eventTables)
        expect(await partitionsOf(db, table)).not.toContain(`${table}_p${month}`);
    });
  },
);
