import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** A scanned code's package: its note and the code that ticks it (an inner label packed in a box: the box's SSCC). */
export type Found = { note_id: number | null; package_code: string; kind: 'outer' | 'inner' };

/** The live outer box or inner label of the organisation with this code, or none. */
export async function findByCode(db: Db, orgId: number, code: string): Promise<Found | undefined> {
  const { rows } = await sql<Found>`
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

export type LabelRow = {
  label_no: string;
  line_id: number | null;
  part_no: string;
  qty: string;
  outer_no: string | null;
};

/** The note's live inner labels with the open box each is packed in. */
export async function noteLabels(db: Db, noteId: number): Promise<LabelRow[]> {
  const { rows } = await sql<LabelRow>`
    select l.label_no, l.line_id, l.part_no, cast(l.qty as text) as qty, ob.outer_no
      from inner_label l
      left join outer_box ob on ob.id = l.outer_id and ob.state = 'open'
     where l.note_id = ${noteId} and l.state = 'active'
     order by coalesce(ob.outer_no, l.label_no), l.label_no`.execute(db);
  return rows;
}
