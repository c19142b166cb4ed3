import { invoiceTransitions } from '@srm/contract';
import type Decimal from 'decimal.js';
import type { MessageKey, MessageParams } from '../../messages.ts';
import { exact, moneyText } from '../../platform/money.ts';

/**
 * How a payment settles invoices (PRODUCT §15), pure and exact: each line allocates an amount to one invoice of the
 * paying vendor — positive on an invoice, negative on a credit note (the credit is used up) — never past what is
 * open; the money that moved is what it allocates less its deductions. The result is each invoice's new paid
 * amount and state, or the reasons the payment is refused (nothing of it applies).
 */
export type OpenInvoice = {
  id: number;
  no: string;
  currency: string;
  state: string;
  total: string;
  paid: string;
};
export type PaymentLine = { invoiceNo: string; amount: string };
export type PaymentInput = {
  currency: string;
  amount: string;
  invoices: readonly PaymentLine[];
  deductions: readonly { amount: string }[];
};
export type Refusal = { key: MessageKey; params: MessageParams };
export type Settled = { id: number; no: string; amount: string; paid: string; state: 'partlyPaid' | 'paid' };

/** The states a payment may settle (the ERP's payPart/payInFull of the invoice table). */
const payable = new Set<string>(invoiceTransitions.payPart.from);
const stateKey = (state: string) => `invoice.state.${state}`;

export function allocate(
  payment: PaymentInput,
  invoicesByNo: ReadonlyMap<string, OpenInvoice>,
  vendor: string,
): { ok: true; settled: Settled[] } | { ok: false; refusals: Refusal[] } {
  const refusals: Refusal[] = [];
  const settled: Settled[] = [];
  const seen = new Set<string>();
  let allocated: Decimal = exact(0);
  for (const line of payment.invoices) {
    const amount = exact(line.amount);
    allocated = allocated.plus(amount);
    const invoice = invoicesByNo.get(line.invoiceNo);
    const refuse = (key: MessageKey, params: MessageParams = {}) =>
      refusals.push({ key, params: { no: line.invoiceNo, ...params } });
    if (seen.has(line.invoiceNo)) {
      refuse('invoice.payment.invoiceTwice');
      continue;
    }
    seen.add(line.invoiceNo);
    if (!invoice) {
      refuse('invoice.payment.unknownInvoice', { vendor });
      continue;
    }
    if (!payable.has(invoice.state)) {
      refuse('invoice.payment.notPayable', { state: stateKey(invoice.state) });
      continue;
    }
    if (invoice.currency !== payment.currency) {
      refuse('invoice.payment.currency', { currency: payment.currency, invoiceCurrency: invoice.currency });
      continue;
    }
    const total = exact(invoice.total);
    const open = total.minus(invoice.paid);
    if (amount.isZero() || amount.isNegative() !== total.isNegative()) {
      refuse('invoice.payment.sign', { amount: moneyText(amount) });
      continue;
    }
    if (amount.abs().gt(open.abs())) {
      refuse('invoice.payment.overOpen', { open: moneyText(open), amount: moneyText(amount) });
      continue;
    }
    const paid = exact(invoice.paid).plus(amount);
    settled.push({
      id: invoice.id,
      no: invoice.no,
      amount: moneyText(amount),
      paid: moneyText(paid),
      state: paid.eq(total) ? 'paid' : 'partlyPaid',
    });
  }
  const deductions = payment.deductions.reduce<Decimal>((a, d) => a.plus(d.amount), exact(0));
  if (!allocated.minus(deductions).eq(payment.amount))
    refusals.push({
      key: 'invoice.payment.sumDiffers',
      params: {
        amount: moneyText(payment.amount),
        allocated: moneyText(allocated),
        deductions: moneyText(deductions),
      },
    });
  return refusals.length ? { ok: false, refusals } : { ok: true, settled };
}
