import type {
  EligibleLine,
  EligibleLines,
  Language,
  StatementDetail,
  StatementLine,
  StatementMatch,
  StatementRejection,
  StatementTolerance,
  statementApproveBody,
  statementCreateBody,
  statementToleranceBody,
} from '@srm/contract';
import { hasVisibleText } from '@srm/contract';
import type Decimal from 'decimal.js';
import type { z } from 'zod';
import { type MessageKey, translate } from '../../messages.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventOf, EventPublisher } from '../../platform/events/event-catalogue.ts';
import {
  billedQty,
  decimalText,
  exact,
  fitsMoney,
  type LineFigures,
  lineFigures,
  moneyText,
} from '../../platform/money.ts';
import { writeAudit } from '../audit/index.ts';
import {
  closeStatementBills,
  includeBills,
  nextMoneyNo,
  releaseBills,
  releaseStatementBills,
  vendorExists,
} from '../expense-bill/index.ts';
import { computeMatch, type Tolerance, toleranceOf } from './statement.match.ts';
import {
  type BillingScope,
  type BillSource,
  clearLineRejections,
  countByState,
  deleteLines,
  describeBills,
  describeDeliveryLines,
  eligibleBills,
  eligibleReceipts,
  findLines,
  findRejections,
  findStatement,
  insertLines,
  insertRejections,
  insertStatement,
  type LineRow,
  lastLineNo,
  lastRejectionRound,
  lineSums,
  type NewLine,
  type NewRejection,
  pendingRejections,
  type ReceiptSource,
  type RejectionOutcome,
  type RejectionRow,
  type StatementRow,
  type StatementUpdate,
  saveTolerance,
  setLinesRejected,
  settleRejections,
  settleRemoved,
  updateStatement,
  voidRejections,
} from './statement.repository.ts';
import { type StatementAction, type StatementActor, statementTransitions } from './statement.state.ts';

/** Which screen a route serves: who a staff caller acts as there (a vendor user is always the vendor). */
export type Side = StatementActor;

/** The actor a caller is on a route of `side`, or null (a staff user on the vendor's routes, a vendor on staff ones). */
function actorOf(auth: AuthContext, side: Side): StatementActor | null {
  if (auth.vendorCode) return side === 'vendor' ? 'vendor' : null;
  return side === 'vendor' ? null : side;
}

/** 403 when the caller may never take the action here; 409 when the statement's state does not allow it. */
function check(action: StatementAction, auth: AuthContext, side: Side, statement: StatementRow | null) {
  const rule = statementTransitions[action];
  const actor = actorOf(auth, side);
  if (actor === null || !rule.actors.includes(actor))
    throw new AppError(403, 'statement.actionNotAllowed', { action: `statement.action.${action}` });
  if (statement && !rule.from.includes(statement.state))
    throw new AppError(409, 'statement.badTransition', {
      no: statement.statement_no,
      state: `statement.state.${statement.state}`,
      action: `statement.action.${action}`,
    });
  return rule;
}

// ---- figures

/** What a line bills: figures of a received delivery line (qty × unit rate × price) or of a bill (signed). */
function receiptFigures(r: ReceiptSource): LineFigures {
  return lineFigures(billedQty(r.received_qty, r.unit_exrate), r.unit_price, r.tax_rate);
}

/** A bill is one line of qty 1 at its signed amount: negative for a deduction. */
const signedAmount = (b: Pick<BillSource, 'amount' | 'direction'>) =>
  b.direction === 'deduct' ? exact(b.amount).neg() : exact(b.amount);

function billFigures(b: BillSource): LineFigures {
  return lineFigures(1, signedAmount(b), b.tax_rate);
}

function refuseUnfit(figures: { amount: Decimal; tax: Decimal }) {
  if (!fitsMoney(figures.amount) || !fitsMoney(figures.tax) || !fitsMoney(figures.amount.plus(figures.tax)))
    throw new AppError(409, 'statement.amountTooLarge');
}

const emptyReceipt = {
  DELIVERY_LINE_ID: null,
  DELIVERY_NO: null,
  LINE_NO: null,
  PO_NO: null,
  PO_ITEM: null,
  PART_NO: null,
  PART_NAME: null,
  RECEIVED_AT: null,
  RECEIVED_QTY: null,
  PO_UNIT: null,
  BASE_UNIT: null,
  UNIT_EXRATE: null,
};
const emptyBill = { EXPENSE_BILL_ID: null, BILL_NO: null, EXPENSE_KIND: null, DIRECTION: null, REASON: null };

type Figures = {
  qty: string | Decimal;
  unitPrice: string | Decimal;
  taxRate: string;
  amount: Decimal;
  tax: Decimal;
};

const figuresOut = (f: Figures) => ({
  QTY: decimalText(f.qty),
  UNIT_PRICE: decimalText(f.unitPrice),
  TAX_RATE: decimalText(f.taxRate),
  AMOUNT: moneyText(f.amount),
  TAX: moneyText(f.tax),
  AMOUNT_WITH_TAX: moneyText(f.amount.plus(f.tax)),
});

function eligibleReceipt(r: ReceiptSource): EligibleLine {
  return {
    LINE_KIND: 'receipt',
    DELIVERY_LINE_ID: r.delivery_line_id,
    DELIVERY_NO: r.delivery_no,
    LINE_NO: r.note_line_no,
    PO_NO: r.po_no,
    PO_ITEM: r.po_item,
    PART_NO: r.part_no,
    PART_NAME: r.part_name,
    RECEIVED_AT: r.received_at,
    RECEIVED_QTY: decimalText(r.received_qty),
    PO_UNIT: r.po_unit,
    BASE_UNIT: r.base_unit,
    UNIT_EXRATE: decimalText(r.unit_exrate),
    ...emptyBill,
    ...figuresOut({ ...receiptFigures(r), unitPrice: r.unit_price, taxRate: r.tax_rate }),
  };
}

function eligibleBill(b: BillSource): EligibleLine {
  return {
    LINE_KIND: 'expense',
    ...emptyReceipt,
    EXPENSE_BILL_ID: b.expense_bill_id,
    BILL_NO: b.bill_no,
    EXPENSE_KIND: b.kind,
    DIRECTION: b.direction,
    REASON: b.reason,
    ...figuresOut({ ...billFigures(b), unitPrice: signedAmount(b), taxRate: b.tax_rate }),
  };
}

function toLine(l: LineRow, index: number): StatementLine {
  const amount = exact(l.amount);
  const tax = exact(l.tax);
  return {
    ID: l.id,
    SEQ: index + 1,
    LINE_KIND: l.line_kind,
    DELIVERY_LINE_ID: l.delivery_line_id,
    DELIVERY_NO: l.delivery_no,
    LINE_NO: l.note_line_no,
    PO_NO: l.po_no,
    PO_ITEM: l.po_item,
    PART_NO: l.part_no,
    PART_NAME: l.part_name,
    RECEIVED_AT: l.received_at,
    RECEIVED_QTY: l.received_qty === null ? null : decimalText(l.received_qty),
    PO_UNIT: l.po_unit,
    BASE_UNIT: l.base_unit,
    UNIT_EXRATE: l.unit_exrate === null ? null : decimalText(l.unit_exrate),
    EXPENSE_BILL_ID: l.expense_bill_id,
    BILL_NO: l.bill_no,
    EXPENSE_KIND: l.kind,
    DIRECTION: l.direction,
    REASON: l.reason,
    ...figuresOut({ qty: l.qty, unitPrice: l.unit_price, taxRate: l.tax_rate, amount, tax }),
    LINE_STATE: l.line_state,
    REJECT_REASON: l.reject_reason,
  };
}

function toRejection(r: RejectionRow): StatementRejection {
  return {
    ID: r.id,
    ROUND: r.round,
    LINE_ID: r.line_id,
    LINE_KIND: r.line_kind,
    LABEL: r.line_label,
    PART_NO: r.part_no,
    QTY: r.qty === null ? null : decimalText(r.qty),
    AMOUNT_WITH_TAX: moneyText(r.amount_with_tax),
    REASON: r.reason,
    REJECTED_BY: r.rejected_by,
    REJECTED_AT: r.rejected_at,
    OUTCOME: r.outcome ?? 'open',
    OUTCOME_AMOUNT: r.outcome_amount === null ? null : moneyText(r.outcome_amount),
    OUTCOME_BY: r.outcome_by,
    OUTCOME_AT: r.outcome_at,
  };
}

function toDetail(
  s: StatementRow,
  lines: LineRow[],
  lang: Language,
  rejections: RejectionRow[] = [],
): StatementDetail {
  return {
    ID: s.id,
    STATEMENT_NO: s.statement_no,
    VENDOR_CODE: s.vendor_code,
    VENDOR_NAME: s.vendor_name,
    CURRENCY: s.currency,
    PERIOD_FROM: s.period_from,
    PERIOD_TO: s.period_to,
    PERIOD: `${s.period_from} ~ ${s.period_to}`,
    STATE: s.state,
    LINE_COUNT: s.line_count,
    TOTAL_AMOUNT: moneyText(s.amount),
    TOTAL_TAX: moneyText(s.tax),
    TOTAL_WITH_TAX: moneyText(s.amount_with_tax),
    REJECT_REASON: s.reject_reason,
    INVOICE_NO: s.invoice_no,
    INVOICE_DATE: s.invoice_date,
    INVOICE_AMOUNT: s.invoice_amount === null ? null : moneyText(s.invoice_amount),
    INVOICE_TAX: s.invoice_tax === null ? null : moneyText(s.invoice_tax),
    OVERRIDE_REASON: s.override_reason,
    CREATED_BY: s.created_by,
    CREATETIME: s.created_at,
    SENT_BY: s.sent_by,
    SENT_AT: s.sent_at,
    CONFIRMED_BY: s.confirmed_by,
    CONFIRMED_AT: s.confirmed_at,
    REJECTED_BY: s.rejected_by,
    REJECTED_AT: s.rejected_at,
    APPROVED_BY: s.approved_by,
    APPROVED_AT: s.approved_at,
    CLOSED_BY: s.closed_by,
    CLOSED_AT: s.closed_at,
    VOIDED_BY: s.voided_by,
    VOIDED_AT: s.voided_at,
    ROUNDING_RULE: translate(lang, 'statement.roundingRule'),
    Lines: lines.map(toLine),
    Rejections: rejections.map(toRejection),
  };
}

async function scopedStatement(db: Db, auth: AuthContext, id: number, lock = false): Promise<StatementRow> {
  const statement = await findStatement(db, auth.orgId, auth.vendorCode, id, lock);
  if (!statement) throw new AppError(404, 'statement.notFound');
  return statement;
}

async function detailOf(db: Db, auth: AuthContext, id: number, lang: Language): Promise<StatementDetail> {
  const statement = (await findStatement(db, auth.orgId, null, id))!;
  return toDetail(statement, await findLines(db, id), lang, await findRejections(db, id));
}

/** Header, lines and the rounding rule; a vendor sees only its own statements once sent. */
export async function getStatement(
  db: Db,
  auth: AuthContext,
  id: number,
  lang: Language,
): Promise<StatementDetail> {
  const statement = await scopedStatement(db, auth, id);
  return toDetail(statement, await findLines(db, id), lang, await findRejections(db, id));
}

// ---- eligible lines

type ScopeInput = { VENDOR_CODE: string; CURRENCY: string; PERIOD_FROM: string; PERIOD_TO: string };

const billingScope = (auth: AuthContext, input: ScopeInput): BillingScope => ({
  orgId: auth.orgId,
  vendorCode: input.VENDOR_CODE,
  currency: input.CURRENCY,
  periodFrom: input.PERIOD_FROM,
  periodTo: input.PERIOD_TO,
});

function totalsOf(lines: LineFigures[]) {
  const amount = lines.reduce((sum, l) => sum.plus(l.amount), exact(0));
  const tax = lines.reduce((sum, l) => sum.plus(l.tax), exact(0));
  return { amount, tax };
}

/** Received lines of the vendor, currency and period not in a live statement, and confirmed bills not in one. */
export async function listEligible(
  db: Db,
  auth: AuthContext,
  side: Side,
  input: ScopeInput,
): Promise<EligibleLines> {
  check('create', auth, side, null);
  const scope = billingScope(auth, input);
  const receipts = await eligibleReceipts(db, scope, null);
  const bills = await eligibleBills(db, scope, null);
  const totals = totalsOf([...receipts.map(receiptFigures), ...bills.map(billFigures)]);
  return {
    Lines: [...receipts.map(eligibleReceipt), ...bills.map(eligibleBill)],
    TOTAL_AMOUNT: moneyText(totals.amount),
    TOTAL_TAX: moneyText(totals.tax),
    TOTAL_WITH_TAX: moneyText(totals.amount.plus(totals.tax)),
  };
}

/** 409 naming delivery lines that cannot be billed: held by another live statement, or not eligible at all. */
async function refuseLines(trx: Db, auth: AuthContext, ids: number[]): Promise<never> {
  const described = await describeDeliveryLines(trx, auth.orgId, ids);
  const known = new Map(described.map((d) => [d.id, d]));
  const taken = described.filter((d) => d.holder !== null);
  if (taken.length)
    throw new AppError(409, 'statement.lineTaken', {
      lines: taken.map((d) => `${d.label} (${d.holder})`).join(', '),
    });
  throw new AppError(409, 'statement.lineNotEligible', {
    lines: ids.map((id) => known.get(id)?.label ?? `#${id}`).join(', '),
  });
}

async function refuseBills(trx: Db, auth: AuthContext, ids: number[], key: MessageKey): Promise<never> {
  const described = new Map((await describeBills(trx, auth.orgId, ids)).map((d) => [d.id, d.label]));
  throw new AppError(409, key, { bills: ids.map((id) => described.get(id) ?? `#${id}`).join(', ') });
}

/**
 * Bills picked lines (or every eligible one) into `statementId` after its last line. The live-line indexes decide
 * which statement gets a line two transactions both want: the loser's line is skipped by the insert, and this
 * refuses the whole change naming it (its transaction rolls back).
 */
async function addSources(
  trx: Db,
  auth: AuthContext,
  statementId: number,
  scope: BillingScope,
  picked: { receipts: number[] | null; bills: number[] | null },
): Promise<{ receipts: number; bills: number }> {
  const receiptIds = picked.receipts === null ? null : [...new Set(picked.receipts)].sort((a, b) => a - b);
  const billIds = picked.bills === null ? null : [...new Set(picked.bills)].sort((a, b) => a - b);
  const receipts = receiptIds?.length === 0 ? [] : await eligibleReceipts(trx, scope, receiptIds);
  const bills = billIds?.length === 0 ? [] : await eligibleBills(trx, scope, billIds);
  if (receiptIds && receipts.length !== receiptIds.length) {
    const found = new Set(receipts.map((r) => r.delivery_line_id));
    await refuseLines(
      trx,
      auth,
      receiptIds.filter((id) => !found.has(id)),
    );
  }
  if (billIds && bills.length !== billIds.length) {
    const found = new Set(bills.map((b) => b.expense_bill_id));
    await refuseBills(
      trx,
      auth,
      billIds.filter((id) => !found.has(id)),
      'statement.billNotEligible',
    );
  }
  if (receipts.length + bills.length === 0) throw new AppError(409, 'statement.nothingEligible');

  let lineNo = await lastLineNo(trx, statementId);
  const base = { statement_id: statementId, org_id: auth.orgId };
  const receiptLines: NewLine[] = receipts.map((r) => {
    const f = receiptFigures(r);
    refuseUnfit(f);
    return {
      ...base,
      line_no: ++lineNo,
      line_kind: 'receipt',
      delivery_line_id: r.delivery_line_id,
      expense_bill_id: null,
      received_qty: r.received_qty,
      unit_exrate: r.unit_exrate,
      qty: f.qty.toFixed(),
      unit_price: r.unit_price,
      tax_rate: r.tax_rate,
      amount: f.amount.toFixed(2),
      tax: f.tax.toFixed(2),
    };
  });
  const billLines: NewLine[] = bills.map((b) => {
    const f = billFigures(b);
    return {
      ...base,
      line_no: ++lineNo,
      line_kind: 'expense',
      delivery_line_id: null,
      expense_bill_id: b.expense_bill_id,
      received_qty: null,
      unit_exrate: null,
      qty: '1',
      unit_price: signedAmount(b).toFixed(),
      tax_rate: b.tax_rate,
      amount: f.amount.toFixed(2),
      tax: f.tax.toFixed(2),
    };
  });
  const inserted = await insertLines(trx, 'receipt', receiptLines);
  const lost = receipts.map((r) => r.delivery_line_id).filter((id) => !inserted.has(id));
  if (lost.length) await refuseLines(trx, auth, lost);
  const insertedBills = await insertLines(trx, 'expense', billLines);
  const lostBills = bills.map((b) => b.expense_bill_id).filter((id) => !insertedBills.has(id));
  if (lostBills.length) await refuseBills(trx, auth, lostBills, 'statement.billTaken');
  await includeBills(
    trx,
    statementId,
    bills.map((b) => b.expense_bill_id),
  );
  return { receipts: receipts.length, bills: bills.length };
}

/** Header totals = sums of the rounded lines (exact numeric sums). */
async function refreshTotals(trx: Db, statementId: number): Promise<StatementUpdate> {
  const sums = await lineSums(trx, statementId);
  const totals = { amount: exact(sums.amount), tax: exact(sums.tax) };
  refuseUnfit(totals);
  return {
    line_count: sums.line_count,
    amount: totals.amount.toFixed(2),
    tax: totals.tax.toFixed(2),
    amount_with_tax: totals.amount.plus(totals.tax).toFixed(2),
  };
}

/** A new draft statement of picked lines and bills, or of all eligible ones of the period (buyers). */
export async function createStatement(
  db: Db,
  auth: AuthContext,
  side: Side,
  input: z.output<typeof statementCreateBody>,
  lang: Language,
): Promise<StatementDetail> {
  check('create', auth, side, null);
  return inTransaction(db, async (trx) => {
    if (!(await vendorExists(trx, auth.orgId, input.VENDOR_CODE)))
      throw new AppError(400, 'statement.unknownVendor', { vendor: input.VENDOR_CODE });
    const scope = billingScope(auth, input);
    const id = await insertStatement(trx, {
      org_id: auth.orgId,
      vendor_code: input.VENDOR_CODE,
      currency: input.CURRENCY,
      period_from: input.PERIOD_FROM,
      period_to: input.PERIOD_TO,
      created_by: auth.userName,
    });
    const added = await addSources(
      trx,
      auth,
      id,
      scope,
      input.ALL
        ? { receipts: null, bills: null }
        : { receipts: input.DELIVERY_LINE_IDS, bills: input.EXPENSE_BILL_IDS },
    );
    // Numbered last: the counter row is locked only from here to the commit.
    await updateStatement(trx, id, {
      ...(await refreshTotals(trx, id)),
      statement_no: await nextMoneyNo(trx, auth.orgId, 'ST'),
    });
    const after = await detailOf(trx, auth, id, lang);
    await writeAudit(trx, auth, {
      action: 'create',
      entity: 'statement',
      entityId: id,
      after: { ...summary(after), ...added, ALL: input.ALL },
    });
    return after;
  });
}

const summary = (d: StatementDetail) => ({
  STATEMENT_NO: d.STATEMENT_NO,
  STATE: d.STATE,
  VENDOR_CODE: d.VENDOR_CODE,
  LINE_COUNT: d.LINE_COUNT,
  TOTAL_AMOUNT: d.TOTAL_AMOUNT,
  TOTAL_TAX: d.TOTAL_TAX,
  TOTAL_WITH_TAX: d.TOTAL_WITH_TAX,
});

/** Runs one change of a statement in a transaction: locks it, checks the state machine, audits before and after. */
async function change(
  db: Db,
  auth: AuthContext,
  side: Side,
  id: number,
  action: StatementAction,
  lang: Language,
  work: (trx: Db, statement: StatementRow, to: number) => Promise<object | undefined>,
): Promise<StatementDetail> {
  check(action, auth, side, null);
  return inTransaction(db, async (trx) => {
    const statement = await scopedStatement(trx, auth, id, true);
    const rule = check(action, auth, side, statement);
    const before = summary(toDetail(statement, [], lang));
    const extra = await work(trx, statement, typeof rule.to === 'number' ? rule.to : statement.state);
    const after = await detailOf(trx, auth, id, lang);
    await writeAudit(trx, auth, {
      action,
      entity: 'statement',
      entityId: id,
      before,
      after: { ...summary(after), ...(extra ?? {}) },
    });
    return after;
  });
}

const scopeOfStatement = (s: StatementRow): BillingScope => ({
  orgId: s.org_id,
  vendorCode: s.vendor_code,
  currency: s.currency,
  periodFrom: s.period_from,
  periodTo: s.period_to,
});

export function addLines(
  db: Db,
  auth: AuthContext,
  side: Side,
  input: { ID: number; DELIVERY_LINE_IDS: number[]; EXPENSE_BILL_IDS: number[] },
  lang: Language,
): Promise<StatementDetail> {
  return change(db, auth, side, input.ID, 'addLines', lang, async (trx, s) => {
    const added = await addSources(trx, auth, s.id, scopeOfStatement(s), {
      receipts: input.DELIVERY_LINE_IDS,
      bills: input.EXPENSE_BILL_IDS,
    });
    await updateStatement(trx, s.id, await refreshTotals(trx, s.id));
    return added;
  });
}

export function removeLines(
  db: Db,
  auth: AuthContext,
  side: Side,
  input: { ID: number; LINE_IDS: number[] },
  lang: Language,
): Promise<StatementDetail> {
  return change(db, auth, side, input.ID, 'removeLines', lang, async (trx, s) => {
    const lines = await findLines(trx, s.id);
    const onStatement = new Map(lines.map((l) => [l.id, l]));
    const ids = [...new Set(input.LINE_IDS)];
    const stray = ids.filter((id) => !onStatement.has(id));
    if (stray.length)
      throw new AppError(409, 'statement.lineNotOnStatement', {
        lines: stray.map((id) => `#${id}`).join(', '),
      });
    const bills = await deleteLines(trx, s.id, ids);
    await releaseBills(trx, bills);
    // A rejected line taken out stays in the rejection trail, as removed.
    await settleRemoved(trx, s.id, ids, auth.userName, new Date());
    await updateStatement(trx, s.id, await refreshTotals(trx, s.id));
    return { removed: ids.map((id) => lineLabel(onStatement.get(id)!)) };
  });
}

/** How a line is named to people: `DN…/line`, or the bill's number. */
const lineLabel = (l: LineRow) => l.bill_no ?? `${l.delivery_no}/${l.note_line_no}`;

/** What a rejected line billed (a receipt by its delivery line, a bill by itself). */
const sourceOf = (l: {
  line_kind: string | null;
  delivery_line_id: number | null;
  expense_bill_id: number | null;
}) => (l.line_kind === 'expense' ? `bill:${l.expense_bill_id}` : `receipt:${l.delivery_line_id}`);

/** The lists' reject-reason column: the statement's reason, then each line's (`DN…/2: short`), cut at 600. */
function rejectSummary(reason: string | undefined, lines: { label: string; reason: string }[]): string {
  const text = [...(reason ? [reason] : []), ...lines.map((l) => `${l.label}: ${l.reason}`)].join('; ');
  const chars = Array.from(text);
  return chars.length > 600 ? `${chars.slice(0, 599).join('')}…` : text;
}

/** The rejection trail's entries of one rejection: the whole statement (with a reason) and each line named. */
async function recordRejection(
  trx: Db,
  s: StatementRow,
  lines: LineRow[],
  input: { reason: string | undefined; lines: { ID: number; REASON: string }[] },
  who: string,
  at: Date,
): Promise<string> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  // A line named twice keeps its last reason, as the line itself does.
  const named = new Map(input.lines.map((l) => [l.ID, l.REASON]));
  const base = {
    org_id: s.org_id,
    statement_id: s.id,
    round: (await lastRejectionRound(trx, s.id)) + 1,
    rejected_by: who,
    rejected_at: at,
  };
  const whole: NewRejection[] = input.reason
    ? [
        {
          ...base,
          line_id: null,
          line_kind: null,
          delivery_line_id: null,
          expense_bill_id: null,
          line_label: null,
          part_no: null,
          qty: null,
          line_count: s.line_count,
          amount_with_tax: s.amount_with_tax,
          reason: input.reason,
        },
      ]
    : [];
  const entries: NewRejection[] = [...named].map(([id, reason]) => {
    const l = byId.get(id)!;
    return {
      ...base,
      line_id: l.id,
      line_kind: l.line_kind,
      delivery_line_id: l.delivery_line_id,
      expense_bill_id: l.expense_bill_id,
      line_label: lineLabel(l),
      part_no: l.part_no,
      qty: l.qty,
      line_count: null,
      amount_with_tax: exact(l.amount).plus(l.tax).toFixed(2),
      reason,
    };
  });
  await insertRejections(trx, [...whole, ...entries]);
  return rejectSummary(
    input.reason,
    entries.map((e) => ({ label: e.line_label!, reason: e.reason })),
  );
}

/**
 * Sending again settles the last rejection: a rejected line still on the statement was `kept`; a removed one billed
 * again is `changed` (or `kept` at the same figures); the whole statement is `kept` when its lines and total are
 * as they were when rejected, else `changed` with its new total.
 */
async function settleOnSend(trx: Db, s: StatementRow, who: string, at: Date): Promise<void> {
  const pending = await pendingRejections(trx, s.id);
  if (pending.length === 0) return;
  const lines = await findLines(trx, s.id);
  const onStatement = new Set(lines.map((l) => l.id));
  const bySource = new Map(lines.map((l) => [sourceOf(l), l]));
  const settled: Settlement[] = [];
  for (const r of pending) {
    if (r.line_id === null) {
      settled.push(wholeSettlement(r, s));
    } else if (r.outcome === null) {
      // Lines never change their figures while on a statement: still there means sent again as it was.
      settled.push({ id: r.id, outcome: onStatement.has(r.line_id) ? 'kept' : 'removed', amount: null });
    } else {
      const again = bySource.get(sourceOf(r));
      if (again) settled.push(billedAgainSettlement(r, again));
    }
  }
  await settleRejections(trx, settled, who, at);
}

type Settlement = { id: number; outcome: RejectionOutcome; amount: string | null };

/** A rejection of the whole statement: `kept` when its line count and total are as rejected, else `changed`. */
function wholeSettlement(r: RejectionRow, s: StatementRow): Settlement {
  const same = r.line_count === s.line_count && exact(r.amount_with_tax).eq(s.amount_with_tax);
  return { id: r.id, outcome: same ? 'kept' : 'changed', amount: same ? null : s.amount_with_tax };
}

/** A removed line billed again: `kept` at the same amount and quantity, else `changed` with its new amount. */
function billedAgainSettlement(r: RejectionRow, again: LineRow): Settlement {
  const amount = exact(again.amount).plus(again.tax);
  const same = amount.eq(r.amount_with_tax) && r.qty !== null && exact(again.qty).eq(r.qty);
  return { id: r.id, outcome: same ? 'kept' : 'changed', amount: same ? null : amount.toFixed(2) };
}

/**
 * Whether finance may approve a statement by typing its invoice: a module that holds the statement's invoices (the
 * invoice module) says no while an invoice handed in on it waits for review — those are approved in Invoice review,
 * and the last one approves the statement. Registered at start-up; the statement module knows no invoice.
 */
export type ApprovalGuard = (trx: Db, statementId: number) => Promise<boolean>;
const approvalGuards: ApprovalGuard[] = [];
export function registerStatementApprovalGuard(guard: ApprovalGuard): void {
  if (!approvalGuards.includes(guard)) approvalGuards.push(guard);
}

type Transition =
  | { action: 'send' | 'confirm' | 'close' | 'void' }
  | { action: 'reject'; reason: string | undefined; lines: { ID: number; REASON: string }[] }
  | ({ action: 'approve' } & Omit<z.output<typeof statementApproveBody>, 'ID'>);

/** The events of a statement's transitions (PRODUCT §14); close and void publish none. */
const eventOf: Partial<Record<Transition['action'], EventOf<'statement'>>> = {
  send: 'statement.sent',
  confirm: 'statement.confirmed',
  reject: 'statement.rejected',
  approve: 'statement.approved',
};

/**
 * Send (buyers), confirm or reject (the vendor), approve or close (finance), void a draft or rejected one (buyers);
 * the transition's event is published in its transaction.
 */
export async function transitionStatement(
  db: Db,
  events: EventPublisher<'statement'>,
  auth: AuthContext,
  side: Side,
  id: number,
  input: Transition,
  lang: Language,
): Promise<StatementDetail> {
  await events.prepare();
  return change(db, auth, side, id, input.action, lang, async (trx, s, to) => {
    const extra = await applyTransition(trx, auth, s, to, input, lang);
    const event = eventOf[input.action];
    if (event)
      await events.publish(trx, event, {
        orgId: s.org_id,
        entityId: s.id,
        payload: {
          statementId: s.id,
          statementNo: s.statement_no,
          vendorCode: s.vendor_code,
          by: auth.userName,
        },
      });
    return extra;
  });
}

/** What one transition changes, in its transaction; answers what the audit entry adds. */
async function applyTransition(
  trx: Db,
  auth: AuthContext,
  s: StatementRow,
  to: number,
  input: Transition,
  lang: Language,
): Promise<object | undefined> {
  const now = new Date();
  const who = auth.userName;
  switch (input.action) {
    case 'send': {
      if (s.line_count === 0) throw new AppError(409, 'statement.noLines', { no: s.statement_no });
      await settleOnSend(trx, s, who, now);
      await clearLineRejections(trx, s.id);
      await updateStatement(trx, s.id, { state: to, sent_by: who, sent_at: now, reject_reason: null });
      return undefined;
    }
    case 'confirm':
      await updateStatement(trx, s.id, { state: to, confirmed_by: who, confirmed_at: now });
      return undefined;
    case 'reject': {
      const lines = await findLines(trx, s.id);
      const onStatement = new Set(lines.map((l) => l.id));
      const stray = input.lines.filter((l) => !onStatement.has(l.ID)).map((l) => `#${l.ID}`);
      if (stray.length) throw new AppError(409, 'statement.lineNotOnStatement', { lines: stray.join(', ') });
      await setLinesRejected(
        trx,
        s.id,
        input.lines.map((l) => ({ id: l.ID, reason: l.REASON })),
      );
      const summary = await recordRejection(trx, s, lines, input, who, now);
      await updateStatement(trx, s.id, {
        state: to,
        reject_reason: input.reason ?? null,
        reject_summary: summary,
        rejected_by: who,
        rejected_at: now,
      });
      return { REASON: input.reason ?? null, Lines: input.lines };
    }
    case 'approve': {
      for (const guard of approvalGuards)
        if (!(await guard(trx, s.id)))
          throw new AppError(409, 'statement.invoicesInReview', { no: s.statement_no });
      const invoice = {
        invoice_no: input.INVOICE_NO,
        invoice_date: input.INVOICE_DATE,
        invoice_amount: moneyText(input.INVOICE_AMOUNT),
        invoice_tax: moneyText(input.INVOICE_TAX),
      };
      // Invoice ↔ statement ↔ receipts ↔ PO prices: outside tolerance only with a reason (stored, audited).
      const match = await computeMatch(
        trx,
        s,
        { amount: invoice.invoice_amount, tax: invoice.invoice_tax },
        await toleranceOf(trx, auth.orgId),
        lang,
      );
      // A reason must be one a person can read: blank or invisible characters count as none (issue #37).
      const typed = input.OVERRIDE_REASON?.trim() ?? '';
      const override = hasVisibleText(typed) ? typed : null;
      if (!match.WITHIN && override === null)
        throw new AppError(
          409,
          'statement.matchOutside',
          { no: s.statement_no, differences: match.DIFFERENCES.join('; ') },
          match,
        );
      const overrideReason = match.WITHIN ? null : override;
      await updateStatement(trx, s.id, {
        state: to,
        ...invoice,
        override_reason: overrideReason,
        approved_by: who,
        approved_at: now,
      });
      return {
        ...invoice,
        WITHIN: match.WITHIN,
        PRICE_TOLERANCE_PCT: match.PRICE_TOLERANCE_PCT,
        AMOUNT_TOLERANCE: match.AMOUNT_TOLERANCE,
        ...(overrideReason ? { OVERRIDE_REASON: overrideReason, DIFFERENCES: match.DIFFERENCES } : {}),
      };
    }
    case 'close':
      await closeStatementBills(trx, s.id);
      await updateStatement(trx, s.id, { state: to, closed_by: who, closed_at: now });
      return undefined;
    case 'void':
      // Voiding flips `live` on the statement, and the foreign key carries it to every line: they are free again.
      await releaseStatementBills(trx, s.id);
      await voidRejections(trx, s.id, who, now);
      await updateStatement(trx, s.id, { state: to, voided_by: who, voided_at: now });
      return undefined;
  }
}

/** Statements by state in the caller's scope (what home to-do counts need). */
export async function statementCounts(
  db: Db,
  auth: AuthContext,
): Promise<{ STATE: number; COUNT: number }[]> {
  const rows = await countByState(db, auth.orgId, auth.vendorCode);
  return rows.map((r) => ({ STATE: r.state, COUNT: r.n }));
}

// ---- invoice matching

/** Matching is finance's: a vendor user is never its actor (403), whatever its grants. */
function financeOnly(auth: AuthContext, side: Side) {
  if (actorOf(auth, side) !== 'finance')
    throw new AppError(403, 'statement.actionNotAllowed', { action: 'statement.action.match' });
}

const toleranceOut = (t: Tolerance): StatementTolerance => ({
  PRICE_TOLERANCE_PCT: t.pricePct,
  AMOUNT_TOLERANCE: t.amountAbs,
  UPDATED_BY: t.updatedBy,
  UPDATED_AT: t.updatedAt,
});

/** The organisation's matching tolerances (its defaults until saved). */
export async function getTolerance(db: Db, auth: AuthContext, side: Side): Promise<StatementTolerance> {
  financeOnly(auth, side);
  return toleranceOut(await toleranceOf(db, auth.orgId));
}

/** Saves the organisation's matching tolerances (finance or an administrator), audited. */
export async function saveToleranceOf(
  db: Db,
  auth: AuthContext,
  side: Side,
  input: z.output<typeof statementToleranceBody>,
): Promise<StatementTolerance> {
  financeOnly(auth, side);
  return inTransaction(db, async (trx) => {
    const before = toleranceOut(await toleranceOf(trx, auth.orgId));
    await saveTolerance(trx, auth.orgId, {
      price_pct: decimalText(input.PRICE_TOLERANCE_PCT),
      amount_abs: moneyText(input.AMOUNT_TOLERANCE),
      updated_by: auth.userName,
    });
    const after = toleranceOut(await toleranceOf(trx, auth.orgId));
    await writeAudit(trx, auth, {
      action: 'save',
      entity: 'invoice_tolerance',
      entityId: auth.orgId,
      before: { PRICE_TOLERANCE_PCT: before.PRICE_TOLERANCE_PCT, AMOUNT_TOLERANCE: before.AMOUNT_TOLERANCE },
      after: { PRICE_TOLERANCE_PCT: after.PRICE_TOLERANCE_PCT, AMOUNT_TOLERANCE: after.AMOUNT_TOLERANCE },
    });
    return after;
  });
}

/**
 * `ReconBillMst/Match?id=`: the statement matched against the invoice finance is typing (or, without one, the
 * invoice it holds), line by line with a verdict: what Approve would refuse, before finance presses it.
 */
export async function matchStatement(
  db: Db,
  auth: AuthContext,
  side: Side,
  query: { id: number; INVOICE_AMOUNT?: string | undefined; INVOICE_TAX?: string | undefined },
  lang: Language,
): Promise<StatementMatch> {
  financeOnly(auth, side);
  const statement = await scopedStatement(db, auth, query.id);
  const amount = query.INVOICE_AMOUNT ?? statement.invoice_amount;
  const tax = query.INVOICE_TAX ?? statement.invoice_tax;
  const invoice = amount === null || tax === null ? null : { amount, tax };
  return computeMatch(db, statement, invoice, await toleranceOf(db, auth.orgId), lang);
}
