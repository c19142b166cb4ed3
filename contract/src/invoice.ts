import type { StateTable } from './state-machine.ts';

/**
 * Invoices and payments (PRODUCT §15, issue #47): the vendor hands in its invoices — or a credit note for a
 * deduction — from a statement it confirmed; finance reviews them; the ERP pays them. Money crosses the wire as
 * decimal strings, never as numbers.
 *
 * States: `submitted` (matched against the statement, flagged when outside tolerance) → `approved` by finance, or
 * `rejected` with a reason (back to the vendor, who fixes it and submits it again, or withdraws it) → `scheduled` once
 * approved and due (the expected payment date from the vendor's payment terms) → `partlyPaid` → `paid` as the ERP's
 * payments arrive. Approving the invoices that cover a statement approves the statement.
 */
export const invoiceStates = [
  'submitted',
  'rejected',
  'approved',
  'scheduled',
  'partlyPaid',
  'paid',
] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** An invoice, or a credit note (its amounts negative) for a deduction the statement carries. */
export const invoiceKinds = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

type Label = { 'zh-chs': string; en: string };

export const invoiceStateLabels = {
  submitted: { 'zh-chs': '待审核', en: 'Submitted' },
  rejected: { 'zh-chs': '已退回', en: 'Rejected' },
  approved: { 'zh-chs': '已审核', en: 'Approved' },
  scheduled: { 'zh-chs': '待付款', en: 'Payment scheduled' },
  partlyPaid: { 'zh-chs': '部分付款', en: 'Partly paid' },
  paid: { 'zh-chs': '已付款', en: 'Paid' },
} as const satisfies Record<InvoiceState, Label>;

export const invoiceKindLabels = {
  invoice: { 'zh-chs': '发票', en: 'Invoice' },
  creditNote: { 'zh-chs': '红字发票', en: 'Credit note' },
} as const satisfies Record<InvoiceKind, Label>;

/**
 * Who acts on an invoice: `vendor` = the statement's own vendor; `finance` = staff holding the review screen (who may
 * also record an invoice for a vendor that does not use the portal); `erp` = the ERP's integration key, whose
 * payments move an invoice on.
 */
export type InvoiceActor = 'vendor' | 'finance' | 'erp';
export type InvoiceAction =
  | 'resubmit'
  | 'withdraw'
  | 'approve'
  | 'reject'
  | 'schedule'
  | 'payPart'
  | 'payInFull';

/**
 * The invoice state machine of PRODUCT §15 (see `state-machine.ts`); submitting a new invoice is creating it in
 * `submitted`. A rejected invoice goes back to its vendor, who corrects and submits it again or withdraws it; a
 * payment may come before the schedule (the ERP decides when it pays): one that leaves something open is `payPart`,
 * the one that settles what is left `payInFull`.
 */
export const invoiceTransitions: StateTable<InvoiceAction, InvoiceState, InvoiceActor> = {
  resubmit: { from: ['rejected'], actors: ['vendor', 'finance'], to: 'submitted' },
  withdraw: { from: ['submitted', 'rejected'], actors: ['vendor'], to: 'deleted' },
  approve: { from: ['submitted'], actors: ['finance'], to: 'approved' },
  reject: { from: ['submitted'], actors: ['finance'], to: 'rejected' },
  schedule: { from: ['approved'], actors: ['erp'], to: 'scheduled' },
  payPart: { from: ['approved', 'scheduled', 'partlyPaid'], actors: ['erp'], to: 'partlyPaid' },
  payInFull: { from: ['approved', 'scheduled', 'partlyPaid'], actors: ['erp'], to: 'paid' },
};

/** How a vendor's invoices fall due: N days after the invoice date, after receipt, or after the month's end. */
export const paymentTermBases = ['invoiceDate', 'receipt', 'monthEnd'] as const;
export type PaymentTermBasis = (typeof paymentTermBases)[number];

export const paymentTermBasisLabels = {
  invoiceDate: { 'zh-chs': '发票日后', en: 'After the invoice date' },
  receipt: { 'zh-chs': '收货后', en: 'After receipt' },
  monthEnd: { 'zh-chs': '月结后', en: 'After the month end' },
} as const satisfies Record<PaymentTermBasis, Label>;

/**
 * The date an invoice is expected to be paid: `days` after its basis (the invoice date, the latest receipt it bills,
 * or the last day of the invoice date's month). Dates are ISO days (`YYYY-MM-DD`), computed in UTC so no time zone
 * moves a day.
 */
export function expectedPaymentDate(
  term: { basis: PaymentTermBasis; days: number },
  invoiceDate: string,
  lastReceipt: string | null,
): string {
  const from =
    term.basis === 'receipt'
      ? (lastReceipt ?? invoiceDate)
      : term.basis === 'monthEnd'
        ? monthEnd(invoiceDate)
        : invoiceDate;
  const day = new Date(`${from}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + term.days);
  return day.toISOString().slice(0, 10);
}

function monthEnd(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
