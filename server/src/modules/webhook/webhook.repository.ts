import type { WebhookDeliveryState, WebhookErrorKind } from '@srm/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { eventMonthFactor } from '../../platform/events/event-months.ts';
import { documentNameSql } from './webhook.list.ts';

/** Whose endpoints a caller reaches: the organisation's all (staff), or one vendor's own. */
export type Owner = { orgId: number; vendorCode: string | null };

const ownedBy = (owner: Owner) =>
  owner.vendorCode === null ? sql<boolean>`true` : sql<boolean>`e.vendor_code = ${owner.vendorCode}`;

export type EndpointRow = {
  id: number;
  org_id: number;
  vendor_code: string | null;
  url: string;
  description: string;
  events: string[];
  disabled_at: Date | null;
  created_by: string | null;
};

export async function findAllowlist(db: Db, orgId: number): Promise<string[]> {
  const row = await db
    .selectFrom('webhook_setting')
    .select('allowlist')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row?.allowlist ?? [];
}

export async function saveAllowlist(db: Db, orgId: number, entries: string[]): Promise<void> {
  await db
    .insertInto('webhook_setting')
    .values({ org_id: orgId, allowlist: entries })
    .onConflict((oc) => oc.column('org_id').doUpdateSet({ allowlist: entries, updated_at: sql`now()` }))
    .execute();
}

/** The owner's endpoint `id`, locked for the change (none: another's, or gone). */
export async function lockEndpoint(db: Db, owner: Owner, id: number): Promise<EndpointRow | undefined> {
  const { rows } = await sql<EndpointRow>`
    select e.id, e.org_id, e.vendor_code, e.url, e.description, e.events, e.disabled_at, e.created_by
      from webhook_endpoint e
     where e.id = ${id} and e.org_id = ${owner.orgId} and ${ownedBy(owner)}
       for update`.execute(db);
  return rows[0];
}

export async function insertEndpoint(
  db: Db,
  values: {
    org_id: number;
    vendor_code: string | null;
    url: string;
    description: string;
    events: string[];
    created_by: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('webhook_endpoint')
    .values({ ...values, secret_sealed: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEndpoint(
  db: Db,
  id: number,
  values: Partial<{
    url: string;
    description: string;
    events: string[];
    secret_sealed: string;
    previous_secret_sealed: string | null;
    previous_secret_until: Date | null;
    disabled_at: Date | null;
    disabled_reason: 'manual' | 'failing' | null;
    failing_since: Date | null;
  }>,
): Promise<void> {
  await db
    .updateTable('webhook_endpoint')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Endpoint `id` signs with `sealed` from now on; its current secret keeps signing beside it for `overlapHours`
 * (null: it signs nothing more). Answers until when the old one signs (null when it does not).
 */
export async function rotateEndpointSecret(
  db: Db,
  id: number,
  sealed: string,
  overlapHours: number | null,
): Promise<Date | null> {
  const { rows } = await sql<{ until: Date | null }>`
    update webhook_endpoint
       set previous_secret_sealed = case when ${overlapHours}::int is null then null else secret_sealed end,
           previous_secret_until = now() + make_interval(hours => ${overlapHours}::int),
           secret_sealed = ${sealed}, updated_at = now()
     where id = ${id}
    returning previous_secret_until as until`.execute(db);
  return rows[0]?.until ?? null;
}

/** Deletes an endpoint with its messages and their attempts (no foreign key keeps attempts: migration 0040). */
export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await sql`
    with attempts as (
      delete from webhook_attempt where delivery_id in (select d.id from webhook_delivery d where d.endpoint_id = ${id})
    ), messages as (
      delete from webhook_delivery where endpoint_id = ${id}
    )
    delete from webhook_endpoint where id = ${id}`.execute(db);
}

/**
 * Deletes the messages of these events and their attempts: an organisation's shorter retention deleting its events
 * row by row (event-months.ts; whole months go with their partitions).
 */
export async function deleteMessagesOfEvents(trx: Db, eventIds: string[]): Promise<void> {
  const { rows } = await sql<{ id: string }>`
    delete from webhook_delivery where event_id = any(${eventIds}::bigint[]) returning id::text as id`.execute(
    trx,
  );
  if (rows.length)
    await sql`delete from webhook_attempt where delivery_id = any(${rows.map((r) => r.id)}::bigint[])`.execute(
      trx,
    );
}

/** Ends the endpoint's open messages (it was disabled): failed, saying why; "Send again" sends them later. */
export async function failOpenDeliveries(db: Db, endpointId: number, reason: string): Promise<void> {
  await db
    .updateTable('webhook_delivery')
    .set({
      state: 'failed',
      last_error: reason,
      last_error_kind: 'endpointDisabled',
      lease_until: null,
      next_attempt_at: null,
    })
    .where('endpoint_id', '=', endpointId)
    .where('state', 'in', ['pending', 'sending'])
    .execute();
}

/** Whether an enabled endpoint of the organisation takes the event (what insertDeliveries would insert for). */
export async function anyEndpointTakes(
  db: Db,
  event: { orgId: number; name: string; vendorCode: string | null },
): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    select 1 as one from webhook_endpoint e
     where e.org_id = ${event.orgId} and e.disabled_at is null and ${event.name} = any(e.events)
       and (e.vendor_code is null or e.vendor_code = ${event.vendorCode})
     limit 1`.execute(db);
  return rows.length > 0;
}

/**
 * The fan-out of one event: a message for each enabled endpoint of the organisation that chose the event's name (a
 * vendor's endpoint only for that vendor's events), once (a delivery run twice adds nothing: the event's delivery
 * to this module is locked while this runs, so the second run waits and finds the first one's messages). A message's
 * id carries its event's month (event-months.ts), so it sits in its event's month's partition. Answers the new ones.
 */
export async function insertDeliveries(
  db: Db,
  event: { id: number; orgId: number; name: string; entityKey: string; vendorCode: string | null },
): Promise<{ id: string }[]> {
  const month = Math.floor(event.id / eventMonthFactor);
  const [first, next] = [month, month + 1].map((m) => (m * eventMonthFactor).toString());
  const { rows } = await sql<{ id: string }>`
    insert into webhook_delivery (id, endpoint_id, event_id, entity_key)
    select ${first}::bigint + nextval('webhook_delivery_id_seq'),
           e.id, ${event.id}, ${event.entityKey}
      from (select e.id from webhook_endpoint e
             where e.org_id = ${event.orgId} and e.disabled_at is null and ${event.name} = any(e.events)
               and (e.vendor_code is null or e.vendor_code = ${event.vendorCode})
               and not exists (select 1 from webhook_delivery d
                                where d.id >= ${first}::bigint and d.id < ${next}::bigint
                                  and d.endpoint_id = e.id and d.event_id = ${event.id})
             order by e.id) e
    returning cast(id as text) as id`.execute(db);
  return rows;
}

export type Claimed = {
  id: string;
  endpoint_id: number;
  org_id: number;
  /** The organisation's code: a message says whose it is (PRODUCT §11), not only its id. */
  org_code: string;
  url: string;
  secret_sealed: string;
  /** The rotated-out secret while it still signs beside the new one, else null. */
  previous_secret_sealed: string | null;
  attempts: number;
  first_attempt_at: Date;
  /** When this attempt started (its row in `webhook_attempt`). */
  attempted_at: Date;
  event_id: string;
  event_name: string;
  event_payload: Record<string, unknown>;
  event_created_at: Date;
};

/**
 * Takes message `id` for attempt `attempt + 1`: when it is pending after `attempt` attempts (or its attempt's
 * process died: sending, lease lapsed), its endpoint is enabled, and no older message of the same document to that
 * endpoint is still open (order per entity). Nothing when another process has it or it waits.
 */
export async function claim(
  db: Db,
  id: string,
  attempt: number,
  leaseMs: number,
): Promise<Claimed | undefined> {
  const { rows } = await sql<Claimed>`
    update webhook_delivery d
       set state = 'sending', attempts = ${attempt + 1},
           first_attempt_at = coalesce(d.first_attempt_at, now()), last_attempt_at = now(),
           lease_until = now() + make_interval(secs => ${leaseMs / 1000}), next_attempt_at = null
      from webhook_endpoint e, domain_event ev, organization org
     where d.id = ${id} and e.id = d.endpoint_id and ev.id = d.event_id and org.id = e.org_id
       and e.disabled_at is null
       and ((d.state = 'pending' and d.attempts = ${attempt})
            or (d.state = 'sending' and d.attempts = ${attempt + 1} and d.lease_until < now()))
       and not exists (
             select 1 from webhook_delivery o
              where o.endpoint_id = d.endpoint_id and o.entity_key = d.entity_key and o.id < d.id
                and o.state in ('pending', 'sending'))
    returning cast(d.id as text) as id, d.endpoint_id, e.org_id, org.code as org_code, e.url, e.secret_sealed,
              case when e.previous_secret_until > now() then e.previous_secret_sealed end as previous_secret_sealed,
              d.attempts, d.last_attempt_at as attempted_at,
              d.first_attempt_at, cast(ev.id as text) as event_id, ev.name as event_name,
              ev.payload as event_payload, ev.created_at as event_created_at`.execute(db);
  return rows[0];
}

export type Attempt = {
  status: number | null;
  errorKind: WebhookErrorKind | null;
  error: string | null;
  durationMs: number;
};

/** Attempt number `claimed.attempts` of the message, as it ended (the drawer of the deliveries screen lists them). */
export async function insertAttempt(
  db: Db,
  claimed: Pick<Claimed, 'id' | 'attempts' | 'attempted_at'>,
  attempt: Attempt,
): Promise<void> {
  await db
    .insertInto('webhook_attempt')
    .values({
      delivery_id: claimed.id,
      attempt_no: claimed.attempts,
      attempted_at: claimed.attempted_at,
      status: attempt.status,
      error_kind: attempt.errorKind,
      error: attempt.error?.slice(0, 2000) ?? null,
      duration_ms: attempt.durationMs,
    })
    .execute();
}

export async function markDelivered(db: Db, id: string, endpointId: number, attempt: Attempt): Promise<void> {
  await db
    .updateTable('webhook_delivery')
    .set({
      state: 'delivered',
      delivered_at: sql`now()`,
      lease_until: null,
      last_status: attempt.status,
      last_error: null,
      last_error_kind: null,
      last_duration_ms: attempt.durationMs,
    })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('webhook_endpoint')
    .set({ failing_since: null, last_success_at: sql`now()` })
    .where('id', '=', endpointId)
    .execute();
}

/**
 * A failed attempt: pending again until `nextAt`, or failed for good (`nextAt` null). The endpoint's
 * `failing_since` starts at its first failure since it last accepted a message. Answers whether the endpoint has
 * accepted nothing since this message's first attempt.
 */
export async function markFailed(
  db: Db,
  message: Pick<Claimed, 'id'>,
  attempt: Attempt,
  nextAt: Date | null,
): Promise<{ failingThroughout: boolean }> {
  await db
    .updateTable('webhook_delivery')
    .set({
      state: nextAt ? 'pending' : 'failed',
      next_attempt_at: nextAt,
      lease_until: null,
      last_status: attempt.status,
      last_error: attempt.error?.slice(0, 2000) ?? null,
      last_error_kind: attempt.errorKind,
      last_duration_ms: attempt.durationMs,
    })
    .where('id', '=', message.id)
    .execute();
  const { rows } = await sql<{ throughout: boolean }>`
    update webhook_endpoint e set failing_since = coalesce(e.failing_since, now())
      from webhook_delivery d
     where d.id = ${message.id} and e.id = d.endpoint_id
    returning (e.last_success_at is null or e.last_success_at < d.first_attempt_at) as throughout`.execute(
    db,
  );
  return { failingThroughout: rows[0]?.throughout === true };
}

/** The next open message of the same document to the same endpoint, which waited for this one. */
export async function nextWaiting(
  db: Db,
  message: { id: string; endpoint_id: number },
): Promise<{ id: string; attempts: number } | undefined> {
  const { rows } = await sql<{ id: string; attempts: number }>`
    select cast(n.id as text) as id, n.attempts
      from webhook_delivery d
      join webhook_delivery n on n.endpoint_id = d.endpoint_id and n.entity_key = d.entity_key and n.id > d.id
     where d.id = ${message.id} and n.state = 'pending'
     order by n.id
     limit 1`.execute(db);
  return rows[0];
}

/**
 * "Send again": the owner's messages `ids` in a state of `from` (the service's, from `webhookDeliveryTransitions`),
 * pending again with a fresh day of retries, on enabled endpoints. Answers those taken, and whether any asked for was on a disabled endpoint.
 */
export async function resetForSending(
  db: Db,
  owner: Owner,
  ids: number[],
  from: readonly WebhookDeliveryState[],
): Promise<{ taken: { id: string; attempts: number }[]; disabled: number }> {
  const { rows: disabled } = await sql<{ n: string }>`
    select count(*) as n
      from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
     where d.id = any(${ids}::bigint[]) and e.org_id = ${owner.orgId} and ${ownedBy(owner)}
       and e.disabled_at is not null`.execute(db);
  const { rows } = await sql<{ id: string; attempts: number }>`
    update webhook_delivery d
       set state = 'pending', first_attempt_at = null, next_attempt_at = null, lease_until = null,
           delivered_at = null
      from webhook_endpoint e
     where d.id = any(${ids}::bigint[]) and e.id = d.endpoint_id and e.org_id = ${owner.orgId}
       and ${ownedBy(owner)} and e.disabled_at is null and d.state = any(${[...from]}::text[])
    returning cast(d.id as text) as id, d.attempts`.execute(db);
  return { taken: rows, disabled: Number(disabled[0]?.n ?? 0) };
}

export type DeliveryRow = {
  id: string;
  event_id: string;
  event_name: string;
  document: string | null;
  url: string;
  endpoint_id: number;
  vendor_code: string | null;
  state: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  created_at: Date;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  org_id: number;
  org_code: string;
  event_payload: Record<string, unknown>;
  event_created_at: Date;
};

/** The owner's message `id` with what its body is made of (none: another's, or gone). */
export async function findDelivery(db: Db, owner: Owner, id: number): Promise<DeliveryRow | undefined> {
  const { rows } = await sql<DeliveryRow>`
    select cast(d.id as text) as id, cast(ev.id as text) as event_id, ev.name as event_name,
           ${sql.raw(documentNameSql)} as document, e.url, d.endpoint_id, e.vendor_code, d.state, d.attempts,
           d.created_at, d.next_attempt_at, d.delivered_at, e.org_id, org.code as org_code,
           ev.payload as event_payload, ev.created_at as event_created_at
      from webhook_delivery d
      join webhook_endpoint e on e.id = d.endpoint_id
      join domain_event ev on ev.id = d.event_id
      join organization org on org.id = e.org_id
     where d.id = ${id} and e.org_id = ${owner.orgId} and ${ownedBy(owner)}`.execute(db);
  return rows[0];
}

export type AttemptRow = {
  attempt_no: number;
  attempted_at: Date;
  status: number | null;
  error_kind: WebhookErrorKind | null;
  error: string | null;
  duration_ms: number;
};

/** The message's attempts, first first. */
export async function findAttempts(db: Db, deliveryId: number): Promise<AttemptRow[]> {
  return (await db
    .selectFrom('webhook_attempt')
    .select(['attempt_no', 'attempted_at', 'status', 'error_kind', 'error', 'duration_ms'])
    .where('delivery_id', '=', String(deliveryId))
    .orderBy('attempt_no')
    .orderBy('id')
    .execute()) as AttemptRow[];
}
