import { randomBytes } from 'node:crypto';
import {
  canDo,
  type InnerLabel,
  type InnerLabelAction,
  innerLabelTransitions,
  type OuterBox,
  type OuterBoxAction,
  outerBoxTransitions,
  type PackingState,
  type PrintResult,
  type ScanResult,
  type ScanVerdict,
  sscc,
} from '@srm/contract';
import Decimal from 'decimal.js';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { onPrinted } from '../export/index.ts';
import { printDocuments } from '../print-template/index.ts';
import { labelScreens } from './label.list.ts';
import {
  clearScans,
  deleteNoteLabels,
  findBoxLabels,
  findLabels,
  findLabelsByNo,
  findNoteForLabels,
  findNoteLabels,
  findNoteLinesForLabels,
  findOuter,
  findOuters,
  findPart,
  findVendor,
  insertLabels,
  insertOuter,
  type LabelRow,
  markPrinted,
  markScanned,
  type NewLabel,
  type NoteLineForLabels,
  nextCounter,
  noteLabelHold,
  notePacking,
  numberLabels,
  type OuterRow,
  organizationPrefix,
  setLabelsOuter,
  setOuterState,
  todayCompact,
  voidLabels,
} from './label.repository.ts';

/*
 * What may be done with a label or a box is `innerLabelTransitions` and `outerBoxTransitions` (contract/src/label.ts).
 * Their one actor is the `packer`, whoever holds the label screens (another vendor's label or box is a 404), so they
 * answer 409 from a state they have no rule for, never 403.
 */
const labelMay = (action: InnerLabelAction, label: Pick<LabelRow, 'state'>) =>
  canDo(innerLabelTransitions, action, label.state, 'packer');
/** 409 naming the label when `innerLabelTransitions` has no rule for `action` from its state (it is voided). */
function refuseLabel(action: InnerLabelAction, label: LabelRow): void {
  if (!labelMay(action, label)) throw new AppError(409, 'label.alreadyVoided', { label: label.label_no });
}
/** 409 naming the box when `outerBoxTransitions` has no rule for `action` from its state (it is voided). */
function refuseBox(action: OuterBoxAction, box: OuterRow): void {
  if (!canDo(outerBoxTransitions, action, box.state, 'packer'))
    throw new AppError(409, 'label.boxVoided', { outer: box.outer_no });
}

/** Statuses of a note (PRODUCT §5) that matter to labels. */
const audited = 2;
const shipped = 4;
/** From this many labels a print runs as a job (the export records show its progress). */
const out = (v: string | number | Decimal) => new Decimal(v).toFixed();

/** What the QR code of an inner label carries: part, qty, lot, date code, vendor, note (PRODUCT §6). */
export function qrText(l: LabelRow): string {
  return JSON.stringify({
    label: l.label_no,
    part: l.part_no,
    qty: out(l.qty),
    lot: l.lot_no ?? '',
    dc: l.date_code ?? '',
    vendor: l.vendor_code,
    note: l.delivery_no ?? l.batch_no ?? '',
  });
}

export function toLabel(l: LabelRow): InnerLabel {
  return {
    ID: l.id,
    LABEL_NO: l.label_no,
    SOURCE: l.source,
    STATE: l.state,
    NOTE_ID: l.note_id,
    DELIVERY_NO: l.delivery_no,
    LINE_ID: l.line_id,
    LINE_NO: l.line_no,
    BATCH_NO: l.batch_no,
    VENDOR_CODE: l.vendor_code,
    VENDOR_NAME: l.vendor_name,
    PART_NO: l.part_no,
    PART_NAME: l.part_name,
    PO_NO: l.po_no,
    QTY: out(l.qty),
    BOX_SEQ: l.box_seq,
    BOX_TOTAL: l.box_total,
    LOT_NO: l.lot_no,
    DATE_CODE: l.date_code,
    PRINT_COUNT: l.print_count,
    OUTER_ID: l.outer_id,
    OUTER_NO: l.outer_no,
    QR_TEXT: qrText(l),
    CREATETIME: l.created_at,
  };
}

/**
 * Boxes of a quantity: ceil(qty / per box) boxes of `per box`, the last holding the remainder (PRODUCT §5, §6).
 * Exact decimals: the box quantities always add up to the quantity.
 */
export function boxesOf(qty: string, perBox: string): string[] {
  const total = new Decimal(qty);
  const size = new Decimal(perBox);
  if (total.lte(0) || size.lte(0)) return [];
  const count = total.div(size).ceil().toNumber();
  return Array.from({ length: count }, (_, i) =>
    out(i < count - 1 ? size : total.minus(size.times(count - 1))),
  );
}

/**
 * A note's inner labels but their numbers: one per box of each line (`boxesOf` its delivery quantity by its packing
 * quantity), in line order.
 */
export function noteLabels(
  orgId: number,
  note: { id: number; vendor_code: string },
  lines: NoteLineForLabels[],
  createdBy: string,
): Omit<NewLabel, 'label_no'>[] {
  return lines.flatMap((line) =>
    boxesOf(line.delivery_qty, line.packing_qty).map((qty, i, all) => ({
      org_id: orgId,
      source: 'note' as const,
      note_id: note.id,
      line_id: line.id,
      batch_no: null,
      vendor_code: note.vendor_code,
      part_no: line.part_no,
      qty,
      box_seq: i + 1,
      box_total: all.length,
      lot_no: line.lot_no,
      date_code: line.date_code,
      created_by: createdBy,
    })),
  );
}

/** A note whose labels the caller may handle: staff of the organisation, or the vendor who ships it. */
async function labelNote(db: Db, auth: AuthContext, noteId: number, lock = false) {
  const note = await findNoteForLabels(db, auth.orgId, noteId, lock);
  if (!note || (auth.vendorCode && note.vendor_code !== auth.vendorCode))
    throw new AppError(404, 'deliveryNote.notFound');
  return note;
}

/** Generate the inner labels of an audited note; again (replacing them) while none is printed or packed. */
export async function generateNoteLabels(
  db: Db,
  auth: AuthContext,
  noteId: number,
): Promise<{ NOTE_ID: number; COUNT: number }> {
  return db.transaction().execute(async (trx) => {
    const note = await labelNote(trx, auth, noteId, true);
    if (note.status !== audited) throw new AppError(409, 'label.noteNotAudited', { no: note.delivery_no });
    const hold = await noteLabelHold(trx, note.id);
    if (hold.printed > 0 || hold.packed > 0)
      throw new AppError(409, 'label.labelsInUse', { printed: hold.printed, packed: hold.packed });
    const replaced = await deleteNoteLabels(trx, note.id);
    const pending = placeholder();
    const labels: NewLabel[] = noteLabels(
      auth.orgId,
      note,
      await findNoteLinesForLabels(trx, note.id),
      auth.userName,
    ).map((label, i) => ({ ...label, label_no: `${pending}${i}` }));
    const ids = await insertLabels(trx, labels);
    await writeAudit(trx, auth, {
      action: replaced > 0 ? 'regenerateLabels' : 'generateLabels',
      entity: 'deliveryNote',
      entityId: note.id,
      after: { labels: labels.length, replaced },
    });
    await takeLabelNumbers(trx, auth.orgId, ids);
    return { NOTE_ID: note.id, COUNT: labels.length };
  });
}

/**
 * A number no one else can see, for labels until their real numbers are taken (`label_no` is unique per
 * organisation): the day's counter row is locked only from then to the commit (issue #38: taken first, it made
 * every creator of the organisation wait for the whole of the others' saves).
 */
const placeholder = () => `~${randomBytes(9).toString('base64url')}-`;

/**
 * The labels `ids` numbered `IL yyMMdd #####` in order, unique per organisation. Called last in the transaction
 * (after the audit entry): the counter row stays locked from here to the commit.
 */
async function takeLabelNumbers(trx: Db, orgId: number, ids: number[], batchNo?: string): Promise<void> {
  if (ids.length === 0) return;
  await numberLabels(trx, orgId, ids, `IL${await todayCompact(trx)}`, batchNo);
}

/** Manual coding: BOX_COUNT labels of BOX_QTY for one part, without a note. */
export async function createManualLabels(
  db: Db,
  auth: AuthContext,
  input: {
    PART_NO: string;
    VENDOR_CODE?: string | undefined;
    BOX_QTY: string;
    BOX_COUNT: number;
    LOT_NO?: string | null | undefined;
    DATE_CODE?: string | null | undefined;
  },
): Promise<{ BATCH_NO: string; COUNT: number }> {
  const vendorCode = auth.vendorCode ?? input.VENDOR_CODE;
  if (!vendorCode) throw new AppError(400, 'label.vendorRequired');
  if (new Decimal(input.BOX_QTY).lte(0)) throw new AppError(400, 'label.qtyPositive');
  return db.transaction().execute(async (trx) => {
    if (!(await findVendor(trx, auth.orgId, vendorCode)))
      throw new AppError(400, 'label.unknownVendor', { vendor: vendorCode });
    if (!(await findPart(trx, auth.orgId, input.PART_NO)))
      throw new AppError(400, 'label.unknownPart', { part: input.PART_NO });
    const pending = placeholder();
    const labels: NewLabel[] = Array.from({ length: input.BOX_COUNT }, (_, i) => ({
      org_id: auth.orgId,
      label_no: `${pending}${i}`,
      source: 'manual',
      note_id: null,
      line_id: null,
      batch_no: pending,
      vendor_code: vendorCode,
      part_no: input.PART_NO,
      qty: out(input.BOX_QTY),
      box_seq: i + 1,
      box_total: input.BOX_COUNT,
      lot_no: input.LOT_NO || null,
      date_code: input.DATE_CODE || null,
      created_by: auth.userName,
    }));
    const ids = await insertLabels(trx, labels);
    // The batch's and the labels' numbers last (see placeholder()).
    const day = await todayCompact(trx);
    const batchNo = `MB${day}${String(await nextCounter(trx, auth.orgId, `MB${day}`)).padStart(4, '0')}`;
    await takeLabelNumbers(trx, auth.orgId, ids, batchNo);
    await writeAudit(trx, auth, {
      action: 'createManualLabels',
      entity: 'labelBatch',
      entityId: batchNo,
      after: { part: input.PART_NO, vendor: vendorCode, boxQty: out(input.BOX_QTY), boxes: input.BOX_COUNT },
    });
    return { BATCH_NO: batchNo, COUNT: labels.length };
  });
}

/** Labels by id in the caller's scope; 404 naming what is missing (another vendor's labels do not exist). */
async function scopedLabels(trx: Db, auth: AuthContext, ids: number[], lock = false) {
  const unique = [...new Set(ids)];
  const rows = await findLabels(trx, auth.orgId, auth.vendorCode, unique, lock);
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new AppError(404, 'label.notFound', { labels: unique.filter((id) => !found.has(id)).join(', ') });
  }
  return rows;
}

/** Void manual-coding labels that are not packed. */
export async function voidManualLabels(db: Db, auth: AuthContext, ids: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await scopedLabels(trx, auth, ids, true);
    for (const l of rows) {
      if (l.source !== 'manual') throw new AppError(409, 'label.voidWithNote', { label: l.label_no });
      refuseLabel('void', l);
      if (l.outer_id !== null)
        throw new AppError(409, 'label.packedCannotVoid', { label: l.label_no, outer: l.outer_no! });
    }
    await voidLabels(
      trx,
      rows.map((l) => l.id),
    );
    await writeAudit(trx, auth, {
      action: 'voidLabels',
      entity: 'labelBatch',
      entityId: rows[0]!.batch_no,
      before: { labels: rows.map((l) => l.label_no) },
    });
    return rows.length;
  });
}

// Labels count as printed once their PDF is stored (a print the renderer refuses leaves them unprinted), in the
// transaction that completes the export record, for a direct print and for a large one rendered by a job alike.
type PrintedLabels = { entityId: number | string; ids: number[]; numbers: string[] };
const innerPrinted = 'label.innerPrinted';
const outerPrinted = 'label.outerPrinted';
onPrinted(innerPrinted, async (trx, auth, payload) => {
  const { entityId, ids, numbers } = payload as PrintedLabels;
  await markPrinted(trx, 'inner_label', ids);
  await writeAudit(trx, auth, {
    action: 'printLabels',
    entity: 'innerLabel',
    entityId,
    after: { labels: numbers },
  });
});
onPrinted(outerPrinted, async (trx, auth, payload) => {
  const { entityId, ids, numbers } = payload as PrintedLabels;
  await markPrinted(trx, 'outer_box', ids);
  await writeAudit(trx, auth, {
    action: 'printOuter',
    entity: 'outerBox',
    entityId,
    after: { boxes: numbers },
  });
});

/** Print inner labels (by id, or all active labels of a note) through the inner-label template. */
export async function printLabels(
  db: Db,
  auth: AuthContext,
  input: { IDS?: number[] | undefined; NOTE_ID?: number | undefined },
): Promise<PrintResult> {
  const rows = await db.transaction().execute(async (trx) => {
    let labels: LabelRow[];
    if (input.IDS) labels = await scopedLabels(trx, auth, input.IDS, true);
    else {
      const note = await labelNote(trx, auth, input.NOTE_ID!);
      labels = (await findNoteLabels(trx, auth.orgId, note.id)).filter((l) => labelMay('print', l));
      if (labels.length === 0) throw new AppError(409, 'label.noLabels', { no: note.delivery_no });
    }
    for (const l of labels) refuseLabel('print', l);
    return labels;
  });
  const printed: PrintedLabels = {
    entityId: rows[0]!.note_id ?? rows[0]!.batch_no!,
    ids: rows.map((l) => l.id),
    numbers: rows.map((l) => l.label_no),
  };
  return printDocuments(db, auth, {
    kind: 'inner_label',
    printed: { hook: innerPrinted, payload: printed },
    listRoute: rows[0]!.source === 'note' ? labelScreens.inner : labelScreens.manual,
    fileName: `labels-${rows[0]!.delivery_no ?? rows[0]!.batch_no}`,
    inputs: rows.map((l) => ({
      LABEL_NO: l.label_no,
      QR_TEXT: qrText(l),
      PART_NO: l.part_no,
      PART_NAME: l.part_name,
      QTY: out(l.qty),
      LOT_NO: l.lot_no ?? '',
      DATE_CODE: l.date_code ?? '',
      VENDOR_CODE: l.vendor_code,
      VENDOR_NAME: l.vendor_name,
      DELIVERY_NO: l.delivery_no ?? l.batch_no ?? '',
      PO_NO: l.po_no ?? '',
      BOX: `${l.box_seq}/${l.box_total}`,
      OUTER_NO: l.outer_no ?? '',
    })),
  });
}

// ---- outer boxes

/** The GS1-128 element string of a box: SSCC (AI 00). */
export const gs1Data = (outerNo: string) => `(00)${outerNo}`;

function toOuter(box: OuterRow, labels: LabelRow[]): OuterBox {
  const total = labels.reduce((sum, l) => sum.plus(l.qty), new Decimal(0));
  return {
    ID: box.id,
    OUTER_NO: box.outer_no,
    GS1_TEXT: gs1Data(box.outer_no),
    STATE: box.state,
    SOURCE: box.source,
    NOTE_ID: box.note_id,
    DELIVERY_NO: box.delivery_no,
    BATCH_NO: box.batch_no,
    VENDOR_CODE: box.vendor_code,
    VENDOR_NAME: box.vendor_name,
    LABEL_COUNT: labels.length,
    TOTAL_QTY: out(total),
    PRINT_COUNT: box.print_count,
    VERIFIED_AT: box.verified_at,
    CREATETIME: box.created_at,
    Labels: labels.map(toLabel),
  };
}

async function scopedOuter(
  trx: Db,
  auth: AuthContext,
  by: { id: number } | { outerNo: string },
  lock = false,
) {
  const box = await findOuter(trx, auth.orgId, auth.vendorCode, by, lock);
  if (!box) throw new AppError(404, 'label.boxNotFound');
  return box;
}

export async function getOuter(db: Db, auth: AuthContext, id: number): Promise<OuterBox> {
  const box = await scopedOuter(db, auth, { id });
  return toOuter(box, await findBoxLabels(db, box.id));
}

/** The note or batch a label or box belongs to, as one comparable key. */
const groupOf = (x: { note_id: number | null; batch_no: string | null }) =>
  x.note_id !== null ? `note:${x.note_id}` : `batch:${x.batch_no}`;

function refuseIfShipped(x: { note_status: number | null; delivery_no: string | null }) {
  if (x.note_status !== null && x.note_status >= shipped)
    throw new AppError(409, 'label.noteShipped', { no: x.delivery_no ?? '' });
}

/** Pack labels (by id or scanned number) into a box, a new one when OUTER_ID is left out. */
export async function pack(
  db: Db,
  auth: AuthContext,
  input: {
    OUTER_ID?: number | undefined;
    LABEL_IDS?: number[] | undefined;
    LABEL_NOS?: string[] | undefined;
  },
): Promise<OuterBox> {
  return db.transaction().execute(async (trx) => {
    let labels: LabelRow[];
    if (input.LABEL_IDS) labels = await scopedLabels(trx, auth, input.LABEL_IDS, true);
    else {
      const nos = [...new Set(input.LABEL_NOS!)];
      labels = await findLabelsByNo(trx, auth.orgId, auth.vendorCode, nos);
      const found = new Set(labels.map((l) => l.label_no));
      const missing = nos.filter((no) => !found.has(no));
      if (missing.length) throw new AppError(404, 'label.notFound', { labels: missing.join(', ') });
      labels = await scopedLabels(
        trx,
        auth,
        labels.map((l) => l.id),
        true,
      );
    }
    const group = groupOf(labels[0]!);
    for (const l of labels) {
      refuseLabel('pack', l);
      if (l.outer_id !== null && l.outer_id !== input.OUTER_ID)
        throw new AppError(409, 'label.alreadyPacked', { label: l.label_no, outer: l.outer_no! });
      if (groupOf(l) !== group) throw new AppError(409, 'label.mixedNotes', { label: l.label_no });
      refuseIfShipped(l);
      if (l.source === 'note' && l.note_status !== audited)
        throw new AppError(409, 'label.noteNotAudited', { no: l.delivery_no ?? '' });
    }
    let box: OuterRow;
    if (input.OUTER_ID) {
      box = await scopedOuter(trx, auth, { id: input.OUTER_ID }, true);
      refuseBox('pack', box);
      if (groupOf(box) !== group) throw new AppError(409, 'label.mixedNotes', { label: labels[0]!.label_no });
    } else {
      const prefix = await organizationPrefix(trx, auth.orgId);
      if (!prefix) throw new AppError(409, 'label.noCompanyPrefix');
      const serial = await nextCounter(trx, auth.orgId, 'SSCC');
      const first = labels[0]!;
      const id = await insertOuter(trx, {
        org_id: auth.orgId,
        outer_no: sscc(0, prefix, serial),
        source: first.source,
        note_id: first.note_id,
        batch_no: first.batch_no,
        vendor_code: first.vendor_code,
        created_by: auth.userName,
      });
      box = (await findOuter(trx, auth.orgId, null, { id }))!;
    }
    // A label scanned again into the box it is in changes nothing, and the answer says so (issue #36).
    const already = labels.filter((l) => l.outer_id === box.id);
    const fresh = labels.filter((l) => l.outer_id !== box.id);
    if (fresh.length > 0) {
      await setLabelsOuter(
        trx,
        fresh.map((l) => l.id),
        box.id,
      );
      // New content: the box must be verified again.
      await setOuterState(trx, box.id, { verified_at: null });
      await writeAudit(trx, auth, {
        action: 'pack',
        entity: 'outerBox',
        entityId: box.id,
        after: { outer: box.outer_no, labels: fresh.map((l) => l.label_no) },
      });
    }
    const after = toOuter(
      fresh.length > 0 ? box : ((await findOuter(trx, auth.orgId, null, { id: box.id })) ?? box),
      await findBoxLabels(trx, box.id),
    );
    return { ...after, ALREADY_PACKED: already.map((l) => l.label_no) };
  });
}

/**
 * Take labels out of a box (`unpack`), or all of them (when none are named, or every one is: `void`, the box is
 * voided); until the note is shipped.
 */
export async function unpack(
  db: Db,
  auth: AuthContext,
  input: { OUTER_ID: number; LABEL_IDS?: number[] | undefined },
): Promise<OuterBox> {
  return db.transaction().execute(async (trx) => {
    const box = await scopedOuter(trx, auth, { id: input.OUTER_ID }, true);
    const inBox = await findBoxLabels(trx, box.id);
    const ids = input.LABEL_IDS ?? inBox.map((l) => l.id);
    const emptied = ids.length === inBox.length;
    refuseBox(emptied ? 'void' : 'unpack', box);
    refuseIfShipped(box);
    const inBoxIds = new Set(inBox.map((l) => l.id));
    const stray = ids.find((id) => !inBoxIds.has(id));
    if (stray !== undefined) throw new AppError(409, 'label.notInBox', { outer: box.outer_no });
    if (ids.length) await setLabelsOuter(trx, ids, null);
    if (emptied) await setOuterState(trx, box.id, { state: 'voided', voided_at: new Date() });
    await writeAudit(trx, auth, {
      action: 'unpack',
      entity: 'outerBox',
      entityId: box.id,
      before: { outer: box.outer_no, labels: inBox.filter((l) => ids.includes(l.id)).map((l) => l.label_no) },
      after: { voided: emptied },
    });
    const after = (await findOuter(trx, auth.orgId, null, { id: box.id }))!;
    return toOuter(after, await findBoxLabels(trx, box.id));
  });
}

/** Print outer box labels (GS1-128 SSCC) through the outer-label template. */
export async function printOuters(db: Db, auth: AuthContext, ids: number[]): Promise<PrintResult> {
  const boxes = await db.transaction().execute(async (trx) => {
    const unique = [...new Set(ids)];
    const rows = await findOuters(trx, auth.orgId, auth.vendorCode, unique);
    if (rows.length !== unique.length) throw new AppError(404, 'label.boxNotFound');
    for (const b of rows) refuseBox('print', b);
    return Promise.all(rows.map(async (b) => ({ box: b, labels: await findBoxLabels(trx, b.id) })));
  });
  const printed: PrintedLabels = {
    entityId: boxes[0]!.box.id,
    ids: boxes.map(({ box }) => box.id),
    numbers: boxes.map(({ box }) => box.outer_no),
  };
  return printDocuments(db, auth, {
    kind: 'outer_label',
    printed: { hook: outerPrinted, payload: printed },
    listRoute: boxes[0]!.box.source === 'note' ? labelScreens.outer : labelScreens.manualOuter,
    fileName: `outer-${boxes[0]!.box.delivery_no ?? boxes[0]!.box.batch_no}`,
    inputs: boxes.map(({ box, labels }) => {
      const outer = toOuter(box, labels);
      const parts = [...new Set(labels.map((l) => l.part_no))];
      const lots = [...new Set(labels.map((l) => l.lot_no ?? ''))];
      return {
        OUTER_NO: box.outer_no,
        GS1_DATA: gs1Data(box.outer_no),
        GS1_TEXT: gs1Data(box.outer_no),
        DELIVERY_NO: box.delivery_no ?? box.batch_no ?? '',
        VENDOR_CODE: box.vendor_code,
        VENDOR_NAME: box.vendor_name,
        PART_NO: parts.join(', '),
        PART_NAME: [...new Set(labels.map((l) => l.part_name))].join(', '),
        LABEL_COUNT: String(outer.LABEL_COUNT),
        TOTAL_QTY: outer.TOTAL_QTY,
        LOT_NO: lots.length === 1 ? lots[0]! : lots.filter(Boolean).join(', '),
      };
    }),
  });
}

// ---- scan to verify packing

async function scanState(
  trx: Db,
  box: OuterRow,
  verdict: ScanVerdict,
  other: string | null,
): Promise<ScanResult> {
  const labels = await findBoxLabels(trx, box.id);
  const missing = labels.filter((l) => l.verified_at === null).map((l) => l.label_no);
  const complete = labels.length > 0 && missing.length === 0;
  if (complete && box.verified_at === null) await setOuterState(trx, box.id, { verified_at: new Date() });
  return {
    VERDICT: verdict,
    OTHER_OUTER_NO: other,
    SCANNED: labels.length - missing.length,
    EXPECTED: labels.length,
    COMPLETE: complete,
    MISSING: missing,
  };
}

/** Start (again) verifying a box: its earlier scans are forgotten. */
export async function scanStart(db: Db, auth: AuthContext, outerNo: string): Promise<ScanResult> {
  return db.transaction().execute(async (trx) => {
    const box = await scopedOuter(trx, auth, { outerNo }, true);
    refuseBox('verify', box);
    await clearScans(trx, box.id);
    return scanState(trx, { ...box, verified_at: null }, 'this_box', null);
  });
}

/** One scanned inner label judged against the box being verified (PRODUCT §6). */
export async function scan(db: Db, auth: AuthContext, outerNo: string, labelNo: string): Promise<ScanResult> {
  return db.transaction().execute(async (trx) => {
    const box = await scopedOuter(trx, auth, { outerNo }, true);
    refuseBox('verify', box);
    const [label] = await findLabelsByNo(trx, auth.orgId, auth.vendorCode, [labelNo]);
    let verdict: ScanVerdict;
    let other: string | null = null;
    if (!label) verdict = 'unknown';
    else if (!labelMay('verify', label)) verdict = 'voided';
    else if (label.outer_id === box.id) {
      verdict = label.verified_at ? 'repeated' : 'this_box';
      if (!label.verified_at) await markScanned(trx, label.id);
    } else if (groupOf(label) !== groupOf(box)) verdict = 'other_note';
    else if (label.outer_id !== null) {
      verdict = 'other_box';
      other = label.outer_no;
    } else verdict = 'unpacked';
    return scanState(trx, box, verdict, other);
  });
}

/** What the ship dialog needs: labels, packed labels, boxes and boxes not verified, of a note. */
export async function packingState(db: Db, auth: AuthContext, noteId: number): Promise<PackingState> {
  const note = await labelNote(db, auth, noteId);
  const p = await notePacking(db, note.id);
  return { LABELS: p.labels, PACKED: p.packed, BOXES: p.boxes, UNVERIFIED_BOXES: p.unverified };
}
