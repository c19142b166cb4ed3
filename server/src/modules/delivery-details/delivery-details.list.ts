import { screens } from '@srm/contract';
import { sql } from 'kysely';
import { defineList } from '../../platform/list/list-definition.ts';
import { col, noteScope } from '../delivery-note/index.ts';

/** Every line of every note with its header (the delivery details report). */
export const deliveryDetailsList = defineList({
  route: screens.DeliveryDetailsQuery.path,
  captions: 'deliveryDetails',
  title: { 'zh-chs': '送货明细报表', en: 'Delivery details' },
  table: 'delivery_line',
  from: sql`delivery_line dl join delivery_note dn on dn.id = dl.note_id
    join order_line ol on ol.id = dl.order_line_id
    join part p on p.org_id = ol.org_id and p.part_no = ol.part_no`,
  scope: noteScope('dn', ['DN', 'OS', 'SUB']),
  columns: [
    col('LINE_ID', 'dl.id', 'int', { hidden: true }),
    col('NOTE_ID', 'dn.id', 'int', { hidden: true }),
    col('DELIVERY_NO', 'dn.delivery_no', 'text', { width: 160 }),
    col('NOTE_KIND', 'dn.note_kind', 'text', { width: 90 }),
    col('STATUS', 'dn.status', 'int', { width: 116 }),
    col('VENDOR_CODE', 'dn.vendor_code', 'text', { width: 100 }),
    col('VENDOR_NAME', 'dn.vendor_name', 'text', { width: 180 }),
    col('DELIVERY_DATE', 'dn.delivery_date', 'date', { width: 110 }),
    col('ARRIVAL_DATE', 'dn.arrival_date', 'date', { width: 110 }),
    col('LINE_NO', 'dl.line_no', 'int', { width: 60 }),
    col('PO_NO', 'ol.po_no', 'text', { width: 120 }),
    col('PO_ITEM', 'ol.po_item', 'int', { width: 80 }),
    col('PART_NO', 'ol.part_no', 'text', { width: 110 }),
    col('PART_NAME', 'p.part_name', 'text', { width: 180 }),
    col('PART_DESCR', 'p.part_descr', 'text', { width: 180 }),
    col('PO_TOTAL_QTY', 'ol.ordered_qty', 'decimal', { width: 100 }),
    col('DELIVERY_QTY', 'dl.delivery_qty', 'decimal', { width: 100 }),
    col('SPARE_QTY', 'dl.spare_qty', 'decimal', { width: 90 }),
    col('PACKING_QTY', 'dl.packing_qty', 'decimal', { width: 90 }),
    col('BOX_COUNT', 'cast(ceil(dl.delivery_qty / dl.packing_qty) as integer)', 'int', {
      width: 70,
    }),
    col('RECEIVED_QTY', 'dl.received_qty', 'decimal', { width: 100 }),
    col(
      'SHORTAGE_QTY',
      'case when dl.received_qty is null then null else greatest(dl.delivery_qty - dl.received_qty, 0) end',
      'decimal',
      { width: 100 },
    ),
    col('LOT_NO', 'dl.lot_no', 'text', { width: 120 }),
    col('DATE_CODE', 'dl.date_code', 'text', { width: 100 }),
    col('VENDOR_PART_NO', 'dl.vendor_part_no', 'text', { width: 120 }),
    col('PO_UNIT', 'ol.po_unit', 'text', { width: 80 }),
    col('BASE_UNIT', 'ol.base_unit', 'text', { width: 80 }),
    col('UNIT_EXRATE', 'ol.unit_exrate', 'decimal', { width: 80 }),
    col('BUYER', 'ol.buyer', 'text', { width: 90 }),
    col('ATTRIBUTE1', 'dn.logistics_company', 'text'),
    col('ATTRIBUTE2', 'dn.tracking_no', 'text'),
    col('CHECK_MAN', 'dn.check_man', 'text', { width: 100 }),
    col('CREATETIME', 'dn.created_at', 'datetime', { width: 170 }),
  ],
  defaultSort: { field: 'LINE_ID', desc: true },
  key: 'LINE_ID',
});
