import { createHash } from 'node:crypto';
import {
  type BatchResult,
  canDo,
  invoiceTransitions,
  type Language,
  type PaymentDetail,
  type PaymentPush,
  type pulledInvoice,
  type RowError,
} from '@srm/contract';
import type { z } from 'zod';
import type { AuthContext, IntegrationCaller } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { exact, moneyText } from '../../platform/money.ts';
import { RowErrors } from '../../platform/row-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { allocate, type OpenInvoice, type Refusal } from './invoice.allocation.ts';
import { rateKey } from './invoice.figures.ts';
import * as repo from './invoice.repository.ts';

/**
 * The ERP's side of invoices (issue #47): it pulls approved invoices after a cursor, plans them into payment runs
 * (`scheduled`) and pushes the payments it made. A push is all or none — a batch with a bad payment writes nothing
 * and names each bad one — and the same push twice changes nothing (a payment is known by its reference).
 */

export async function pullInvoices(
  db: Db,
  caller: IntegrationCaller,
  query: { since: number; limit: number },
): Promise<{ items: z.output<typeof pulledInvoice>[]; next: number }> {
  const rows = await repo.approvedAfter(db, caller.orgId, query.since, query.limit);
  const lines = await repo.taxLinesOf(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({
    id: r.id,
    vendorCode: r.vendor_code,
    kind: r.kind,
    invoiceNo: r.invoice_no,
    invoiceCode: r.invoice_code,
    invoiceDate: r.invoice_date,
    currency: r.currency,
    amount: moneyText(r.amount),
    tax: moneyText(r.tax),
    total: moneyText(r.total),
    rates: lines
      .filter((l) => l.invoice_id === r.id)
      .map((l) => ({ rate: rateKey(l.rate), amount: moneyText(l.amount), tax: moneyText(l.tax) })),
    statementNo: r.statement_no,
    expectedPayDate: r.expected_pay_date,
    state: r.state,
    seq: Number(r.approve_seq),
  }));
  return { items, next: items.at(-1)?.seq ?? query.since };
}

/** A payment's content, whatever the order of its lines: the same push hashes the same. */
function hashOf(p: PaymentPush): string {
  const canonical = {
    VendorCode: p.VendorCode,
    PayDate: p.PayDate,
    Currency: p.Currency,
    Amount: moneyText(p.Amount),
    Invoices: p.Invoices.map((i) => [i.InvoiceNo, moneyText(i.Amount)]).sort(),
    Deductions: p.Deductions.map((d) => [d.Reason, moneyText(d.Amount)]).sort(),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

type Changed = Map<number, { id: number; paid: string; state: 'partlyPaid' | 'paid'; paidDate: string }>;

/**
 * One new payment against the invoices as the batch has left them so far: its row, or why it is refused. What it
 * settles is what the next payment of the batch finds open.
 */
function settle(
  p: PaymentPush,
  byKey: Map<string, OpenInvoice>,
  hash: string,
  changed: Changed,
): repo.NewPayment | { refusals: Refusal[] } {
  const ofVendor = new Map(
    p.Invoices.flatMap((i) => {
      const found = byKey.get(`${p.VendorCode}\u0000${i.InvoiceNo}`);
      return found ? [[i.InvoiceNo, found] as const] : [];
    }),
  );
  const result = allocate(
    {
      currency: p.Currency,
      amount: p.Amount,
      invoices: p.Invoices.map((i) => ({ invoiceNo: i.InvoiceNo, amount: i.Amount })),
      deductions: p.Deductions.map((d) => ({ amount: d.Amount })),
    },
    ofVendor,
    p.VendorCode,
  );
  if (!result.ok) return { refusals: result.refusals };
  for (const s of result.settled) {
    const invoice = ofVendor.get(s.no)!;
    invoice.paid = s.paid;
    invoice.state = s.state;
    changed.set(s.id, { id: s.id, paid: s.paid, state: s.state, paidDate: p.PayDate });
  }
  const deductions = p.Deductions.reduce((a, d) => a.plus(d.Amount), exact(0));
  return {
    reference: p.Reference,
    vendor_code: p.VendorCode,
    pay_date: p.PayDate,
    currency: p.Currency,
    amount: moneyText(p.Amount),
    deductions: moneyText(deductions),
    body_hash: hash,
    allocations: result.settled.map((s) => ({ invoice_id: s.id, invoice_no: s.no, amount: s.amount })),
    deductionLines: p.Deductions.map((d) => ({ reason: d.Reason, amount: moneyText(d.Amount) })),
  };
}

type BatchAnswer = BatchResult & { Errors?: RowError[] };

/**
 * `Integration/PushPayments`: each payment allocates amounts to the vendor's invoices (negative on a credit note)
 * less its deductions. Payments of one batch apply in order (two may pay one invoice). 400 with `data.Errors` when
 * any payment is refused; nothing is written then.
 */
export async function pushPayments(
  db: Db,
  events: EventPublisher<'invoice'>,
  caller: IntegrationCaller,
  payments: readonly PaymentPush[],
  lang: Language,
): Promise<BatchAnswer> {
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const errors = new RowErrors(lang);
    const known = new Map(
      (
        await repo.paymentsByReference(
          trx,
          caller.orgId,
          payments.map((p) => p.Reference),
        )
      ).map((p) => [p.reference, p]),
    );
    const invoices = await repo.lockInvoicesByNumber(
      trx,
      caller.orgId,
      payments.flatMap((p) => p.Invoices.map((i) => ({ vendor: p.VendorCode, no: i.InvoiceNo }))),
    );
    const byKey = new Map<string, OpenInvoice & { vendor: string }>(
      invoices.map((i) => [
        `${i.vendor_code}\u0000${i.invoice_no}`,
        {
          id: i.id,
          no: i.invoice_no,
          currency: i.currency,
          state: i.state,
          total: i.total,
          paid: i.paid,
          vendor: i.vendor_code,
        },
      ]),
    );
    const seen = new Set<string>();
    const fresh: repo.NewPayment[] = [];
    const changed = new Map<
      number,
      { id: number; paid: string; state: 'partlyPaid' | 'paid'; paidDate: string }
    >();
    let unchanged = 0;
    for (const [index, p] of payments.entries()) {
      const row = index + 1;
      const hash = hashOf(p);
      const before = known.get(p.Reference);
      if (seen.has(p.Reference))
        errors.add(row, p.Reference, 'invoice.payment.referenceTwice', { ref: p.Reference });
      else if (before?.body_hash === hash) unchanged++;
      else if (before) errors.add(row, p.Reference, 'invoice.payment.referenceChanged', { ref: p.Reference });
      else {
        const payment = settle(p, byKey, hash, changed);
        if ('refusals' in payment)
          for (const r of payment.refusals) errors.add(row, p.Reference, r.key, r.params);
        else fresh.push(payment);
      }
      seen.add(p.Reference);
    }
    errors.throwIfAny();
    const by = `erp:${caller.name}`;
    const ids = await repo.insertPayments(trx, caller.orgId, by, fresh);
    await repo.setPaid(trx, [...changed.values()]);
    if (fresh.length)
      await writeAudit(
        trx,
        { orgId: caller.orgId, userId: null, userName: by.slice(0, 64) },
        {
          action: 'push',
          entity: 'payment',
          entityId: null,
          after: {
            payments: fresh.map((p) => ({
              reference: p.reference,
              vendorCode: p.vendor_code,
              amount: p.amount,
              invoices: p.allocations.map((a) => [a.invoice_no, a.amount]),
            })),
          },
        },
      );
    await events.publishMany(
      trx,
      'payment.made',
      fresh.map((p) => ({
        orgId: caller.orgId,
        entityId: ids.get(p.reference)!,
        payload: {
          paymentId: ids.get(p.reference)!,
          reference: p.reference,
          vendorCode: p.vendor_code,
          payDate: p.pay_date,
          currency: p.currency,
          amount: p.amount,
          deductions: p.deductions,
          invoices: p.allocations.map((a) => ({ invoiceNo: a.invoice_no, amount: a.amount })),
          by,
        },
      })),
    );
    return { Created: fresh.length, Updated: 0, Unchanged: unchanged };
  });
}

/** `Integration/ScheduleInvoices`: approved invoices planned into a payment run on a date (all or none). */
export async function scheduleInvoices(
  db: Db,
  events: EventPublisher<'invoice'>,
  caller: IntegrationCaller,
  entries: readonly { VendorCode: string; InvoiceNo: string; PayDate: string }[],
  lang: Language,
): Promise<BatchAnswer> {
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const errors = new RowErrors(lang);
    const invoices = await repo.lockInvoicesByNumber(
      trx,
      caller.orgId,
      entries.map((e) => ({ vendor: e.VendorCode, no: e.InvoiceNo })),
    );
    const byKey = new Map(invoices.map((i) => [`${i.vendor_code}\u0000${i.invoice_no}`, i]));
    const changes: { id: number; payDate: string; vendor: string; no: string }[] = [];
    let unchanged = 0;
    for (const [index, e] of entries.entries()) {
      const invoice = byKey.get(`${e.VendorCode}\u0000${e.InvoiceNo}`);
      if (!invoice)
        errors.add(index + 1, e.InvoiceNo, 'invoice.payment.unknownInvoice', {
          vendor: e.VendorCode,
          no: e.InvoiceNo,
        });
      else if (invoice.state === invoiceTransitions.schedule.to && invoice.expected_pay_date === e.PayDate)
        unchanged++;
      else if (!canDo(invoiceTransitions, 'schedule', invoice.state, 'erp'))
        errors.add(index + 1, e.InvoiceNo, 'invoice.schedule.notApproved', {
          no: e.InvoiceNo,
          state: `invoice.state.${invoice.state}`,
        });
      else
        changes.push({
          id: invoice.id,
          payDate: e.PayDate,
          vendor: invoice.vendor_code,
          no: invoice.invoice_no,
        });
    }
    errors.throwIfAny();
    await repo.setScheduled(trx, changes);
    if (changes.length)
      await writeAudit(
        trx,
        { orgId: caller.orgId, userId: null, userName: `erp:${caller.name}`.slice(0, 64) },
        {
          action: 'schedule',
          entity: 'invoice',
          entityId: null,
          after: { invoices: changes.map((c) => [c.vendor, c.no, c.payDate]) },
        },
      );
    // One event per vendor: its run, the invoices with their payment dates.
    const byVendor = new Map<string, typeof changes>();
    for (const c of changes) {
      const run = byVendor.get(c.vendor);
      if (run) run.push(c);
      else byVendor.set(c.vendor, [c]);
    }
    for (const [vendorCode, run] of byVendor)
      await events.publish(trx, 'payment.scheduled', {
        orgId: caller.orgId,
        entityId: run[0]!.id,
        payload: {
          vendorCode,
          invoices: run.map((c) => ({ invoiceId: c.id, invoiceNo: c.no, payDate: c.payDate })),
          by: `erp:${caller.name}`,
        },
      });
    return { Created: 0, Updated: changes.length, Unchanged: unchanged };
  });
}

/** A payment as its vendor reads it: which invoices it settles, with what, and what it deducted. */
export async function getPayment(db: Db, auth: AuthContext, id: number): Promise<PaymentDetail> {
  const p = await repo.findPayment(db, auth.orgId, auth.vendorCode, id);
  if (!p) throw new AppError(404, 'invoice.paymentNotFound');
  const [allocations, deductions] = await Promise.all([
    repo.allocationsOfPayment(db, p.id),
    repo.deductionsOfPayment(db, p.id),
  ]);
  return {
    ID: p.id,
    REFERENCE: p.reference,
    VENDOR_CODE: p.vendor_code,
    PAY_DATE: p.pay_date,
    CURRENCY: p.currency,
    AMOUNT: moneyText(p.amount),
    DEDUCTIONS: moneyText(p.deductions),
    Invoices: allocations.map((a) => ({
      INVOICE_ID: a.invoice_id,
      INVOICE_NO: a.invoice_no,
      KIND: a.kind,
      AMOUNT: moneyText(a.amount),
    })),
    Deductions: deductions.map((d) => ({ REASON: d.reason, AMOUNT: moneyText(d.amount) })),
  };
}
