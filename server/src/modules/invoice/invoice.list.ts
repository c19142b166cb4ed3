import { invoiceStateLabels, screens } from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { vendorColumns } from '../../platform/list/list-columns.ts';
import { type DeclaredColumn, defineList } from '../../platform/list/list-definition.ts';

/** The screens of invoices and payments (issue #47). */
export const invoiceScreens = {
  vendor: screens.Invoice.path,
  review: screens.InvoiceReview.path,
  payment: screens.Payment.path,
  ageing: screens.PayablesAgeing.path,
} as const;

/** Rows a caller may list: its organisation's; a vendor only its own. */
const scopeOn = (alias: string) => (s: Scope) =>
  s.vendorCode
    ? sql`${sql.ref(`${alias}.org_id`)} = ${s.orgId} and ${sql.ref(`${alias}.vendor_code`)} = ${s.vendorCode}`
    : sql`${sql.ref(`${alias}.org_id`)} = ${s.orgId}`;

const invoiceColumns: DeclaredColumn[] = [
  { field: 'ID', sql: 'i.id', kind: 'int', hidden: true },
  { field: 'INVOICE_NO', sql: 'i.invoice_no', kind: 'text', width: 170 },
  { field: 'STATE', sql: 'i.state', kind: 'text', width: 110, labels: invoiceStateLabels },
  { field: 'INVOICE_KIND', sql: 'i.kind', kind: 'text', width: 100 },
  { field: 'FLAGGED', sql: 'not i.within', kind: 'bool', width: 100 },
  ...vendorColumns('i'),
  { field: 'STATEMENT_ID', sql: 'i.statement_id', kind: 'int', hidden: true },
  { field: 'STATEMENT_NO', sql: 'i.statement_no', kind: 'text', width: 150 },
  { field: 'INVOICE_CODE', sql: 'i.invoice_code', kind: 'text', width: 130, hidden: true },
  { field: 'INVOICE_DATE', sql: 'i.invoice_date', kind: 'date', width: 110 },
  { field: 'CURRENCY', sql: 'i.currency', kind: 'text', width: 70 },
  { field: 'AMOUNT', sql: 'i.amount', kind: 'decimal', scale: 2, width: 120 },
  { field: 'TAX', sql: 'i.tax', kind: 'decimal', scale: 2, width: 110 },
  { field: 'TOTAL', sql: 'i.total', kind: 'decimal', scale: 2, width: 130 },
  { field: 'EXPECTED_PAY_DATE', sql: 'i.expected_pay_date', kind: 'date', width: 120 },
  { field: 'PAID_AMOUNT', sql: 'i.paid', kind: 'decimal', scale: 2, width: 120 },
  { field: 'OPEN_AMOUNT', sql: 'i.total - i.paid', kind: 'decimal', scale: 2, width: 120 },
  { field: 'PAID_DATE', sql: 'i.paid_date', kind: 'date', width: 110 },
  { field: 'FLAG_REASON', sql: 'i.flag_reason', kind: 'text', width: 200 },
  { field: 'REJECT_REASON', sql: 'i.reject_reason', kind: 'text', width: 200 },
  { field: 'SUBMISSIONS', sql: 'i.submissions', kind: 'int', width: 90 },
  { field: 'INVOICE_SOURCE', sql: 'i.source', kind: 'text', width: 120 },
  { field: 'ATTACHMENT_ID', sql: 'i.attachment_id', kind: 'int', hidden: true },
  { field: 'SUBMITTED_BY', sql: 'i.submitted_by', kind: 'text', width: 100 },
  { field: 'SUBMITTED_AT', sql: 'i.submitted_at', kind: 'datetime', width: 170 },
  { field: 'APPROVED_AT', sql: 'i.approved_at', kind: 'datetime', width: 170 },
];

const invoiceFrom = sql`invoice i left join vendor v on v.org_id = i.org_id and v.vendor_code = i.vendor_code`;

/** The vendor's own screen: its code and name say nothing new, so they stand after the figures it reads. */
const vendorLast = [
  ...invoiceColumns.filter((c) => c.field !== 'VENDOR_CODE' && c.field !== 'VENDOR_NAME'),
  ...invoiceColumns.filter((c) => c.field === 'VENDOR_CODE' || c.field === 'VENDOR_NAME'),
];

/** A vendor's invoices (Invoice/LoadData): state, expected and paid date, file. */
export const invoiceList = defineList({
  route: invoiceScreens.vendor,
  title: { 'zh-chs': '我的发票', en: 'Invoices' },
  table: 'invoice',
  from: invoiceFrom,
  driving: { from: sql`invoice i`, alias: 'i' },
  scope: scopeOn('i'),
  columns: vendorLast,
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

/**
 * Finance's review (InvoiceReview/LoadData): every vendor's invoices, those outside tolerance first and then the
 * oldest first (the engine breaks ties by the key): what waits longest is reviewed first.
 */
export const invoiceReviewList = defineList({
  route: invoiceScreens.review,
  title: { 'zh-chs': '发票审核', en: 'Invoice review' },
  table: 'invoice',
  from: invoiceFrom,
  driving: { from: sql`invoice i`, alias: 'i' },
  scope: scopeOn('i'),
  columns: [...invoiceColumns],
  defaultSort: { field: 'FLAGGED', desc: true },
  key: 'ID',
});

/** Payments (Payment/LoadData): the remittance advices, a vendor its own. */
export const paymentList = defineList({
  route: invoiceScreens.payment,
  title: { 'zh-chs': '付款通知', en: 'Payments' },
  table: 'payment',
  from: sql`payment p left join vendor v on v.org_id = p.org_id and v.vendor_code = p.vendor_code`,
  driving: { from: sql`payment p`, alias: 'p' },
  scope: scopeOn('p'),
  columns: [
    { field: 'ID', sql: 'p.id', kind: 'int', hidden: true },
    { field: 'REFERENCE', sql: 'p.reference', kind: 'text', width: 170 },
    { field: 'PAY_DATE', sql: 'p.pay_date', kind: 'date', width: 110 },
    ...vendorColumns('p'),
    { field: 'CURRENCY', sql: 'p.currency', kind: 'text', width: 70 },
    { field: 'AMOUNT', sql: 'p.amount', kind: 'decimal', scale: 2, width: 130 },
    { field: 'DEDUCTIONS', sql: 'p.deductions', kind: 'decimal', scale: 2, width: 110 },
    {
      field: 'INVOICE_COUNT',
      sql: '(select count(*)::int from payment_allocation a where a.payment_id = p.id)',
      kind: 'int',
      width: 90,
    },
    { field: 'CREATETIME', sql: 'p.created_at', kind: 'datetime', width: 170 },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

/**
 * Open payables by age (PayablesAgeing/LoadData): per vendor and currency, what approved invoices leave open, by
 * days past their expected payment date — not due, 1–30, 31–60, 61–90, over 90 — on the server's date.
 */
const bucket = (condition: string) => `sum(case when ${condition} then i.total - i.paid else 0 end)`;
const pastDue = 'current_date - i.expected_pay_date';
export const payablesAgeingList = defineList({
  route: invoiceScreens.ageing,
  title: { 'zh-chs': '应付账龄', en: 'Payables ageing' },
  table: 'invoice',
  from: sql.raw(`(
    select i.org_id, i.vendor_code, i.currency,
           ${bucket(`${pastDue} <= 0`)} as not_due,
           ${bucket(`${pastDue} between 1 and 30`)} as due_1_30,
           ${bucket(`${pastDue} between 31 and 60`)} as due_31_60,
           ${bucket(`${pastDue} between 61 and 90`)} as due_61_90,
           ${bucket(`${pastDue} > 90`)} as due_over_90,
           sum(i.total - i.paid) as open_total,
           count(*)::int as invoice_count
      from invoice i
     where i.state in ('approved', 'scheduled', 'partlyPaid')
     group by i.org_id, i.vendor_code, i.currency
  ) a left join vendor v on v.org_id = a.org_id and v.vendor_code = a.vendor_code`),
  scope: scopeOn('a'),
  columns: [
    { field: 'ID', sql: "a.vendor_code || '/' || a.currency", kind: 'text', hidden: true },
    ...vendorColumns('a'),
    { field: 'CURRENCY', sql: 'a.currency', kind: 'text', width: 90 },
    { field: 'NOT_DUE', sql: 'a.not_due', kind: 'decimal', scale: 2, width: 120 },
    { field: 'DUE_1_30', sql: 'a.due_1_30', kind: 'decimal', scale: 2, width: 120 },
    { field: 'DUE_31_60', sql: 'a.due_31_60', kind: 'decimal', scale: 2, width: 120 },
    { field: 'DUE_61_90', sql: 'a.due_61_90', kind: 'decimal', scale: 2, width: 120 },
    { field: 'DUE_OVER_90', sql: 'a.due_over_90', kind: 'decimal', scale: 2, width: 120 },
    { field: 'OPEN_TOTAL', sql: 'a.open_total', kind: 'decimal', scale: 2, width: 130 },
    { field: 'INVOICE_COUNT', sql: 'a.invoice_count', kind: 'int', width: 90 },
  ],
  defaultSort: { field: 'ID' },
  key: 'ID',
});
