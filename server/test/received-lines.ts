import type { Db } from '../src/platform/db.ts';

export type Received = { receivedQty: string; unitExrate: string; unitPrice: string; taxRate: string };
let noteSerial = 0;

/**
 * Received delivery lines of `vendorCode` in `currency`, inserted as the ERP and the warehouse would leave them: an
 * order line per line (its price, tax rate and unit rate) and one received note. Answers the delivery line ids.
 */
export async function receivedLines(
  db: Db,
  vendorCode: string,
  currency: string,
  lines: Received[],
): Promise<number[]> {
  const today = new Date().toISOString().slice(0, 10);
  const org = await db
    .selectFrom('organization')
    .select('id')
    .where('code', '=', 'HQ')
    .executeTakeFirstOrThrow();
  const part = await db
    .selectFrom('part')
    .select('part_no')
    .where('org_id', '=', org.id)
    .executeTakeFirstOrThrow();
  const serial = `${process.pid % 1000}${noteSerial++}`;
  const orderLines = await db
    .insertInto('order_line')
    .values(
      lines.map((l, i) => ({
        org_id: org.id,
        order_kind: 'PO' as const,
        po_no: `T${currency}${serial}`,
        po_item: i + 1,
        vendor_code: vendorCode,
        part_no: part.part_no,
        ordered_qty: l.receivedQty,
        po_unit: 'BOX',
        base_unit: 'PCS',
        unit_exrate: l.unitExrate,
        unit_price: l.unitPrice,
        tax_rate: l.taxRate,
        currency,
        due_date: today,
      })),
    )
    .returning('id')
    .execute();
  const note = await db
    .insertInto('delivery_note')
    .values({
      org_id: org.id,
      note_kind: 'DN',
      delivery_no: `TN${currency}${serial}`.slice(0, 20),
      status: 5,
      vendor_code: vendorCode,
      vendor_name: vendorCode,
      delivery_date: today,
      received_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('delivery_line')
    .values(
      lines.map((l, i) => ({
        note_id: note.id,
        org_id: org.id,
        line_no: i + 1,
        order_line_id: orderLines[i]!.id,
        delivery_qty: l.receivedQty,
        packing_qty: '1',
        received_qty: l.receivedQty,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}
