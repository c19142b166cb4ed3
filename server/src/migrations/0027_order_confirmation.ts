import { type Kysely, sql } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Order collaboration (issue #32, PRODUCT §10). Each order line carries its confirmation: the state, a version that
 * every answer raises (an answer made on an older version is refused: two people answering at once), the promised
 * schedule (JSON [{DATE, QTY}], the earliest date also in `promised_date` for lists and days late) and the ERP's
 * first quantity and due date, which the portal never changes (filled by a trigger on insert). Every answer, counter and ERP change is a row of
 * `order_line_version` with the schedule and the ERP figures of that moment. `confirm_seq` orders agreed answers for
 * the ERP's pull (`Integration/PullConfirmations?since=`). The organisation decides whether a note may ship against
 * an unconfirmed line and after how many hours an unanswered line is reminded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table organization
      add column require_confirmation boolean not null default false,
      add column confirmation_reminder_hours integer not null default 48 check (confirmation_reminder_hours > 0);

    alter table order_line
      add column confirm_state varchar(16) not null default 'new'
        check (confirm_state in ('new', 'accepted', 'proposed', 'countered', 'refused', 'confirmed', 'changed')),
      add column confirm_version integer not null default 0,
      add column promised_schedule jsonb not null default '[]',
      add column promised_date date,
      add column original_qty numeric(18,4),
      add column original_due_date date,
      add column answered_at timestamptz,
      add column confirm_seq bigint;
    update order_line set original_qty = ordered_qty, original_due_date = due_date;

    create sequence order_confirmation_seq;
    create index order_line_confirm_state on order_line (org_id, confirm_state, vendor_code);
    create index order_line_confirm_seq on order_line (org_id, confirm_seq) where confirm_seq is not null;

    create table order_line_version (
      order_line_id integer      not null references order_line(id) on delete cascade,
      version       integer      not null,
      org_id        integer      not null,
      action        varchar(16)  not null,
      actor         varchar(8)   not null check (actor in ('vendor', 'buyer', 'erp')),
      state         varchar(16)  not null,
      schedule      jsonb        not null default '[]',
      reason        varchar(512),
      ordered_qty   numeric(18,4) not null,
      due_date      date         not null,
      unit_price    numeric(18,6) not null,
      by_user       varchar(64),
      at            timestamptz  not null default now(),
      primary key (order_line_id, version)
    );
  `,
  );
  // A new line's original figures are the ERP's first ones, whoever inserts it (one statement: the body has `;`).
  await sql
    .raw(`
    create function order_line_original() returns trigger language plpgsql as $$
    begin
      new.original_qty := coalesce(new.original_qty, new.ordered_qty);
      new.original_due_date := coalesce(new.original_due_date, new.due_date);
      return new;
    end $$`)
    .execute(db);
  await sql
    .raw(
      'create trigger order_line_original before insert on order_line for each row execute function order_line_original()',
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table order_line_version;
    drop trigger order_line_original on order_line;
    drop function order_line_original();
    drop sequence order_confirmation_seq;
    alter table order_line drop column confirm_state, drop column confirm_version, drop column promised_schedule,
      drop column promised_date, drop column original_qty, drop column original_due_date, drop column answered_at,
      drop column confirm_seq;
    alter table organization drop column require_confirmation, drop column confirmation_reminder_hours;
  `,
  );
}
