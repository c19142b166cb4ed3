import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/**
 * The delivery totals of order lines (migration 0008), recomputed from their delivery lines. Every transaction that
 * changes a delivery line or a note's status calls this for the order lines it touched, before it commits, so the
 * totals are always those of the committed delivery lines. They are recomputed (not incremented): a missed path
 * would show at once in the consistency test, not drift slowly.
 *
 * - qty_open: DN/OS notes unprocessed or audited; qty_in_transit: shipped; qty_received: received (received qty);
 * - qty_delivered: DN/OS notes not voided (what counts against the ordered quantity);
 * - qty_sub_delivered: downstream (SUB) notes not voided, which count against the parent vendor's order line apart.
 *
 * `orderLineIds` undefined = every order line (demo data, bulk loads).
 */
export async function refreshOrderTotals(db: Db, orderLineIds?: readonly number[]): Promise<void> {
  if (orderLineIds && orderLineIds.length === 0) return;
  const ids = orderLineIds ? [...new Set(orderLineIds)].sort((a, b) => a - b) : null;
  // Lock in id order first, as `lockOrderLines` does, so two notes touching the same lines never deadlock.
  if (ids)
    await sql`select id from order_line where id in (${sql.join(ids)}) order by id for update`.execute(db);
  const only = ids ? sql`where ol.id in (${sql.join(ids)})` : sql``;
  await sql`
    update order_line ol set
      qty_open = t.qty_open, qty_in_transit = t.qty_in_transit, qty_received = t.qty_received,
      qty_delivered = t.qty_delivered, qty_sub_delivered = t.qty_sub_delivered
    from (
      select ol.id,
        coalesce(sum(dl.delivery_qty) filter (where dn.note_kind in ('DN', 'OS') and dn.status in (1, 2)), 0) as qty_open,
        coalesce(sum(dl.delivery_qty) filter (where dn.note_kind in ('DN', 'OS') and dn.status = 4), 0) as qty_in_transit,
        coalesce(sum(dl.received_qty) filter (where dn.note_kind in ('DN', 'OS') and dn.status = 5), 0) as qty_received,
        coalesce(sum(dl.delivery_qty) filter (where dn.note_kind in ('DN', 'OS') and dn.status <> 3), 0) as qty_delivered,
        coalesce(sum(dl.delivery_qty) filter (where dn.note_kind = 'SUB' and dn.status <> 3), 0) as qty_sub_delivered
      from order_line ol
      left join delivery_line dl on dl.order_line_id = ol.id
      left join delivery_note dn on dn.id = dl.note_id
      ${only}
      group by ol.id
    ) t
    where ol.id = t.id`.execute(db);
}
