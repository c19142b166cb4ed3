import { type DeliveryNoteDetail, type NoteKind, screens } from '@srm/contract';
import type { AuthContext, IntegrationCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { getNote, getNoteOfOrg } from '../delivery-note/index.ts';
import { buildDesadv, type DesadvBox, type DesadvLabel } from './desadv.ts';
import * as repo from './despatch-advice.repository.ts';

/** The screen of each note kind: a user fetches the despatch advice of a note whose screen the role holds. */
export const noteScreens: Record<NoteKind, string> = {
  DN: screens.MaintainDeliveryNote2.path,
  OS: screens.Outsourced.path,
  SUB: screens.SubDeliveryNote.path,
};

export type DespatchAdviceFile = { fileName: string; content: string };

/** A note is shipped once it is in transit (4) or received (5). */
const shipped = (status: number) => status === 4 || status === 5;

/**
 * The despatch advice of a note the user may see (a vendor its own notes, staff the organisation's): 404 for a note
 * that does not exist for the caller, 409 before it is shipped.
 */
export async function despatchAdviceForUser(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<DespatchAdviceFile> {
  const ref = await repo.findNoteRef(db, auth.orgId, { id }, null);
  if (!ref || !(auth.grants.all || auth.grants.menus.has(noteScreens[ref.note_kind])))
    throw new AppError(404, 'deliveryNote.notFound');
  const note = await getNote(db, auth, ref.note_kind, id);
  return despatchAdviceOf(db, auth.orgId, note);
}

/** The despatch advice of a note by number for the ERP (a vendor's key: its own notes only). */
export async function despatchAdviceForIntegration(
  db: Db,
  caller: IntegrationCaller,
  deliveryNo: string,
): Promise<DespatchAdviceFile> {
  const ref = await repo.findNoteRef(db, caller.orgId, { deliveryNo }, caller.vendorCode);
  const note = ref && (await getNoteOfOrg(db, caller.orgId, ref.id));
  if (!note) throw new AppError(404, 'despatchAdvice.noteUnknown', { no: deliveryNo });
  return despatchAdviceOf(db, caller.orgId, note);
}

async function despatchAdviceOf(
  db: Db,
  orgId: number,
  note: DeliveryNoteDetail,
): Promise<DespatchAdviceFile> {
  if (!shipped(note.STATUS))
    throw new AppError(409, 'despatchAdvice.notShipped', {
      no: note.DELIVERY_NO,
      status: `status.${note.STATUS}`,
    });
  const org = await repo.findOrganization(db, orgId);
  const packed = await repo.findPackedLabels(db, note.ID);
  const boxes = new Map<number, DesadvBox>();
  const looseLabels: DesadvLabel[] = [];
  for (const l of packed) {
    const label = { labelNo: l.label_no, lineNo: l.line_no, qty: l.qty };
    if (l.outer_id === null || l.outer_no === null) looseLabels.push(label);
    else {
      const box = boxes.get(l.outer_id) ?? { sscc: l.outer_no, labels: [] };
      box.labels.push(label);
      boxes.set(l.outer_id, box);
    }
  }
  const buyer = { code: org.code, name: org.name_en || org.name };
  const content = buildDesadv({
    deliveryNo: note.DELIVERY_NO,
    deliveryDate: note.DELIVERY_DATE,
    arrivalDate: note.ARRIVAL_DATE,
    vendor: { code: note.VENDOR_CODE, name: note.VENDOR_NAME },
    buyer,
    shipTo: buyer,
    carrier: note.ATTRIBUTE1,
    trackingNo: note.ATTRIBUTE2,
    lines: note.Lines.map((l) => ({
      lineNo: l.LINE_NO,
      partNo: l.PART_NO,
      vendorPartNo: l.VENDOR_PART_NO,
      poNo: l.PO_NO,
      poItem: l.PO_ITEM,
      qty: l.DELIVERY_QTY,
      unit: l.PO_UNIT,
    })),
    boxes: [...boxes.values()],
    looseLabels,
    controlRef: String(note.ID),
    preparedAt: new Date(),
  });
  return { fileName: `DESADV_${note.DELIVERY_NO}.edi`, content };
}
