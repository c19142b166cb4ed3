import { sscc } from '@srm/contract';
import {
  findNoteLinesForLabels,
  insertLabels,
  insertOuter,
  markPrinted,
  nextCounter,
  setLabelsOuter,
  todayCompact,
} from '../modules/label/label.repository.ts';
import { boxesOf } from '../modules/label/label.service.ts';
import type { Db } from '../platform/db.ts';

/** GS1 company prefixes of the demo organisations (outer box SSCCs). */
export const demoCompanyPrefixes: Record<string, string> = { HQ: '6901234', SZ: '6901235' };

/**
 * Demo labels (issue #12): the newest audited delivery note of V001 in HQ gets its inner labels, all printed, the
 * first half packed in one outer box; and a manual-coding batch of five labels of V001's first part.
 */
export async function loadDemoLabels(trx: Db, orgId: number, prefix: string): Promise<void> {
  const note = await trx
    .selectFrom('delivery_note')
    .select(['id', 'vendor_code'])
    .where('org_id', '=', orgId)
    .where('note_kind', '=', 'DN')
    .where('vendor_code', '=', 'V001')
    .where('status', '=', 2)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!note) return;
  const day = await todayCompact(trx);
  const lines = await findNoteLinesForLabels(trx, note.id);
  const boxes = lines.flatMap((line) =>
    boxesOf(line.delivery_qty, line.packing_qty).map((qty, i, all) => ({
      line,
      qty,
      seq: i + 1,
      total: all.length,
    })),
  );
  const first = await nextCounter(trx, orgId, `IL${day}`, boxes.length + 5);
  const labelNo = (i: number) => `IL${day}${String(first + i).padStart(5, '0')}`;
  await insertLabels(
    trx,
    boxes.map((b, i) => ({
      org_id: orgId,
      label_no: labelNo(i),
      source: 'note' as const,
      note_id: note.id,
      line_id: b.line.id,
      batch_no: null,
      vendor_code: note.vendor_code,
      part_no: b.line.part_no,
      qty: b.qty,
      box_seq: b.seq,
      box_total: b.total,
      lot_no: b.line.lot_no,
      date_code: b.line.date_code,
      created_by: 'vendor1',
    })),
  );
  const labels = await trx
    .selectFrom('inner_label')
    .select('id')
    .where('note_id', '=', note.id)
    .orderBy('id')
    .execute();
  const ids = labels.map((l) => l.id);
  if (ids.length) await markPrinted(trx, 'inner_label', ids);
  const half = ids.slice(0, Math.max(1, Math.floor(ids.length / 2)));
  if (half.length) {
    const outerId = await insertOuter(trx, {
      org_id: orgId,
      outer_no: sscc(0, prefix, await nextCounter(trx, orgId, 'SSCC')),
      source: 'note',
      note_id: note.id,
      batch_no: null,
      vendor_code: note.vendor_code,
      created_by: 'vendor1',
    });
    await setLabelsOuter(trx, half, outerId);
  }
  const part = await trx
    .selectFrom('order_line')
    .select('part_no')
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', 'V001')
    .orderBy('id')
    .executeTakeFirst();
  if (!part) return;
  const batchNo = `MB${day}${String(await nextCounter(trx, orgId, `MB${day}`)).padStart(4, '0')}`;
  await insertLabels(
    trx,
    Array.from({ length: 5 }, (_, i) => ({
      org_id: orgId,
      label_no: labelNo(boxes.length + i),
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
