import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Invoice matching (issue #13, docs/decisions.md "Money"): finance approves a confirmed statement with the vendor's
 * invoice; the portal matches invoice ↔ statement ↔ receipts ↔ PO prices within tolerances set per organisation.
 *
 * - `invoice_tolerance`: one row per organisation once saved (no row = the defaults below). `price_pct` is how far a
 *   billed unit price may be from the PO line's current price, in percent of the PO price; `amount_abs` is how far
 *   the invoice's amount (with tax) and tax may be from the statement's totals, in the statement's currency.
 * - `statement.override_reason`: why finance approved a statement outside tolerance (also in the audit log).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table invoice_tolerance (
      org_id      integer       primary key references organization(id),
      price_pct   numeric(7,4)  not null default 0 check (price_pct >= 0 and price_pct <= 100),
      amount_abs  numeric(18,2) not null default 0.05 check (amount_abs >= 0),
      updated_by  varchar(64)   not null,
      updated_at  timestamptz   not null default now()
    );
    alter table statement add column override_reason varchar(512);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table statement drop column override_reason;
    drop table invoice_tolerance;
  `,
  );
}
