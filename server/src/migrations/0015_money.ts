import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Money (PRODUCT §7, issue #13): expense bills and reconciliation statements (ReconBillMst).
 * - `money_counter`: per-organisation counters of document numbers (`EB`/`ST` + yyyyMMdd + 4 digits per day).
 * - `expense_bill`: a charge or deduction to a vendor. `amount` is positive; `direction` says which way it goes:
 *   `deduct` (taken off what the organisation owes the vendor: quality deductions, penalties) or `add` (owed to the
 *   vendor besides the goods, e.g. freight the vendor paid). `tax_rate` is a percentage like `order_line.tax_rate`
 *   (13 = 13 %); `tax` = round(amount × tax_rate / 100, 2), checked here. It sits in a statement exactly while it is
 *   `included` or `closed`.
 * - `statement`: per vendor, currency and period. `state` 1 draft, 2 sent, 3 confirmed, 4 rejected, 5 approved,
 *   6 closed, 9 voided (a draft given up; its lines are freed). `live` = not voided, generated from the state.
 *   `statement_no` is taken last in the creating transaction (the counter row is then locked only for the commit,
 *   so concurrent creations meet at the live-line indexes, not at the counter); a committed statement has one.
 * - `statement_line`: a received delivery line (`receipt`) or an expense bill (`expense`) with the figures it was
 *   billed at. The rounding rule is checked by the database: amount = round(qty × unit_price, 2), tax =
 *   round(amount × tax_rate / 100, 2). `live` copies its statement's `live` through the foreign key
 *   (statement_id, live) → statement (id, live) ON UPDATE CASCADE: a line cannot disagree with its statement, and
 *   voiding a statement frees its lines in the same statement. The partial unique indexes on delivery_line_id and
 *   expense_bill_id where live are what keeps a delivery line (or a bill) in at most one live statement, whatever
 *   runs concurrently.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table money_counter (
      org_id      integer     not null references organization(id),
      counter     varchar(32) not null,
      last_value  integer     not null,
      primary key (org_id, counter)
    );

    create table statement (
      id               serial primary key,
      org_id           integer       not null references organization(id),
      statement_no     varchar(20),
      vendor_code      varchar(32)   not null,
      currency         varchar(8)    not null,
      period_from      date          not null,
      period_to        date          not null,
      state            smallint      not null default 1 check (state in (1, 2, 3, 4, 5, 6, 9)),
      live             boolean       generated always as (state <> 9) stored,
      line_count       integer       not null default 0,
      amount           numeric(18,2) not null default 0,
      tax              numeric(18,2) not null default 0,
      amount_with_tax  numeric(18,2) not null default 0,
      reject_reason    varchar(512),
      invoice_no       varchar(64),
      invoice_date     date,
      invoice_amount   numeric(18,2),
      invoice_tax      numeric(18,2),
      created_by       varchar(64)   not null,
      created_at       timestamptz   not null default now(),
      sent_by          varchar(64),
      sent_at          timestamptz,
      confirmed_by     varchar(64),
      confirmed_at     timestamptz,
      rejected_by      varchar(64),
      rejected_at      timestamptz,
      approved_by      varchar(64),
      approved_at      timestamptz,
      closed_by        varchar(64),
      closed_at        timestamptz,
      voided_by        varchar(64),
      voided_at        timestamptz,
      updated_at       timestamptz   not null default now(),
      unique (org_id, statement_no),
      unique (id, live),
      check (period_from <= period_to),
      check (amount_with_tax = amount + tax),
      check (state not in (5, 6) or (invoice_no is not null and invoice_date is not null
                                     and invoice_amount is not null and invoice_tax is not null))
    );
    create index statement_vendor on statement (org_id, vendor_code, state, id);
    create index statement_state on statement (org_id, state, id);

    create table expense_bill (
      id              serial primary key,
      org_id          integer       not null references organization(id),
      bill_no         varchar(20)   not null,
      vendor_code     varchar(32)   not null,
      kind            varchar(8)    not null check (kind in ('quality', 'freight', 'penalty', 'other')),
      direction       varchar(8)    not null default 'deduct' check (direction in ('deduct', 'add')),
      amount          numeric(18,2) not null check (amount > 0),
      tax_rate        numeric(7,4)  not null default 0 check (tax_rate >= 0 and tax_rate <= 100),
      tax             numeric(18,2) not null,
      currency        varchar(8)    not null default 'CNY',
      reason          varchar(512)  not null,
      period          varchar(7)    not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      state           varchar(10)   not null default 'draft'
                      check (state in ('draft', 'sent', 'confirmed', 'disputed', 'included', 'closed')),
      dispute_reason  varchar(512),
      statement_id    integer       references statement(id),
      created_by      varchar(64)   not null,
      created_at      timestamptz   not null default now(),
      sent_by         varchar(64),
      sent_at         timestamptz,
      confirmed_by    varchar(64),
      confirmed_at    timestamptz,
      disputed_by     varchar(64),
      disputed_at     timestamptz,
      updated_by      varchar(64),
      updated_at      timestamptz   not null default now(),
      unique (org_id, bill_no),
      check (tax = round(amount * tax_rate / 100, 2)),
      check ((state in ('included', 'closed')) = (statement_id is not null))
    );
    create index expense_bill_vendor on expense_bill (org_id, vendor_code, state, id);
    create index expense_bill_statement on expense_bill (statement_id) where statement_id is not null;

    create table statement_line (
      id                serial primary key,
      statement_id      integer       not null,
      live              boolean       not null default true,
      org_id            integer       not null references organization(id),
      line_no           integer       not null,
      line_kind         varchar(8)    not null check (line_kind in ('receipt', 'expense')),
      delivery_line_id  integer       references delivery_line(id),
      expense_bill_id   integer       references expense_bill(id),
      received_qty      numeric(18,4),
      unit_exrate       numeric(18,6),
      qty               numeric(36,10) not null,
      unit_price        numeric(24,6) not null,
      tax_rate          numeric(7,4)  not null,
      amount            numeric(18,2) not null,
      tax               numeric(18,2) not null,
      line_state        varchar(8)    not null default 'ok' check (line_state in ('ok', 'rejected')),
      reject_reason     varchar(512),
      foreign key (statement_id, live) references statement (id, live) on update cascade on delete cascade,
      unique (statement_id, line_no),
      check ((line_kind = 'receipt') = (delivery_line_id is not null and expense_bill_id is null)),
      check ((line_kind = 'expense') = (expense_bill_id is not null and delivery_line_id is null)),
      check ((line_kind = 'receipt') = (received_qty is not null and unit_exrate is not null)),
      check ((line_state = 'rejected') = (reject_reason is not null)),
      check (amount = round(qty * unit_price, 2)),
      check (tax = round(amount * tax_rate / 100, 2))
    );
    create unique index statement_line_delivery_live on statement_line (delivery_line_id) where live;
    create unique index statement_line_bill_live on statement_line (expense_bill_id) where live;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table statement_line;
    drop table expense_bill;
    drop table statement;
    drop table money_counter;
  `,
  );
}
