import type { ConfirmState } from '@srm/contract';
import type { Db } from '../../platform/db.ts';

/** The vendor API's own SQL (the keys themselves are the integration module's table and functions). */

export type VendorOrderLineRow = {
  id: number;
  external_id: string | null;
  order_kind: 'PO' | 'OS';
  po_no: string;
  po_item: number;
  part_no: string;
  part_name: string | null;
  ordered_qty: string;
  qty_delivered: string;
  po_unit: string;
  due_date: string;
  confirm_state: ConfirmState;
  confirm_version: number;
  promised_schedule: { DATE: string; QTY: string | number }[] | null;
};

/** The vendor's open order lines of the organisation with an id above `since`, in id order. */
export function openOrderLinesAfter(
  db: Db,
  orgId: number,
  vendorCode: string,
  since: number,
  limit: number,
): Promise<VendorOrderLineRow[]> {
  return db
    .selectFrom('order_line as o')
    .leftJoin('part as p', (join) =>
      join.onRef('p.org_id', '=', 'o.org_id').onRef('p.part_no', '=', 'o.part_no'),
    )
    .select([
      'o.id',
      'o.external_id',
      'o.order_kind',
      'o.po_no',
      'o.po_item',
      'o.part_no',
      'p.part_name',
      'o.ordered_qty',
      'o.qty_delivered',
      'o.po_unit',
      'o.due_date',
      'o.confirm_state',
      'o.confirm_version',
      'o.promised_schedule',
    ])
    .where('o.org_id', '=', orgId)
    .where('o.vendor_code', '=', vendorCode)
    .where('o.status', '=', 'open')
    .where('o.id', '>', since)
    .orderBy('o.id')
    .limit(limit)
    .execute() as Promise<VendorOrderLineRow[]>;
}

/** The id of the account that created a key (a vendor user of the key's vendor), if it still exists. */
export async function keyCreatorId(db: Db, keyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('integration_key as k')
    .innerJoin('app_user as u', (join) =>
      join
        .onRef('u.vendor_code', '=', 'k.vendor_code')
        .on((eb) => eb(eb.fn('lower', ['u.user_name']), '=', eb.fn('lower', ['k.created_by']))),
    )
    .select('u.id')
    .where('k.id', '=', keyId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The vendor's note pushed with this reference, if any (`Vendor/PushNotes` idempotency). */
export function noteByVendorRef(db: Db, orgId: number, vendorCode: string, ref: string) {
  return db
    .selectFrom('delivery_note')
    .select(['id', 'delivery_no'])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .where('vendor_ref', '=', ref)
    .executeTakeFirst();
}

export async function setVendorRef(db: Db, noteId: number, ref: string): Promise<void> {
  await db.updateTable('delivery_note').set({ vendor_ref: ref }).where('id', '=', noteId).execute();
}
