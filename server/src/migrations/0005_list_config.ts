import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * List configuration (spec §3, §7) and export records (PRODUCT §8), per list route and organisation:
 * parameter definitions (advanced setting), saved advanced queries per user, column configuration per user or
 * global (user_id null), and the export records of every list's export jobs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table list_param (
      id              serial primary key,
      org_id          integer       not null references organization(id),
      list_route      varchar(128)  not null,
      ord_idx         integer       not null default 0,
      param_name      varchar(64)   not null,
      param_caption   varchar(128)  not null,
      field_name      varchar(64)   not null,
      action_type     smallint      not null default 6 check (action_type between 1 and 9),
      param_value     varchar(4000),
      data_type       smallint      not null default 1 check (data_type between 1 and 6),
      reference_sql   text,
      sub_sql         text,
      is_paging       char(1)       not null default 'N' check (is_paging in ('Y', 'N')),
      is_fast_search  char(1)       not null default 'N' check (is_fast_search in ('Y', 'N')),
      default_value   varchar(4000),
      remark          varchar(512),
      updated_by      varchar(64),
      updated_at      timestamptz   not null default now(),
      unique (org_id, list_route, param_name)
    );

    create table list_query (
      id            serial primary key,
      org_id        integer       not null references organization(id),
      list_route    varchar(128)  not null,
      user_id       integer       not null references app_user(id) on delete cascade,
      ord_id        integer       not null default 0,
      param_name    varchar(64)   not null,
      field_name    varchar(64)   not null,
      action_type   smallint      not null check (action_type between 1 and 9),
      param_value   varchar(4000) not null default '',
      data_type     smallint      not null check (data_type between 1 and 6),
      is_paging     char(1)       not null default 'N' check (is_paging in ('Y', 'N'))
    );
    create index list_query_owner on list_query (org_id, list_route, user_id);

    create table list_column (
      id             serial primary key,
      org_id         integer       not null references organization(id),
      list_route     varchar(128)  not null,
      user_id        integer       references app_user(id) on delete cascade,
      ord_idx        integer       not null,
      field_name     varchar(64)   not null,
      field_caption  varchar(128)  not null,
      field_width    integer       not null default 140 check (field_width >= 0),
      is_visible     char(1)       not null default 'Y' check (is_visible in ('Y', 'N'))
    );
    create unique index list_column_uq on list_column (org_id, list_route, coalesce(user_id, 0), field_name);

    create table export_record (
      id           serial primary key,
      org_id       integer       not null references organization(id),
      user_id      integer       not null references app_user(id) on delete cascade,
      user_name    varchar(64)   not null,
      list_route   varchar(128)  not null,
      file_name    varchar(256)  not null,
      status       smallint      not null default 0 check (status in (0, 1, 2, 3)),
      row_count    integer,
      file_path    varchar(512),
      request      jsonb         not null,
      error        varchar(512),
      created_at   timestamptz   not null default now(),
      finished_at  timestamptz
    );
    create index export_record_owner on export_record (user_id, org_id, created_at desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table export_record, list_column, list_query, list_param`);
}
