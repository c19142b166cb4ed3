import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Domain events (issue #31, docs/architecture.md "Domain events"): a transactional outbox. A module publishes an
 * event in the transaction of its change; the event and one delivery per subscriber registered for its name are
 * rows of that transaction, so an event of a rolled-back change never exists.
 *
 * - `domain_event`: what happened (`name`, e.g. `statement.sent`) to which document (`entity`, `entity_id`: text,
 *   so any key fits), with its `payload`. Deliveries of one entity to one subscriber run in `id` order, looked up
 *   through `domain_event_entity`.
 * - `event_delivery`: one row per event and subscriber, the subscriber's idempotency key. `pending` until the
 *   subscriber's handler commits (`delivered`, in the handler's own transaction) or its tries run out (`failed`,
 *   with the last error, kept for administrators).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table domain_event (
      id          bigserial    primary key,
      org_id      integer      not null references organization(id) on delete cascade,
      name        varchar(64)  not null,
      entity      varchar(32)  not null,
      entity_id   varchar(64)  not null,
      payload     jsonb        not null default '{}'::jsonb,
      created_at  timestamptz  not null default now()
    );
    create index domain_event_entity on domain_event (org_id, entity, entity_id, id);

    create table event_delivery (
      event_id      bigint        not null references domain_event(id) on delete cascade,
      subscriber    varchar(64)   not null,
      state         varchar(10)   not null default 'pending'
                      check (state in ('pending', 'delivered', 'failed')),
      attempts      integer       not null default 0,
      last_error    varchar(2000),
      delivered_at  timestamptz,
      updated_at    timestamptz   not null default now(),
      primary key (event_id, subscriber),
      check ((state = 'delivered') = (delivered_at is not null))
    );
    create index event_delivery_failed on event_delivery (event_id) where state = 'failed';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table event_delivery, domain_event');
}
