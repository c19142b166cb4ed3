import { sql } from 'kysely';
import { defineList, type ListDefinition } from '../../platform/list/list-definition.ts';

/**
 * Σ of a delivery-line quantity of the order line `ol` over notes in some states. Delivered quantities count
 * delivery notes and outsourced notes (note_kind DN, OS); a downstream vendor's notes to its parent vendor (SUB) are
 * not deliveries to us. A scalar subquery (not a lateral join): PostgreSQL evaluates it after sort and limit, for the
 * rows of the page only, unless a filter or the sort uses the column.
 */
const delivered = (quantity: 'delivery_qty' | 'received_qty', states: string) =>
  `(select coalesce(sum(dl.${quantity}), 0) from delivery_line dl join delivery_note dn on dn.id = dl.note_id
    where dl.order_line_id = ol.id and dn.note_kind in ('DN', 'OS') and dn.status ${states})`;

/**
 * Order reports of the report center (spec §2.1): one row per order line with its delivery progress.
 * Remaining = ordered − Σ delivered on notes that are not voided; overdue = something remains after the due date.
 */
function orderReportList(kind: 'PO' | 'OS'): ListDefinition {
  const isPo = kind === 'PO';
  return defineList({
    route: isPo ? '/DeliveryNote/PurchaseOrderReport' : '/DeliveryNote/OutsourcingOrderReport',
    title: isPo
      ? { 'zh-chs': '采购订单报表', en: 'Purchase order report' }
      : { 'zh-chs': '委外订单报表', en: 'Outsourcing order report' },
    table: 'order_line',
    from: sql`order_line ol
      join vendor v on v.org_id = ol.org_id and v.vendor_code = ol.vendor_code
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no`,
    // An export reads every row: one lateral aggregate per order line instead of one subquery per column.
    streamFrom: sql`order_line ol
      join vendor v on v.org_id = ol.org_id and v.vendor_code = ol.vendor_code
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
      cross join lateral (
        select
          coalesce(sum(dl.delivery_qty) filter (where dn.status in (1, 2)), 0) as on_open_notes,
          coalesce(sum(dl.delivery_qty) filter (where dn.status = 4), 0) as in_transit,
          coalesce(sum(dl.received_qty) filter (where dn.status = 5), 0) as received_qty,
          coalesce(sum(dl.delivery_qty) filter (where dn.status <> 3), 0) as delivered
        from delivery_line dl
        join delivery_note dn on dn.id = dl.note_id
        where dl.order_line_id = ol.id and dn.note_kind in ('DN', 'OS')
      ) agg`,
    // A vendor sees only its own order lines (PRODUCT §1, §9); buyers and finance all of the organisation.
    scope: (scope) =>
      scope.vendorCode === null
        ? sql`ol.org_id = ${scope.orgId} and ol.order_kind = ${kind}`
        : sql`ol.org_id = ${scope.orgId} and ol.order_kind = ${kind} and ol.vendor_code = ${scope.vendorCode}`,
    columns: [
      { field: 'ID', sql: 'ol.id', kind: 'int', caption: { 'zh-chs': '编号', en: 'ID' }, hidden: true },
      { field: 'PO_NO', sql: 'ol.po_no', kind: 'text', caption: { 'zh-chs': '订单号', en: 'Order no.' } },
      {
        field: 'PO_ITEM',
        sql: 'ol.po_item',
        kind: 'int',
        caption: { 'zh-chs': '行号', en: 'Item' },
        width: 80,
      },
      {
        field: 'VENDOR_CODE',
        sql: 'ol.vendor_code',
        kind: 'text',
        caption: { 'zh-chs': '供应商编码', en: 'Vendor code' },
      },
      {
        field: 'VENDOR_NAME',
        sql: 'v.vendor_name',
        kind: 'text',
        caption: { 'zh-chs': '供应商名称', en: 'Vendor' },
      },
      {
        field: 'PART_NO',
        sql: 'ol.part_no',
        kind: 'text',
        caption: { 'zh-chs': '物料编码', en: 'Part no.' },
      },
      {
        field: 'PART_NAME',
        sql: 'p.part_name',
        kind: 'text',
        caption: { 'zh-chs': '物料名称', en: 'Part name' },
      },
      {
        field: 'ORDERED_QTY',
        sql: 'ol.ordered_qty',
        kind: 'decimal',
        caption: { 'zh-chs': '订单数量', en: 'Ordered qty' },
      },
      {
        field: 'ON_OPEN_NOTES',
        sql: delivered('delivery_qty', 'in (1, 2)'),
        stream: 'agg.on_open_notes',
        kind: 'decimal',
        caption: { 'zh-chs': '未发货送货数量', en: 'Qty on open notes' },
      },
      {
        field: 'IN_TRANSIT',
        sql: delivered('delivery_qty', '= 4'),
        stream: 'agg.in_transit',
        kind: 'decimal',
        caption: { 'zh-chs': '在途数量', en: 'In transit' },
      },
      {
        field: 'RECEIVED_QTY',
        sql: delivered('received_qty', '= 5'),
        stream: 'agg.received_qty',
        kind: 'decimal',
        caption: { 'zh-chs': '已收货数量', en: 'Received qty' },
      },
      {
        field: 'REMAINING_QTY',
        sql: `(ol.ordered_qty - ${delivered('delivery_qty', '<> 3')})`,
        stream: '(ol.ordered_qty - agg.delivered)',
        kind: 'decimal',
        caption: { 'zh-chs': '未交数量', en: 'Remaining qty' },
      },
      {
        field: 'DUE_DATE',
        sql: 'ol.due_date',
        kind: 'date',
        caption: { 'zh-chs': '交货日期', en: 'Due date' },
      },
      {
        field: 'OVERDUE',
        sql: `(case when ol.due_date < current_date and ol.ordered_qty > ${delivered('delivery_qty', '<> 3')} then 'Y' else 'N' end)`,
        stream:
          "(case when ol.due_date < current_date and ol.ordered_qty > agg.delivered then 'Y' else 'N' end)",
        kind: 'text',
        caption: { 'zh-chs': '是否逾期', en: 'Overdue' },
        width: 80,
      },
      { field: 'BUYER', sql: 'ol.buyer', kind: 'text', caption: { 'zh-chs': '采购员', en: 'Buyer' } },
      {
        field: 'CURRENCY',
        sql: 'ol.currency',
        kind: 'text',
        caption: { 'zh-chs': '币种', en: 'Currency' },
        width: 80,
      },
      {
        field: 'UNIT_PRICE',
        sql: 'ol.unit_price',
        kind: 'decimal',
        caption: { 'zh-chs': '单价', en: 'Unit price' },
      },
    ],
    defaultSort: { field: 'PO_NO' },
    key: 'ID',
  });
}

export const purchaseOrderReportList = orderReportList('PO');
export const outsourcingOrderReportList = orderReportList('OS');
