import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** All SQL of despatch advice (issue #35): which note, the buyer's organisation, the note's packing. */

/** A note of the organisation by id or number, with its kind; a vendor's call passes its code and finds only its own. */
export async function findNoteRef(
  db: Db,
  orgId: number,
  by: { id: number } | { deliveryNo: string },
  vendorCode: string | null,
): Promise<{ id: number; note_kind: 'DN' | 'OS' | 'SUB' } | undefined> {
  let query = db.selectFrom('delivery_note').select(['id', 'note_kind']).where('org_id', '=', orgId);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('delivery_no', '=', by.deliveryNo);
  if (vendorCode !== null) query = query.where('vendor_code', '=', vendorCode);
  return query.executeTakeFirst() as Promise<{ id: number; note_kind: 'DN' | 'OS' | 'SUB' } | undefined>;
}

export async function findOrganization(db: Db, orgId: number) {
  return db
    .selectFrom('organization')
    .select(['code', 'name', 'name_en'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
}

export type PackedLabel = {
  label_no: string;
  line_no: number;
  qty: string;
  outer_id: number | null;
  outer_no: string | null;
};

/**
 * The note's active inner labels with their line and, when packed in an open outer box, the box's SSCC; boxes in
 * packing order, labels in id order.
 */
export async function findPackedLabels(db: Db, noteId: number): Promise<PackedLabel[]> {
  const { rows } = await sql<PackedLabel>`
    select l.label_no, dl.line_no, l.qty::text as qty, ob.id as outer_id, ob.outer_no
      from inner_label l
      join delivery_line dl on dl.id = l.line_id
      left join outer_box ob on ob.id = l.outer_id and ob.state = 'open'
     where l.note_id = ${noteId} and l.state = 'active'
     order by ob.id nulls last, l.id`.execute(db);
  return rows;
}
