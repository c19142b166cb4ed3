import type { NoteKind } from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { defineList, type ListColumn } from '../../platform/list/list-definition.ts';

const col = (
  field: string,
  sqlExpr: string,
  kind: ListColumn['kind'],
  zh: string,
  en: string,
  extra: Partial<ListColumn> = {},
): ListColumn => ({
  field,
  sql: sqlExpr,
  kind,
  caption: { 'zh-chs': zh, en },
  ...extra,
});

/** Notes a caller may list: its organisation; a vendor only its own notes and, downstream, notes addressed to it. */
function noteScope(alias: string, kinds: NoteKind[]) {
  return (s: Scope) => {
    const base = sql`${sql.ref(`${alias}.org_id`)} = ${s.orgId} and ${sql.ref(`${alias}.note_kind`)} in (${sql.join(kinds)})`;
    if (!s.vendorCode) return base;
    return sql`${base} and (${sql.ref(`${alias}.vendor_code`)} = ${s.vendorCode} or (${sql.ref(`${alias}.note_kind`)} = 'SUB' and ${sql.ref(`${alias}.receiver_vendor_code`)} = ${s.vendorCode}))`;
  };
}

const headerColumns: ListColumn[] = [
  col('ID', 'dn.id', 'int', '编号', 'ID', { hidden: true }),
  col('DELIVERY_NO', 'dn.delivery_no', 'text', '送货单号', 'Delivery no.', { width: 160 }),
  col('STATUS', 'dn.status', 'int', '状态', 'Status', { width: 116 }),
  col('VENDOR_CODE', 'dn.vendor_code', 'text', '供应商编码', 'Vendor code', { width: 110 }),
  col('VENDOR_NAME', 'dn.vendor_name', 'text', '供应商名称', 'Vendor name', { width: 200 }),
  col('DELIVERY_DATE', 'dn.delivery_date', 'date', '送货日期', 'Delivery date', { width: 120 }),
  col('ARRIVAL_DATE', 'dn.arrival_date', 'date', '预计到货日期', 'Arrival date', { width: 120 }),
  col('ATTRIBUTE1', 'dn.logistics_company', 'text', '物流公司', 'Logistics company'),
  col('ATTRIBUTE2', 'dn.tracking_no', 'text', '物流单号', 'Tracking no.'),
  col('DESCRIPTION', 'dn.description', 'text', '备注', 'Description', { width: 200 }),
  col('CHECK_MAN', 'dn.check_man', 'text', '审核人', 'Audited by', { width: 100 }),
  col('CHECK_DATE', 'dn.check_date', 'datetime', '审核时间', 'Audited at', { width: 170 }),
  col('VOID_REASON', 'dn.void_reason', 'text', '作废原因', 'Void reason', { hidden: true }),
  col('RECEIVED_AT', 'dn.received_at', 'datetime', '收货时间', 'Received at', { hidden: true, width: 170 }),
  col('CREATOR_NAME', 'dn.creator_name', 'text', '创建人', 'Created by', { width: 100 }),
  col('CREATETIME', 'dn.created_at', 'datetime', '创建时间', 'Created at', { width: 170 }),
  col('BillCloseDate', 'dn.bill_close_date', 'date', '结账日期', 'Bill close date', { hidden: true }),
];

const lineTotals: ListColumn[] = [
  col(
    'LINE_COUNT',
    '(select count(*) from delivery_line l where l.note_id = dn.id)',
    'int',
    '行数',
    'Lines',
    { width: 80 },
  ),
  col(
    'TOTAL_QTY',
    '(select coalesce(sum(l.delivery_qty), 0) from delivery_line l where l.note_id = dn.id)',
    'decimal',
    '送货总数',
    'Total quantity',
    { width: 110 },
  ),
];

export const noteListRoutes: Record<NoteKind, string> = {
  DN: '/DeliveryNote/MaintainDeliveryNote2',
  OS: '/DeliveryNote/Outsourced',
  SUB: '/DeliveryNote/SubDeliveryNote',
};

export const noteLists = Object.fromEntries(
  (Object.keys(noteListRoutes) as NoteKind[]).map((kind) => [
    kind,
    defineList({
      route: noteListRoutes[kind],
      table: 'delivery_note',
      from: sql`delivery_note dn`,
      scope: noteScope('dn', [kind]),
      columns: [
        ...headerColumns,
        ...(kind === 'SUB'
          ? [col('RECEIVER_VENDOR_CODE', 'dn.receiver_vendor_code', 'text', '收货供应商', 'Receiving vendor')]
          : []),
        ...lineTotals,
      ],
      defaultSort: { field: 'ID', desc: true },
      key: 'ID',
    }),
  ]),
) as Record<NoteKind, ReturnType<typeof defineList>>;

const orderKindOf: Record<NoteKind, 'PO' | 'OS'> = { DN: 'PO', OS: 'OS', SUB: 'PO' };

/** Open order lines a note can draw on (the add-order-row dialog), with what is still deliverable. */
export const openOrderLineLists = Object.fromEntries(
  (Object.keys(noteListRoutes) as NoteKind[]).map((kind) => {
    // What the kind's notes already draw on the order line (totals kept by order-totals.repository.ts).
    const delivered = kind === 'SUB' ? 'ol.qty_sub_delivered' : 'ol.qty_delivered';
    return [
      kind,
      defineList({
        route: `${noteListRoutes[kind]}/OrderLines`,
        table: 'order_line',
        from: sql`order_line ol join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
          left join over_delivery_part od on od.org_id = ol.org_id and od.vendor_code = ol.vendor_code and od.part_no = ol.part_no`,
        scope: (s: Scope) => {
          const base = sql`ol.org_id = ${s.orgId} and ol.order_kind = ${orderKindOf[kind]} and ol.status = 'open' and ol.ordered_qty > ${sql.raw(delivered)}`;
          if (!s.vendorCode) return base;
          if (kind !== 'SUB') return sql`${base} and ol.vendor_code = ${s.vendorCode}`;
          return sql`${base} and ol.vendor_code = (select v.parent_vendor_code from vendor v where v.org_id = ${s.orgId} and v.vendor_code = ${s.vendorCode})`;
        },
        columns: [
          col('ID', 'ol.id', 'int', '订单行编号', 'Order line ID', { hidden: true }),
          col('PO_NO', 'ol.po_no', 'text', '订单号', 'PO no.', { width: 120 }),
          col('PO_ITEM', 'ol.po_item', 'int', '行号', 'Item', { width: 70 }),
          col('VENDOR_CODE', 'ol.vendor_code', 'text', '供应商编码', 'Vendor code', { width: 100 }),
          col('PART_NO', 'ol.part_no', 'text', '物料编码', 'Part no.', { width: 110 }),
          col('PART_NAME', 'p.part_name', 'text', '物料名称', 'Part name', { width: 180 }),
          col('PART_DESCR', 'p.part_descr', 'text', '物料描述', 'Description', { width: 180 }),
          col('PO_TOTAL_QTY', 'ol.ordered_qty', 'decimal', '订单数量', 'Ordered', { width: 100 }),
          col('PO_REMAINING_QTY', `ol.ordered_qty - ${delivered}`, 'decimal', '未交数量', 'Remaining', {
            width: 100,
          }),
          col('OVER_PCT', 'coalesce(od.over_pct, 0)', 'decimal', '超交比例%', 'Over-delivery %', {
            width: 100,
          }),
          col('SPQ', 'p.spq', 'decimal', '标准包装', 'SPQ', { width: 90 }),
          col('PO_UNIT', 'ol.po_unit', 'text', '订单单位', 'PO unit', { width: 80 }),
          col('DUE_DATE', 'ol.due_date', 'date', '交期', 'Due date', { width: 110 }),
          col('ATTRIBUTE1', 'ol.buyer', 'text', '采购员', 'Buyer', { width: 90 }),
        ],
        defaultSort: { field: 'DUE_DATE' },
        key: 'ID',
      }),
    ];
  }),
) as Record<NoteKind, ReturnType<typeof defineList>>;

/** Every line of every note with its header (the delivery details report). */
export const deliveryDetailsList = defineList({
  route: '/DeliveryNote/DeliveryDetailsQuery',
  table: 'delivery_line',
  from: sql`delivery_line dl join delivery_note dn on dn.id = dl.note_id
    join order_line ol on ol.id = dl.order_line_id
    join part p on p.org_id = ol.org_id and p.part_no = ol.part_no`,
  scope: noteScope('dn', ['DN', 'OS', 'SUB']),
  columns: [
    col('LINE_ID', 'dl.id', 'int', '明细编号', 'Line ID', { hidden: true }),
    col('NOTE_ID', 'dn.id', 'int', '送货单编号', 'Note ID', { hidden: true }),
    col('DELIVERY_NO', 'dn.delivery_no', 'text', '送货单号', 'Delivery no.', { width: 160 }),
    col('NOTE_KIND', 'dn.note_kind', 'text', '单据类型', 'Kind', { width: 90 }),
    col('STATUS', 'dn.status', 'int', '状态', 'Status', { width: 116 }),
    col('VENDOR_CODE', 'dn.vendor_code', 'text', '供应商编码', 'Vendor code', { width: 100 }),
    col('VENDOR_NAME', 'dn.vendor_name', 'text', '供应商名称', 'Vendor name', { width: 180 }),
    col('DELIVERY_DATE', 'dn.delivery_date', 'date', '送货日期', 'Delivery date', { width: 110 }),
    col('ARRIVAL_DATE', 'dn.arrival_date', 'date', '预计到货日期', 'Arrival date', { width: 110 }),
    col('LINE_NO', 'dl.line_no', 'int', '行号', 'Line', { width: 60 }),
    col('PO_NO', 'ol.po_no', 'text', '订单号', 'PO no.', { width: 120 }),
    col('PO_ITEM', 'ol.po_item', 'int', '订单行号', 'PO item', { width: 80 }),
    col('PART_NO', 'ol.part_no', 'text', '物料编码', 'Part no.', { width: 110 }),
    col('PART_NAME', 'p.part_name', 'text', '物料名称', 'Part name', { width: 180 }),
    col('PART_DESCR', 'p.part_descr', 'text', '物料描述', 'Description', { width: 180 }),
    col('PO_TOTAL_QTY', 'ol.ordered_qty', 'decimal', '订单数量', 'Ordered', { width: 100 }),
    col('DELIVERY_QTY', 'dl.delivery_qty', 'decimal', '送货数量', 'Delivered', { width: 100 }),
    col('SPARE_QTY', 'dl.spare_qty', 'decimal', '备品数量', 'Spares', { width: 90 }),
    col('PACKING_QTY', 'dl.packing_qty', 'decimal', '包装数量', 'Per box', { width: 90 }),
    col('BOX_COUNT', 'cast(ceil(dl.delivery_qty / dl.packing_qty) as integer)', 'int', '箱数', 'Boxes', {
      width: 70,
    }),
    col('RECEIVED_QTY', 'dl.received_qty', 'decimal', '实收数量', 'Received', { width: 100 }),
    col(
      'SHORTAGE_QTY',
      'case when dl.received_qty is null then null else greatest(dl.delivery_qty - dl.received_qty, 0) end',
      'decimal',
      '短收数量',
      'Shortage',
      { width: 100 },
    ),
    col('LOT_NO', 'dl.lot_no', 'text', '批次号', 'Lot no.', { width: 120 }),
    col('DATE_CODE', 'dl.date_code', 'text', '生产日期码', 'Date code', { width: 100 }),
    col('VENDOR_PART_NO', 'dl.vendor_part_no', 'text', '供应商料号', 'Vendor part no.', { width: 120 }),
    col('PO_UNIT', 'ol.po_unit', 'text', '订单单位', 'PO unit', { width: 80 }),
    col('BASE_UNIT', 'ol.base_unit', 'text', '基本单位', 'Base unit', { width: 80 }),
    col('UNIT_EXRATE', 'ol.unit_exrate', 'decimal', '换算率', 'Unit rate', { width: 80 }),
    col('BUYER', 'ol.buyer', 'text', '采购员', 'Buyer', { width: 90 }),
    col('ATTRIBUTE1', 'dn.logistics_company', 'text', '物流公司', 'Logistics company'),
    col('ATTRIBUTE2', 'dn.tracking_no', 'text', '物流单号', 'Tracking no.'),
    col('CHECK_MAN', 'dn.check_man', 'text', '审核人', 'Audited by', { width: 100 }),
    col('CREATETIME', 'dn.created_at', 'datetime', '创建时间', 'Created at', { width: 170 }),
  ],
  defaultSort: { field: 'LINE_ID', desc: true },
  key: 'LINE_ID',
});
