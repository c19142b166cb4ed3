import {
  type AttachmentInfo,
  actorMay,
  allowedActions,
  type defectCodeSave,
  type InspectionSaved,
  type inspectionSave,
  inspectionTransitions,
  type NcrAction,
  type NcrDetail,
  type ncrAnswer,
  ncrDueDays,
  type ncrReview,
  ncrTransitions,
  type QualityActor,
  ruleFor,
} from '@srm/contract';
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type EventPublisher, publisherFor } from '../../platform/events/event-catalogue.ts';
import { type SweepTimes, startHourlySweep } from '../../platform/jobs/hourly-sweep.ts';
import { billedQty, lineFigures, moneyText } from '../../platform/money.ts';
import {
  attachmentsOf,
  attachmentsOfOne,
  claimAttachments,
  registerAttachmentOwner,
  releaseAttachments,
} from '../attachment/index.ts';
import { writeAudit } from '../audit/index.ts';
import { deleteExpenseBill, saveBill } from '../expense-bill/index.ts';
import { saveModuleSettings } from '../organization/index.ts';
import * as repo from './quality.repository.ts';

/*
 * Inspection and nonconformance (issue #33, PRODUCT §12). Staff inspect received lines (accepted + rejected =
 * received; a defect code from the catalogue when anything is rejected; photos); a line already billed by a live
 * statement is not inspected again (statements bill the accepted quantity). A rejection may raise an NCR for the
 * vendor, who answers in 8D steps; quality accepts, returns or closes it (the contract's `ncrTransitions`; a stale
 * VERSION is a 409). Events tell the other side (mail subscribes); an hourly sweep reminds vendors of overdue NCRs.
 */

export const inspectionAttachmentKind = 'inspection';
export const ncrAttachmentKind = 'ncr';

const actorOf = (auth: AuthContext): QualityActor => (auth.vendorCode ? 'vendor' : 'quality');
const dec = (v: string | number) => new Decimal(v);

registerAttachmentOwner(inspectionAttachmentKind, {
  types: ['jpeg', 'png', 'pdf'],
  // The inspected line's readers: the organisation's staff, and its vendor.
  canRead: async (db, auth, lineId) =>
    (await repo.lockReceivedLine(db, auth.orgId, lineId, auth.vendorCode, false)) !== undefined,
});
registerAttachmentOwner(ncrAttachmentKind, {
  types: ['jpeg', 'png', 'pdf', 'xlsx'],
  canRead: async (db, auth, id) => (await repo.findNcr(db, auth.orgId, auth.vendorCode, id)) !== undefined,
});

type InspectInput = z.output<typeof inspectionSave>;

/**
 * `Inspection/Photos`: the photos of received line `lineId`'s inspection, for a recount to keep (the save keeps only
 * the IDs it is sent) and for the vendor to see; a vendor's user only of its own lines (else 404, as unknown).
 */
export async function inspectionPhotos(db: Db, auth: AuthContext, lineId: number): Promise<AttachmentInfo[]> {
  const line = await repo.lockReceivedLine(db, auth.orgId, lineId, auth.vendorCode, false);
  if (!line) throw new AppError(404, 'quality.lineNotReceived', { id: lineId });
  return attachmentsOfOne(db, inspectionAttachmentKind, line.id);
}

/**
 * The inspection's counts checked against the received line: accepted + rejected = received (400), a known defect
 * code when anything is rejected (400), and an NCR only with a rejection (400), in that order.
 */
async function checkedCounts(trx: Db, auth: AuthContext, line: repo.LineRow, input: InspectInput) {
  const accepted = dec(input.ACCEPTED_QTY);
  const rejected = dec(input.REJECTED_QTY);
  if (!accepted.plus(rejected).eq(line.received_qty))
    throw new AppError(400, 'quality.qtyMismatch', {
      accepted: accepted.toFixed(),
      rejected: rejected.toFixed(),
      received: dec(line.received_qty).toFixed(),
    });
  const defect = rejected.gt(0) ? input.DEFECT_CODE : null;
  if (rejected.gt(0) && !defect) throw new AppError(400, 'quality.defectRequired');
  if (defect && !(await repo.defectExists(trx, auth.orgId, defect)))
    throw new AppError(400, 'quality.defectUnknown', { code: defect });
  if (input.RAISE_NCR && rejected.lte(0)) throw new AppError(400, 'quality.ncrNeedsRejection');
  return { accepted, rejected, defect };
}

/** An NCR raised for the vendor on an inspection's rejection: numbered, audited, and the vendor told (`ncr.opened`). */
async function raiseNcr(
  trx: Db,
  events: EventPublisher<'quality'>,
  auth: AuthContext,
  line: repo.LineRow,
  input: InspectInput,
  { rejected, defect }: { rejected: Decimal; defect: string },
): Promise<{ id: number; no: string }> {
  const no = await repo.nextNcrNo(trx, auth.orgId);
  const due = input.NCR_DUE_DATE ?? (await dueDate(trx));
  const id = await repo.insertNcr(trx, {
    org_id: auth.orgId,
    ncr_no: no,
    vendor_code: line.vendor_code,
    delivery_line_id: line.id,
    defect_code: defect,
    rejected_qty: rejected.toFixed(),
    description: input.NCR_DESCRIPTION ?? input.REMARK ?? defect,
    due_date: due,
    created_by: auth.userName,
  });
  await writeAudit(trx, auth, {
    action: 'create',
    entity: 'ncr',
    entityId: id,
    after: {
      NCR_NO: no,
      DELIVERY_LINE_ID: line.id,
      DEFECT_CODE: defect,
      REJECTED_QTY: rejected.toFixed(),
    },
  });
  await events.publish(trx, 'ncr.opened', {
    orgId: auth.orgId,
    entityId: id,
    payload: { ncrId: id, ncrNo: no, vendorCode: line.vendor_code, by: auth.userName },
  });
  return { id, no };
}

/** `Inspection/Save`: a received line inspected (again), with its photos; a rejection may raise an NCR. */
export async function inspect(
  db: Db,
  events: EventPublisher<'quality'>,
  auth: AuthContext,
  input: InspectInput,
): Promise<InspectionSaved> {
  const actor = actorOf(auth);
  if (!actorMay(inspectionTransitions, 'inspect', actor)) throw new AppError(403, 'quality.inspectStaffOnly');
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const line = await repo.lockReceivedLine(trx, auth.orgId, input.DELIVERY_LINE_ID, null);
    if (line?.status !== 5 || line.note_kind === 'SUB')
      throw new AppError(404, 'quality.lineNotReceived', { id: input.DELIVERY_LINE_ID });
    if (line.billed) throw new AppError(409, 'quality.lineBilled', { deliveryNo: line.delivery_no });
    const { accepted, rejected, defect } = await checkedCounts(trx, auth, line, input);
    const rule = await repo.rejectBilling(trx, auth.orgId);
    const deduction = rule === 'deduct' ? await repo.deductionBillOf(trx, line.id) : undefined;
    // A deduction the vendor has been sent is settled between the parties: the recount would not reach it.
    if (deduction && deduction.state !== 'draft')
      throw new AppError(409, 'quality.deductionSent', { deliveryNo: line.delivery_no });
    const before = await repo.findInspection(trx, line.id);
    await repo.upsertInspection(trx, {
      delivery_line_id: line.id,
      org_id: auth.orgId,
      accepted_qty: accepted.toFixed(),
      rejected_qty: rejected.toFixed(),
      defect_code: defect,
      remark: input.REMARK,
      inspected_by: auth.userName,
    });
    if (rule === 'deduct') await deduct(trx, auth, line, rejected, defect, deduction?.id);
    await releaseAttachments(trx, inspectionAttachmentKind, line.id, input.ATTACHMENT_IDS);
    await claimAttachments(trx, auth, inspectionAttachmentKind, line.id, input.ATTACHMENT_IDS);
    const after = {
      ACCEPTED_QTY: accepted.toFixed(),
      REJECTED_QTY: rejected.toFixed(),
      DEFECT_CODE: defect,
      REMARK: input.REMARK,
    };
    await writeAudit(trx, auth, {
      action: 'inspect',
      entity: 'deliveryLine',
      entityId: line.id,
      before: before ?? null,
      after,
    });
    const ncr =
      input.RAISE_NCR && defect ? await raiseNcr(trx, events, auth, line, input, { rejected, defect }) : null;
    return {
      DELIVERY_LINE_ID: line.id,
      ...after,
      NCR_ID: ncr?.id ?? null,
      NCR_NO: ncr?.no ?? null,
    };
  });
}

const dueDate = (db: Db) => repo.daysFromToday(db, ncrDueDays);

/**
 * The organisation bills received quantity and deducts rejections (`reject_billing = deduct`): the rejected part as
 * a draft deduction bill of kind quality (rejected × unit rate × price, the order line's tax rate and currency), kept
 * in step with recounts while it is a draft; nothing rejected (or priced at 0) leaves no bill.
 */
async function deduct(
  trx: Db,
  auth: AuthContext,
  line: repo.LineRow,
  rejected: Decimal,
  defect: string | null,
  billId: number | undefined,
): Promise<void> {
  const b = await repo.lineBilling(trx, line.id);
  const { amount } = lineFigures(billedQty(rejected.toFixed(), b.unit_exrate), b.unit_price, b.tax_rate);
  if (rejected.lte(0) || amount.lte(0)) {
    if (billId !== undefined) {
      await repo.setDeductionBill(trx, line.id, null);
      await deleteExpenseBill(trx, auth, billId);
    }
    return;
  }
  const bill = await saveBill(trx, auth, {
    ...(billId !== undefined ? { ID: billId } : {}),
    VENDOR_CODE: line.vendor_code,
    EXPENSE_KIND: 'quality',
    DIRECTION: 'deduct',
    AMOUNT: moneyText(amount),
    TAX_RATE: b.tax_rate,
    CURRENCY: b.currency,
    REASON: `来料检验不合格 / Rejected at inspection: ${b.delivery_no} #${b.line_no} ${b.part_no} × ${rejected.toFixed()} (${defect})`,
    PERIOD: b.period,
    ATTACHMENT_IDS: [],
  });
  await repo.setDeductionBill(trx, line.id, bill.ID);
}

/** `Quality/Rule`: how the organisation bills rejected goods. */
export const rejectBillingOf = (db: Db, auth: AuthContext) => repo.rejectBilling(db, auth.orgId);

/** `Quality/SaveRule`: audited. */
export async function saveRejectBilling(db: Db, auth: AuthContext, rule: repo.RejectBilling) {
  await inTransaction(db, async (trx) => {
    const before = await repo.rejectBilling(trx, auth.orgId);
    await saveModuleSettings(trx, auth.orgId, { reject_billing: rule });
    await writeAudit(trx, auth, {
      action: 'update',
      entity: 'rejectBilling',
      entityId: auth.orgId,
      before: { REJECT_BILLING: before },
      after: { REJECT_BILLING: rule },
    });
  });
  return { REJECT_BILLING: rule };
}

/** `DefectCode/Options`: the organisation's enabled defect codes. */
export const defectOptions = (db: Db, auth: AuthContext) => repo.defectOptions(db, auth.orgId);

/** `DefectCode/Save`: a new code or a change (the code itself stays: inspections name it). */
export async function saveDefect(db: Db, auth: AuthContext, input: z.output<typeof defectCodeSave>) {
  return inTransaction(db, async (trx) => {
    const values = { name: input.NAME, name_en: input.NAME_EN, enabled: input.ENABLED };
    if (input.ID === undefined) {
      if (await repo.defectCodeTaken(trx, auth.orgId, input.CODE))
        throw new AppError(409, 'quality.defectTaken', { code: input.CODE });
      const row = await repo.insertDefect(trx, { ...values, org_id: auth.orgId, code: input.CODE });
      await writeAudit(trx, auth, { action: 'create', entity: 'defectCode', entityId: row.id, after: input });
      return { ID: row.id };
    }
    const updated = await repo.updateDefect(trx, auth.orgId, input.ID, values);
    if (!updated) throw new AppError(404, 'quality.defectNotFound', { code: input.CODE });
    await writeAudit(trx, auth, {
      action: 'update',
      entity: 'defectCode',
      entityId: input.ID,
      after: values,
    });
    return { ID: input.ID };
  });
}

async function toDetail(db: Db, auth: AuthContext, n: repo.NcrRow): Promise<NcrDetail> {
  const attachments = await attachmentsOfOne(db, ncrAttachmentKind, n.id);
  const photos = await attachmentsOfOne(db, inspectionAttachmentKind, n.delivery_line_id);
  return {
    ID: n.id,
    NCR_NO: n.ncr_no,
    STATE: n.state,
    VERSION: n.version,
    VENDOR_CODE: n.vendor_code,
    VENDOR_NAME: n.vendor_name,
    DELIVERY_NO: n.delivery_no,
    DELIVERY_LINE_ID: n.delivery_line_id,
    PART_NO: n.part_no,
    PART_NAME: n.part_name,
    RECEIVED_QTY: dec(n.received_qty).toFixed(),
    REJECTED_QTY: dec(n.rejected_qty).toFixed(),
    DEFECT_CODE: n.defect_code,
    DEFECT_NAME: n.defect_name,
    DEFECT_NAME_EN: n.defect_name_en,
    DESCRIPTION: n.description,
    DUE_DATE: n.due_date,
    OVERDUE: n.overdue,
    TEAM: n.team,
    PROBLEM: n.problem,
    CONTAINMENT: n.containment,
    ROOT_CAUSE: n.root_cause,
    CORRECTIVE_ACTION: n.corrective_action,
    VERIFICATION: n.verification,
    PREVENTIVE_ACTION: n.preventive_action,
    CLOSURE: n.closure,
    ANSWERED_AT: n.answered_at,
    ANSWERED_BY: n.answered_by,
    REVIEW_COMMENT: n.review_comment,
    REVIEWED_AT: n.reviewed_at,
    REVIEWED_BY: n.reviewed_by,
    CREATED_BY: n.created_by,
    CREATETIME: n.created_at,
    ACTIONS: allowedActions(ncrTransitions, n.state, actorOf(auth)),
    Attachments: attachments,
    InspectionPhotos: photos,
  };
}

/** `Ncr/Get`: an NCR of the organisation (a vendor: its own; another's is a 404). */
export async function getNcr(db: Db, auth: AuthContext, id: number): Promise<NcrDetail> {
  const n = await repo.findNcr(db, auth.orgId, auth.vendorCode, id);
  if (!n) throw new AppError(404, 'quality.ncrNotFound', { id });
  return toDetail(db, auth, n);
}

/** The NCR locked for `action` by the caller: 404 another's, 403 never the caller's action, 409 stale or wrong state. */
async function forAction(trx: Db, auth: AuthContext, id: number, version: number, action: NcrAction) {
  const actor = actorOf(auth);
  if (!actorMay(ncrTransitions, action, actor)) throw new AppError(403, 'quality.ncrActionNotAllowed');
  const n = await repo.findNcr(trx, auth.orgId, auth.vendorCode, id, true);
  if (!n) throw new AppError(404, 'quality.ncrNotFound', { id });
  if (n.version !== version) throw new AppError(409, 'quality.ncrStale', { no: n.ncr_no });
  const rule = ruleFor(ncrTransitions, action, n.state, actor);
  if (!rule || rule.to === 'same' || rule.to === 'deleted')
    throw new AppError(409, 'quality.ncrBadTransition', {
      no: n.ncr_no,
      state: `quality.ncrState.${n.state}`,
      action: `quality.ncrAction.${action}`,
    });
  return { n, to: rule.to };
}

/** `Ncr/Answer`: the vendor's 8D answer (again, after a return), with its evidence. */
export async function answerNcr(
  db: Db,
  events: EventPublisher<'quality'>,
  auth: AuthContext,
  input: z.output<typeof ncrAnswer>,
): Promise<NcrDetail> {
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const { n, to } = await forAction(trx, auth, input.ID, input.VERSION, 'answer');
    const answer = {
      team: input.TEAM,
      problem: input.PROBLEM,
      containment: input.CONTAINMENT,
      root_cause: input.ROOT_CAUSE,
      corrective_action: input.CORRECTIVE_ACTION,
      verification: input.VERIFICATION,
      preventive_action: input.PREVENTIVE_ACTION,
      closure: input.CLOSURE,
    };
    await repo.updateNcr(trx, n.id, {
      ...answer,
      state: to,
      answered_at: new Date(),
      first_answered_at: repo.firstAnswerNow,
      answered_by: auth.userName,
    });
    await claimAttachments(trx, auth, ncrAttachmentKind, n.id, [
      ...(await attachmentsOf(trx, ncrAttachmentKind, [n.id])).map((a) => a.ID),
      ...input.ATTACHMENT_IDS,
    ]);
    await writeAudit(trx, auth, {
      action: 'answer',
      entity: 'ncr',
      entityId: n.id,
      before: { STATE: n.state },
      after: { STATE: to, ...answer },
    });
    await events.publish(trx, 'ncr.answered', {
      orgId: n.org_id,
      entityId: n.id,
      payload: { ncrId: n.id, ncrNo: n.ncr_no, vendorCode: n.vendor_code, by: auth.userName },
    });
    return toDetail(trx, auth, (await repo.findNcr(trx, auth.orgId, auth.vendorCode, n.id))!);
  });
}

/** `Ncr/Accept`, `Ncr/Return` (a comment needed: what is missing), `Ncr/Close`: quality's review. */
export async function reviewNcr(
  db: Db,
  events: EventPublisher<'quality'>,
  auth: AuthContext,
  action: 'accept' | 'return' | 'close',
  input: z.output<typeof ncrReview>,
): Promise<NcrDetail> {
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const { n, to } = await forAction(trx, auth, input.ID, input.VERSION, action);
    if (action === 'return' && !input.COMMENT) throw new AppError(400, 'quality.returnNeedsComment');
    const now = new Date();
    await repo.updateNcr(
      trx,
      n.id,
      action === 'close'
        ? { state: to, closed_at: now }
        : { state: to, review_comment: input.COMMENT, reviewed_at: now, reviewed_by: auth.userName },
    );
    await writeAudit(trx, auth, {
      action,
      entity: 'ncr',
      entityId: n.id,
      before: { STATE: n.state },
      after: { STATE: to, COMMENT: input.COMMENT },
    });
    if (action === 'return')
      await events.publish(trx, 'ncr.returned', {
        orgId: n.org_id,
        entityId: n.id,
        payload: { ncrId: n.id, ncrNo: n.ncr_no, vendorCode: n.vendor_code, by: auth.userName },
      });
    return toDetail(trx, auth, (await repo.findNcr(trx, auth.orgId, auth.vendorCode, n.id))!);
  });
}

/**
 * The daily reminder of NCRs past their due date and not answered (open or returned): each claimed by one process
 * (`skip locked`) and reminded once a day through `ncr.overdue` (mail to the vendor's users, the home to-dos show it).
 */
export async function remindOverdueNcrs(db: Db, events: EventPublisher<'quality'>): Promise<number> {
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const due = await repo.claimOverdueNcrs(trx);
    for (const n of due)
      await events.publish(trx, 'ncr.overdue', {
        orgId: n.org_id,
        entityId: n.id,
        payload: { ncrId: n.id, ncrNo: n.ncr_no, vendorCode: n.vendor_code, by: 'system' },
      });
    return due.length;
  });
}

export function startNcrReminder(app: FastifyInstance, options: SweepTimes = {}): void {
  const events = publisherFor(app.events, 'quality');
  startHourlySweep(app, 'NCR reminder', () => remindOverdueNcrs(app.db, events), options);
}
