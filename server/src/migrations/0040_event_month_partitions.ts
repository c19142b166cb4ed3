import { type Kysely, sql } from 'kysely';
import { ensureEventMonths, eventMonthFactor } from '../platform/events/event-months.ts';
import { runStatements } from './run-statements.ts';

/*
 * Domain events and their deliveries partitioned by month (issue #50 item 3, docs/decisions.md "Event months").
 *
 * An event's id carries the month (UTC) it was written in: `yyyymm × 10¹⁰ + sequence` (2026110000012345 is the
 * 12,345th event, written in November 2026), and the four tables that grow with events are range-partitioned on
 * that id: `domain_event` by `id`, `event_delivery` by `event_id`, `webhook_delivery` by its own `id` (which carries
 * its event's month: the fan-out writes it so) and `webhook_attempt` by `delivery_id`. So every row of one month's
 * events sits in the same month's partition of each table, a look-up by id reaches one partition, and retention
 * drops whole months in every table at once (event-months.ts) instead of deleting rows.
 *
 * Existing rows keep their ids (all below 2000-01's key) and become each table's `_p0` partition, attached behind a
 * check constraint (one read of each table, no row copied).
 *
 * Keys the tables held are now kept by the code that writes them (docs/decisions.md says why, with figures):
 * - No foreign key leads into or out of the four tables. A key into them made detaching a month look for
 *   referencing rows of its every id (seconds for a month of a million events, every event write waiting); a key out
 *   of them (an event's organisation, a message's endpoint) made dropping a month lock the referenced table
 *   exclusively. Deliveries are written in their event's statement, messages and attempts by the webhook module from
 *   the rows they belong to; rows go only with their month, through the retention, or with their endpoint
 *   (`deleteEndpoint` deletes its messages and their attempts). Organisations are never deleted by the portal.
 * - A webhook message is unique per endpoint and event through the fan-out's lock on the event's delivery (a
 *   partitioned table cannot hold that unique key, its partition key being the id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const before = `${200001n * BigInt(eventMonthFactor)}`;
  const monthKey = `to_char(clock_timestamp() at time zone 'UTC', 'YYYYMM')::bigint * ${eventMonthFactor}`;
  await runStatements(
    db,
    `
    alter table webhook_attempt rename to webhook_attempt_p0;
    alter index webhook_attempt_pkey rename to webhook_attempt_p0_pkey;
    alter index webhook_attempt_delivery rename to webhook_attempt_p0_delivery;
    alter table webhook_delivery rename to webhook_delivery_p0;
    alter index webhook_delivery_pkey rename to webhook_delivery_p0_pkey;
    alter index webhook_delivery_open rename to webhook_delivery_p0_open;
    alter index webhook_delivery_endpoint rename to webhook_delivery_p0_endpoint;
    alter table event_delivery rename to event_delivery_p0;
    alter index event_delivery_pkey rename to event_delivery_p0_pkey;
    alter index event_delivery_undelivered rename to event_delivery_p0_undelivered;
    alter table domain_event rename to domain_event_p0;
    alter index domain_event_pkey rename to domain_event_p0_pkey;
    alter index domain_event_entity rename to domain_event_p0_entity;

    create table domain_event (
      id          bigint       not null default (${monthKey} + nextval('domain_event_id_seq')),
      org_id      integer      not null,
      name        varchar(64)  not null,
      entity      varchar(32)  not null,
      entity_id   varchar(64)  not null,
      payload     jsonb        not null default '{}'::jsonb,
      created_at  timestamptz  not null default now(),
      constraint domain_event_pkey primary key (id)
    ) partition by range (id);
    alter table domain_event_p0 alter column id drop default;
    alter sequence domain_event_id_seq owned by domain_event.id;
    create index domain_event_entity on domain_event (org_id, entity, entity_id, id);

    create table event_delivery (
      event_id      bigint        not null,
      subscriber    varchar(64)   not null,
      state         varchar(10)   not null default 'pending',
      attempts      integer       not null default 0,
      last_error    varchar(2000),
      delivered_at  timestamptz,
      updated_at    timestamptz   not null default now(),
      constraint event_delivery_pkey primary key (event_id, subscriber),
      constraint event_delivery_state_check check (state in ('pending', 'delivered', 'failed')),
      constraint event_delivery_check check ((state = 'delivered') = (delivered_at is not null))
    ) partition by range (event_id);
    create index event_delivery_undelivered on event_delivery (event_id) where state <> 'delivered';

    create table webhook_delivery (
      id                bigint        not null default nextval('webhook_delivery_id_seq'),
      endpoint_id       integer       not null,
      event_id          bigint        not null,
      entity_key        varchar(100)  not null,
      state             varchar(10)   not null default 'pending',
      attempts          integer       not null default 0,
      first_attempt_at  timestamptz,
      last_attempt_at   timestamptz,
      next_attempt_at   timestamptz,
      lease_until       timestamptz,
      last_status       integer,
      last_error        varchar(2000),
      last_duration_ms  integer,
      delivered_at      timestamptz,
      created_at        timestamptz   not null default now(),
      last_error_kind   varchar(30),
      constraint webhook_delivery_pkey primary key (id),
      constraint webhook_delivery_state_check check (state in ('pending', 'sending', 'delivered', 'failed'))
    ) partition by range (id);
    alter table webhook_delivery_p0 alter column id drop default;
    alter sequence webhook_delivery_id_seq owned by webhook_delivery.id;
    create index webhook_delivery_open on webhook_delivery (endpoint_id, entity_key, id)
      where state in ('pending', 'sending');
    create index webhook_delivery_endpoint on webhook_delivery (endpoint_id, id);
    create index webhook_delivery_event on webhook_delivery (event_id);

    create table webhook_attempt (
      id            bigint        not null default nextval('webhook_attempt_id_seq'),
      delivery_id   bigint        not null,
      attempt_no    integer       not null,
      attempted_at  timestamptz   not null,
      status        integer,
      error_kind    varchar(30),
      error         varchar(2000),
      duration_ms   integer       not null
    ) partition by range (delivery_id);
    alter table webhook_attempt_p0 alter column id drop default;
    alter sequence webhook_attempt_id_seq owned by webhook_attempt.id;
    create index webhook_attempt_delivery on webhook_attempt (delivery_id, attempt_no);

    alter table domain_event_p0 add constraint domain_event_p0_bound check (id < ${before});
    alter table domain_event attach partition domain_event_p0 for values from (minvalue) to (${before});
    alter table domain_event_p0 drop constraint domain_event_p0_bound;
    alter table event_delivery_p0 add constraint event_delivery_p0_bound check (event_id < ${before});
    alter table event_delivery attach partition event_delivery_p0 for values from (minvalue) to (${before});
    alter table event_delivery_p0 drop constraint event_delivery_p0_bound;
    alter table webhook_delivery_p0 add constraint webhook_delivery_p0_bound check (id < ${before});
    alter table webhook_delivery attach partition webhook_delivery_p0 for values from (minvalue) to (${before});
    alter table webhook_delivery_p0 drop constraint webhook_delivery_p0_bound;
    alter table webhook_attempt_p0 add constraint webhook_attempt_p0_bound check (delivery_id < ${before});
    alter table webhook_attempt attach partition webhook_attempt_p0 for values from (minvalue) to (${before});
    alter table webhook_attempt_p0 drop constraint webhook_attempt_p0_bound;

    alter table event_delivery_p0 drop constraint event_delivery_event_id_fkey;
    alter table webhook_delivery_p0 drop constraint webhook_delivery_event_id_fkey;
    alter table webhook_attempt_p0 drop constraint webhook_attempt_delivery_id_fkey;
    alter table domain_event_p0 drop constraint domain_event_org_id_fkey;
    alter table webhook_delivery_p0 drop constraint webhook_delivery_endpoint_id_fkey;

    alter table organization add column event_retention_months integer not null default 24
      check (event_retention_months between 1 and 120);
  `,
  );
  await ensureEventMonths(db as never, await dbNow(db));
}

async function dbNow(db: Kysely<unknown>): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  return new Date(rows[0]!.now);
}

export async function down(): Promise<void> {
  throw new Error('0040_event_month_partitions cannot be undone: restore the backup taken before it');
}
