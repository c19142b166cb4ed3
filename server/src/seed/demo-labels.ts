import { sscc } from '@srm/contract';
import {
  findNoteLinesForLabels,
  insertLabels,
  insertOuter,
  markPrinted,
  nextCounter,
  noteLabels,
  setLabelsOuter,
  todayCompact,
} from '../modules/label/index.ts';
import type { Db } from '../platform/db.ts';

/** GS1 company prefixes of the demo organisations (outer box SSCCs). */
export const demoCompanyPrefixes: Record<string, string> = { HQ: '6901234', SZ: '6901235' };

/**
 * Demo labels (issue #12): the newest audited delivery note of V001 in HQ gets its inner labels, all printed, the
 * first half packed in one outer box; and a manual-coding batch of five labels of V001's first part. The newest
 * shipped note of V001 (issue #33, dock receiving) gets its labels packed three to an outer box, as a truck brings it.
 */
export async function loadDemoLabels(trx: Db, orgId: number, prefix: string): Promise<void> {
  const newest = (status: number) =>
    trx
      .selectFrom('delivery_note')
      .select(['id', 'vendor_code'])
      .where('org_id', '=', orgId)
      .where('note_kind', '=', 'DN')
      .where('vendor_code', '=', 'V001')
      .where('status', '=', status)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  const day = await todayCompact(trx);
  const note = await newest(2);
  if (note) {
    const ids = await labelNote(trx, orgId, day, note);
    const half = ids.slice(0, Math.max(1, Math.floor(ids.length / 2)));
    if (half.length) await packBox(trx, orgId, prefix, note, half);
  }
  const shipped = await newest(4);
  if (shipped) {
    const ids = await labelNote(trx, orgId, day, shipped);
    for (let i = 0; i < ids.length; i += 3) await packBox(trx, orgId, prefix, shipped, ids.slice(i, i + 3));
  }
  const part = await trx
    .selectFrom('order_line')
    .select('part_no')
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', 'V001')
    .orderBy('id')
    .executeTakeFirst();
  if (!part) return;
  const first = await nextCounter(trx, orgId, `IL${day}`, 5);
  const batchNo = `MB${day}${String(await nextCounter(trx, orgId, `MB${day}`)).padStart(4, '0')}`;
  await insertLabels(
    trx,
    Array.from({ length: 5 }, (_, i) => ({
      org_id: orgId,
      label_no: labelNumber(day, first + i),
      source: 'manual' as const,
      note_id: null,
      line_id: null,
      batch_no: batchNo,
      vendor_code: 'V001',
      part_no: part.part_no,
      qty: '100',
      box_seq: i + 1,
      box_total: 5,
      lot_no: `LM${day}`,
      date_code: day,
      created_by: 'vendor1',
    })),
  );
}

const labelNumber = (day: string, n: number) => `IL${day}${String(n).padStart(5, '0')}`;

/** A note's inner labels, one per box of each line (as the vendor's "generate labels" makes them), all printed. */
async function labelNote(
  trx: Db,
  orgId: number,
  day: string,
  note: { id: number; vendor_code: string },
): Promise<number[]> {
  const labels = noteLabels(orgId, note, await findNoteLinesForLabels(trx, note.id), 'vendor1');
  const first = await nextCounter(trx, orgId, `IL${day}`, labels.length);
  await insertLabels(
    trx,
    labels.map((label, i) => ({ ...label, label_no: labelNumber(day, first + i) })),
  );
  const inserted = await trx
    .selectFrom('inner_label')
    .select('id')
    .where('note_id', '=', note.id)
    .orderBy('id')
    .execute();
  const ids = inserted.map((l) => l.id);
  if (ids.length) await markPrinted(trx, 'inner_label', ids);
  return ids;
}

/** An outer box (a new SSCC) of the note holding `labelIds`. */
async function packBox(
  trx: Db,
  orgId: number,
  prefix: string,
  note: { id: number; vendor_code: string },
  labelIds: number[],
): Promise<void> {
  const outerId = await insertOuter(trx, {
    org_id: orgId,
    outer_no: sscc(0, prefix, await nextCounter(trx, orgId, 'SSCC')),
    source: 'note',
    note_id: note.id,
    batch_no: null,
    vendor_code: note.vendor_code,
    created_by: 'vendor1',
  });
  await setLabelsOuter(trx, labelIds, outerId);
}
