import { z } from 'zod';
import { attachmentIds, attachmentInfo } from './attachment.ts';
import { quantity } from './delivery-note.ts';
import type { StateMachine, StateTable } from './state-machine.ts';
import { reasonText } from './visible-text.ts';

/**
 * Inspection and nonconformance (issue #33, PRODUCT §12). Quality inspects each received delivery line: accepted +
 * rejected = received, a defect code from the organisation's catalogue when anything is rejected, photos as
 * attachments. A line not inspected counts as accepted in full; statements bill the accepted quantity. A rejection
 * may raise a nonconformance report (NCR) the vendor answers in 8D steps.
 */

type Label = { 'zh-chs': string; en: string };

export const inspectionStates = ['pending', 'inspected'] as const;
export type InspectionState = (typeof inspectionStates)[number];
export type InspectionAction = 'inspect';
/** Quality: the organisation's staff holding the Inspection screen (or NCRs, for an NCR's review). */
export type QualityActor = 'quality' | 'vendor';

/**
 * A received line is inspected, and inspected again (a recount) while no live statement bills it (409 then: remove
 * it from the statement first). Vendors see inspections and never change them.
 */
export const inspectionTransitions: StateTable<InspectionAction, InspectionState, QualityActor> = {
  inspect: { from: ['pending', 'inspected'], actors: ['quality'], to: 'inspected' },
};

export const inspectionStateLabels = {
  pending: { 'zh-chs': '待检验', en: 'Not inspected' },
  inspected: { 'zh-chs': '已检验', en: 'Inspected' },
} as const satisfies Record<InspectionState, Label>;

export const ncrStates = ['open', 'answered', 'accepted', 'returned', 'closed'] as const;
export type NcrState = (typeof ncrStates)[number];
export type NcrAction = 'answer' | 'accept' | 'return' | 'close';

/** open → answered (vendor, 8D) → accepted | returned (back to the vendor, who answers again) → closed. */
export const ncrTransitions: StateMachine<NcrAction, NcrState, QualityActor> = {
  answer: { from: ['open', 'returned'], actors: ['vendor'], to: 'answered' },
  accept: { from: ['answered'], actors: ['quality'], to: 'accepted' },
  return: { from: ['answered'], actors: ['quality'], to: 'returned' },
  close: { from: ['accepted'], actors: ['quality'], to: 'closed' },
};

export const ncrStateLabels = {
  open: { 'zh-chs': '待供应商答复', en: 'Open' },
  answered: { 'zh-chs': '已答复待审核', en: 'Answered' },
  accepted: { 'zh-chs': '已接受', en: 'Accepted' },
  returned: { 'zh-chs': '已退回', en: 'Returned' },
  closed: { 'zh-chs': '已关闭', en: 'Closed' },
} as const satisfies Record<NcrState, Label>;

/** Days a vendor has to answer an NCR unless quality sets its due date (PRODUCT §12). */
export const ncrDueDays = 10;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An inspection of a received line; `RAISE_NCR` sends the rejection to the vendor as an NCR. */
export const inspectionSave = z.object({
  DELIVERY_LINE_ID: z.coerce.number().int().positive(),
  ACCEPTED_QTY: quantity,
  REJECTED_QTY: quantity,
  DEFECT_CODE: optionalText(32),
  REMARK: optionalText(500),
  ATTACHMENT_IDS: attachmentIds.default([]),
  RAISE_NCR: z.boolean().default(false),
  NCR_DESCRIPTION: optionalText(2000),
  NCR_DUE_DATE: isoDate.nullish(),
});
export type InspectionSave = z.input<typeof inspectionSave>;

export const inspectionSaved = z.object({
  DELIVERY_LINE_ID: z.number().int(),
  ACCEPTED_QTY: z.string(),
  REJECTED_QTY: z.string(),
  DEFECT_CODE: z.string().nullable(),
  /** The NCR raised with it, if any. */
  NCR_ID: z.number().int().nullable(),
  NCR_NO: z.string().nullable(),
});
export type InspectionSaved = z.infer<typeof inspectionSaved>;

const moment = z.union([z.date(), z.string()]);

export const ncrDetail = z.object({
  ID: z.number().int(),
  NCR_NO: z.string(),
  STATE: z.enum(ncrStates),
  VERSION: z.number().int(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  DELIVERY_NO: z.string(),
  DELIVERY_LINE_ID: z.number().int(),
  PART_NO: z.string(),
  PART_NAME: z.string(),
  RECEIVED_QTY: z.string(),
  REJECTED_QTY: z.string(),
  DEFECT_CODE: z.string(),
  DEFECT_NAME: z.string(),
  /** The defect's English name from the catalogue (its Chinese name when none is given). */
  DEFECT_NAME_EN: z.string(),
  DESCRIPTION: z.string(),
  DUE_DATE: z.string(),
  OVERDUE: z.boolean(),
  /** The 8D answer, D1–D8 (`eightDSteps`); null until answered (D1, D2, D6, D8 also on answers given before #45). */
  TEAM: z.string().nullable(),
  PROBLEM: z.string().nullable(),
  CONTAINMENT: z.string().nullable(),
  ROOT_CAUSE: z.string().nullable(),
  CORRECTIVE_ACTION: z.string().nullable(),
  VERIFICATION: z.string().nullable(),
  PREVENTIVE_ACTION: z.string().nullable(),
  CLOSURE: z.string().nullable(),
  ANSWERED_AT: moment.nullable(),
  ANSWERED_BY: z.string().nullable(),
  REVIEW_COMMENT: z.string().nullable(),
  REVIEWED_AT: moment.nullable(),
  REVIEWED_BY: z.string().nullable(),
  CREATED_BY: z.string(),
  CREATETIME: moment,
  /** What the caller may do now (the state machine's actions for its part). */
  ACTIONS: z.array(z.enum(['answer', 'accept', 'return', 'close'])),
  Attachments: z.array(
    z.object({
      ID: z.number().int(),
      FILE_NAME: z.string(),
      CONTENT_TYPE: z.string(),
      SIZE: z.number().int(),
      CREATED_AT: moment,
    }),
  ),
  /** The photos the inspection that raised it took (the rejection's evidence, readable by the vendor too). */
  InspectionPhotos: z.array(attachmentInfo),
});
export type NcrDetail = z.infer<typeof ncrDetail>;

export const ncrIdQuery = z.object({ id: z.coerce.number().int().positive() });

/** `Inspection/Photos?lineId=`: the received line whose inspection's photos are asked for. */
export const inspectionLineQuery = z.object({ lineId: z.coerce.number().int().positive() });
/** A line's inspection photos, oldest first (empty when it has none or is not inspected). */
export const inspectionPhotos = z.array(attachmentInfo);

/**
 * The eight disciplines of an 8D answer in their order, D1–D8: the team, the problem as the vendor describes it,
 * containment, root cause, the permanent corrective action, its implementation and verification, what prevents a
 * recurrence, and the closure (issue #45 item 7).
 */
export const eightDSteps = [
  'TEAM',
  'PROBLEM',
  'CONTAINMENT',
  'ROOT_CAUSE',
  'CORRECTIVE_ACTION',
  'VERIFICATION',
  'PREVENTIVE_ACTION',
  'CLOSURE',
] as const;
export type EightDStep = (typeof eightDSteps)[number];

/** The vendor's 8D answer; every step, D1–D8, is needed. */
export const ncrAnswer = z.object({
  ID: z.coerce.number().int().positive(),
  VERSION: z.coerce.number().int().positive(),
  TEAM: reasonText(4000),
  PROBLEM: reasonText(4000),
  CONTAINMENT: reasonText(4000),
  ROOT_CAUSE: reasonText(4000),
  CORRECTIVE_ACTION: reasonText(4000),
  VERIFICATION: reasonText(4000),
  PREVENTIVE_ACTION: reasonText(4000),
  CLOSURE: reasonText(4000),
  ATTACHMENT_IDS: attachmentIds.default([]),
});
export type NcrAnswer = z.input<typeof ncrAnswer>;

/** Quality's review: accept (a comment optional), return (a comment needed), close. */
export const ncrReview = z.object({
  ID: z.coerce.number().int().positive(),
  VERSION: z.coerce.number().int().positive(),
  COMMENT: optionalText(1000),
});
export type NcrReview = z.input<typeof ncrReview>;

/**
 * How the organisation bills rejected goods (PRODUCT §12): `accepted` — statements bill the accepted quantity;
 * `deduct` — statements bill the received quantity and each rejection raises a draft deduction expense bill.
 */
export const rejectBillingRules = ['accepted', 'deduct'] as const;
export const rejectBillingRule = z.object({ REJECT_BILLING: z.enum(rejectBillingRules) });
export type RejectBillingRule = z.infer<typeof rejectBillingRule>;

export const defectCodeSave = z.object({
  ID: z.coerce.number().int().positive().optional(),
  CODE: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
  NAME: reasonText(100),
  NAME_EN: z.string().trim().max(100).default(''),
  ENABLED: z.boolean().default(true),
});
export type DefectCodeSave = z.input<typeof defectCodeSave>;

export const defectCodeOption = z.object({ CODE: z.string(), NAME: z.string(), NAME_EN: z.string() });
export type DefectCodeOption = z.infer<typeof defectCodeOption>;
