import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Webhook deliveries you can read (issue #45 item 8).
 * - `webhook_attempt`: every attempt to send a message (its number, when it started, the answer's status or why it
 *   failed, how long it took), recorded with the attempt's outcome; a message's drawer lists them. Not unique per
 *   number: a slow attempt whose lease lapsed and the one that took it over are both kept.
 * - `error_kind` / `webhook_delivery.last_error_kind`: why an attempt failed as a kind the screen says in a sentence
 *   (contract `webhookErrorKinds`), beside the technical detail (`HTTP 503`, `ECONNRESET`). Messages failed before
 *   get their kind from that detail here; attempts before this migration were not recorded one by one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table webhook_attempt (
      id            bigserial     primary key,
      delivery_id   bigint        not null references webhook_delivery(id) on delete cascade,
      attempt_no    integer       not null,
      attempted_at  timestamptz   not null,
      status        integer,
      error_kind    varchar(30),
      error         varchar(2000),
      duration_ms   integer       not null
    );
    create index webhook_attempt_delivery on webhook_attempt (delivery_id, attempt_no);

    alter table webhook_delivery add column last_error_kind varchar(30);
    update webhook_delivery set last_error_kind = case
        when last_error like 'HTTP 4%' then 'httpClient'
        when last_error like 'HTTP 5%' then 'httpServer'
        when last_error like 'HTTP %' then 'httpOther'
        when last_error like 'no answer within %' then 'timeout'
        when last_error = 'endpoint disabled' then 'endpointDisabled'
        when last_error like 'addressRefused:%' then 'addressRefused'
        when last_error like 'addressCarriesIPv4:%' then 'addressCarriesIPv4'
        when last_error like 'hostUnknown:%' then 'hostUnknown'
        when last_error like 'httpsOnly:%' then 'httpsOnly'
        when last_error like 'urlInvalid:%' then 'urlInvalid'
        when last_error = 'ECONNREFUSED' then 'connectionRefused'
        when last_error in ('ECONNRESET', 'EPIPE') then 'connectionLost'
        else 'other'
      end
     where last_error is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table webhook_delivery drop column last_error_kind;
    drop table webhook_attempt;
  `,
  );
}
