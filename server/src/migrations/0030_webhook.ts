import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Signed webhooks (issue #35 item 3, PRODUCT §11; docs/architecture.md "Webhooks").
 * - `webhook_endpoint`: an organisation's receiver of chosen events (`events`, catalogued names), its signing secret
 *   sealed at rest (platform/sealed-secrets.ts, purpose `webhook_endpoint:<id>`), and its health: `failing_since` is
 *   the first failed attempt since the last accepted message (`last_success_at`); an endpoint that accepted nothing
 *   since a message's first attempt when that message's retries ran out (24 hours) is disabled (`disabled_at`,
 *   `disabled_reason`). `vendor_code`: a vendor's own endpoint, sent
 *   only that vendor's events.
 * - `webhook_setting.allowlist`: hosts and networks (CIDR) of private addresses the organisation's administrator let
 *   endpoints reach (everything private, loopback, link-local or a cloud metadata address is refused otherwise).
 * - `webhook_delivery`: one message of one event to one endpoint (`unique`: the fan-out runs once), its attempts and
 *   their last outcome. Per endpoint and entity (`entity_key`), messages go out in event order: one waits while an
 *   older one is `pending` or `sending`. `lease_until`: an attempt in flight (its process died when it lapses).
 * - Mail category `webhook`: the mail telling administrators an endpoint was disabled (nobody can turn it off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table webhook_endpoint (
      id               serial        primary key,
      org_id           integer       not null references organization(id) on delete cascade,
      vendor_code      varchar(32),
      url              varchar(2000) not null,
      description      varchar(200)  not null default '',
      events           text[]        not null,
      secret_sealed    varchar(500)  not null,
      disabled_at      timestamptz,
      disabled_reason  varchar(10) check (disabled_reason in ('manual', 'failing')),
      failing_since    timestamptz,
      last_success_at  timestamptz,
      created_by       varchar(64),
      created_at       timestamptz   not null default now(),
      updated_at       timestamptz   not null default now(),
      foreign key (org_id, vendor_code) references vendor (org_id, vendor_code) on delete cascade
    );
    create index webhook_endpoint_org on webhook_endpoint (org_id);

    create table webhook_setting (
      org_id      integer      primary key references organization(id) on delete cascade,
      allowlist   text[]       not null default '{}',
      updated_at  timestamptz  not null default now()
    );

    create table webhook_delivery (
      id                bigserial     primary key,
      endpoint_id       integer       not null references webhook_endpoint(id) on delete cascade,
      event_id          bigint        not null references domain_event(id) on delete cascade,
      entity_key        varchar(100)  not null,
      state             varchar(10)   not null default 'pending'
                          check (state in ('pending', 'sending', 'delivered', 'failed')),
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
      unique (endpoint_id, event_id)
    );
    create index webhook_delivery_open on webhook_delivery (endpoint_id, entity_key, id)
      where state in ('pending', 'sending');
    create index webhook_delivery_endpoint on webhook_delivery (endpoint_id, id);

    alter table mail_log drop constraint mail_log_category_check;
    alter table mail_log add constraint mail_log_category_check
      check (category in ('note', 'statement', 'order', 'announcement', 'password', 'test', 'webhook'));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from mail_log where category = 'webhook';
    alter table mail_log drop constraint mail_log_category_check;
    alter table mail_log add constraint mail_log_category_check
      check (category in ('note', 'statement', 'order', 'announcement', 'password', 'test'));
    drop table webhook_delivery;
    drop table webhook_setting;
    drop table webhook_endpoint;
  `,
  );
}
