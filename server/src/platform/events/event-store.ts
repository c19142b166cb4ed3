import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** The outbox's SQL (migration 0023): events, their deliveries, and the order of deliveries per entity. */

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

export async function insertEvent(trx: Db, event: Omit<StoredEvent, 'id' | 'createdAt'>): Promise<number> {
  const row = await trx
    .insertInto('domain_event')
    .values({
      org_id: event.orgId,
      name: event.name,
      entity: event.entity,
      entity_id: event.entityId,
      payload: JSON.stringify(event.payload),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertDeliveries(trx: Db, eventId: number, subscribers: string[]): Promise<void> {
  if (subscribers.length === 0) return;
  await trx
    .insertInto('event_delivery')
    .values(subscribers.map((subscriber) => ({ event_id: eventId, subscriber })))
    .execute();
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
  const row = await trx
    .selectFrom('event_delivery as d')
    .innerJoin('domain_event as e', 'e.id', 'd.event_id')
    .select([
      'e.id',
      'e.org_id',
      'e.name',
      'e.entity',
      'e.entity_id',
      'e.payload',
      'e.created_at',
      'd.subscriber',
      'd.state',
      'd.attempts',
      'd.last_error',
      'd.delivered_at',
    ])
    .where('d.event_id', '=', String(eventId))
    .where('d.subscriber', '=', subscriber)
    .forUpdate('d')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    event: {
      id: Number(row.id),
      orgId: row.org_id,
      name: row.name,
      entity: row.entity,
      entityId: row.entity_id,
      payload: row.payload as Record<string, unknown>,
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
  };
}

/** The events of `event`'s entity whose delivery to `subscriber` is pending (by id, to be narrowed). */
const pendingOfEntity = (trx: Db, event: StoredEvent, subscriber: string) =>
  trx
    .selectFrom('domain_event as e')
    .innerJoin('event_delivery as d', (join) =>
      join.onRef('d.event_id', '=', 'e.id').on('d.subscriber', '=', subscriber),
    )
    .select('e.id')
    .where('e.org_id', '=', event.orgId)
    .where('e.entity', '=', event.entity)
    .where('e.entity_id', '=', event.entityId)
    .where('d.state', '=', 'pending');

/**
 * Whether an older event of the same entity still waits for this subscriber. Its row is read `for share`: when its
 * delivery is running (its row locked), this waits for that transaction to end and then sees it delivered, so a
 * delivery never decides to wait on one that is just committing (it would then miss the hand-on below).
 */
export async function olderPendingExists(trx: Db, event: StoredEvent, subscriber: string): Promise<boolean> {
  const rows = await pendingOfEntity(trx, event, subscriber)
    .where('e.id', '<', String(event.id))
    .forShare('d')
    .execute();
  return rows.length > 0;
}

/** The next event of the same entity waiting for this subscriber (the one to hand on to), if any. */
export async function nextPending(
  trx: Db,
  event: StoredEvent,
  subscriber: string,
): Promise<number | undefined> {
  const row = await pendingOfEntity(trx, event, subscriber)
    .where('e.id', '>', String(event.id))
    .orderBy('e.id')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
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
