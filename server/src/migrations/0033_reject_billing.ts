import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * How rejected goods are billed (issue #33, PRODUCT §12), the organisation's choice:
 * - `accepted` (the default): statements bill the accepted quantity (received less rejected);
 * - `deduct`: statements bill the received quantity, and an inspection that rejects something raises a deduction
 *   expense bill (kind quality, a draft the buyer sends) for the rejected part, `inspection.deduction_bill_id`; a
 *   recount changes that draft, and once it is sent the inspection is not changed again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table organization add column reject_billing varchar(10) not null default 'accepted'
      check (reject_billing in ('accepted', 'deduct'));
    alter table inspection add column deduction_bill_id integer references expense_bill(id) on delete set null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table inspection drop column deduction_bill_id;
    alter table organization drop column reject_billing;
  `,
  );
}
