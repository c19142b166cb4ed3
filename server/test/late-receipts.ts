import type { Db } from '../src/platform/db.ts';

const day = 86_400_000;
let serial = 0;

/**
 * One received note of `vendor` for `part`, received `at`, with one order line per entry of `daysLate` (due that many
 * days before `at`; negative: due after it, an early receipt), each of 5 pieces delivered and received in full. What
 * the late-risk figures read (issue #48). Answers the order line ids.
 */
export async function receiveLate(
  db: Db,
  options: { org: number; vendor: string; part: string; daysLate: number[]; at: Date },
): Promise<number[]> {
  const { org, vendor, part, daysLate, at } = options;
  const mark = `LR${process.pid % 1000}${++serial}`;
  const lines = await db
    .insertInto('order_line')
    .values(
      daysLate.map((late, i) => ({
        org_id: org,
        order_kind: 'PO' as const,
        po_no: mark,
        po_item: i + 1,
        vendor_code: vendor,
        part_no: part,
        ordered_qty: '5',
        qty_delivered: '5',
        po_unit: 'PCS',
        base_unit: 'PCS',
        due_date: new Date(at.getTime() - late * day).toISOString().slice(0, 10),
      })),
    )
    .returning('id')
    .execute();
  const note = await db
    .insertInto('delivery_note')
    .values({
      org_id: org,
      note_kind: 'DN',
      delivery_no: mark,
      status: 5,
      vendor_code: vendor,
      vendor_name: vendor,
      delivery_date: at.toISOString().slice(0, 10),
      received_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('delivery_line')
    .values(
      lines.map((l, i) => ({
        note_id: note.id,
        org_id: org,
        line_no: i + 1,
        order_line_id: l.id,
        delivery_qty: '5',
        packing_qty: '1',
        received_qty: '5',
      })),
    )
    .execute();
  return lines.map((l) => l.id);
}
