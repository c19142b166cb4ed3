import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Announcements (issue #14, PRODUCT §8, docs/decisions.md "Announcement versions").
 *
 * - `announcement`: per organisation; `body_html` is the server's sanitised HTML only (never what was sent).
 *   `version` starts at 1 and rises when the title or body of an announcement that was ever published changes.
 *   `publish_from` null = from its publication; `publish_to` null = no end.
 * - `announcement_vendor` / `announcement_role`: the chosen vendors or roles of audiences `vendorList` / `roleList`.
 * - `announcement_read`: a read receipt per announcement, user and version read (the history stays when a new
 *   version makes the announcement unread again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table announcement (
      id             serial primary key,
      org_id         integer      not null references organization(id),
      title          varchar(200) not null,
      body_html      text         not null default '',
      state          varchar(10)  not null default 'draft'
                     check (state in ('draft', 'published', 'withdrawn')),
      audience       varchar(10)  not null
                     check (audience in ('all', 'vendors', 'staff', 'vendorList', 'roleList')),
      publish_from   timestamptz,
      publish_to     timestamptz,
      pinned         boolean      not null default false,
      version        integer      not null default 1 check (version >= 1),
      created_by     varchar(64)  not null,
      created_at     timestamptz  not null default now(),
      updated_by     varchar(64),
      updated_at     timestamptz  not null default now(),
      published_by   varchar(64),
      published_at   timestamptz,
      withdrawn_by   varchar(64),
      withdrawn_at   timestamptz,
      check (publish_to is null or publish_from is null or publish_to > publish_from),
      check (state = 'draft' or published_at is not null)
    );
    create index announcement_visible on announcement (org_id, state, pinned, id);

    create table announcement_vendor (
      announcement_id  integer     not null references announcement(id) on delete cascade,
      vendor_code      varchar(32) not null,
      primary key (announcement_id, vendor_code)
    );
    create index announcement_vendor_code on announcement_vendor (vendor_code, announcement_id);

    create table announcement_role (
      announcement_id  integer not null references announcement(id) on delete cascade,
      role_id          integer not null references role(id) on delete cascade,
      primary key (announcement_id, role_id)
    );
    create index announcement_role_role on announcement_role (role_id, announcement_id);

    create table announcement_read (
      announcement_id  integer     not null references announcement(id) on delete cascade,
      user_id          integer     not null references app_user(id) on delete cascade,
      version          integer     not null,
      read_at          timestamptz not null default now(),
      primary key (announcement_id, user_id, version)
    );
    create index announcement_read_user on announcement_read (user_id, announcement_id, version);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table announcement_read;
    drop table announcement_role;
    drop table announcement_vendor;
    drop table announcement;
  `,
  );
}
