import {
  type DeliveryNoteDetail,
  type DockNote,
  type DockPackage,
  type DockReceived,
  type dockReceiveBody,
  normaliseDockCode,
} from '@srm/contract';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { writeAudit } from '../audit/index.ts';
import { getNoteOfOrg, transitionIn } from '../delivery-note/index.ts';
import { findPackageByCode, type PackageHit, packedLabelsOfNote } from '../label/index.ts';

/*
 * Dock receiving (issue #33, PRODUCT §12). A package is an open outer box with the inner labels packed in it, or an
 * inner label packed in no box; scanning either code (or a label inside a box) ticks the package. Receiving takes the
 * codes scanned: a code of another note, an unknown code or a package scanned twice is refused and nothing changes;
 * packages not scanned are missing (a shortage, confirmed by ALLOW_SHORT). Per line the received quantity is what the
 * scanned packages' labels hold plus the line's quantity on no label (loose, counted in full); the note is then
 * received (4 → 5) as the buyer's form does it, with its event, in one transaction with an audit entry of the codes.
 */

const dec = (v: string | number) => new Decimal(v);

type Loaded = {
  note: DeliveryNoteDetail;
  packages: DockPackage[];
  loose: Map<number, Decimal>;
  /** Every code of the note's packages (box SSCCs and label numbers, as `normaliseDockCode` gives them) → its package. */
  codes: Map<string, string>;
};

/** A shipped note's packages and the quantity of each line on no label. */
async function load(db: Db, orgId: number, noteId: number): Promise<Loaded> {
  const note = await getNoteOfOrg(db, orgId, noteId);
  if (!note) throw new AppError(404, 'deliveryNote.notFound');
  const labels = await packedLabelsOfNote(db, noteId);
  const byCode = new Map<string, DockPackage>();
  const labelled = new Map<number, Decimal>();
  const codes = new Map<string, string>();
  for (const l of labels) {
    const code = l.outer_no ?? l.label_no;
    codes.set(normaliseDockCode(l.label_no), code);
    if (l.outer_no) codes.set(normaliseDockCode(l.outer_no), code);
    let p = byCode.get(code);
    if (!p) {
      p = { CODE: code, KIND: l.outer_no ? 'outer' : 'inner', LABELS: 0, LINES: [] };
      byCode.set(code, p);
    }
    p.LABELS += 1;
    if (l.line_id === null) continue;
    const line = p.LINES.find((x) => x.LINE_ID === l.line_id);
    if (line) line.QTY = dec(line.QTY).plus(l.qty).toFixed();
    else p.LINES.push({ LINE_ID: l.line_id, PART_NO: l.part_no, QTY: dec(l.qty).toFixed() });
    labelled.set(l.line_id, (labelled.get(l.line_id) ?? dec(0)).plus(l.qty));
  }
  const loose = new Map(
    note.Lines.map((line) => [
      line.ID,
      Decimal.max(0, dec(line.DELIVERY_QTY).minus(labelled.get(line.ID) ?? 0)),
    ]),
  );
  return { note, packages: [...byCode.values()], loose, codes };
}

function receivable(note: DeliveryNoteDetail): void {
  if (note.STATUS !== 4 || note.NOTE_KIND === 'SUB')
    throw new AppError(409, 'dock.notShipped', {
      deliveryNo: note.DELIVERY_NO,
      status: `status.${note.STATUS}`,
    });
}

async function found(db: Db, orgId: number, raw: string): Promise<PackageHit & { note_id: number }> {
  const code = normaliseDockCode(raw);
  const hit = await findPackageByCode(db, orgId, code);
  if (!hit) throw new AppError(404, 'dock.unknownCode', { code });
  if (hit.note_id === null) throw new AppError(409, 'dock.noNote', { code });
  return { ...hit, note_id: hit.note_id };
}

/** `Dock/Scan`: the shipped note a scanned code belongs to, its packages and lines. */
export async function scan(db: Db, auth: AuthContext, raw: string): Promise<DockNote> {
  const hit = await found(db, auth.orgId, raw);
  const { note, packages, loose } = await load(db, auth.orgId, hit.note_id);
  receivable(note);
  const labelledOf = (lineId: number) =>
    packages.reduce(
      (sum, p) =>
        sum.plus(p.LINES.filter((l) => l.LINE_ID === lineId).reduce((s, l) => s.plus(l.QTY), dec(0))),
      dec(0),
    );
  return {
    NOTE_ID: note.ID,
    DELIVERY_NO: note.DELIVERY_NO,
    VENDOR_CODE: note.VENDOR_CODE,
    VENDOR_NAME: note.VENDOR_NAME,
    DELIVERY_DATE: note.DELIVERY_DATE,
    STATUS: note.STATUS,
    PACKAGES: packages,
    LINES: note.Lines.map((l) => ({
      LINE_ID: l.ID,
      LINE_NO: l.LINE_NO,
      PART_NO: l.PART_NO,
      PART_NAME: l.PART_NAME,
      UNIT: l.PO_UNIT,
      DELIVERY_QTY: l.DELIVERY_QTY,
      LABELLED_QTY: labelledOf(l.ID).toFixed(),
      LOOSE_QTY: (loose.get(l.ID) ?? dec(0)).toFixed(),
    })),
    SCANNED: hit.package_code,
  };
}

/**
 * The packages the scanned codes name, in scan order; refused on the first code of another note (409) or unknown
 * (404), or of a package scanned already (400).
 */
async function scannedPackages(
  trx: Db,
  orgId: number,
  note: DeliveryNoteDetail,
  codes: Loaded['codes'],
  raws: readonly string[],
): Promise<Set<string>> {
  const scanned = new Set<string>();
  for (const raw of raws) {
    // The note's own codes are known from its labels; only a code that is not one of them is looked up (a
    // foreign box, or none at all): a 200-box truck is one query, not 200.
    const own = codes.get(normaliseDockCode(raw));
    const hit = own ? { note_id: note.ID, package_code: own } : await found(trx, orgId, raw);
    if (hit.note_id !== note.ID) {
      const other = await getNoteOfOrg(trx, orgId, hit.note_id);
      throw new AppError(409, 'dock.foreignBox', {
        code: hit.package_code,
        deliveryNo: other?.DELIVERY_NO ?? '',
      });
    }
    if (scanned.has(hit.package_code))
      throw new AppError(400, 'dock.scannedTwice', { code: hit.package_code });
    scanned.add(hit.package_code);
  }
  return scanned;
}

/** `Dock/Receive`: the note received with the packages scanned (see above); nothing changes on a refusal. */
export async function receive(
  db: Db,
  events: EventPublisher<'delivery-note'>,
  auth: AuthContext,
  body: z.output<typeof dockReceiveBody>,
): Promise<DockReceived> {
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const { note, packages, loose, codes } = await load(trx, auth.orgId, body.NOTE_ID);
    receivable(note);
    if (body.CODES.length === 0) throw new AppError(400, 'dock.nothingScanned');
    const scanned = await scannedPackages(trx, auth.orgId, note, codes, body.CODES);
    const missing = packages.filter((p) => !scanned.has(p.CODE));
    if (missing.length > 0 && !body.ALLOW_SHORT)
      throw new AppError(409, 'dock.packagesMissing', { count: missing.length });
    const received = new Map(loose);
    for (const p of packages)
      if (scanned.has(p.CODE))
        for (const l of p.LINES) received.set(l.LINE_ID, (received.get(l.LINE_ID) ?? dec(0)).plus(l.QTY));
    const after = await transitionIn(trx, events, { user: auth }, note.NOTE_KIND, note.ID, {
      action: 'receive',
      lines: note.Lines.map((l) => ({ ID: l.ID, RECEIVED_QTY: (received.get(l.ID) ?? dec(0)).toFixed() })),
    });
    await writeAudit(trx, auth, {
      action: 'dockReceive',
      entity: 'deliveryNote',
      entityId: note.ID,
      after: { scanned: [...scanned], missing: missing.map((p) => p.CODE) },
    });
    return {
      NOTE_ID: note.ID,
      DELIVERY_NO: note.DELIVERY_NO,
      LINES: after.Lines.map((l) => ({
        LINE_ID: l.ID,
        RECEIVED_QTY: l.RECEIVED_QTY ?? '0',
        DELIVERY_QTY: l.DELIVERY_QTY,
      })),
      MISSING: missing.length,
    };
  });
}
