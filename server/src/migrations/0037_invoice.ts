import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Invoices and payments (issue #47, PRODUCT §15).
 * - `organization.tax_id`: the buyer's tax id an invoice must name (a UBL invoice naming another buyer is refused).
 * - `payment_term`: how a vendor's invoices fall due (N days after the invoice date, the last receipt or the month
 *   end); a vendor without one falls due 30 days after the invoice date.
 * - `invoice`: an invoice (total > 0) or credit note (total < 0) a vendor handed in on one of its confirmed statements
 *   (or finance recorded for it). Its number is unique per vendor, whatever its state: the database refuses the
 *   second. `within` is the match's verdict when it was last submitted; outside tolerance it carries the vendor's
 *   `flag_reason`. `paid` is what payments allocated so far (never past `total`); `approve_seq` orders approvals for
 *   the ERP's pull (`Integration/PullInvoices?since=`), taken under a per-organisation lock so seqs commit in order.
 * - `invoice_tax_line`: the invoice's amounts per tax rate; they add up to the invoice's amount and tax (checked by
 *   the service before the insert, and here by the totals' own checks).
 * - `payment`: a payment the ERP pushed, once per reference and organisation; `amount` is the money that moved:
 *   what it allocates to invoices less its deductions. `payment_allocation` and `payment_deduction` are its parts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table organization add column tax_id varchar(64);

    create table payment_term (
      org_id       integer      not null references organization(id),
      vendor_code  varchar(32)  not null,
      basis        varchar(12)  not null check (basis in ('invoiceDate', 'receipt', 'monthEnd')),
      days         integer      not null check (days between 0 and 365),
      updated_by   varchar(64)  not null,
      updated_at   timestamptz  not null default now(),
      primary key (org_id, vendor_code)
    );

    create sequence invoice_approve_seq;

    create table invoice (
      id                 serial primary key,
      org_id             integer       not null references organization(id),
      vendor_code        varchar(32)   not null,
      statement_id       integer       not null references statement(id),
      statement_no       varchar(20)   not null,
      kind               varchar(12)   not null check (kind in ('invoice', 'creditNote')),
      invoice_no         varchar(40)   not null,
      invoice_code       varchar(12),
      invoice_date       date          not null,
      currency           varchar(8)    not null,
      amount             numeric(18,2) not null,
      tax                numeric(18,2) not null,
      total              numeric(18,2) not null,
      seller_tax_id      varchar(64),
      buyer_tax_id       varchar(64),
      attachment_id      integer,
      source             varchar(8)    not null check (source in ('portal', 'finance', 'ubl', 'api')),
      vendor_ref         varchar(64),
      state              varchar(12)   not null default 'submitted'
                         check (state in ('submitted', 'rejected', 'approved', 'scheduled', 'partlyPaid', 'paid')),
      within             boolean       not null,
      flag_reason        varchar(512),
      differences        text,
      submissions        integer       not null default 1 check (submissions > 0),
      reject_reason      varchar(512),
      expected_pay_date  date,
      paid               numeric(18,2) not null default 0,
      paid_date          date,
      approve_seq        bigint,
      submitted_by       varchar(64)   not null,
      submitted_at       timestamptz   not null default now(),
      approved_by        varchar(64),
      approved_at        timestamptz,
      rejected_by        varchar(64),
      rejected_at        timestamptz,
      updated_at         timestamptz   not null default now(),
      unique (org_id, vendor_code, invoice_no),
      unique (org_id, vendor_code, vendor_ref),
      check (total = amount + tax),
      check ((kind = 'invoice') = (total > 0)),
      check ((kind = 'creditNote') = (total < 0)),
      check (within or flag_reason is not null),
      check ((state = 'rejected') = (reject_reason is not null)),
      check (case when total > 0 then paid between 0 and total else paid between total and 0 end),
      check ((state = 'paid') = (paid = total)),
      check ((state in ('approved', 'scheduled', 'partlyPaid', 'paid')) = (approve_seq is not null))
    );
    create index invoice_statement on invoice (statement_id);
    create index invoice_vendor on invoice (org_id, vendor_code, state, id);
    create index invoice_state on invoice (org_id, state, id);
    create index invoice_approved on invoice (org_id, approve_seq) where approve_seq is not null;

    create table invoice_tax_line (
      invoice_id  integer       not null references invoice(id) on delete cascade,
      rate        numeric(7,4)  not null check (rate >= 0 and rate <= 100),
      amount      numeric(18,2) not null,
      tax         numeric(18,2) not null,
      primary key (invoice_id, rate)
    );

    create table payment (
      id           serial primary key,
      org_id       integer       not null references organization(id),
      vendor_code  varchar(32)   not null,
      reference    varchar(64)   not null,
      pay_date     date          not null,
      currency     varchar(8)    not null,
      amount       numeric(18,2) not null check (amount >= 0),
      deductions   numeric(18,2) not null default 0 check (deductions >= 0),
      body_hash    varchar(64)   not null,
      pushed_by    varchar(64)   not null,
      created_at   timestamptz   not null default now(),
      unique (org_id, reference)
    );
    create index payment_vendor on payment (org_id, vendor_code, id);

    create table payment_allocation (
      payment_id  integer       not null references payment(id) on delete cascade,
      invoice_id  integer       not null references invoice(id),
      amount      numeric(18,2) not null check (amount <> 0),
      primary key (payment_id, invoice_id)
    );
    create index payment_allocation_invoice on payment_allocation (invoice_id);

    create table payment_deduction (
      id          serial primary key,
      payment_id  integer       not null references payment(id) on delete cascade,
      reason      varchar(256)  not null,
      amount      numeric(18,2) not null check (amount > 0)
    );
    create index payment_deduction_payment on payment_deduction (payment_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table payment_deduction;
    drop table payment_allocation;
    drop table payment;
    drop table invoice_tax_line;
    drop table invoice;
    drop sequence invoice_approve_seq;
    drop table payment_term;
    alter table organization drop column tax_id;
  `,
  );
}
