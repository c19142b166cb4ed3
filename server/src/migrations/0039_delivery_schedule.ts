import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Delivery schedules (issue #48, PRODUCT §16): firm call-offs with dates against a vendor's order lines.
 * - `schedule_release`: a vendor's schedule as the ERP published it, numbered by the ERP and higher each time;
 *   `body_hash` makes the same push again change nothing. The newest release is the vendor's schedule (`current`).
 * - `schedule_line`: each call-off of the release — an order line (kept by id and by its number/item as pushed), the
 *   day it is due and its quantity. A release states each order line's whole schedule, so figures are cumulative.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table schedule_release (
      id            serial primary key,
      org_id        integer      not null references organization(id),
      vendor_code   varchar(32)  not null,
      release_no    integer      not null check (release_no > 0),
      current       boolean      not null default true,
      body_hash     varchar(64)  not null,
      lines         integer      not null,
      published_by  varchar(64)  not null,
      published_at  timestamptz  not null default now(),
      unique (org_id, vendor_code, release_no)
    );
    create unique index schedule_release_current on schedule_release (org_id, vendor_code) where current;

    create table schedule_line (
      release_id     integer        not null references schedule_release(id) on delete cascade,
      line_no        integer        not null,
      order_line_id  integer        not null references order_line(id),
      po_no          varchar(64)    not null,
      po_item        integer        not null,
      part_no        varchar(64)    not null,
      due_date       date           not null,
      quantity       numeric(18,4)  not null check (quantity > 0),
      primary key (release_id, line_no)
    );
    create index schedule_line_order_line on schedule_line (order_line_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table schedule_line;
    drop table schedule_release;
  `,
  );
}
