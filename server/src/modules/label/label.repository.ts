import { sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';

/** All SQL of box labels and outer boxes (PRODUCT §6). Every function takes the organisation explicitly. */

/** An inner label with what its print, its QR code and its list row show. */
export type LabelRow = {
  id: number;
  org_id: number;
  label_no: string;
  source: 'note' | 'manual';
  state: 'active' | 'voided';
  note_id: number | null;
  delivery_no: string | null;
  note_status: number | null;
  line_id: number | null;
  line_no: number | null;
  batch_no: string | null;
  vendor_code: string;
  vendor_name: string;
  part_no: string;
  part_name: string;
  po_no: string | null;
  qty: string;
  box_seq: number;
  box_total: number;
  lot_no: string | null;
  date_code: string | null;
  print_count: number;
  outer_id: number | null;
  outer_no: string | null;
  verified_at: Date | null;
  created_at: Date;
};

const labelColumns = sql`
  l.id, l.org_id, l.label_no, l.source, l.state, l.note_id, dn.delivery_no, dn.status as note_status,
  l.line_id, dl.line_no, l.batch_no, l.vendor_code, coalesce(v.vendor_name, l.vendor_code) as vendor_name,
  l.part_no, coalesce(p.part_name, l.part_no) as part_name, ol.po_no, l.qty, l.box_seq, l.box_total, l.lot_no,
  l.date_code, l.print_count, l.outer_id, ob.outer_no, l.verified_at, l.created_at`;

const labelFrom = sql`
  inner_label l
  left join delivery_note dn on dn.id = l.note_id
  left join delivery_line dl on dl.id = l.line_id
  left join order_line ol on ol.id = dl.order_line_id
  left join vendor v on v.org_id = l.org_id and v.vendor_code = l.vendor_code
  left join part p on p.org_id = l.org_id and p.part_no = l.part_no
  left join outer_box ob on ob.id = l.outer_id`;

/** Labels by id, in id order; a vendor's call passes its code and gets only its own. */
export async function findLabels(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  ids: number[],
  lock = false,
): Promise<LabelRow[]> {
  if (lock) await lockLabelIds(db, orgId, ids);
  const { rows } = await sql<LabelRow>`
    select ${labelColumns} from ${labelFrom}
     where l.org_id = ${orgId} and l.id = any(${ids}::integer[])
       and (${vendorCode}::text is null or l.vendor_code = ${vendorCode})
     order by l.id`.execute(db);
  return rows;
}

async function lockLabelIds(db: Db, orgId: number, ids: number[]): Promise<void> {
  await sql`select id from inner_label where org_id = ${orgId} and id = any(${ids}::integer[])
             order by id for update`.execute(db);
}

/** Labels by number (scans), same scope rule as `findLabels`. */
export async function findLabelsByNo(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  labelNos: string[],
): Promise<LabelRow[]> {
  const { rows } = await sql<LabelRow>`
    select ${labelColumns} from ${labelFrom}
     where l.org_id = ${orgId} and l.label_no = any(${labelNos}::text[])
       and (${vendorCode}::text is null or l.vendor_code = ${vendorCode})
     order by l.id`.execute(db);
  return rows;
}

/** The labels of a note (all states), in line and box order. */
export async function findNoteLabels(db: Db, orgId: number, noteId: number): Promise<LabelRow[]> {
  const { rows } = await sql<LabelRow>`
    select ${labelColumns} from ${labelFrom}
     where l.org_id = ${orgId} and l.note_id = ${noteId}
     order by dl.line_no, l.box_seq, l.id`.execute(db);
  return rows;
}

/** The labels packed in a box, in packing order. */
export async function findBoxLabels(db: Db, outerId: number): Promise<LabelRow[]> {
  const { rows } = await sql<LabelRow>`
    select ${labelColumns} from ${labelFrom} where l.outer_id = ${outerId} order by l.id`.execute(db);
  return rows;
}

/** What stops an un-audit: labels of the note printed or packed. */
export async function noteLabelHold(
  db: Db,
  noteId: number,
): Promise<{ printed: number; packed: number; labels: number }> {
  const { rows } = await sql<{ printed: number; packed: number; labels: number }>`
    select count(*) filter (where print_count > 0)::integer as printed,
           count(*) filter (where outer_id is not null)::integer as packed,
           count(*)::integer as labels
      from inner_label where note_id = ${noteId} and state = 'active'`.execute(db);
  return rows[0]!;
}

/** Removes a note's labels (none printed or packed: re-generation, un-audit). */
export async function deleteNoteLabels(db: Db, noteId: number): Promise<number> {
  const result = await db.deleteFrom('inner_label').where('note_id', '=', noteId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Voids a note's labels and outer boxes (the note is voided). */
export async function voidNoteLabels(db: Db, noteId: number): Promise<void> {
  const now = new Date();
  await db
    .updateTable('inner_label')
    .set({ state: 'voided', voided_at: now })
    .where('note_id', '=', noteId)
    .where('state', '=', 'active')
    .execute();
  await db
    .updateTable('outer_box')
    .set({ state: 'voided', voided_at: now })
    .where('note_id', '=', noteId)
    .where('state', '=', 'open')
    .execute();
}

/** The next value of a per-organisation counter (label numbers per day, SSCC serials); locks its row. */
export async function nextCounter(db: Db, orgId: number, counter: string, count = 1): Promise<number> {
  const { rows } = await sql<{ last_value: string }>`
    insert into label_counter (org_id, counter, last_value) values (${orgId}, ${counter}, ${count})
    on conflict (org_id, counter) do update set last_value = label_counter.last_value + ${count}
    returning last_value`.execute(db);
  return Number(rows[0]!.last_value) - count + 1;
}

/** Today in the database's time zone, as yyMMdd (label numbers). */
export async function todayCompact(db: Db): Promise<string> {
  const { rows } = await sql<{ day: string }>`select to_char(current_date, 'YYMMDD') as day`.execute(db);
  return rows[0]!.day;
}

export type NewLabel = {
  org_id: number;
  label_no: string;
  source: 'note' | 'manual';
  note_id: number | null;
  line_id: number | null;
  batch_no: string | null;
  vendor_code: string;
  part_no: string;
  qty: string;
  box_seq: number;
  box_total: number;
  lot_no: string | null;
  date_code: string | null;
  created_by: string;
};

/** Inserts labels (in chunks of 500) and answers their ids in the order given. */
export async function insertLabels(db: Db, labels: NewLabel[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < labels.length; i += 500) {
    const rows = await db
      .insertInto('inner_label')
      .values(labels.slice(i, i + 500))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * Gives the labels `ids` (in that order) the next numbers of the organisation's counter `prefix` (`<prefix>` + 5
 * digits) and, for a manual batch, its batch number, in one statement: the counter's row lock is taken by the last
 * statement of the transaction, so concurrent creators wait for one round trip of the holder and its commit (issue
 * #38: each further round trip under the lock cost every waiter a turn of a busy event loop).
 */
export async function numberLabels(db: Db, orgId: number, ids: number[], prefix: string, batchNo?: string) {
  if (ids.length === 0) return;
  await sql`
    with c as (
      insert into label_counter (org_id, counter, last_value) values (${orgId}, ${prefix}, ${ids.length})
      on conflict (org_id, counter) do update set last_value = label_counter.last_value + ${ids.length}
      returning last_value)
    update inner_label l
       set label_no = ${prefix} || lpad((c.last_value - ${ids.length} + n.ord)::text, 5, '0')
           ${batchNo ? sql`, batch_no = ${batchNo}` : sql``}
      from c, unnest(${ids}::int[]) with ordinality as n(id, ord)
     where l.id = n.id`.execute(db);
}

/** The lines of a note a label is cut from: quantity, box size, lot, date code, part. */
export type NoteLineForLabels = {
  id: number;
  line_no: number;
  part_no: string;
  delivery_qty: string;
  packing_qty: string;
  lot_no: string | null;
  date_code: string | null;
};

export async function findNoteLinesForLabels(db: Db, noteId: number): Promise<NoteLineForLabels[]> {
  const { rows } = await sql<NoteLineForLabels>`
    select dl.id, dl.line_no, ol.part_no, dl.delivery_qty, dl.packing_qty, dl.lot_no, dl.date_code
      from delivery_line dl join order_line ol on ol.id = dl.order_line_id
     where dl.note_id = ${noteId}
     order by dl.line_no`.execute(db);
  return rows;
}

export async function markPrinted(db: Db, table: 'inner_label' | 'outer_box', ids: number[]): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({ print_count: eb('print_count', '+', 1) }))
    .where('id', '=', anyOf(ids, 'integer'))
    .execute();
}

export async function voidLabels(db: Db, ids: number[]): Promise<void> {
  await db
    .updateTable('inner_label')
    .set({ state: 'voided', voided_at: new Date() })
    .where('id', '=', anyOf(ids, 'integer'))
    .execute();
}

/** A part of the organisation (manual coding), or undefined. */
export async function findPart(db: Db, orgId: number, partNo: string) {
  return db
    .selectFrom('part')
    .select(['part_no', 'part_name'])
    .where('org_id', '=', orgId)
    .where('part_no', '=', partNo)
    .executeTakeFirst();
}

export async function findVendor(db: Db, orgId: number, vendorCode: string) {
  return db
    .selectFrom('vendor')
    .select(['vendor_code', 'vendor_name'])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

// ---- outer boxes

export type OuterRow = {
  id: number;
  org_id: number;
  outer_no: string;
  source: 'note' | 'manual';
  state: 'open' | 'voided';
  note_id: number | null;
  delivery_no: string | null;
  note_status: number | null;
  batch_no: string | null;
  vendor_code: string;
  vendor_name: string;
  print_count: number;
  verified_at: Date | null;
  created_at: Date;
};

const outerColumns = sql`
  ob.id, ob.org_id, ob.outer_no, ob.source, ob.state, ob.note_id, dn.delivery_no, dn.status as note_status,
  ob.batch_no, ob.vendor_code, coalesce(v.vendor_name, ob.vendor_code) as vendor_name, ob.print_count,
  ob.verified_at, ob.created_at`;
const outerFrom = sql`
  outer_box ob
  left join delivery_note dn on dn.id = ob.note_id
  left join vendor v on v.org_id = ob.org_id and v.vendor_code = ob.vendor_code`;

export async function findOuter(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  by: { id: number } | { outerNo: string },
  lock = false,
): Promise<OuterRow | undefined> {
  const { rows } = await sql<OuterRow>`
    select ${outerColumns} from ${outerFrom}
     where ob.org_id = ${orgId}
       and ${'id' in by ? sql`ob.id = ${by.id}` : sql`ob.outer_no = ${by.outerNo}`}
       and (${vendorCode}::text is null or ob.vendor_code = ${vendorCode})
     ${lock ? sql`for update of ob` : sql``}`.execute(db);
  return rows[0];
}

export async function findOuters(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  ids: number[],
): Promise<OuterRow[]> {
  const { rows } = await sql<OuterRow>`
    select ${outerColumns} from ${outerFrom}
     where ob.org_id = ${orgId} and ob.id = any(${ids}::integer[])
       and (${vendorCode}::text is null or ob.vendor_code = ${vendorCode})
     order by ob.id`.execute(db);
  return rows;
}

export async function insertOuter(
  db: Db,
  row: {
    org_id: number;
    outer_no: string;
    source: 'note' | 'manual';
    note_id: number | null;
    batch_no: string | null;
    vendor_code: string;
    created_by: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('outer_box').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function setLabelsOuter(db: Db, ids: number[], outerId: number | null): Promise<void> {
  await db
    .updateTable('inner_label')
    .set({ outer_id: outerId, verified_at: null })
    .where('id', '=', anyOf(ids, 'integer'))
    .execute();
}

export async function setOuterState(
  db: Db,
  outerId: number,
  set: { state?: 'open' | 'voided'; verified_at?: Date | null; voided_at?: Date | null },
): Promise<void> {
  await db.updateTable('outer_box').set(set).where('id', '=', outerId).execute();
}

/** Forget the scans of a box (a verification starts again). */
export async function clearScans(db: Db, outerId: number): Promise<void> {
  await db.updateTable('inner_label').set({ verified_at: null }).where('outer_id', '=', outerId).execute();
  await db.updateTable('outer_box').set({ verified_at: null }).where('id', '=', outerId).execute();
}

export async function markScanned(db: Db, labelId: number): Promise<void> {
  await db.updateTable('inner_label').set({ verified_at: new Date() }).where('id', '=', labelId).execute();
}

export async function organizationPrefix(db: Db, orgId: number): Promise<string | null> {
  const row = await db
    .selectFrom('organization')
    .select('gs1_company_prefix')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.gs1_company_prefix ?? null;
}

/** Packing figures of a note: labels, packed labels, boxes, boxes not verified by scanning. */
export async function notePacking(db: Db, noteId: number) {
  const { rows } = await sql<{ labels: number; packed: number; boxes: number; unverified: number }>`
    select (select count(*) from inner_label where note_id = ${noteId} and state = 'active')::integer as labels,
           (select count(*) from inner_label where note_id = ${noteId} and state = 'active'
               and outer_id is not null)::integer as packed,
           (select count(*) from outer_box where note_id = ${noteId} and state = 'open')::integer as boxes,
           (select count(*) from outer_box where note_id = ${noteId} and state = 'open'
               and verified_at is null)::integer as unverified`.execute(db);
  return rows[0]!;
}

/** The note fields labels need (status, vendor, number), optionally locked. */
export async function findNoteForLabels(db: Db, orgId: number, id: number, lock = false) {
  const query = db
    .selectFrom('delivery_note')
    .select(['id', 'status', 'vendor_code', 'delivery_no', 'note_kind'])
    .where('org_id', '=', orgId)
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A scanned code's package (dock receiving asks through the face): its note and the code that ticks it (an inner label packed in a box: the box's SSCC). */
export type PackageHit = { note_id: number | null; package_code: string; kind: 'outer' | 'inner' };

/** The live outer box or inner label of the organisation with this code, or none. */
export async function findPackageByCode(
  db: Db,
  orgId: number,
  code: string,
): Promise<PackageHit | undefined> {
  const { rows } = await sql<PackageHit>`
    select o.note_id, o.outer_no as package_code, 'outer' as kind
      from outer_box o
     where o.org_id = ${orgId} and o.outer_no = ${code} and o.state = 'open'
    union all
    select coalesce(ob.note_id, l.note_id) as note_id, coalesce(ob.outer_no, l.label_no) as package_code,
           case when ob.id is null then 'inner' else 'outer' end as kind
      from inner_label l
      left join outer_box ob on ob.id = l.outer_id and ob.state = 'open'
     where l.org_id = ${orgId} and upper(l.label_no) = ${code} and l.state = 'active'
     limit 1`.execute(db);
  return rows[0];
}

export type PackedLabelRow = {
  label_no: string;
  line_id: number | null;
  part_no: string;
  qty: string;
  outer_no: string | null;
};

/** The note's live inner labels with the open box each is packed in. */
export async function packedLabelsOfNote(db: Db, noteId: number): Promise<PackedLabelRow[]> {
  const { rows } = await sql<PackedLabelRow>`
    select l.label_no, l.line_id, l.part_no, cast(l.qty as text) as qty, ob.outer_no
      from inner_label l
      left join outer_box ob on ob.id = l.outer_id and ob.state = 'open'
     where l.note_id = ${noteId} and l.state = 'active'
     order by coalesce(ob.outer_no, l.label_no), l.label_no`.execute(db);
  return rows;
}
