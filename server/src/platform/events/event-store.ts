import { sql } from 'kysely';
import { type Db, preparedMark } from '../db.ts';
import { eventMonthFactor } from './event-months.ts';

/**
 * The outbox's SQL (migrations 0023, 0040): events, their deliveries, and the order of deliveries per entity. The
 * statements a delivery runs are prepared on PostgreSQL: planned once per connection, their plan keeps to the month
 * partitions the ids name when it runs (planned anew each time, every month's partition was planned for).
 */
const prepared = sql.raw(preparedMark);

export type StoredEvent = {
  id: number;
  orgId: number;
  name: string;
  entity: string;
  entityId: string;
  payload: Record<string, unknown>;
  createdAt: Date;
};

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export type DeliveryRow = {
  eventId: number;
  subscriber: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
};

/** The event and a pending delivery per subscriber, in one statement; answers the event's id. */
export async function insertEvent(
  trx: Db,
  event: Omit<StoredEvent, 'id' | 'createdAt'>,
  subscribers: string[],
): Promise<number> {
  const { rows } = await sql<{ id: string | number }>`
    with e as (
      insert into domain_event (org_id, name, entity, entity_id, payload)
      values (${event.orgId}, ${event.name}, ${event.entity}, ${event.entityId}, ${JSON.stringify(event.payload)}::jsonb)
      returning id
    ), d as (
      insert into event_delivery (event_id, subscriber)
      select e.id, s from e cross join unnest(${subscribers}::text[]) as s
    )
    select id from e`.execute(trx);
  return Number(rows[0]!.id);
}

/**
 * Many events and their pending deliveries in three statements (a batch that tells of thousands of documents): ids
 * taken from the sequence first (with the month, as the column's default makes them: event-months.ts), so each event
 * keeps its place. Answers the ids in the events' order.
 */
export async function insertEvents(
  trx: Db,
  events: readonly Omit<StoredEvent, 'id' | 'createdAt'>[],
  subscribers: readonly string[][],
): Promise<number[]> {
  if (events.length === 0) return [];
  const { rows } = await sql<{ id: string | number }>`
    select to_char(clock_timestamp() at time zone 'UTC', 'YYYYMM')::bigint * ${eventMonthFactor}
           + nextval(pg_get_serial_sequence('domain_event', 'id')) as id
      from generate_series(1, ${events.length})`.execute(trx);
  const ids = rows.map((r) => Number(r.id));
  await sql`
    insert into domain_event (id, org_id, name, entity, entity_id, payload)
    select e.id, e.org_id, e.name, e.entity, e.entity_id, e.payload::jsonb
      from unnest(${ids.map(String)}::bigint[], ${events.map((e) => e.orgId)}::int[], ${events.map((e) => e.name)}::text[],
                  ${events.map((e) => e.entity)}::text[], ${events.map((e) => e.entityId)}::text[],
                  ${events.map((e) => JSON.stringify(e.payload))}::text[])
           as e(id, org_id, name, entity, entity_id, payload)`.execute(trx);
  const pairs = ids.flatMap((id, i) => (subscribers[i] ?? []).map((s) => [String(id), s] as const));
  if (pairs.length)
    await sql`
      insert into event_delivery (event_id, subscriber)
      select * from unnest(${pairs.map((p) => p[0])}::bigint[], ${pairs.map((p) => p[1])}::text[])`.execute(
      trx,
    );
  return ids;
}

/**
 * The delivery with its event, its row locked to the end of the transaction: a second attempt at the same delivery
 * (a duplicate job, a retry of a job whose process died) waits here and then finds it delivered.
 */
export async function lockDelivery(
  trx: Db,
  eventId: number,
  subscriber: string,
): Promise<{ event: StoredEvent; delivery: DeliveryRow } | undefined> {
  return (await lockDeliveryBatch(trx, [{ eventId, subscriber }]))[0];
}

/**
 * Whether an older event of the same entity still waits for this subscriber. Its row is read `for share`: when its
 * delivery is running (its row locked), this waits for that transaction to end and then sees it delivered, so a
 * delivery never decides to wait on one that is just committing (it would then miss the hand-on below).
 */
export async function olderPendingExists(trx: Db, event: StoredEvent, subscriber: string): Promise<boolean> {
  const { rows } = await sql`${prepared}
    select e.id from domain_event e
      join event_delivery d on d.event_id = e.id and d.subscriber = ${subscriber}
     where e.org_id = ${event.orgId} and e.entity = ${event.entity} and e.entity_id = ${event.entityId}
       and d.state = 'pending' and e.id < ${String(event.id)}::bigint
       for share of d`.execute(trx);
  return rows.length > 0;
}

/** The next event of the same entity waiting for this subscriber (the one to hand on to), if any. */
export async function nextPending(
  trx: Db,
  event: StoredEvent,
  subscriber: string,
): Promise<number | undefined> {
  const { rows } = await sql<{ id: string | number }>`${prepared}
    select e.id from domain_event e
      join event_delivery d on d.event_id = e.id and d.subscriber = ${subscriber}
     where e.org_id = ${event.orgId} and e.entity = ${event.entity} and e.entity_id = ${event.entityId}
       and d.state = 'pending' and e.id > ${String(event.id)}::bigint
     order by e.id
     limit 1`.execute(trx);
  return rows[0] ? Number(rows[0].id) : undefined;
}

export async function markDelivered(trx: Db, eventId: number, subscriber: string): Promise<void> {
  await trx
    .updateTable('event_delivery')
    .set({
      state: 'delivered',
      attempts: sql`attempts + 1`,
      delivered_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('event_id', '=', String(eventId))
    .where('subscriber', '=', subscriber)
    .execute();
}

/** Counts a failed attempt; `failed` when it was the last. Nothing changes on a delivery no longer pending. */
export async function markAttemptFailed(
  trx: Db,
  eventId: number,
  subscriber: string,
  error: string,
  final: boolean,
): Promise<boolean> {
  const result = await trx
    .updateTable('event_delivery')
    .set({
      state: final ? 'failed' : 'pending',
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, 2000),
      updated_at: sql<Date>`now()`,
    })
    .where('event_id', '=', String(eventId))
    .where('subscriber', '=', subscriber)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed delivery made pending again (an administrator's retry). */
export async function markPendingAgain(trx: Db, eventId: number, subscriber: string): Promise<void> {
  await trx
    .updateTable('event_delivery')
    .set({ state: 'pending', updated_at: sql<Date>`now()` })
    .where('event_id', '=', String(eventId))
    .where('subscriber', '=', subscriber)
    .where('state', '=', 'failed')
    .execute();
}

export async function findDeliveries(db: Db, eventId: number): Promise<DeliveryRow[]> {
  const rows = await db
    .selectFrom('event_delivery')
    .selectAll()
    .where('event_id', '=', String(eventId))
    .orderBy('subscriber')
    .execute();
  return rows.map((r) => ({
    eventId: Number(r.event_id),
    subscriber: r.subscriber,
    state: r.state,
    attempts: r.attempts,
    lastError: r.last_error,
    deliveredAt: r.delivered_at,
  }));
}

/** A delivery: its event and subscriber. */
export type DeliveryKey = { eventId: number; subscriber: string };

/** A batch's keys as arrays, and its lowest and highest event id: the months a statement's plan keeps to. */
const keyArrays = (keys: DeliveryKey[]) => ({
  ids: keys.map((k) => String(k.eventId)),
  subscribers: keys.map((k) => k.subscriber),
  lowest: String(Math.min(...keys.map((k) => k.eventId))),
  highest: String(Math.max(...keys.map((k) => k.eventId))),
});

/** A batch's deliveries with their events, their rows locked in one order (so two batches never deadlock). */
export async function lockDeliveryBatch(
  trx: Db,
  keys: DeliveryKey[],
): Promise<{ event: StoredEvent; delivery: DeliveryRow }[]> {
  const { ids, subscribers, lowest, highest } = keyArrays(keys);
  const { rows } = await sql<{
    id: string | number;
    org_id: number;
    name: string;
    entity: string;
    entity_id: string;
    payload: Record<string, unknown>;
    created_at: Date;
    subscriber: string;
    state: DeliveryState;
    attempts: number;
    last_error: string | null;
    delivered_at: Date | null;
  }>`${prepared}
    select e.id, e.org_id, e.name, e.entity, e.entity_id, e.payload, e.created_at,
           d.subscriber, d.state, d.attempts, d.last_error, d.delivered_at
      from event_delivery d
      join domain_event e on e.id = d.event_id
     where (d.event_id, d.subscriber) in (select * from unnest(${ids}::bigint[], ${subscribers}::text[]))
       and d.event_id between ${lowest}::bigint and ${highest}::bigint
       and e.id between ${lowest}::bigint and ${highest}::bigint
     order by d.event_id, d.subscriber
       for update of d`.execute(trx);
  return rows.map((row) => ({
    event: {
      id: Number(row.id),
      orgId: row.org_id,
      name: row.name,
      entity: row.entity,
      entityId: row.entity_id,
      payload: row.payload,
      createdAt: row.created_at,
    },
    delivery: {
      eventId: Number(row.id),
      subscriber: row.subscriber,
      state: row.state,
      attempts: row.attempts,
      lastError: row.last_error,
      deliveredAt: row.delivered_at,
    },
  }));
}

/**
 * For each of a batch's deliveries, the older events of its entity still pending for its subscriber, as read now
 * (not locked: a batch hands such deliveries to the one-at-a-time path, which waits for them). A subquery per
 * delivery, so it goes through the entity index whatever the statistics say (as a join, a fresh table's joined
 * every pending delivery).
 */
export async function olderPendingOfBatch(
  trx: Db,
  keys: DeliveryKey[],
): Promise<{ eventId: number; subscriber: string; olderId: number }[]> {
  const { ids, subscribers, lowest, highest } = keyArrays(keys);
  const { rows } = await sql<{
    event_id: string | number;
    subscriber: string;
    older: (string | number)[];
  }>`${prepared}
    select b.event_id, b.subscriber,
           array(select o.id from domain_event o
                   join event_delivery od on od.event_id = o.id and od.subscriber = b.subscriber
                                         and od.state = 'pending'
                  where o.org_id = be.org_id and o.entity = be.entity and o.entity_id = be.entity_id
                    and o.id < be.id) as older
      from unnest(${ids}::bigint[], ${subscribers}::text[]) as b(event_id, subscriber)
      join domain_event be on be.id = b.event_id and be.id between ${lowest}::bigint and ${highest}::bigint`.execute(
    trx,
  );
  return rows.flatMap((r) =>
    r.older.map((older) => ({
      eventId: Number(r.event_id),
      subscriber: r.subscriber,
      olderId: Number(older),
    })),
  );
}

export async function markBatchDelivered(trx: Db, keys: DeliveryKey[]): Promise<void> {
  const { ids, subscribers, lowest, highest } = keyArrays(keys);
  await sql`${prepared}
    update event_delivery
       set state = 'delivered', attempts = attempts + 1, delivered_at = now(), updated_at = now()
     where (event_id, subscriber) in (select * from unnest(${ids}::bigint[], ${subscribers}::text[]))
       and event_id between ${lowest}::bigint and ${highest}::bigint`.execute(trx);
}

/**
 * After a batch: per entity and subscriber it delivered to, the next event of that entity still pending for the
 * subscriber after the newest one delivered (the ones to hand on to).
 */
export async function nextPendingOfBatch(
  trx: Db,
  delivered: { event: StoredEvent; subscriber: string }[],
): Promise<DeliveryKey[]> {
  const newest = new Map<string, { event: StoredEvent; subscriber: string }>();
  for (const d of delivered) {
    const group = JSON.stringify([d.event.orgId, d.event.entity, d.event.entityId, d.subscriber]);
    if ((newest.get(group)?.event.id ?? 0) < d.event.id) newest.set(group, d);
  }
  const groups = [...newest.values()];
  if (groups.length === 0) return [];
  const { rows } = await sql<{ id: string | number; subscriber: string }>`${prepared}
    select n.id, g.subscriber
      from unnest(${groups.map((g) => g.event.orgId)}::integer[], ${groups.map((g) => g.event.entity)}::text[],
                  ${groups.map((g) => g.event.entityId)}::text[], ${groups.map((g) => g.subscriber)}::text[],
                  ${groups.map((g) => String(g.event.id))}::bigint[])
           as g(org_id, entity, entity_id, subscriber, after_id)
     cross join lateral (
       select e.id from domain_event e
         join event_delivery d on d.event_id = e.id and d.subscriber = g.subscriber and d.state = 'pending'
        where e.org_id = g.org_id and e.entity = g.entity and e.entity_id = g.entity_id and e.id > g.after_id
        order by e.id
        limit 1) n`.execute(trx);
  return rows.map((r) => ({ eventId: Number(r.id), subscriber: r.subscriber }));
}
