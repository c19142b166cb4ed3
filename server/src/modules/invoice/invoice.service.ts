import {
  expectedPaymentDate,
  type InvoiceAction,
  type InvoiceActor,
  type InvoiceDetail,
  type InvoiceInput,
  type InvoiceMatch,
  invoiceAwaitsReview,
  type invoiceMatchBody,
  invoiceStands,
  invoiceTransitions,
  type Language,
  type PaymentTermBasis,
  screens,
} from '@srm/contract';
import type { z } from 'zod';
import { type AuthContext, holds } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventOf, EventPublisher } from '../../platform/events/event-catalogue.ts';
import { exact, fitsMoney, moneyText } from '../../platform/money.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import { claimAttachments, registerAttachmentOwner, releaseAttachments } from '../attachment/index.ts';
import { writeAudit } from '../audit/index.ts';
import {
  findStatement,
  lineMatch,
  registerStatementApprovalGuard,
  type StatementRow,
  statementRates,
  toleranceOf,
  transitionStatement,
} from '../statement/index.ts';
import { findVendorMaster } from '../vendor/index.ts';
import { invoiceTotals, matchFigures, type RateFigures, rateKey, say } from './invoice.figures.ts';
import * as repo from './invoice.repository.ts';

/**
 * Invoices (issue #47, PRODUCT §15): the vendor hands in invoices on a statement it confirmed, matched against it
 * first; finance approves or rejects them; approving the invoices that cover a statement approves the statement.
 */

/** The kind of attachments an invoice owns: its file (the PDF the vendor's tax system printed). */
export const invoiceAttachmentKind = 'invoice';
registerAttachmentOwner(invoiceAttachmentKind, {
  types: ['pdf'],
  canRead: async (db, auth, id) =>
    (await repo.findInvoice(db, auth.orgId, auth.vendorCode, id)) !== undefined,
});

/** Finance types no invoice over one waiting for its review (the statement's approval asks). */
registerStatementApprovalGuard(
  async (trx, statementId) => !(await repo.hasSubmittedInvoice(trx, statementId)),
);

/** The vendor (its users), or finance: staff holding the review screen. Anyone else is no actor (403). */
export function actorOf(auth: AuthContext): InvoiceActor | null {
  if (auth.vendorCode) return 'vendor';
  return holds(auth.grants, { menu: screens.InvoiceReview.path }) ? 'finance' : null;
}

function check(action: InvoiceAction, auth: AuthContext, invoice: repo.InvoiceRow | null) {
  const actor = actorOf(auth);
  const rule = invoiceTransitions[action];
  if (actor === null || !(rule.actors as readonly string[]).includes(actor))
    throw new AppError(403, 'invoice.actionNotAllowed', { action: `invoice.action.${action}` });
  if (invoice && !(rule.from as readonly string[]).includes(invoice.state))
    throw new AppError(409, 'invoice.badTransition', {
      no: invoice.invoice_no,
      state: `invoice.state.${invoice.state}`,
      action: `invoice.action.${action}`,
    });
  return actor;
}

/** What the caller may do to an invoice now: the table, its role, and (a vendor) its own invoices only. */
function actionsFor(auth: AuthContext, invoice: repo.InvoiceRow): InvoiceDetail['ACTIONS'] {
  const actor = actorOf(auth);
  if (actor === null) return [];
  return (['resubmit', 'withdraw', 'approve', 'reject'] as const).filter((a) => {
    const rule = invoiceTransitions[a];
    if (!rule.actors.includes(actor) || !rule.from.includes(invoice.state)) return false;
    // Finance corrects only what it recorded itself; the vendor's own invoices go back to the vendor.
    return !(a === 'resubmit' && actor === 'finance' && invoice.source !== 'finance');
  });
}

async function scopedStatement(db: Db, auth: AuthContext, id: number, lock = false): Promise<StatementRow> {
  const statement = await findStatement(db, auth.orgId, auth.vendorCode, id, lock);
  // A vendor sees its statements once sent; an invoice is only ever handed in on a confirmed one.
  if (!statement || (auth.vendorCode && statement.state === 1))
    throw new AppError(404, 'invoice.statementNotFound');
  return statement;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The refusals no reason overrides: each names the invoice. */
function checkInputs(
  statement: StatementRow,
  rates: readonly RateFigures[],
  invoices: readonly InvoiceInput[],
) {
  const statementRatesText = rates.map((r) => `${rateKey(r.rate)}`).join(', ');
  const onStatement = new Set(rates.map((r) => rateKey(r.rate)));
  const seen = new Set<string>();
  for (const inv of invoices) {
    const no = inv.INVOICE_NO;
    if (seen.has(no)) throw new AppError(400, 'invoice.numberTwice', { no });
    seen.add(no);
    if (inv.INVOICE_DATE > today())
      throw new AppError(400, 'invoice.dateInFuture', { no, date: inv.INVOICE_DATE });
    if (Number.isNaN(Date.parse(`${inv.INVOICE_DATE}T00:00:00Z`)))
      throw new AppError(400, 'invoice.dateInFuture', { no, date: inv.INVOICE_DATE });
    if (inv.CURRENCY !== statement.currency)
      throw new AppError(400, 'invoice.currencyDiffers', {
        no,
        currency: inv.CURRENCY,
        statementCurrency: statement.currency,
      });
    const rateSeen = new Set<string>();
    for (const r of inv.Rates) {
      const rate = rateKey(r.RATE);
      if (rateSeen.has(rate)) throw new AppError(400, 'invoice.rateTwice', { no, rate });
      rateSeen.add(rate);
      if (!onStatement.has(rate))
        throw new AppError(400, 'invoice.rateNotOnStatement', { no, rate, rates: statementRatesText });
    }
    const totals = invoiceTotals(inv.Rates.map(toFigures));
    if (!fitsMoney(totals.total)) throw new AppError(400, 'invoice.tooLarge', { no });
    const positive = exact(totals.total).gt(0);
    const negative = exact(totals.total).lt(0);
    if (inv.KIND === 'invoice' ? !positive : !negative)
      throw new AppError(400, 'invoice.signOfKind', { no, total: totals.total });
  }
}

const toFigures = (r: { RATE: string; AMOUNT: string; TAX: string }): RateFigures => ({
  rate: r.RATE,
  amount: r.AMOUNT,
  tax: r.TAX,
});

/**
 * The match of a statement's invoices — those handed in and not rejected (but `replacing`) plus `incoming` — against
 * the statement: totals and per rate within the amount tolerance, each rate's tax against amount × rate, and the
 * statement's receipt lines against receipts and PO prices.
 */
async function matchOf(
  db: Db,
  auth: AuthContext,
  statement: StatementRow,
  incoming: readonly InvoiceInput[],
  replacing: number | null,
  lang: Language,
): Promise<InvoiceMatch> {
  const tolerance = await toleranceOf(db, auth.orgId);
  const { rates } = await statementRates(db, statement.id);
  checkInputs(statement, rates, incoming);
  const standing = (await repo.invoicesOfStatement(db, statement.id)).filter(
    (i) => invoiceStands(i.state) && i.id !== replacing,
  );
  const lines = await repo.taxLinesOf(
    db,
    standing.map((i) => i.id),
  );
  const figures = [
    ...standing.map((i) => ({ no: i.invoice_no, rates: lines.filter((l) => l.invoice_id === i.id) })),
    ...incoming.map((i) => ({ no: i.INVOICE_NO, rates: i.Rates.map(toFigures) })),
  ];
  const match = matchFigures({ rates }, figures, tolerance.amountAbs);
  const receipts = await lineMatch(db, statement.id, tolerance, lang);
  const warnings: string[] = match.warnings.map((d) => say(lang, d));
  for (const inv of incoming) {
    const total = invoiceTotals(inv.Rates.map(toFigures)).total;
    const other = await repo.sameTotalAndDate(
      db,
      auth.orgId,
      statement.vendor_code,
      total,
      inv.INVOICE_DATE,
      replacing,
    );
    if (other && other !== inv.INVOICE_NO)
      warnings.push(
        say(lang, {
          key: 'invoice.warn.sameAmountDate',
          params: { no: inv.INVOICE_NO, other, total, date: inv.INVOICE_DATE },
        }),
      );
  }
  const differences = [...match.differences.map((d) => say(lang, d)), ...receipts.differences];
  return {
    STATEMENT_ID: statement.id,
    STATEMENT_NO: statement.statement_no,
    CURRENCY: statement.currency,
    AMOUNT_TOLERANCE: tolerance.amountAbs,
    PRICE_TOLERANCE_PCT: tolerance.pricePct,
    WITHIN: differences.length === 0,
    Totals: match.totals,
    Rates: match.rates,
    Lines: receipts.lines,
    DIFFERENCES: differences,
    WARNINGS: warnings,
  };
}

/** `Invoice/Match`: what submitting these invoices would show, without writing anything. */
export async function matchInvoices(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof invoiceMatchBody>,
  lang: Language,
): Promise<InvoiceMatch> {
  check('submit', auth, null);
  const statement = await scopedStatement(db, auth, body.STATEMENT_ID);
  if (statement.state !== 3)
    throw new AppError(409, 'invoice.statementNotConfirmed', { no: statement.statement_no });
  return matchOf(db, auth, statement, body.Invoices, null, lang);
}

/** Refuses numbers the vendor used before (the database's unique index is the last word under a race). */
async function refuseUsedNumbers(
  db: Db,
  orgId: number,
  vendorCode: string,
  numbers: readonly string[],
  exceptId: number | null,
) {
  const used = await repo.usedNumbers(db, orgId, vendorCode, numbers, exceptId);
  if (used.length) throw new AppError(409, 'invoice.numberUsed', { no: used.join(', ') });
}

/** Outside tolerance a submission needs the vendor's reason: the invoices then reach finance flagged. */
function flagOf(match: InvoiceMatch, reason: string | undefined): { within: boolean; flag: string | null } {
  if (match.WITHIN) return { within: true, flag: null };
  if (!reason)
    throw new AppError(409, 'invoice.reasonRequired', { differences: match.DIFFERENCES.join('; ') }, match);
  return { within: false, flag: reason };
}

export type SubmitOptions = { source: 'portal' | 'finance' | 'ubl' | 'api'; vendorRef?: string | undefined };

/** Hands in invoices on a confirmed statement (the vendor, or finance on its behalf), all or none, audited. */
export async function submitInvoices(
  db: Db,
  events: InvoiceEvents,
  auth: AuthContext,
  body: { STATEMENT_ID: number; Invoices: InvoiceInput[]; REASON?: string | undefined },
  lang: Language,
  options: SubmitOptions = { source: 'portal' },
): Promise<{ Invoices: InvoiceDetail[]; Match: InvoiceMatch }> {
  const actor = check('submit', auth, null);
  await events.prepare();
  return uniqueNumbers(() =>
    inTransaction(db, async (trx) => {
      const statement = await scopedStatement(trx, auth, body.STATEMENT_ID, true);
      if (statement.state !== 3)
        throw new AppError(409, 'invoice.statementNotConfirmed', { no: statement.statement_no });
      await refuseUsedNumbers(
        trx,
        auth.orgId,
        statement.vendor_code,
        body.Invoices.map((i) => i.INVOICE_NO),
        null,
      );
      const match = await matchOf(trx, auth, statement, body.Invoices, null, lang);
      const { within, flag } = flagOf(match, body.REASON);
      const source = actor === 'finance' ? 'finance' : options.source;
      const ids: number[] = [];
      for (const inv of body.Invoices) {
        const rates = inv.Rates.map((r) => ({
          rate: r.RATE,
          amount: moneyText(r.AMOUNT),
          tax: moneyText(r.TAX),
        }));
        const totals = invoiceTotals(rates);
        const id = await repo.insertInvoice(
          trx,
          {
            org_id: auth.orgId,
            vendor_code: statement.vendor_code,
            statement_id: statement.id,
            statement_no: statement.statement_no,
            kind: inv.KIND,
            invoice_no: inv.INVOICE_NO,
            invoice_code: inv.INVOICE_CODE ?? null,
            invoice_date: inv.INVOICE_DATE,
            currency: inv.CURRENCY,
            ...totals,
            seller_tax_id: inv.SELLER_TAX_ID ?? null,
            buyer_tax_id: inv.BUYER_TAX_ID ?? null,
            attachment_id: inv.ATTACHMENT_ID ?? null,
            source,
            vendor_ref: options.vendorRef ?? null,
            within,
            flag_reason: flag,
            differences: within ? null : match.DIFFERENCES.join('\n'),
            submitted_by: auth.userName,
          },
          rates,
        );
        if (inv.ATTACHMENT_ID)
          await claimAttachments(trx, auth, invoiceAttachmentKind, id, [inv.ATTACHMENT_ID]);
        ids.push(id);
      }
      const details = [];
      for (const id of ids) {
        const detail = await detailOf(trx, auth, id);
        await writeAudit(trx, auth, {
          action: 'submit',
          entity: 'invoice',
          entityId: id,
          after: auditOf(detail),
        });
        await publishInvoice(trx, events, auth, 'invoice.submitted', detail);
        details.push(detail);
      }
      return { Invoices: details, Match: match };
    }),
  );
}

/** A second insert of a used number (two submissions racing) is the same refusal as the check's. */
async function uniqueNumbers<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { constraint = '', detail = '' } = error as { constraint?: string; detail?: string };
    if (isUniqueViolation(error) && /invoice_no/.test(`${constraint}${detail}`))
      throw new AppError(409, 'invoice.numberUsed', {
        // detail: Key (org_id, vendor_code, invoice_no)=(1, V001, 12345678): the number is the last value
        no: /\(([^)]*)\)=\(([^)]*)\)/.exec(detail)?.[2]?.split(', ').at(-1) ?? '',
      });
    throw error;
  }
}

export type InvoiceEvents = EventPublisher<'invoice'>;

/** Tells of an invoice, in the change's transaction, with the facts its mail and webhook carry. */
async function publishInvoice(
  trx: Db,
  events: InvoiceEvents,
  auth: AuthContext,
  name: Extract<EventOf<'invoice'>, `invoice.${string}`>,
  d: InvoiceDetail,
) {
  await events.publish(trx, name, {
    orgId: auth.orgId,
    entityId: d.ID,
    payload: {
      invoiceId: d.ID,
      invoiceNo: d.INVOICE_NO,
      kind: d.KIND,
      vendorCode: d.VENDOR_CODE,
      statementNo: d.STATEMENT_NO ?? '',
      currency: d.CURRENCY,
      total: d.TOTAL,
      flagged: !d.WITHIN,
      expectedPayDate: d.EXPECTED_PAY_DATE,
      reason: name === 'invoice.rejected' ? d.REJECT_REASON : d.FLAG_REASON,
      by: auth.userName,
    },
  });
}

const auditOf = (d: InvoiceDetail) => ({
  INVOICE_NO: d.INVOICE_NO,
  KIND: d.KIND,
  STATE: d.STATE,
  AMOUNT: d.AMOUNT,
  TAX: d.TAX,
  TOTAL: d.TOTAL,
  WITHIN: d.WITHIN,
  FLAG_REASON: d.FLAG_REASON,
});

async function scopedInvoice(db: Db, auth: AuthContext, id: number, lock = false): Promise<repo.InvoiceRow> {
  const invoice = await repo.findInvoice(db, auth.orgId, auth.vendorCode, id, lock);
  if (!invoice) throw new AppError(404, 'invoice.notFound');
  return invoice;
}

/** An invoice as its screens show it; `row` when the caller has just read it (in the caller's scope). */
async function detailOf(
  db: Db,
  auth: AuthContext,
  id: number,
  row?: repo.InvoiceRow,
): Promise<InvoiceDetail> {
  const i = row ?? (await repo.findInvoice(db, auth.orgId, auth.vendorCode, id))!;
  const rates = await repo.taxLinesOf(db, [i.id]);
  const payments = await repo.paymentsOfInvoice(db, i.id);
  return {
    ID: i.id,
    STATEMENT_ID: i.statement_id,
    STATEMENT_NO: i.statement_no,
    VENDOR_CODE: i.vendor_code,
    KIND: i.kind,
    INVOICE_NO: i.invoice_no,
    INVOICE_CODE: i.invoice_code,
    INVOICE_DATE: i.invoice_date,
    CURRENCY: i.currency,
    AMOUNT: moneyText(i.amount),
    TAX: moneyText(i.tax),
    TOTAL: moneyText(i.total),
    SELLER_TAX_ID: i.seller_tax_id,
    BUYER_TAX_ID: i.buyer_tax_id,
    ATTACHMENT_ID: i.attachment_id,
    SOURCE: i.source,
    STATE: i.state,
    WITHIN: i.within,
    FLAG_REASON: i.flag_reason,
    DIFFERENCES: i.differences,
    SUBMISSIONS: i.submissions,
    REJECT_REASON: i.reject_reason,
    EXPECTED_PAY_DATE: i.expected_pay_date,
    PAID: moneyText(i.paid),
    OPEN: moneyText(exact(i.total).minus(i.paid)),
    PAID_DATE: i.paid_date,
    SUBMITTED_BY: i.submitted_by,
    SUBMITTED_AT: i.submitted_at,
    APPROVED_BY: i.approved_by,
    APPROVED_AT: i.approved_at,
    Rates: rates.map((r) => ({ RATE: rateKey(r.rate), AMOUNT: moneyText(r.amount), TAX: moneyText(r.tax) })),
    Payments: payments.map((p) => ({
      PAYMENT_ID: p.payment_id,
      REFERENCE: p.reference,
      PAY_DATE: p.pay_date,
      AMOUNT: moneyText(p.amount),
    })),
    ACTIONS: actionsFor(auth, i),
  };
}

export async function getInvoice(db: Db, auth: AuthContext, id: number): Promise<InvoiceDetail> {
  if (actorOf(auth) === null)
    throw new AppError(403, 'invoice.actionNotAllowed', { action: 'invoice.action.submit' });
  return detailOf(db, auth, id, await scopedInvoice(db, auth, id));
}

/** The invoices handed in on a statement (the statement drawer's tab), newest last. */
export async function invoicesOfStatement(
  db: Db,
  auth: AuthContext,
  statementId: number,
): Promise<InvoiceDetail[]> {
  const statement = await findStatement(db, auth.orgId, auth.vendorCode, statementId);
  if (!statement) throw new AppError(404, 'invoice.statementNotFound');
  const rows = await repo.invoicesOfStatement(db, statement.id);
  return Promise.all(rows.map((r) => detailOf(db, auth, r.id, r)));
}

/** A rejected invoice corrected and handed in again, re-matched with the statement's other invoices. */
export async function resubmitInvoice(
  db: Db,
  events: InvoiceEvents,
  auth: AuthContext,
  body: InvoiceInput & { ID: number; REASON?: string | undefined },
  lang: Language,
): Promise<InvoiceDetail> {
  check('resubmit', auth, null);
  await events.prepare();
  return uniqueNumbers(() =>
    inTransaction(db, async (trx) => {
      const invoice = await scopedInvoice(trx, auth, body.ID, true);
      const actor = check('resubmit', auth, invoice);
      if (actor === 'finance' && invoice.source !== 'finance')
        throw new AppError(403, 'invoice.actionNotAllowed', { action: 'invoice.action.resubmit' });
      const statement = await scopedStatement(trx, auth, invoice.statement_id, true);
      if (statement.state !== 3)
        throw new AppError(409, 'invoice.statementNotConfirmed', { no: statement.statement_no });
      await refuseUsedNumbers(trx, auth.orgId, invoice.vendor_code, [body.INVOICE_NO], invoice.id);
      const match = await matchOf(trx, auth, statement, [body], invoice.id, lang);
      const { within, flag } = flagOf(match, body.REASON);
      const before = auditOf(await detailOf(trx, auth, invoice.id));
      const rates = body.Rates.map((r) => ({
        rate: r.RATE,
        amount: moneyText(r.AMOUNT),
        tax: moneyText(r.TAX),
      }));
      await repo.replaceTaxLines(trx, invoice.id, rates);
      await repo.updateInvoice(trx, invoice.id, {
        kind: body.KIND,
        invoice_no: body.INVOICE_NO,
        invoice_code: body.INVOICE_CODE ?? null,
        invoice_date: body.INVOICE_DATE,
        currency: body.CURRENCY,
        ...invoiceTotals(rates),
        seller_tax_id: body.SELLER_TAX_ID ?? null,
        buyer_tax_id: body.BUYER_TAX_ID ?? null,
        state: 'submitted',
        within,
        flag_reason: flag,
        differences: within ? null : match.DIFFERENCES.join('\n'),
        submissions: invoice.submissions + 1,
        reject_reason: null,
        submitted_by: auth.userName,
        submitted_at: new Date(),
      });
      if (body.ATTACHMENT_ID && body.ATTACHMENT_ID !== invoice.attachment_id) {
        await claimAttachments(trx, auth, invoiceAttachmentKind, invoice.id, [body.ATTACHMENT_ID]);
        await releaseAttachments(trx, invoiceAttachmentKind, invoice.id, [body.ATTACHMENT_ID]);
        await repo.updateInvoice(trx, invoice.id, { attachment_id: body.ATTACHMENT_ID });
      }
      const after = await detailOf(trx, auth, invoice.id);
      await writeAudit(trx, auth, {
        action: 'resubmit',
        entity: 'invoice',
        entityId: invoice.id,
        before,
        after: auditOf(after),
      });
      await publishInvoice(trx, events, auth, 'invoice.submitted', after);
      return after;
    }),
  );
}

/** The vendor takes back an invoice not yet approved: it is gone, and its number free again. */
export async function withdrawInvoice(db: Db, auth: AuthContext, id: number): Promise<number> {
  check('withdraw', auth, null);
  return inTransaction(db, async (trx) => {
    const invoice = await scopedInvoice(trx, auth, id, true);
    check('withdraw', auth, invoice);
    const before = auditOf(await detailOf(trx, auth, id));
    // Its file goes with it (the sweep deletes it once the withdrawal commits).
    await releaseAttachments(trx, invoiceAttachmentKind, id, []);
    await repo.deleteInvoice(trx, id);
    await writeAudit(trx, auth, { action: 'withdraw', entity: 'invoice', entityId: id, before });
    return id;
  });
}

/** Finance sends an invoice back to the vendor with a reason. */
export async function rejectInvoice(
  db: Db,
  events: InvoiceEvents,
  auth: AuthContext,
  id: number,
  reason: string,
): Promise<InvoiceDetail> {
  check('reject', auth, null);
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const invoice = await scopedInvoice(trx, auth, id, true);
    check('reject', auth, invoice);
    await repo.updateInvoice(trx, id, {
      state: 'rejected',
      reject_reason: reason,
      rejected_by: auth.userName,
      rejected_at: new Date(),
    });
    const after = await detailOf(trx, auth, id);
    await writeAudit(trx, auth, {
      action: 'reject',
      entity: 'invoice',
      entityId: id,
      after: { ...auditOf(after), REASON: reason },
    });
    await publishInvoice(trx, events, auth, 'invoice.rejected', after);
    return after;
  });
}

/** The vendor's payment terms (none saved: 30 days after the invoice date). */
export async function termOf(db: Db, orgId: number, vendorCode: string) {
  return (await repo.findTerm(db, orgId, vendorCode)) ?? { basis: 'invoiceDate' as const, days: 30 };
}

/**
 * What approving the last standing invoice of a confirmed statement does: the statement's own approval (its rule,
 * its event), with the invoices' sums — their numbers joined (at most 64 characters), the latest date, and the flagged
 * invoices' reasons as the override reason.
 */
export function statementApprovalBy(
  events: EventPublisher<'statement'>,
  auth: AuthContext,
  lang: Language,
): StatementApproval {
  return async (trx, statement, invoices) => {
    const numbers = invoices.map((i) => i.invoice_no);
    const joined = numbers.join(',');
    const flagged = invoices.filter((i) => !i.within).map((i) => `${i.invoice_no}: ${i.flag_reason}`);
    await transitionStatement(
      trx,
      events,
      auth,
      'finance',
      statement.id,
      {
        action: 'approve',
        INVOICE_NO: joined.length <= 64 ? joined : `${numbers[0]} +${numbers.length - 1}`,
        INVOICE_DATE: invoices
          .map((i) => i.invoice_date)
          .sort()
          .at(-1)!,
        INVOICE_AMOUNT: moneyText(invoices.reduce((a, i) => a.plus(i.amount), exact(0))),
        INVOICE_TAX: moneyText(invoices.reduce((a, i) => a.plus(i.tax), exact(0))),
        OVERRIDE_REASON: flagged.length ? flagged.join('; ').slice(0, 512) : undefined,
      },
      lang,
    );
  };
}

export type StatementApproval = (
  trx: Db,
  statement: StatementRow,
  invoices: repo.InvoiceRow[],
) => Promise<void>;

/**
 * Finance approves an invoice: its expected payment date from the vendor's terms. When every invoice standing on the
 * statement is then approved, the statement is approved with them (`approveStatement`, the statement's own rule).
 */
export async function approveInvoice(
  db: Db,
  events: InvoiceEvents,
  auth: AuthContext,
  id: number,
  approveStatement: StatementApproval,
): Promise<InvoiceDetail> {
  check('approve', auth, null);
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const invoice = await scopedInvoice(trx, auth, id, true);
    check('approve', auth, invoice);
    const statement = (await findStatement(trx, auth.orgId, null, invoice.statement_id, true))!;
    const term = await termOf(trx, auth.orgId, invoice.vendor_code);
    const { lastReceipt } = await statementRates(trx, statement.id);
    await repo.approveWithSeq(trx, auth.orgId, id, {
      approved_by: auth.userName,
      approved_at: new Date(),
      expected_pay_date: expectedPaymentDate(term, invoice.invoice_date, lastReceipt),
    });
    const after = await detailOf(trx, auth, id);
    await writeAudit(trx, auth, {
      action: 'approve',
      entity: 'invoice',
      entityId: id,
      after: auditOf(after),
    });
    await publishInvoice(trx, events, auth, 'invoice.approved', after);
    const standing = (await repo.invoicesOfStatement(trx, statement.id)).filter((i) =>
      invoiceStands(i.state),
    );
    if (statement.state === 3 && !standing.some((i) => invoiceAwaitsReview(i.state)))
      await approveStatement(trx, statement, standing);
    return after;
  });
}

/** `PaymentTerm/Get?vendor=`: a vendor's payment terms (finance); DEFAULT when none is saved (30 days net). */
export async function getTerm(db: Db, auth: AuthContext, vendorCode: string) {
  if (auth.vendorCode) throw new AppError(403, 'invoice.actionNotAllowed', { action: 'invoice.action.term' });
  if (!(await findVendorMaster(db, auth.orgId, vendorCode)))
    throw new AppError(404, 'invoice.term.unknownVendor', { vendor: vendorCode });
  const saved = await repo.findTerm(db, auth.orgId, vendorCode);
  const term = saved ?? (await termOf(db, auth.orgId, vendorCode));
  return { VENDOR_CODE: vendorCode, BASIS: term.basis, DAYS: term.days, DEFAULT: saved === undefined };
}

/** `PaymentTerm/Save`: a vendor's payment terms, from the next approval on (finance), audited. */
export async function saveTermOf(
  db: Db,
  auth: AuthContext,
  input: { VENDOR_CODE: string; BASIS: PaymentTermBasis; DAYS: number },
) {
  const before = await getTerm(db, auth, input.VENDOR_CODE);
  return inTransaction(db, async (trx) => {
    await repo.saveTerm(
      trx,
      auth.orgId,
      input.VENDOR_CODE,
      { basis: input.BASIS, days: input.DAYS },
      auth.userName,
    );
    const after = await getTerm(trx, auth, input.VENDOR_CODE);
    await writeAudit(trx, auth, {
      action: 'save',
      entity: 'payment_term',
      entityId: 0,
      before,
      after,
    });
    return after;
  });
}
