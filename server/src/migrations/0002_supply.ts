import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Vendors, parts, order lines and delivery notes (PRODUCT §4, §5). Quantities and money are `numeric`:
 * exact decimals end to end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table vendor (
      id                  serial primary key,
      org_id              integer      not null references organization(id),
      vendor_code         varchar(32)  not null,
      vendor_name         varchar(128) not null,
      parent_vendor_code  varchar(32),
      contact             varchar(64),
      email               varchar(128),
      phone               varchar(32),
      enabled             boolean      not null default true,
      created_at          timestamptz  not null default now(),
      unique (org_id, vendor_code)
    );

    create table part (
      id          serial primary key,
      org_id      integer       not null references organization(id),
      part_no     varchar(64)   not null,
      part_name   varchar(128)  not null,
      part_descr  varchar(256),
      base_unit   varchar(16)   not null,
      spq         numeric(18,4) not null default 1 check (spq > 0),
      created_at  timestamptz   not null default now(),
      unique (org_id, part_no)
    );

    create table over_delivery_part (
      id            serial primary key,
      org_id        integer      not null references organization(id),
      vendor_code   varchar(32)  not null,
      part_no       varchar(64)  not null,
      over_pct      numeric(7,4) not null check (over_pct >= 0 and over_pct <= 100),
      confirmed_by  varchar(64)  not null,
      confirmed_at  timestamptz  not null default now(),
      unique (org_id, vendor_code, part_no)
    );

    create table vendor_spare (
      id           serial primary key,
      org_id       integer      not null references organization(id),
      vendor_code  varchar(32)  not null,
      part_no      varchar(64)  not null,
      spare_pct    numeric(7,4) not null check (spare_pct >= 0 and spare_pct <= 100),
      updated_by   varchar(64)  not null,
      updated_at   timestamptz  not null default now(),
      unique (org_id, vendor_code, part_no)
    );

    create table order_line (
      id            serial primary key,
      org_id        integer       not null references organization(id),
      order_kind    varchar(2)    not null check (order_kind in ('PO', 'OS')),
      po_no         varchar(32)   not null,
      po_item       integer       not null,
      vendor_code   varchar(32)   not null,
      part_no       varchar(64)   not null,
      ordered_qty   numeric(18,4) not null check (ordered_qty > 0),
      po_unit       varchar(16)   not null,
      base_unit     varchar(16)   not null,
      unit_exrate   numeric(18,6) not null default 1,
      unit_price    numeric(18,6) not null default 0,
      tax_rate      numeric(7,4)  not null default 0,
      currency      varchar(8)    not null default 'CNY',
      due_date      date          not null,
      buyer         varchar(64),
      status        varchar(8)    not null default 'open' check (status in ('open', 'closed')),
      external_id   varchar(64),
      created_at    timestamptz   not null default now(),
      unique (org_id, order_kind, po_no, po_item)
    );
    create index order_line_vendor on order_line (org_id, vendor_code, status);

    create table delivery_note (
      id                  serial primary key,
      org_id              integer      not null references organization(id),
      note_kind           varchar(3)   not null check (note_kind in ('DN', 'OS', 'SUB')),
      delivery_no         varchar(20)  not null,
      status              smallint     not null default 1 check (status between 1 and 5),
      vendor_code         varchar(32)  not null,
      vendor_name         varchar(128) not null,
      receiver_vendor_code varchar(32),
      delivery_date       date         not null,
      arrival_date        date,
      description         varchar(512),
      check_man           varchar(64),
      check_date          timestamptz,
      logistics_company   varchar(64),
      tracking_no         varchar(64),
      void_reason         varchar(256),
      received_at         timestamptz,
      bill_close_date     date,
      creator_id          integer,
      creator_name        varchar(64),
      created_at          timestamptz  not null default now(),
      updated_at          timestamptz  not null default now(),
      unique (org_id, delivery_no)
    );
    create index delivery_note_vendor on delivery_note (org_id, vendor_code, status);

    create table delivery_note_sequence (
      org_id    integer not null,
      day       date    not null,
      last_seq  integer not null,
      primary key (org_id, day)
    );

    create table delivery_line (
      id              serial primary key,
      note_id         integer       not null references delivery_note(id) on delete cascade,
      org_id          integer       not null,
      line_no         integer       not null,
      order_line_id   integer       not null references order_line(id),
      delivery_qty    numeric(18,4) not null check (delivery_qty > 0),
      spare_qty       numeric(18,4) not null default 0 check (spare_qty >= 0),
      packing_qty     numeric(18,4) not null check (packing_qty > 0),
      received_qty    numeric(18,4),
      vendor_part_no  varchar(64),
      date_code       varchar(32),
      lot_no          varchar(64),
      color           varchar(32),
      weight          numeric(18,4),
      unique (note_id, line_no)
    );
    create index delivery_line_order_line on delivery_line (order_line_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `drop table delivery_line, delivery_note_sequence, delivery_note, order_line, vendor_spare,
    over_delivery_part, part, vendor`,
  );
}
