import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Organisations, accounts, roles, menus and the audit log: the tables every later module leans on.
 * Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both run unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table organization (
      id          serial primary key,
      code        varchar(32)  not null unique,
      name        varchar(128) not null,
      name_en     varchar(128) not null,
      enabled     boolean      not null default true,
      created_at  timestamptz  not null default now()
    );

    create table role (
      id          serial primary key,
      role_name   varchar(64)  not null unique,
      role_type   varchar(16)  not null default 'normal' check (role_type in ('super', 'system', 'normal')),
      is_default  boolean      not null default false,
      remark      varchar(256),
      created_at  timestamptz  not null default now(),
      updated_at  timestamptz  not null default now()
    );

    create table app_user (
      id             serial primary key,
      user_name      varchar(64)  not null,
      nick_name      varchar(64)  not null,
      password_hash  varchar(256) not null,
      role_id        integer      references role(id),
      vendor_code    varchar(32),
      email          varchar(128),
      phone          varchar(32),
      enabled        boolean      not null default true,
      is_locked      boolean      not null default false,
      locked_until   timestamptz,
      preferences    jsonb        not null default '{}'::jsonb,
      created_at     timestamptz  not null default now(),
      updated_at     timestamptz  not null default now()
    );
    create unique index app_user_name_uq on app_user (lower(user_name));

    create table user_organization (
      user_id  integer not null references app_user(id) on delete cascade,
      org_id   integer not null references organization(id) on delete cascade,
      primary key (user_id, org_id)
    );

    create table menu (
      id          serial primary key,
      parent_id   integer references menu(id),
      menu_code   varchar(128) not null,
      menu_name   varchar(64)  not null,
      menu_en     varchar(64)  not null,
      menu_type   varchar(8)   not null default 'menu' check (menu_type in ('menu', 'button')),
      menu_kind   varchar(16)  not null default 'SCM',
      link_url    varchar(256),
      icon_url    varchar(128),
      target      varchar(16)  not null default '_self',
      enabled     char(1)      not null default 'Y' check (enabled in ('Y', 'N')),
      ord_idx     integer      not null default 0,
      created_at  timestamptz  not null default now()
    );
    create unique index menu_code_uq on menu (menu_kind, menu_code);

    create table role_menu (
      role_id  integer not null references role(id) on delete cascade,
      menu_id  integer not null references menu(id) on delete cascade,
      primary key (role_id, menu_id)
    );

    create table audit_log (
      id          bigserial primary key,
      org_id      integer,
      user_id     integer,
      user_name   varchar(64),
      at          timestamptz  not null default now(),
      action      varchar(64)  not null,
      entity      varchar(64)  not null,
      entity_id   varchar(64),
      before      jsonb,
      after       jsonb
    );
    create index audit_log_org_at on audit_log (org_id, at desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `drop table audit_log, role_menu, menu, user_organization, app_user, role, organization`,
  );
}
