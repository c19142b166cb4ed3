import type { ConfirmState, NoteKind } from '@srm/contract';
import { sql, type Updateable } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';
import type { DeliveryNoteTable } from '../../platform/schema.ts';

/** All SQL of delivery notes. Every function takes the organisation explicitly. */

export type NoteRow = {
  id: number;
  org_id: number;
  note_kind: NoteKind;
  delivery_no: string;
  status: number;
  vendor_code: string;
  vendor_name: string;
  receiver_vendor_code: string | null;
  delivery_date: string;
  arrival_date: string | null;
  description: string | null;
  check_man: string | null;
  check_date: Date | null;
  logistics_company: string | null;
  tracking_no: string | null;
  void_reason: string | null;
  received_at: Date | null;
  bill_close_date: string | null;
  creator_id: number | null;
  creator_name: string | null;
  created_at: Date;
};

/** The kinds whose quantities count against an order line together: the manufacturer's notes, or downstream ones. */
export const countedKinds = (kind: NoteKind): NoteKind[] => (kind === 'SUB' ? ['SUB'] : ['DN', 'OS']);

export async function findNote(
  db: Db,
  orgId: number,
  id: number,
  lock = false,
): Promise<NoteRow | undefined> {
  const query = db.selectFrom('delivery_note').selectAll().where('org_id', '=', orgId).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst() as Promise<NoteRow | undefined>;
}

export type OrderLineForDelivery = {
  id: number;
  order_kind: 'PO' | 'OS';
  po_no: string;
  po_item: number;
  vendor_code: string;
  part_no: string;
  ordered_qty: string;
  status: 'open' | 'closed';
  spq: string;
  over_pct: string;
  spare_pct: string;
  /** The vendor's answer to the line (issue #32). */
  confirm_state: ConfirmState;
};

/**
 * The order lines a note draws on, locked (`for update`, in id order so concurrent notes never deadlock): the
 * remaining-quantity check and the insert that follows are one transaction (PRODUCT §5).
 */
export async function lockOrderLines(
  db: Db,
  orgId: number,
  ids: number[],
  deliveringVendor: string,
): Promise<OrderLineForDelivery[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<OrderLineForDelivery>`
    select ol.id, ol.order_kind, ol.po_no, ol.po_item, ol.vendor_code, ol.part_no, ol.ordered_qty, ol.status,
           ol.confirm_state, p.spq, coalesce(od.over_pct, 0) as over_pct, coalesce(vs.spare_pct, 0) as spare_pct
    from order_line ol
    join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
    left join over_delivery_part od on od.org_id = ol.org_id and od.vendor_code = ${deliveringVendor} and od.part_no = ol.part_no
    left join vendor_spare vs on vs.org_id = ol.org_id and vs.vendor_code = ${deliveringVendor} and vs.part_no = ol.part_no
    where ol.org_id = ${orgId} and ol.id in (${sql.join(ids)})
    order by ol.id
    for update of ol`.execute(db);
  return rows;
}

/** Does the organisation ship only against order lines whose schedule is agreed (`requireConfirmation`, §10)? */
export async function requiresConfirmation(db: Db, orgId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organization')
    .select('require_confirmation')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.require_confirmation === true;
}

/** Σ DELIVERY_QTY per order line on non-voided notes of the counted kinds, leaving out one note (being edited). */
export async function deliveredOnOtherNotes(
  db: Db,
  orgId: number,
  orderLineIds: number[],
  kinds: NoteKind[],
  excludeNoteId: number | null,
): Promise<Map<number, string>> {
  if (orderLineIds.length === 0) return new Map();
  const { rows } = await sql<{ order_line_id: number; qty: string }>`
    select dl.order_line_id, sum(dl.delivery_qty) as qty
    from delivery_line dl
    join delivery_note dn on dn.id = dl.note_id
    where dn.org_id = ${orgId} and dl.order_line_id in (${sql.join(orderLineIds)})
      and dn.status <> 3 and dn.note_kind in (${sql.join(kinds)})
      and dn.id <> ${excludeNoteId ?? 0}
    group by dl.order_line_id`.execute(db);
  return new Map(rows.map((r) => [r.order_line_id, r.qty]));
}

export type LineDetailRow = {
  id: number;
  line_no: number;
  order_line_id: number;
  po_no: string;
  po_item: number;
  part_no: string;
  part_name: string;
  part_descr: string | null;
  ordered_qty: string;
  delivered_elsewhere: string;
  over_pct: string;
  delivery_qty: string;
  spare_qty: string;
  spq: string;
  packing_qty: string;
  received_qty: string | null;
  vendor_part_no: string | null;
  date_code: string | null;
  lot_no: string | null;
  po_unit: string;
  base_unit: string;
  unit_exrate: string;
  buyer: string | null;
  color: string | null;
  weight: string | null;
  due_date: string;
};

export async function findLines(db: Db, note: NoteRow): Promise<LineDetailRow[]> {
  const { rows } = await sql<LineDetailRow>`
    select dl.id, dl.line_no, dl.order_line_id, ol.po_no, ol.po_item, ol.part_no, p.part_name, p.part_descr,
           ol.ordered_qty,
           coalesce((select sum(x.delivery_qty) from delivery_line x join delivery_note xn on xn.id = x.note_id
                     where x.order_line_id = dl.order_line_id and xn.id <> dl.note_id and xn.status <> 3
                       and xn.note_kind in (${sql.join(countedKinds(note.note_kind))})), 0) as delivered_elsewhere,
           coalesce(od.over_pct, 0) as over_pct,
           dl.delivery_qty, dl.spare_qty, p.spq, dl.packing_qty, dl.received_qty, dl.vendor_part_no, dl.date_code,
           dl.lot_no, ol.po_unit, ol.base_unit, ol.unit_exrate, ol.buyer, dl.color, dl.weight, ol.due_date
    from delivery_line dl
    join order_line ol on ol.id = dl.order_line_id
    join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
    left join over_delivery_part od on od.org_id = ol.org_id and od.vendor_code = ${note.vendor_code} and od.part_no = ol.part_no
    where dl.note_id = ${note.id}
    order by dl.line_no`.execute(db);
  return rows;
}

export type LineWrite = {
  id?: number;
  order_line_id: number;
  delivery_qty: string;
  spare_qty: string;
  packing_qty: string;
  vendor_part_no: string | null;
  date_code: string | null;
  lot_no: string | null;
  color: string | null;
  weight: string | null;
};

/** Replaces the lines of a note: kept ids are updated, new lines inserted, missing ones deleted; renumbered 1..n. */
export async function replaceLines(db: Db, orgId: number, noteId: number, lines: LineWrite[]): Promise<void> {
  const keep = lines.flatMap((l) => (l.id ? [l.id] : []));
  let del = db.deleteFrom('delivery_line').where('note_id', '=', noteId);
  if (keep.length) del = del.where('id', 'not in', keep);
  await del.execute();
  // Line numbers are unique per note: move kept lines out of the way before renumbering.
  await db
    .updateTable('delivery_line')
    .set({ line_no: sql`-line_no` })
    .where('note_id', '=', noteId)
    .execute();
  const inserts = [];
  for (const [i, line] of lines.entries()) {
    const values = {
      line_no: i + 1,
      order_line_id: line.order_line_id,
      delivery_qty: line.delivery_qty,
      spare_qty: line.spare_qty,
      packing_qty: line.packing_qty,
      vendor_part_no: line.vendor_part_no,
      date_code: line.date_code,
      lot_no: line.lot_no,
      color: line.color,
      weight: line.weight,
    };
    if (line.id) {
      await db
        .updateTable('delivery_line')
        .set(values)
        .where('id', '=', line.id)
        .where('note_id', '=', noteId)
        .execute();
    } else {
      inserts.push({ ...values, note_id: noteId, org_id: orgId });
    }
  }
  // New lines in one statement per 500 (an imported note has up to 200; the editor's one at a time cost 5,000
  // round trips on a 5,000-row ASN import).
  for (let start = 0; start < inserts.length; start += 500)
    await db
      .insertInto('delivery_line')
      .values(inserts.slice(start, start + 500))
      .execute();
}

/**
 * The next number of the organisation's day (1, 2, …). The upsert takes the row lock on (org, day), so concurrent
 * creators queue on it; run it in the transaction that inserts the note, which commits or rolls back the counter.
 */
export async function nextSequence(db: Db, orgId: number, day: string): Promise<number> {
  const { rows } = await sql<{ last_seq: number }>`
    insert into delivery_note_sequence (org_id, day, last_seq) values (${orgId}, ${day}, 1)
    on conflict (org_id, day) do update set last_seq = delivery_note_sequence.last_seq + 1
    returning last_seq`.execute(db);
  return rows[0]!.last_seq;
}

/** The number of the note `id` (one created in a committed transaction has its number: migration 0025). */
export async function noteNumber(db: Db, id: number): Promise<string> {
  const row = await db
    .selectFrom('delivery_note')
    .select('delivery_no')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.delivery_no;
}

/** The vendor of the organisation a vendor user creates notes as. */
export function findNoteVendor(
  db: Db,
  orgId: number,
  vendorCode: string,
): Promise<{ vendor_name: string; parent_vendor_code: string | null } | undefined> {
  return db
    .selectFrom('vendor')
    .select(['vendor_name', 'parent_vendor_code'])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

export type NewNote = Pick<
  NoteRow,
  | 'org_id'
  | 'note_kind'
  | 'delivery_no'
  | 'status'
  | 'vendor_code'
  | 'vendor_name'
  | 'receiver_vendor_code'
  | 'delivery_date'
  | 'arrival_date'
  | 'description'
  | 'creator_id'
  | 'creator_name'
>;

export async function insertNote(db: Db, note: NewNote): Promise<number> {
  const row = await db.insertInto('delivery_note').values(note).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type NoteUpdate = Updateable<DeliveryNoteTable>;

export async function updateNote(db: Db, id: number, values: NoteUpdate): Promise<void> {
  await db.updateTable('delivery_note').set(values).where('id', '=', id).execute();
}

export async function setReceivedQty(db: Db, noteId: number, lineId: number, qty: string): Promise<void> {
  await db
    .updateTable('delivery_line')
    .set({ received_qty: qty })
    .where('id', '=', lineId)
    .where('note_id', '=', noteId)
    .execute();
}

/**
 * The order lines of `vendorCode` of one kind among the given order numbers (the Excel ASN import resolves PO_NO +
 * PO_ITEM with it): another vendor's lines are never answered, so they read as unknown.
 */
export async function findVendorOrderLines(
  db: Db,
  orgId: number,
  vendorCode: string,
  orderKind: 'PO' | 'OS',
  poNos: readonly string[],
): Promise<{ id: number; po_no: string; po_item: number }[]> {
  if (poNos.length === 0) return [];
  return db
    .selectFrom('order_line')
    .select(['id', 'po_no', 'po_item'])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .where('order_kind', '=', orderKind)
    .where('po_no', '=', anyOf(poNos, 'text'))
    .execute();
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

/** Marks a note created through the vendor API with the vendor's reference. */
export async function setVendorRef(db: Db, noteId: number, ref: string): Promise<void> {
  await db.updateTable('delivery_note').set({ vendor_ref: ref }).where('id', '=', noteId).execute();
}

export type NoteFacts = {
  id: number;
  org_id: number;
  note_kind: 'DN' | 'OS' | 'SUB';
  delivery_no: string;
  vendor_code: string;
  vendor_name: string;
  receiver_vendor_code: string | null;
  delivery_date: string;
  arrival_date: string | null;
  check_man: string | null;
  logistics_company: string | null;
  tracking_no: string | null;
  /** The buyers named on the note's order lines (the ERP's buyer, a portal user name). */
  buyers: string[];
};

/** What notifications tell of a note (issue #46: the mail module asks, it reads no note table). */
export async function findNoteFacts(db: Db, orgId: number, noteId: number): Promise<NoteFacts | undefined> {
  const { rows } = await sql<NoteFacts>`
    select dn.id, dn.org_id, dn.note_kind, dn.delivery_no, dn.vendor_code,
           coalesce(v.vendor_name, dn.vendor_name, dn.vendor_code) as vendor_name, dn.receiver_vendor_code,
           dn.delivery_date, dn.arrival_date, dn.check_man, dn.logistics_company, dn.tracking_no,
           coalesce((select array_agg(distinct ol.buyer order by ol.buyer)
                       from delivery_line dl join order_line ol on ol.id = dl.order_line_id
                      where dl.note_id = dn.id and ol.buyer is not null and ol.buyer <> ''), '{}') as buyers
      from delivery_note dn
      left join vendor v on v.org_id = dn.org_id and v.vendor_code = dn.vendor_code
     where dn.org_id = ${orgId} and dn.id = ${noteId}`.execute(db);
  return rows[0];
}

export type ShortLine = {
  line_no: number;
  po_no: string;
  po_item: number;
  part_no: string;
  part_name: string | null;
  delivery_qty: string;
  received_qty: string;
};

/** Lines of a received note that came short (received less than delivered). */
export async function findShortLines(db: Db, noteId: number): Promise<ShortLine[]> {
  const { rows } = await sql<ShortLine>`
    select dl.line_no, ol.po_no, ol.po_item, ol.part_no, p.part_name,
           dl.delivery_qty::text as delivery_qty, dl.received_qty::text as received_qty
      from delivery_line dl
      join order_line ol on ol.id = dl.order_line_id
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
     where dl.note_id = ${noteId} and dl.received_qty is not null and dl.received_qty < dl.delivery_qty
     order by dl.line_no`.execute(db);
  return rows;
}

/**
 * What was received on these order lines, per line and receipt day (received DN/OS notes): the cumulative received
 * curve of a delivery schedule (issue #48).
 */
export async function receiptsOfOrderLines(
  db: Db,
  orgId: number,
  orderLineIds: readonly number[],
): Promise<{ order_line_id: number; day: string; qty: string }[]> {
  if (orderLineIds.length === 0) return [];
  const { rows } = await sql<{ order_line_id: number; day: string; qty: string }>`
    select dl.order_line_id, to_char(dn.received_at, 'YYYY-MM-DD') as day,
           trim_scale(sum(dl.received_qty))::text as qty
      from delivery_line dl
      join delivery_note dn on dn.id = dl.note_id
     where dn.org_id = ${orgId} and dn.note_kind in ('DN', 'OS') and dn.status = 5
       and dl.received_qty is not null and dl.order_line_id = any(${[...orderLineIds]}::int[])
     group by dl.order_line_id, to_char(dn.received_at, 'YYYY-MM-DD')`.execute(db);
  return rows;
}
