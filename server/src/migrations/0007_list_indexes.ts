import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Indexes the list benchmark asked for (docs/performance.md, 1,000,000 delivery lines):
 * - the delivery sums of the order reports read delivery lines by order line; with the quantities and the note in
 *   the index they are index-only scans (no heap visit per line). It replaces the plain index on order_line_id.
 * - report lists of one vendor (every vendor caller) filtered or sorted by due date use the order kind, vendor and
 *   due date of the index instead of visiting every order line of the vendor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index delivery_line_order_line_sums on delivery_line (order_line_id) include (note_id, delivery_qty, received_qty);
    drop index delivery_line_order_line;
    create index order_line_vendor_due on order_line (org_id, order_kind, vendor_code, due_date);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index order_line_vendor_due;
    create index delivery_line_order_line on delivery_line (order_line_id);
    drop index delivery_line_order_line_sums;
  `,
  );
}
