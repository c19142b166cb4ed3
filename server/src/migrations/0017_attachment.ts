import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Attachments (issue #16): files uploaded to belong to a document, kept in the file store (platform/files) under
 * `storage_key`. A row starts unclaimed (no owner: only its uploader may read it); the owning module's save claims it
 * (`owner_kind`, `owner_id`) in its transaction, and its read rule decides from then on. A document that drops an
 * attachment marks it `released_at` in its transaction; the sweep deletes released rows and unclaimed rows older than
 * a day, and then their files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table attachment (
      id                 serial primary key,
      org_id             integer      not null references organization(id),
      owner_kind         text,
      owner_id           integer,
      file_name          varchar(255) not null,
      content_type       varchar(100) not null,
      size_bytes         integer      not null check (size_bytes >= 0),
      sha256             char(64)     not null,
      storage_key        varchar(512) not null unique,
      created_by         varchar(64)  not null,
      created_by_vendor  varchar(32),
      created_at         timestamptz  not null default now(),
      released_at        timestamptz,
      check ((owner_kind is null) = (owner_id is null))
    );
    create index attachment_owner on attachment (owner_kind, owner_id);
    create index attachment_unclaimed on attachment (created_at) where owner_kind is null;
    create index attachment_released on attachment (released_at) where released_at is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table attachment;');
}
