import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Delivery totals kept on each order line (docs/performance.md): the order reports and the open-order-line lists
 * read them instead of summing delivery lines per row. `order-totals.ts` recomputes them for the order lines a
 * delivery-note transaction touches, in that transaction; this migration fills them for the existing rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table order_line
      add column qty_open numeric(18,4) not null default 0,
      add column qty_in_transit numeric(18,4) not null default 0,
      add column qty_received numeric(18,4) not null default 0,
      add column qty_delivered numeric(18,4) not null default 0,
      add column qty_sub_delivered numeric(18,4) not null default 0;
    update order_line ol set
      qty_open = t.qty_open, qty_in_transit = t.qty_in_transit, qty_received = t.qty_received,
      qty_delivered = t.qty_delivered, qty_sub_delivered = t.qty_sub_delivered
    from (
      select dl.order_line_id as id,
        coalesce(sum(dl.delivery_qty) filter (where dn.note_kind in ('DN', 'OS') and dn.status in (1, 2)), 0) as qty_open,
        coalesce(sum(dl.delivery_qty) filter (where dn.note_kind in ('DN', 'OS') and dn.status = 4), 0) as qty_in_transit,
        coalesce(sum(dl.received_qty) filter (where dn.note_kind in ('DN', 'OS') and dn.status = 5), 0) as qty_received,
        coalesce(sum(dl.delivery_qty) filter (where dn.note_kind in ('DN', 'OS') and dn.status <> 3), 0) as qty_delivered,
        coalesce(sum(dl.delivery_qty) filter (where dn.note_kind = 'SUB' and dn.status <> 3), 0) as qty_sub_delivered
      from delivery_line dl join delivery_note dn on dn.id = dl.note_id
      group by dl.order_line_id
    ) t
    where ol.id = t.id;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table order_line
      drop column qty_open, drop column qty_in_transit, drop column qty_received,
      drop column qty_delivered, drop column qty_sub_delivered;
  `,
  );
}
