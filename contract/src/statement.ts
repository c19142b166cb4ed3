import { z } from 'zod';
import { currencyCode, expenseBillDirections, expenseBillKinds, money } from './expense-bill.ts';
import type { StateTable } from './state-machine.ts';
import { reasonText } from './visible-text.ts';

/**
 * Reconciliation statements (ReconBillMst, PRODUCT §7, issue #13): per vendor, currency and period, lines are
 * received delivery lines not in another live statement plus confirmed expense bills. Money is a decimal string.
 *
 * Rounding: line amount = round(QTY × UNIT_PRICE, 2) half-up; line tax = round(amount × TAX_RATE / 100, 2) half-up;
 * the header's totals are the sums of the rounded lines. QTY of a receipt = RECEIVED_QTY × UNIT_EXRATE (received in
 * the PO unit, priced per base unit). An expense bill is one line of QTY 1 at its signed amount (a deduction is
 * negative). "Half-up" is half away from zero for negative amounts.
 */
export const statementState = {
  draft: 1,
  sent: 2,
  confirmed: 3,
  rejected: 4,
  approved: 5,
  closed: 6,
  /** A draft or a rejected statement given up: its lines and bills are free for another statement. */
  voided: 9,
} as const;
export type StatementState = (typeof statementState)[keyof typeof statementState];
export const statementStates = Object.values(statementState) as StatementState[];

export const statementStateLabels = {
  1: { 'zh-chs': '草稿', en: 'Draft' },
  2: { 'zh-chs': '待供应商确认', en: 'Sent to vendor' },
  3: { 'zh-chs': '供应商已确认', en: 'Confirmed by vendor' },
  4: { 'zh-chs': '供应商已驳回', en: 'Rejected by vendor' },
  5: { 'zh-chs': '财务已审批', en: 'Approved by finance' },
  6: { 'zh-chs': '已关闭', en: 'Closed' },
  9: { 'zh-chs': '已作废', en: 'Voided' },
} as const satisfies Record<StatementState, { 'zh-chs': string; en: string }>;

export const statementStateColor: Record<StatementState, string> = {
  1: 'default',
  2: 'blue',
  3: 'cyan',
  4: 'red',
  5: 'green',
  6: 'purple',
  9: 'default',
};

/**
 * The statement state machine of PRODUCT §7 (see `state-machine.ts`). Actors: `buyer` = purchasing staff (the
 * ReconBillMst / ReconBillMstManage screens); `vendor` = the statement's own vendor (ReconBillMstManage/Vendor);
 * `finance` = the ReconBillMstManage/Finance screen. A buyer may void a draft or a rejected statement (its lines and
 * bills are then free again, docs/decisions.md). The order is the order the detail shows the buttons in.
 */
export type StatementActor = 'buyer' | 'vendor' | 'finance';
export type StatementAction =
  | 'create'
  | 'addLines'
  | 'removeLines'
  | 'send'
  | 'confirm'
  | 'reject'
  | 'approve'
  | 'close'
  | 'void';

export const statementTransitions: StateTable<StatementAction, number, StatementActor> = {
  create: { from: [], actors: ['buyer'], to: statementState.draft },
  addLines: { from: [statementState.draft, statementState.rejected], actors: ['buyer'], to: 'same' },
  removeLines: { from: [statementState.draft, statementState.rejected], actors: ['buyer'], to: 'same' },
  send: { from: [statementState.draft, statementState.rejected], actors: ['buyer'], to: statementState.sent },
  confirm: { from: [statementState.sent], actors: ['vendor'], to: statementState.confirmed },
  reject: { from: [statementState.sent], actors: ['vendor'], to: statementState.rejected },
  approve: { from: [statementState.confirmed], actors: ['finance'], to: statementState.approved },
  close: { from: [statementState.approved], actors: ['finance'], to: statementState.closed },
  void: {
    from: [statementState.draft, statementState.rejected],
    actors: ['buyer'],
    to: statementState.voided,
  },
};

export const statementLineKinds = ['receipt', 'expense'] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];
export const statementLineStates = ['ok', 'rejected'] as const;
export type StatementLineState = (typeof statementLineStates)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.coerce.number().int().positive();
const ids = z.array(id).max(20000);
const reason = reasonText(512);

/** Which vendor, currency and period: what EligibleLines lists and Create bills. */
export const statementScopeBody = z
  .object({
    VENDOR_CODE: z.string().trim().min(1).max(32),
    CURRENCY: currencyCode.default('CNY'),
    PERIOD_FROM: isoDate,
    PERIOD_TO: isoDate,
  })
  .refine((b) => b.PERIOD_FROM <= b.PERIOD_TO, { message: 'statement.periodOrder', path: ['PERIOD_TO'] });

/** A new statement of picked lines and bills, or (`ALL`) of every eligible line and bill of the period. */
export const statementCreateBody = z
  .object({
    VENDOR_CODE: z.string().trim().min(1).max(32),
    CURRENCY: currencyCode.default('CNY'),
    PERIOD_FROM: isoDate,
    PERIOD_TO: isoDate,
    ALL: z.boolean().default(false),
    DELIVERY_LINE_IDS: ids.default([]),
    EXPENSE_BILL_IDS: ids.default([]),
  })
  .refine((b) => b.PERIOD_FROM <= b.PERIOD_TO, { message: 'statement.periodOrder', path: ['PERIOD_TO'] })
  .refine((b) => b.ALL || b.DELIVERY_LINE_IDS.length + b.EXPENSE_BILL_IDS.length > 0, {
    message: 'statement.pickLines',
    path: ['DELIVERY_LINE_IDS'],
  });

export const statementAddLinesBody = z
  .object({ ID: id, DELIVERY_LINE_IDS: ids.default([]), EXPENSE_BILL_IDS: ids.default([]) })
  .refine((b) => b.DELIVERY_LINE_IDS.length + b.EXPENSE_BILL_IDS.length > 0, {
    message: 'statement.pickLines',
    path: ['DELIVERY_LINE_IDS'],
  });

/** Statement lines (their ID) to take out of a draft or rejected statement. */
export const statementRemoveLinesBody = z.object({ ID: id, LINE_IDS: z.array(id).min(1).max(20000) });

export const statementIdBody = z.object({ ID: id });

/** The vendor rejects the whole statement with a reason, or lines with a reason each (or both). */
export const statementRejectBody = z
  .object({
    ID: id,
    REASON: reason.optional(),
    Lines: z
      .array(z.object({ ID: id, REASON: reason }))
      .max(20000)
      .default([]),
  })
  .refine((b) => b.REASON !== undefined || b.Lines.length > 0, {
    message: 'statement.rejectReasonRequired',
    path: ['REASON'],
  });

/** An invoice's money: two decimals at most, negative for a credit note (a statement whose deductions outweigh). */
export const signedMoney = z
  .string()
  .trim()
  .regex(/^-?\d{1,16}(\.\d{1,2})?$/);

/**
 * Finance approves with the vendor's invoice: its amount with tax (amount + tax) and its tax are matched against the
 * statement's TOTAL_WITH_TAX and TOTAL_TAX, and every receipt line's price against its PO line (`statementMatch`); outside the organisation's
 * tolerances Approve is refused (409 with the differences) unless `OVERRIDE_REASON` says why (stored and audited).
 */
export const statementApproveBody = z.object({
  ID: id,
  INVOICE_NO: z.string().trim().min(1).max(64),
  INVOICE_DATE: isoDate,
  /** The invoice's amount before tax (金额); INVOICE_AMOUNT + INVOICE_TAX is matched against TOTAL_WITH_TAX. */
  INVOICE_AMOUNT: signedMoney,
  INVOICE_TAX: signedMoney,
  /** Why finance approves outside tolerance; blank = no override. */
  OVERRIDE_REASON: z.string().trim().max(512).optional(),
});

/** Per-organisation tolerances of invoice matching (defaults 0 % and 0.05). */
export const statementToleranceBody = z.object({
  /** How far a billed unit price may be from the PO line's current price, in percent of the PO price (0–100). */
  PRICE_TOLERANCE_PCT: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,4})?$/)
    .refine((v) => Number(v) <= 100, { message: 'statement.tolerancePct' }),
  /** How far the invoice's amount with tax (amount + tax), and its tax, may be from the statement's totals. */
  AMOUNT_TOLERANCE: money,
});
export const statementTolerance = z.object({
  PRICE_TOLERANCE_PCT: z.string(),
  AMOUNT_TOLERANCE: z.string(),
  UPDATED_BY: z.string().nullable(),
  UPDATED_AT: z.union([z.date(), z.string()]).nullable(),
});
export type StatementTolerance = z.infer<typeof statementTolerance>;

/** Match?id=: the invoice to match, as finance types it; without it, the invoice the statement holds (if any). */
export const statementMatchQuery = z.object({
  id,
  INVOICE_AMOUNT: signedMoney.optional(),
  INVOICE_TAX: signedMoney.optional(),
});

/** ok: within tolerance; outside: beyond it; missing: nothing to compare (no invoice yet, a PO price of 0). */
export const matchVerdicts = ['ok', 'outside', 'missing'] as const;
export type MatchVerdict = (typeof matchVerdicts)[number];

export const statementMatch = z.object({
  ID: z.number().int(),
  STATEMENT_NO: z.string(),
  CURRENCY: z.string(),
  PRICE_TOLERANCE_PCT: z.string(),
  AMOUNT_TOLERANCE: z.string(),
  /** Every check is ok: Approve needs no override. */
  WITHIN: z.boolean(),
  /** Invoice ↔ statement: INVOICE_AMOUNT + INVOICE_TAX against TOTAL_WITH_TAX, INVOICE_TAX against TOTAL_TAX. */
  Invoice: z.array(
    z.object({
      CHECK: z.enum(['amountWithTax', 'tax']),
      STATEMENT: z.string(),
      INVOICE: z.string().nullable(),
      /** INVOICE − STATEMENT. */
      DIFFERENCE: z.string().nullable(),
      VERDICT: z.enum(matchVerdicts),
    }),
  ),
  /** Statement ↔ receipts ↔ PO: each receipt line's billed price against its PO line's current price, and its
   * billed received quantity against the delivery line's received quantity now. */
  Lines: z.array(
    z.object({
      LINE_ID: z.number().int(),
      SEQ: z.number().int(),
      DELIVERY_NO: z.string(),
      LINE_NO: z.number().int(),
      PO_NO: z.string(),
      PO_ITEM: z.number().int(),
      PART_NO: z.string(),
      UNIT_PRICE: z.string(),
      PO_UNIT_PRICE: z.string(),
      /** UNIT_PRICE − PO_UNIT_PRICE. */
      PRICE_DIFFERENCE: z.string(),
      /** |difference| / PO price in percent, 4 decimals; null when the PO price is 0. */
      PRICE_DIFFERENCE_PCT: z.string().nullable(),
      RECEIVED_QTY: z.string(),
      CURRENT_RECEIVED_QTY: z.string(),
      VERDICT: z.enum(matchVerdicts),
    }),
  ),
  /** Each difference outside tolerance in the caller's language (what a refused Approve lists). */
  DIFFERENCES: z.array(z.string()),
});
export type StatementMatch = z.infer<typeof statementMatch>;

/** A received delivery line as it would be billed (EligibleLines) or is billed (a statement line). */
const receiptFigures = {
  DELIVERY_LINE_ID: z.number().int().nullable(),
  DELIVERY_NO: z.string().nullable(),
  /** The line's number on its delivery note. */
  LINE_NO: z.number().int().nullable(),
  PO_NO: z.string().nullable(),
  PO_ITEM: z.number().int().nullable(),
  PART_NO: z.string().nullable(),
  PART_NAME: z.string().nullable(),
  RECEIVED_AT: z.union([z.date(), z.string()]).nullable(),
  /** In the PO unit. */
  RECEIVED_QTY: z.string().nullable(),
  PO_UNIT: z.string().nullable(),
  BASE_UNIT: z.string().nullable(),
  /** Base units per PO unit. */
  UNIT_EXRATE: z.string().nullable(),
};
const billFigures = {
  EXPENSE_BILL_ID: z.number().int().nullable(),
  BILL_NO: z.string().nullable(),
  EXPENSE_KIND: z.enum(expenseBillKinds).nullable(),
  DIRECTION: z.enum(expenseBillDirections).nullable(),
  REASON: z.string().nullable(),
};
const figures = {
  /** Billed quantity: RECEIVED_QTY × UNIT_EXRATE for a receipt, 1 for a bill. */
  QTY: z.string(),
  UNIT_PRICE: z.string(),
  TAX_RATE: z.string(),
  /** round(QTY × UNIT_PRICE, 2); negative for a deduction. */
  AMOUNT: z.string(),
  /** round(AMOUNT × TAX_RATE / 100, 2). */
  TAX: z.string(),
  AMOUNT_WITH_TAX: z.string(),
};

export const eligibleLine = z.object({
  LINE_KIND: z.enum(statementLineKinds),
  ...receiptFigures,
  ...billFigures,
  ...figures,
});
export type EligibleLine = z.infer<typeof eligibleLine>;

export const eligibleLines = z.object({
  Lines: z.array(eligibleLine),
  TOTAL_AMOUNT: z.string(),
  TOTAL_TAX: z.string(),
  TOTAL_WITH_TAX: z.string(),
});
export type EligibleLines = z.infer<typeof eligibleLines>;

export const statementLine = eligibleLine.extend({
  ID: z.number().int(),
  /** The line's place on the statement. */
  SEQ: z.number().int(),
  LINE_STATE: z.enum(statementLineStates),
  REJECT_REASON: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

const at = z.union([z.date(), z.string()]).nullable();

/**
 * What purchasing did about a rejection: took the line out (`removed`), sent it again as it was (`kept`), billed it
 * again at other figures or sent the statement again with other lines (`changed`), or voided the statement;
 * `open` while the statement waits in "rejected".
 */
export const statementRejectionOutcomes = ['open', 'removed', 'kept', 'changed', 'voided'] as const;
export type StatementRejectionOutcome = (typeof statementRejectionOutcomes)[number];

/**
 * One entry of a statement's rejection trail: the whole statement (LINE_ID null) or one line as it read when the
 * vendor rejected it (a removed line is gone from `Lines`, not from here).
 */
export const statementRejection = z.object({
  ID: z.number().int(),
  /** The statement's first, second… rejection. */
  ROUND: z.number().int(),
  /** The statement line rejected; null: the whole statement. */
  LINE_ID: z.number().int().nullable(),
  LINE_KIND: z.enum(statementLineKinds).nullable(),
  /** `DN…/line` or the bill's number, as the line read then. */
  LABEL: z.string().nullable(),
  PART_NO: z.string().nullable(),
  QTY: z.string().nullable(),
  /** The line's amount with tax (the statement's, for the whole statement) when it was rejected. */
  AMOUNT_WITH_TAX: z.string(),
  REASON: z.string(),
  REJECTED_BY: z.string(),
  REJECTED_AT: z.union([z.date(), z.string()]),
  OUTCOME: z.enum(statementRejectionOutcomes),
  /** With `changed`: the amount with tax billed instead. */
  OUTCOME_AMOUNT: z.string().nullable(),
  OUTCOME_BY: z.string().nullable(),
  OUTCOME_AT: at,
});
export type StatementRejection = z.infer<typeof statementRejection>;

export const statementDetail = z.object({
  ID: z.number().int(),
  STATEMENT_NO: z.string(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  CURRENCY: z.string(),
  PERIOD_FROM: z.string(),
  PERIOD_TO: z.string(),
  /** `PERIOD_FROM ~ PERIOD_TO`, as prints show it. */
  PERIOD: z.string(),
  STATE: z.number().int(),
  LINE_COUNT: z.number().int(),
  TOTAL_AMOUNT: z.string(),
  TOTAL_TAX: z.string(),
  TOTAL_WITH_TAX: z.string(),
  REJECT_REASON: z.string().nullable(),
  INVOICE_NO: z.string().nullable(),
  INVOICE_DATE: z.string().nullable(),
  INVOICE_AMOUNT: z.string().nullable(),
  INVOICE_TAX: z.string().nullable(),
  /** Why finance approved outside the matching tolerances (null: within, or not approved). */
  OVERRIDE_REASON: z.string().nullable(),
  CREATED_BY: z.string(),
  CREATETIME: z.union([z.date(), z.string()]),
  SENT_BY: z.string().nullable(),
  SENT_AT: at,
  CONFIRMED_BY: z.string().nullable(),
  CONFIRMED_AT: at,
  REJECTED_BY: z.string().nullable(),
  REJECTED_AT: at,
  APPROVED_BY: z.string().nullable(),
  APPROVED_AT: at,
  CLOSED_BY: z.string().nullable(),
  CLOSED_AT: at,
  VOIDED_BY: z.string().nullable(),
  VOIDED_AT: at,
  /** The rounding rule in the caller's language, shown on the statement. */
  ROUNDING_RULE: z.string(),
  Lines: z.array(statementLine),
  /** Every rejection of the statement and what was done about it, oldest first (kept after it is sent again). */
  Rejections: z.array(statementRejection),
});
export type StatementDetail = z.infer<typeof statementDetail>;

/** One statement as an xlsx (`ReconBillMst/Export`): an export record whose file is ready to download. */
export const statementXlsxResult = z.object({
  FileUrl: z.string(),
  ExportId: z.number().int(),
  FileName: z.string(),
  /** Statement lines written. */
  ROWS: z.number().int(),
});
export type StatementXlsxResult = z.infer<typeof statementXlsxResult>;
