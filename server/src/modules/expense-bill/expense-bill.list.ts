import { expenseBillStateLabels, screens } from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { createdColumns, vendorColumns } from '../../platform/list/list-columns.ts';
import { defineList } from '../../platform/list/list-definition.ts';

/** The expense bill screen (spec §2.1 route). */
export const expenseBillScreen = screens.ExpenseBill.path;

/** Bills a caller may list: its organisation's; a vendor only its own, never a draft. */
const scope = (s: Scope) =>
  s.vendorCode
    ? sql`b.org_id = ${s.orgId} and b.vendor_code = ${s.vendorCode} and b.state <> 'draft'`
    : sql`b.org_id = ${s.orgId}`;

/** Expense bills (ExpenseBill/LoadData). Money columns are exact decimals; signs follow DIRECTION. */
export const expenseBillList = defineList({
  route: expenseBillScreen,
  title: { 'zh-chs': '费用单', en: 'Expense bills' },
  table: 'expense_bill',
  from: sql`expense_bill b
    left join vendor v on v.org_id = b.org_id and v.vendor_code = b.vendor_code
    left join statement s on s.id = b.statement_id`,
  scope,
  columns: [
    { field: 'ID', sql: 'b.id', kind: 'int', hidden: true },
    { field: 'BILL_NO', sql: 'b.bill_no', kind: 'text', width: 150 },
    { field: 'STATE', sql: 'b.state', kind: 'text', width: 110, labels: expenseBillStateLabels },
    ...vendorColumns('b'),
    { field: 'EXPENSE_KIND', sql: 'b.kind', kind: 'text', width: 100 },
    { field: 'DIRECTION', sql: 'b.direction', kind: 'text', width: 100 },
    { field: 'AMOUNT', sql: 'b.amount', kind: 'decimal', scale: 2, width: 110 },
    { field: 'TAX_RATE', sql: 'b.tax_rate', kind: 'decimal', width: 80 },
    { field: 'TAX', sql: 'b.tax', kind: 'decimal', scale: 2, width: 100 },
    { field: 'AMOUNT_WITH_TAX', sql: 'b.amount + b.tax', kind: 'decimal', scale: 2, width: 120 },
    { field: 'CURRENCY', sql: 'b.currency', kind: 'text', width: 70 },
    { field: 'PERIOD', sql: 'b.period', kind: 'text', width: 90 },
    { field: 'REASON', sql: 'b.reason', kind: 'text', width: 200 },
    { field: 'DISPUTE_REASON', sql: 'b.dispute_reason', kind: 'text', width: 180 },
    { field: 'STATEMENT_ID', sql: 'b.statement_id', kind: 'int', hidden: true },
    { field: 'STATEMENT_NO', sql: 's.statement_no', kind: 'text', width: 150 },
    ...createdColumns('b'),
    { field: 'CONFIRMED_AT', sql: 'b.confirmed_at', kind: 'datetime', width: 170 },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});
