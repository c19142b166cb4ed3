import { agreed } from '@srm/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export type ShippableLine = {
  po_no: string;
  po_item: number;
  remaining: string;
  due_date: string;
  confirm_state: string | null;
  /** The agreed schedule ([{DATE, QTY}]) while the line's answer is agreed, else null. */
  schedule: { DATE: string; QTY: string }[] | null;
};

/**
 * A vendor's purchase-order lines a delivery note may still draw on (open, not fully delivered), for the ASN
 * template's pre-fill (issue #45): with `agreedOnly` (the organisation ships only against confirmed lines) only
 * those whose schedule is agreed. By due date, then order and item; at most `limit`.
 */
export async function shippableLines(
  db: Db,
  orgId: number,
  vendorCode: string,
  agreedOnly: boolean,
  limit: number,
): Promise<ShippableLine[]> {
  const agreedStates = sql.join(agreed.map((state) => sql`${state}`));
  const { rows } = await sql<ShippableLine>`
    select ol.po_no, ol.po_item, (ol.ordered_qty - ol.qty_delivered)::text as remaining,
           to_char(ol.due_date, 'YYYY-MM-DD') as due_date, ol.confirm_state,
           case when ol.confirm_state in (${agreedStates}) then ol.promised_schedule end as schedule
      from order_line ol
     where ol.org_id = ${orgId} and ol.vendor_code = ${vendorCode} and ol.order_kind = 'PO'
       and ol.status = 'open' and ol.ordered_qty > ol.qty_delivered
       and (${!agreedOnly} or ol.confirm_state in (${agreedStates}))
     order by ol.due_date, ol.po_no, ol.po_item
     limit ${limit}`.execute(db);
  return rows;
}
