import { screens } from '@srm/contract';
import { sql } from 'kysely';
import { defineList } from '../../platform/list/list-definition.ts';

/**
 * One row per organisation, vendor and month of the order lines' due dates, counting only order lines already due
 * (due date ≤ today: a line not yet due is no performance yet; docs/decisions.md "Vendor scorecard"):
 * - a received line is a line of a delivery or outsourced note (DN, OS) in state received (5); its receipt day is
 *   `received_at::date` (the statement period's day);
 * - on time: received on or before its order line's due date; late lines' days late = receipt day − due date;
 * - short: received less than the note line delivered;
 * - ordered / received qty: Σ ordered qty of the order lines due in the month, Σ received qty of their received lines.
 * The counts are columns too, so the rates of several months can be recomputed exactly (home charts).
 */
export const scorecardMonths = sql`(
  select o.org_id, o.vendor_code, o.month, o.order_lines, o.ordered_qty,
         coalesce(r.received_lines, 0) as received_lines, coalesce(r.on_time_lines, 0) as on_time_lines,
         coalesce(r.short_lines, 0) as short_lines, coalesce(r.late_lines, 0) as late_lines,
         coalesce(r.days_late, 0) as days_late, coalesce(r.received_qty, 0) as received_qty
    from (select org_id, vendor_code, to_char(due_date, 'YYYY-MM') as month, count(*) as order_lines,
                 sum(ordered_qty) as ordered_qty
            from order_line
           where due_date <= current_date
           group by org_id, vendor_code, to_char(due_date, 'YYYY-MM')) o
    left join (
      select ol.org_id, ol.vendor_code, to_char(ol.due_date, 'YYYY-MM') as month,
             count(*) as received_lines,
             count(*) filter (where dn.received_at::date <= ol.due_date) as on_time_lines,
             count(*) filter (where dl.received_qty < dl.delivery_qty) as short_lines,
             count(*) filter (where dn.received_at::date > ol.due_date) as late_lines,
             coalesce(sum(dn.received_at::date - ol.due_date) filter (where dn.received_at::date > ol.due_date), 0)
               as days_late,
             sum(dl.received_qty) as received_qty
        from delivery_line dl
        join delivery_note dn on dn.id = dl.note_id
        join order_line ol on ol.id = dl.order_line_id
       where dn.note_kind in ('DN', 'OS') and dn.status = 5 and dl.received_qty is not null
         and ol.due_date <= current_date
       group by ol.org_id, ol.vendor_code, to_char(ol.due_date, 'YYYY-MM')
    ) r on r.org_id = o.org_id and r.vendor_code = o.vendor_code and r.month = o.month
)`;

const pct = (part: string, whole: string) =>
  `(case when sc.${whole} = 0 then null else round(100.0 * sc.${part} / sc.${whole}, 1) end)`;

export const scorecardList = defineList({
  route: screens.VendorScorecard.path,
  title: { 'zh-chs': '供应商绩效', en: 'Vendor scorecard' },
  table: 'order_line',
  from: sql`${scorecardMonths} sc left join vendor v on v.org_id = sc.org_id and v.vendor_code = sc.vendor_code`,
  // A vendor sees only its own cards (PRODUCT §9); buyers and administrators every vendor of the organisation.
  scope: (scope) =>
    scope.vendorCode === null
      ? sql`sc.org_id = ${scope.orgId}`
      : sql`sc.org_id = ${scope.orgId} and sc.vendor_code = ${scope.vendorCode}`,
  columns: [
    {
      field: 'ID',
      sql: "(sc.vendor_code || '|' || sc.month)",
      kind: 'text',
      hidden: true,
      caption: { 'zh-chs': '键', en: 'Key' },
    },
    { field: 'MONTH', sql: 'sc.month', kind: 'text', caption: { 'zh-chs': '月份', en: 'Month' }, width: 110 },
    { field: 'VENDOR_CODE', sql: 'sc.vendor_code', kind: 'text', width: 110 },
    {
      field: 'VENDOR_NAME',
      sql: 'v.vendor_name',
      kind: 'text',
      caption: { 'zh-chs': '供应商名称', en: 'Vendor' },
      width: 170,
    },
    {
      field: 'ON_TIME_RATE',
      sql: pct('on_time_lines', 'received_lines'),
      kind: 'decimal',
      scale: 1,
      caption: { 'zh-chs': '准时率 %', en: 'On-time rate %' },
      width: 130,
    },
    {
      field: 'FILL_RATE',
      sql: '(case when sc.ordered_qty = 0 then null else round(100.0 * sc.received_qty / sc.ordered_qty, 1) end)',
      kind: 'decimal',
      scale: 1,
      caption: { 'zh-chs': '满足率 %', en: 'Fill rate %' },
      width: 130,
    },
    {
      field: 'SHORTAGE_RATE',
      sql: pct('short_lines', 'received_lines'),
      kind: 'decimal',
      scale: 1,
      caption: { 'zh-chs': '短缺率 %', en: 'Shortage rate %' },
      width: 130,
    },
    {
      field: 'AVG_DAYS_LATE',
      sql: '(case when sc.late_lines = 0 then null else round(1.0 * sc.days_late / sc.late_lines, 1) end)',
      kind: 'decimal',
      scale: 1,
      caption: { 'zh-chs': '平均延迟天数', en: 'Avg. days late' },
      width: 140,
    },
    {
      field: 'ORDER_LINES',
      sql: 'sc.order_lines::int',
      kind: 'int',
      caption: { 'zh-chs': '到期订单行', en: 'Order lines due' },
      width: 110,
    },
    {
      field: 'RECEIVED_LINES',
      sql: 'sc.received_lines::int',
      kind: 'int',
      caption: { 'zh-chs': '收货行数', en: 'Received lines' },
      width: 100,
    },
    {
      field: 'ON_TIME_LINES',
      sql: 'sc.on_time_lines::int',
      kind: 'int',
      caption: { 'zh-chs': '准时行数', en: 'On-time lines' },
      width: 100,
    },
    {
      field: 'LATE_LINES',
      sql: 'sc.late_lines::int',
      kind: 'int',
      caption: { 'zh-chs': '延迟行数', en: 'Late lines' },
      width: 100,
    },
    {
      field: 'SHORT_LINES',
      sql: 'sc.short_lines::int',
      kind: 'int',
      caption: { 'zh-chs': '短缺行数', en: 'Short lines' },
      width: 100,
    },
    {
      field: 'ORDERED_QTY',
      sql: 'sc.ordered_qty',
      kind: 'decimal',
      caption: { 'zh-chs': '到期订购数量', en: 'Ordered qty due' },
      width: 120,
    },
    {
      field: 'RECEIVED_QTY',
      sql: 'sc.received_qty',
      kind: 'decimal',
      caption: { 'zh-chs': '实收数量', en: 'Received qty' },
      width: 110,
    },
  ],
  defaultSort: { field: 'MONTH', desc: true },
  key: 'ID',
});
