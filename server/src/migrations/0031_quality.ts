import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Inspection and nonconformance (issue #33 items 2-3, PRODUCT §12).
 * - `defect_code`: the organisation's catalogue of defect codes (a rejection names one).
 * - `inspection`: the inspection of one received delivery line: accepted + rejected = received (checked by the
 *   service against the line), a defect code when anything is rejected. A line without a row is not inspected and
 *   counts as accepted in full. Statements bill the accepted quantity (statement.repository.ts `eligibleReceipts`).
 * - `ncr`: a nonconformance report of a rejection, sent to the vendor: open → answered (the vendor's 8D answer:
 *   containment, root cause, corrective and preventive action) → accepted | returned (back to the vendor) → closed.
 *   `version` guards answers against a stale screen; `reminded_at` marks the daily reminder of an overdue one.
 * - `ncr_counter`: NCR numbers per organisation and year (NCR-2026-00001).
 * - Mail category `quality` (NCRs to the vendor, answers to quality), a choice users may turn off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table defect_code (
      id          serial        primary key,
      org_id      integer       not null references organization(id) on delete cascade,
      code        varchar(32)   not null,
      name        varchar(100)  not null,
      name_en     varchar(100)  not null default '',
      enabled     boolean       not null default true,
      created_at  timestamptz   not null default now(),
      unique (org_id, code)
    );

    create table inspection (
      delivery_line_id  integer        primary key references delivery_line(id) on delete cascade,
      org_id            integer        not null references organization(id) on delete cascade,
      accepted_qty      numeric(18,4)  not null check (accepted_qty >= 0),
      rejected_qty      numeric(18,4)  not null check (rejected_qty >= 0),
      defect_code       varchar(32),
      remark            varchar(500),
      inspected_by      varchar(64)    not null,
      inspected_at      timestamptz    not null default now(),
      check ((rejected_qty > 0) = (defect_code is not null))
    );
    create index inspection_org on inspection (org_id, inspected_at);

    create table ncr (
      id                 serial         primary key,
      org_id             integer        not null references organization(id) on delete cascade,
      ncr_no             varchar(32)    not null,
      vendor_code        varchar(32)    not null,
      delivery_line_id   integer        not null references delivery_line(id),
      defect_code        varchar(32)    not null,
      rejected_qty       numeric(18,4)  not null check (rejected_qty > 0),
      description        varchar(2000)  not null,
      state              varchar(10)    not null default 'open'
                           check (state in ('open', 'answered', 'accepted', 'returned', 'closed')),
      due_date           date           not null,
      containment        varchar(4000),
      root_cause         varchar(4000),
      corrective_action  varchar(4000),
      preventive_action  varchar(4000),
      first_answered_at  timestamptz,
      answered_at        timestamptz,
      answered_by        varchar(64),
      review_comment     varchar(1000),
      reviewed_at        timestamptz,
      reviewed_by        varchar(64),
      closed_at          timestamptz,
      reminded_at        timestamptz,
      version            integer        not null default 1,
      created_by         varchar(64)    not null,
      created_at         timestamptz    not null default now(),
      updated_at         timestamptz    not null default now(),
      unique (org_id, ncr_no),
      foreign key (org_id, vendor_code) references vendor (org_id, vendor_code)
    );
    create index ncr_vendor on ncr (org_id, vendor_code, state);
    create index ncr_line on ncr (delivery_line_id);

    alter table mail_log drop constraint mail_log_category_check;
    alter table mail_log add constraint mail_log_category_check
      check (category in ('note', 'statement', 'order', 'quality', 'announcement', 'password', 'test', 'webhook'));
    alter table mail_preference drop constraint mail_preference_category_check;
    alter table mail_preference add constraint mail_preference_category_check
      check (category in ('note', 'statement', 'order', 'quality', 'announcement'));

    create table ncr_counter (
      org_id     integer  not null references organization(id) on delete cascade,
      year       integer  not null,
      last_seq   integer  not null,
      primary key (org_id, year)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from mail_preference where category = 'quality';
    delete from mail_log where category = 'quality';
    alter table mail_preference drop constraint mail_preference_category_check;
    alter table mail_preference add constraint mail_preference_category_check
      check (category in ('note', 'statement', 'order', 'announcement'));
    alter table mail_log drop constraint mail_log_category_check;
    alter table mail_log add constraint mail_log_category_check
      check (category in ('note', 'statement', 'order', 'announcement', 'password', 'test', 'webhook'));
    drop table ncr_counter;
    drop table ncr;
    drop table inspection;
    drop table defect_code;
  `,
  );
}
