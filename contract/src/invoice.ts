import { z } from 'zod';
import { currencyCode, money, taxRate } from './expense-bill.ts';
import type { StateTable } from './state-machine.ts';
import { matchVerdicts, signedMoney, statementMatch } from './statement.ts';
import { reasonText } from './visible-text.ts';

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

/** Where an invoice came from: typed in the portal by the vendor or by finance, a UBL document, the vendor's API. */
export const invoiceSources = ['portal', 'finance', 'ubl', 'api'] as const;
export type InvoiceSource = (typeof invoiceSources)[number];
export const invoiceSourceLabels = {
  portal: { 'zh-chs': '供应商门户', en: 'Vendor, in the portal' },
  finance: { 'zh-chs': '财务代录', en: 'Recorded by finance' },
  ubl: { 'zh-chs': 'UBL 电子发票', en: 'UBL document' },
  api: { 'zh-chs': '供应商接口', en: 'Vendor API' },
} as const satisfies Record<InvoiceSource, Label>;

/**
 * Who acts on an invoice: `vendor` = the statement's own vendor; `finance` = staff holding the review screen (who may
 * also record an invoice for a vendor that does not use the portal); `erp` = the ERP's integration key, whose
 * payments move an invoice on.
 */
export type InvoiceActor = 'vendor' | 'finance' | 'erp';
export type InvoiceAction =
  | 'submit'
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
  submit: { from: [], actors: ['vendor', 'finance'], to: 'submitted' },
  resubmit: { from: ['rejected'], actors: ['vendor', 'finance'], to: 'submitted' },
  withdraw: { from: ['submitted', 'rejected'], actors: ['vendor'], to: 'deleted' },
  approve: { from: ['submitted'], actors: ['finance'], to: 'approved' },
  reject: { from: ['submitted'], actors: ['finance'], to: 'rejected' },
  // The ERP may move a planned payment to another run: a scheduled invoice is scheduled again.
  schedule: { from: ['approved', 'scheduled'], actors: ['erp'], to: 'scheduled' },
  payPart: { from: ['approved', 'scheduled', 'partlyPaid'], actors: ['erp'], to: 'partlyPaid' },
  payInFull: { from: ['approved', 'scheduled', 'partlyPaid'], actors: ['erp'], to: 'paid' },
};

/**
 * Whether an invoice stands on its statement — counts in its match and its approval: every state but the one that sent
 * it back to the vendor (a rejected invoice is the vendor's to correct or withdraw).
 */
export const invoiceStands = (state: InvoiceState): boolean =>
  !invoiceTransitions.resubmit.from.includes(state);
/** Whether an invoice waits for finance's decision. */
export const invoiceAwaitsReview = (state: InvoiceState): boolean =>
  invoiceTransitions.approve.from.includes(state);

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

// ---- the wire (issue #47): money as decimal strings, dates as ISO days

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.coerce.number().int().positive();
const timestamp = z.union([z.date(), z.string()]);

/**
 * An invoice's number: a Chinese VAT invoice's 8 digits (its 10- or 12-digit code in INVOICE_CODE), a fully digital
 * invoice's 20 digits, or the vendor's own number abroad — letters, digits, spaces and `-/._`, up to 40 characters (`018304 / 28865`).
 */
export const invoiceNumber = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9\-/._ ]*$/);

/** One tax rate's figures on an invoice: amount before tax and its tax, negative on a credit note. */
export const invoiceRateLine = z.object({ RATE: taxRate, AMOUNT: signedMoney, TAX: signedMoney });

/** One invoice (or credit note) as the vendor types it — or as a UBL document or the vendor API carries it. */
export const invoiceInput = z.object({
  KIND: z.enum(invoiceKinds).default('invoice'),
  INVOICE_NO: invoiceNumber,
  /** A Chinese VAT invoice's code (10 or 12 digits); none for fully digital invoices and invoices from abroad. */
  INVOICE_CODE: z
    .string()
    .trim()
    .regex(/^(\d{10}|\d{12})$/)
    .optional(),
  INVOICE_DATE: isoDate,
  CURRENCY: currencyCode,
  SELLER_TAX_ID: z.string().trim().max(64).optional(),
  BUYER_TAX_ID: z.string().trim().max(64).optional(),
  /** The invoice's file (PDF, OFD or XML) uploaded beforehand (`Attachment/Upload`). */
  ATTACHMENT_ID: id.optional(),
  /** Its amounts per tax rate (each rate once). */
  Rates: z.array(invoiceRateLine).min(1).max(10),
});
export type InvoiceInput = z.output<typeof invoiceInput>;

/** The invoices the vendor hands in on one confirmed statement, matched with those it already handed in. */
export const invoiceMatchBody = z.object({
  STATEMENT_ID: id,
  Invoices: z.array(invoiceInput).min(1).max(20),
});
/** Submitting: outside tolerance only with a reason, and the invoices reach finance flagged. */
export const invoiceSubmitBody = invoiceMatchBody.extend({ REASON: reasonText(512).optional() });
/** A rejected invoice corrected and submitted again (the vendor, or finance for one it recorded). */
export const invoiceResubmitBody = invoiceInput.extend({ ID: id, REASON: reasonText(512).optional() });
export const invoiceIdBody = z.object({ ID: id });
export const invoiceRejectBody = z.object({ ID: id, REASON: reasonText(512) });

/** The match of a statement's invoices (those handed in and those being handed in) against it. */
export const invoiceMatch = z.object({
  STATEMENT_ID: z.number().int(),
  STATEMENT_NO: z.string(),
  CURRENCY: z.string(),
  AMOUNT_TOLERANCE: z.string(),
  PRICE_TOLERANCE_PCT: z.string(),
  /** Every check is ok: submitting needs no reason. */
  WITHIN: z.boolean(),
  /** The invoices' totals (credit notes count negative) against the statement's. */
  Totals: z.array(
    z.object({
      CHECK: z.enum(['amount', 'tax', 'total']),
      STATEMENT: z.string(),
      INVOICES: z.string(),
      /** INVOICES − STATEMENT. */
      DIFFERENCE: z.string(),
      VERDICT: z.enum(matchVerdicts),
    }),
  ),
  /** Per tax rate: what the statement's lines bill at that rate against what the invoices declare at it. */
  Rates: z.array(
    z.object({
      RATE: z.string(),
      STATEMENT_AMOUNT: z.string(),
      INVOICE_AMOUNT: z.string(),
      STATEMENT_TAX: z.string(),
      INVOICE_TAX: z.string(),
      VERDICT: z.enum(matchVerdicts),
    }),
  ),
  /** The statement's receipt lines against the receipts and PO prices (the statement's own match). */
  Lines: statementMatch.shape.Lines,
  /** Each difference outside tolerance, in the caller's language. */
  DIFFERENCES: z.array(z.string()),
  /** What does not stop a submission but deserves a look (the same amount and date on another invoice). */
  WARNINGS: z.array(z.string()),
});
export type InvoiceMatch = z.infer<typeof invoiceMatch>;

/** A payment's share of an invoice, as the invoice shows it. */
export const invoicePaymentRow = z.object({
  PAYMENT_ID: z.number().int(),
  REFERENCE: z.string(),
  PAY_DATE: z.string(),
  AMOUNT: z.string(),
});

export const invoiceDetail = z.object({
  ID: z.number().int(),
  STATEMENT_ID: z.number().int(),
  STATEMENT_NO: z.string().nullable(),
  VENDOR_CODE: z.string(),
  KIND: z.enum(invoiceKinds),
  INVOICE_NO: z.string(),
  INVOICE_CODE: z.string().nullable(),
  INVOICE_DATE: z.string(),
  CURRENCY: z.string(),
  AMOUNT: z.string(),
  TAX: z.string(),
  TOTAL: z.string(),
  SELLER_TAX_ID: z.string().nullable(),
  BUYER_TAX_ID: z.string().nullable(),
  ATTACHMENT_ID: z.number().int().nullable(),
  SOURCE: z.enum(invoiceSources),
  STATE: z.enum(invoiceStates),
  WITHIN: z.boolean(),
  FLAG_REASON: z.string().nullable(),
  DIFFERENCES: z.string().nullable(),
  SUBMISSIONS: z.number().int(),
  REJECT_REASON: z.string().nullable(),
  EXPECTED_PAY_DATE: z.string().nullable(),
  PAID: z.string(),
  OPEN: z.string(),
  PAID_DATE: z.string().nullable(),
  SUBMITTED_BY: z.string(),
  SUBMITTED_AT: timestamp,
  APPROVED_BY: z.string().nullable(),
  APPROVED_AT: timestamp.nullable(),
  Rates: z.array(z.object({ RATE: z.string(), AMOUNT: z.string(), TAX: z.string() })),
  Payments: z.array(invoicePaymentRow),
  /** What the caller may do to it now (the invoice table and its role). */
  ACTIONS: z.array(z.enum(['resubmit', 'withdraw', 'approve', 'reject'])),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** The invoices a submission created, and the statement's match at that moment. */
export const invoiceSubmitResult = z.object({ Invoices: z.array(invoiceDetail), Match: invoiceMatch });

// ---- the ERP

/** `Integration/PullInvoices?since=`: approved invoices after a cursor; pass `next` back as `since`. */
export const pullInvoicesQuery = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const pulledInvoice = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  kind: z.enum(invoiceKinds),
  invoiceNo: z.string(),
  invoiceCode: z.string().nullable(),
  invoiceDate: z.string(),
  currency: z.string(),
  amount: z.string(),
  tax: z.string(),
  total: z.string(),
  rates: z.array(z.object({ rate: z.string(), amount: z.string(), tax: z.string() })),
  statementNo: z.string().nullable(),
  expectedPayDate: z.string().nullable(),
  state: z.enum(invoiceStates),
  seq: z.number().int(),
});
export const pullInvoicesResult = z.object({ items: z.array(pulledInvoice), next: z.number().int() });

/** A payment the ERP made to one vendor: the invoices it settles (credit notes negative) less its deductions. */
export const paymentPush = z.object({
  Reference: z.string().trim().min(1).max(64),
  VendorCode: z.string().trim().min(1).max(32),
  PayDate: isoDate,
  Currency: currencyCode,
  /** The money that moved: Σ Invoices.Amount − Σ Deductions.Amount. */
  Amount: money,
  Invoices: z
    .array(z.object({ InvoiceNo: invoiceNumber, Amount: signedMoney }))
    .min(1)
    .max(500),
  Deductions: z
    .array(z.object({ Reason: z.string().trim().min(1).max(256), Amount: money }))
    .max(50)
    .default([]),
});
export type PaymentPush = z.output<typeof paymentPush>;
export const pushPaymentsBody = z.object({ Payments: z.array(paymentPush).min(1).max(5000) });

/** The ERP planned approved invoices into a payment run: their payment date (`scheduled`). */
export const scheduleInvoicesBody = z.object({
  Invoices: z
    .array(
      z.object({ VendorCode: z.string().trim().min(1).max(32), InvoiceNo: invoiceNumber, PayDate: isoDate }),
    )
    .min(1)
    .max(5000),
});

/** A vendor's payment terms (finance). */
export const paymentTermBody = z.object({
  VENDOR_CODE: z.string().trim().min(1).max(32),
  BASIS: z.enum(paymentTermBases),
  DAYS: z.coerce.number().int().min(0).max(365),
});
export const paymentTerm = paymentTermBody.extend({ DEFAULT: z.boolean() });

/** A payment as its vendor reads it: the remittance advice. */
export const paymentDetail = z.object({
  ID: z.number().int(),
  REFERENCE: z.string(),
  VENDOR_CODE: z.string(),
  PAY_DATE: z.string(),
  CURRENCY: z.string(),
  AMOUNT: z.string(),
  DEDUCTIONS: z.string(),
  Invoices: z.array(
    z.object({
      INVOICE_ID: z.number().int(),
      INVOICE_NO: z.string(),
      KIND: z.enum(invoiceKinds),
      AMOUNT: z.string(),
    }),
  ),
  Deductions: z.array(z.object({ REASON: z.string(), AMOUNT: z.string() })),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

// ---- UBL 2.1 (PEPPOL BIS Billing 3.0) documents

/** An e-invoice uploaded on a statement: the XML file, base64 (at most 10 MB once decoded). */
export const invoiceUblBody = z.object({
  STATEMENT_ID: id,
  FileName: z.string().trim().max(255).optional(),
  ContentBase64: z.string().min(1).max(14_000_000),
  REASON: reasonText(512).optional(),
});
/** A vendor's system sends its e-invoice (vendor key, scope `vendor.invoices`): idempotent with `VendorRef`. */
export const vendorPushInvoiceBody = z.object({
  /** The vendor's own reference: a retry with it answers the first invoice (`Replayed`) and writes nothing. */
  VendorRef: z.string().trim().min(1).max(64),
  /** The statement it bills; without it, the document's BuyerReference (or OrderReference). */
  StatementNo: z.string().trim().min(1).max(20).optional(),
  /** The UBL 2.1 Invoice or CreditNote, as XML text. */
  Xml: z.string().min(1).max(10_000_000),
  REASON: reasonText(512).optional(),
});
export const invoiceUblResult = z.object({
  Invoices: z.array(invoiceDetail),
  Match: invoiceMatch.nullable(),
  /** A retry of a VendorRef already handed in: the first invoice, nothing written. */
  Replayed: z.boolean(),
});

/** `Invoice/ReadQr`: the invoice's PDF (or a photo of it), base64, at most 10 MB once decoded. */
export const invoiceQrBody = z.object({ ContentBase64: z.string().min(1).max(14_000_000) });
/** What the tax authority's QR code pre-fills: number, code (none on a fully digital invoice), date, amount before tax. */
export const invoiceQrResult = z.object({
  INVOICE_NO: z.string(),
  INVOICE_CODE: z.string().nullable(),
  INVOICE_DATE: z.string(),
  AMOUNT: z.string(),
  TYPE_CODE: z.string(),
});
