import { screens, statementStateLabels } from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { createdColumns, vendorColumns } from '../../platform/list/list-columns.ts';
import { type DeclaredColumn, defineList } from '../../platform/list/list-definition.ts';

/** The statement screens (spec §2.1 routes). */
export const statementScreens = {
  /** The statement documents with their lines (buyers). */
  lines: screens.ReconBillMst.path,
  /** The purchasing workspace: build, adjust, send. */
  manage: screens.ReconBillMstManage.path,
  /** What a vendor confirms or rejects. */
  vendor: screens.ReconBillMstManageVendor.path,
  /** Finance: approval with the invoice, closing. */
  finance: screens.ReconBillMstManageFinance.path,
} as const;

/**
 * Statements a caller may list: its organisation's; a vendor only its own, once sent (never a draft, never a voided
 * draft; one voided after the vendor rejected it shows as voided).
 */
const scope = (s: Scope) =>
  s.vendorCode
    ? sql`s.org_id = ${s.orgId} and s.vendor_code = ${s.vendorCode} and s.state <> 1 and (s.state <> 9 or s.sent_at is not null)`
    : sql`s.org_id = ${s.orgId}`;

const stateLabels = statementStateLabels as unknown as Record<string, { 'zh-chs': string; en: string }>;

/**
 * The statement lists' columns, money first after who and which (issue #36: at 1440 px finance scrolled sideways
 * to see any amount): number, state, vendor name, currency and the totals, then the vendor code, the period, the
 * rejection, the invoice and the dates.
 */
const headerColumns: DeclaredColumn[] = [
  { field: 'ID', sql: 's.id', kind: 'int', hidden: true },
  { field: 'STATEMENT_NO', sql: 's.statement_no', kind: 'text', width: 150 },
  { field: 'STATE', sql: 's.state', kind: 'int', width: 150, labels: stateLabels },
  { field: 'VENDOR_NAME', sql: 'coalesce(v.vendor_name, s.vendor_code)', kind: 'text', width: 180 },
  { field: 'CURRENCY', sql: 's.currency', kind: 'text', width: 70 },
  { field: 'TOTAL_WITH_TAX', sql: 's.amount_with_tax', kind: 'decimal', scale: 2, width: 130 },
  { field: 'TOTAL_AMOUNT', sql: 's.amount', kind: 'decimal', scale: 2, width: 120 },
  { field: 'TOTAL_TAX', sql: 's.tax', kind: 'decimal', scale: 2, width: 110 },
  { field: 'VENDOR_CODE', sql: 's.vendor_code', kind: 'text', width: 100 },
  { field: 'INVOICE_AMOUNT', sql: 's.invoice_amount', kind: 'decimal', scale: 2, width: 120 },
  { field: 'LINE_COUNT', sql: 's.line_count', kind: 'int', width: 70 },
  { field: 'PERIOD_FROM', sql: 's.period_from', kind: 'date', width: 110 },
  { field: 'PERIOD_TO', sql: 's.period_to', kind: 'date', width: 110 },
];

const headerFrom = sql`statement s left join vendor v on v.org_id = s.org_id and v.vendor_code = s.vendor_code`;

/** A statement header list for one screen: same columns, its own route, optionally a state condition. */
function headerList(route: string, title: { 'zh-chs': string; en: string }, states?: RawBuilder<unknown>) {
  return defineList({
    route,
    title,
    table: 'statement',
    from: headerFrom,
    scope: states ? (s) => sql`${scope(s)} and ${states}` : scope,
    columns: [
      ...headerColumns,
      {
        field: 'REJECT_REASON',
        sql: 'coalesce(s.reject_summary, s.reject_reason)',
        kind: 'text',
        width: 220,
      },
      { field: 'INVOICE_NO', sql: 's.invoice_no', kind: 'text', width: 120 },
      { field: 'INVOICE_DATE', sql: 's.invoice_date', kind: 'date', width: 110 },
      { field: 'INVOICE_TAX', sql: 's.invoice_tax', kind: 'decimal', scale: 2, width: 110 },
      ...createdColumns('s'),
      { field: 'SENT_AT', sql: 's.sent_at', kind: 'datetime', width: 170 },
      { field: 'CONFIRMED_AT', sql: 's.confirmed_at', kind: 'datetime', width: 170 },
      { field: 'APPROVED_AT', sql: 's.approved_at', kind: 'datetime', width: 170 },
      { field: 'CLOSED_AT', sql: 's.closed_at', kind: 'datetime', width: 170 },
    ],
    defaultSort: { field: 'ID', desc: true },
    key: 'ID',
    driving: { from: sql`statement s`, alias: 's' },
  });
}

/** Purchasing: every statement of the organisation. */
export const manageList = headerList(statementScreens.manage, {
  'zh-chs': '对账单管理(采购)',
  en: 'Statements (purchasing)',
});

/** The vendor: its own statements once sent (the scope leaves drafts and voided drafts out). */
export const vendorList = headerList(statementScreens.vendor, {
  'zh-chs': '对账单管理(供应商)',
  en: 'Statements (vendor)',
});

/** Finance: statements the vendor confirmed, approved ones and closed ones. */
export const financeList = headerList(
  statementScreens.finance,
  { 'zh-chs': '对账单管理(财务)', en: 'Statements (finance)' },
  sql`s.state in (3, 5, 6)`,
);

/** Statement lines with their header: one row per line, the export of a statement "with its lines". */
export const lineList = defineList({
  route: statementScreens.lines,
  captions: 'statementLines',
  title: { 'zh-chs': '对账单明细', en: 'Statement lines' },
  table: 'statement_line',
  from: sql`statement_line sl
    join statement s on s.id = sl.statement_id
    left join vendor v on v.org_id = s.org_id and v.vendor_code = s.vendor_code
    left join delivery_line dl on dl.id = sl.delivery_line_id
    left join delivery_note dn on dn.id = dl.note_id
    left join order_line ol on ol.id = dl.order_line_id
    left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
    left join expense_bill b on b.id = sl.expense_bill_id`,
  scope,
  columns: [
    { field: 'LINE_ID', sql: 'sl.id', kind: 'int', hidden: true },
    { field: 'STATEMENT_ID', sql: 's.id', kind: 'int', hidden: true },
    { field: 'STATEMENT_NO', sql: 's.statement_no', kind: 'text', width: 150 },
    { field: 'STATE', sql: 's.state', kind: 'int', width: 120, labels: stateLabels },
    ...vendorColumns('s'),
    { field: 'CURRENCY', sql: 's.currency', kind: 'text', width: 70 },
    { field: 'SEQ', sql: 'sl.line_no', kind: 'int', width: 60 },
    { field: 'LINE_KIND', sql: 'sl.line_kind', kind: 'text', width: 90 },
    { field: 'DELIVERY_NO', sql: 'dn.delivery_no', kind: 'text', width: 150 },
    { field: 'LINE_NO', sql: 'dl.line_no', kind: 'int', width: 80 },
    { field: 'PO_NO', sql: 'ol.po_no', kind: 'text', width: 110 },
    { field: 'PO_ITEM', sql: 'ol.po_item', kind: 'int', width: 80 },
    { field: 'PART_NO', sql: 'ol.part_no', kind: 'text', width: 110 },
    { field: 'PART_NAME', sql: 'coalesce(p.part_name, ol.part_no)', kind: 'text', width: 160 },
    { field: 'BILL_NO', sql: 'b.bill_no', kind: 'text', width: 150 },
    { field: 'EXPENSE_KIND', sql: 'b.kind', kind: 'text', width: 100 },
    { field: 'RECEIVED_QTY', sql: 'sl.received_qty', kind: 'decimal', width: 100 },
    { field: 'UNIT_EXRATE', sql: 'sl.unit_exrate', kind: 'decimal', width: 80 },
    { field: 'QTY', sql: 'sl.qty', kind: 'decimal', width: 100 },
    { field: 'UNIT_PRICE', sql: 'sl.unit_price', kind: 'decimal', width: 100 },
    { field: 'TAX_RATE', sql: 'sl.tax_rate', kind: 'decimal', width: 80 },
    { field: 'AMOUNT', sql: 'sl.amount', kind: 'decimal', scale: 2, width: 110 },
    { field: 'TAX', sql: 'sl.tax', kind: 'decimal', scale: 2, width: 100 },
    { field: 'AMOUNT_WITH_TAX', sql: 'sl.amount + sl.tax', kind: 'decimal', scale: 2, width: 120 },
    { field: 'LINE_STATE', sql: 'sl.line_state', kind: 'text', width: 90 },
    { field: 'REJECT_REASON', sql: 'sl.reject_reason', kind: 'text', width: 180 },
  ],
  defaultSort: { field: 'LINE_ID', desc: true },
  key: 'LINE_ID',
});
