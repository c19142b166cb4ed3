import { screens } from '@srm/contract';
import { sql } from 'kysely';
import { orderLineColumns, scheduleCell } from '../../platform/list/list-columns.ts';
import { defineList, type ListDefinition, ownRows } from '../../platform/list/list-definition.ts';

/**
 * Order reports of the report center (spec §2.1): one row per order line with its delivery progress.
 * Remaining = ordered − Σ delivered on DN/OS notes that are not voided; overdue = something remains after the due
 * date. The sums are the totals kept on the order line (`delivery-note/delivery-note-totals.repository.ts`): a downstream
 * vendor's notes to its parent vendor (SUB) are not deliveries to us and are not in them.
 */
function orderReportList(kind: 'PO' | 'OS'): ListDefinition {
  const isPo = kind === 'PO';
  return defineList({
    route: isPo ? screens.PurchaseOrderReport.path : screens.OutsourcingOrderReport.path,
    captions: 'orderReport',
    title: isPo
      ? { 'zh-chs': '采购订单报表', en: 'Purchase order report' }
      : { 'zh-chs': '委外订单报表', en: 'Outsourcing order report' },
    table: 'order_line',
    // Left joins on unique keys: every order line is one row, also before its vendor or part is synchronised, and a
    // page filtered and sorted by order line columns is cut before the joins (ListDefinition.driving).
    from: sql`order_line ol
      left join vendor v on v.org_id = ol.org_id and v.vendor_code = ol.vendor_code
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no`,
    driving: { from: sql`order_line ol`, alias: 'ol' },
    // A vendor sees only its own order lines (PRODUCT §1, §9); buyers and finance all of the organisation.
    scope: (scope) => sql`${ownRows('ol', scope)} and ol.order_kind = ${kind}`,
    columns: [
      { field: 'ID', sql: 'ol.id', kind: 'int', hidden: true },
      ...orderLineColumns(true),
      { field: 'ORDERED_QTY', sql: 'ol.ordered_qty', kind: 'decimal', width: 100 },
      { field: 'ON_OPEN_NOTES', sql: 'ol.qty_open', kind: 'decimal', width: 110 },
      { field: 'IN_TRANSIT', sql: 'ol.qty_in_transit', kind: 'decimal', width: 100 },
      { field: 'RECEIVED_QTY', sql: 'ol.qty_received', kind: 'decimal', width: 100 },
      { field: 'REMAINING_QTY', sql: '(ol.ordered_qty - ol.qty_delivered)', kind: 'decimal', width: 100 },
      { field: 'DUE_DATE', sql: 'ol.due_date', kind: 'date', width: 110 },
      {
        field: 'OVERDUE',
        sql: "(case when ol.due_date < current_date and ol.ordered_qty > ol.qty_delivered then 'Y' else 'N' end)",
        kind: 'text',
        width: 80,
      },
      { field: 'CONFIRM_STATE', sql: 'ol.confirm_state', kind: 'text', width: 130 },
      { field: 'PROMISED_DATE', sql: 'ol.promised_date', kind: 'date', width: 110 },
      // Every delivery of the schedule, a split by date (issue #45), in the contract's `scheduleCellText` format;
      // whether it is agreed is CONFIRM_STATE.
      { field: 'SCHEDULE', sql: scheduleCell, kind: 'text', width: 340 },
      // Days late twice (PRODUCT §10): against the promised date and against the ERP's original due date; only
      // while something remains to deliver, 0 when not late yet.
      {
        field: 'DAYS_LATE_PROMISED',
        sql: '(case when ol.ordered_qty > ol.qty_delivered and ol.promised_date is not null then greatest(current_date - ol.promised_date, 0) end)',
        kind: 'int',
        width: 110,
      },
      {
        field: 'DAYS_LATE_ORIGINAL',
        sql: '(case when ol.ordered_qty > ol.qty_delivered then greatest(current_date - coalesce(ol.original_due_date, ol.due_date), 0) end)',
        kind: 'int',
        width: 110,
      },
      { field: 'BUYER', sql: 'ol.buyer', kind: 'text', width: 90 },
      { field: 'CURRENCY', sql: 'ol.currency', kind: 'text', width: 80 },
      { field: 'UNIT_PRICE', sql: 'ol.unit_price', kind: 'decimal', width: 100 },
    ],
    defaultSort: { field: 'PO_NO' },
    key: 'ID',
  });
}

export const purchaseOrderReportList = orderReportList('PO');
export const outsourcingOrderReportList = orderReportList('OS');

/**
 * What a vendor still owes (the "Open order lines" screen): purchase and outsourcing lines with something left to
 * deliver, soonest due first, with how many days remain (negative: late). Vendors see their own.
 */
export const openOrderLinesList = defineList({
  route: screens.OpenOrderLines.path,
  title: { 'zh-chs': screens.OpenOrderLines.zh, en: screens.OpenOrderLines.en },
  table: 'order_line',
  from: sql`order_line ol left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no`,
  driving: { from: sql`order_line ol`, alias: 'ol' },
  scope: (scope) => sql`${ownRows('ol', scope)} and ol.ordered_qty > ol.qty_delivered`,
  columns: [
    { field: 'ID', sql: 'ol.id', kind: 'int', hidden: true },
    { field: 'ORDER_KIND', sql: 'ol.order_kind', kind: 'text', width: 150 },
    ...orderLineColumns(),
    { field: 'ORDERED_QTY', sql: 'ol.ordered_qty', kind: 'decimal', width: 100 },
    { field: 'IN_TRANSIT', sql: 'ol.qty_in_transit', kind: 'decimal', width: 100 },
    { field: 'REMAINING_QTY', sql: '(ol.ordered_qty - ol.qty_delivered)', kind: 'decimal', width: 100 },
    { field: 'DUE_DATE', sql: 'ol.due_date', kind: 'date', width: 110 },
    { field: 'DAYS_TO_DUE', sql: '(ol.due_date - current_date)', kind: 'int', width: 100 },
  ],
  defaultSort: { field: 'DUE_DATE' },
  key: 'ID',
});
