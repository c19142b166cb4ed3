import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The integration API for ERP and WMS (PRODUCT §3): API keys (only their SHA-256 is kept), and the receipts
 * already applied, so a re-sent receipt changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table integration_key (
      id          serial primary key,
      org_id      integer      not null references organization(id),
      name        varchar(64)  not null,
      key_hash    char(64)     not null unique,
      key_prefix  varchar(12)  not null,
      scopes      varchar(64)  not null,
      created_by  varchar(64)  not null,
      created_at  timestamptz  not null default now(),
      revoked_at  timestamptz
    );

    create table goods_receipt (
      id           serial primary key,
      org_id       integer      not null references organization(id),
      external_id  varchar(64)  not null,
      note_id      integer      not null references delivery_note(id),
      received_at  timestamptz  not null default now(),
      unique (org_id, external_id)
    );

    create unique index order_line_external on order_line (org_id, external_id) where external_id is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index order_line_external; drop table goods_receipt, integration_key;`);
}
