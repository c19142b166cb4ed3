import { inspectionStateLabels, ncrStateLabels, screens } from '@srm/contract';
import { sql } from 'kysely';
import { createdColumns } from '../../platform/list/list-columns.ts';
import { defineList, ownRows } from '../../platform/list/list-definition.ts';

/**
 * "Incoming inspection": received lines of delivery and outsourced notes with their inspection (none yet: pending,
 * counted as accepted). Quality inspects; a vendor sees its own, received against shipped, with what was rejected
 * and why.
 */
export const inspectionList = defineList({
  route: screens.Inspection.path,
  title: { 'zh-chs': screens.Inspection.zh, en: screens.Inspection.en },
  table: 'delivery_line',
  from: sql`delivery_line dl
    join delivery_note dn on dn.id = dl.note_id
    join order_line ol on ol.id = dl.order_line_id
    left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
    left join inspection i on i.delivery_line_id = dl.id
    left join defect_code d on d.org_id = dl.org_id and d.code = i.defect_code`,
  scope: (s) => sql`${ownRows('dn', s)} and dn.status = 5 and dn.note_kind in ('DN', 'OS')`,
  columns: [
    { field: 'ID', sql: 'dl.id', kind: 'int', width: 80, hidden: true },
    {
      field: 'INSPECTION_STATE',
      sql: "case when i.delivery_line_id is null then 'pending' else 'inspected' end",
      kind: 'text',
      width: 100,
      labels: inspectionStateLabels,
    },
    { field: 'DELIVERY_NO', sql: 'dn.delivery_no', kind: 'text', width: 150 },
    { field: 'LINE_NO', sql: 'dl.line_no', kind: 'int', width: 70 },
    { field: 'VENDOR_CODE', sql: 'dn.vendor_code', kind: 'text', width: 100 },
    { field: 'VENDOR_NAME', sql: 'dn.vendor_name', kind: 'text', width: 160 },
    { field: 'PO_NO', sql: 'ol.po_no', kind: 'text', width: 120 },
    { field: 'PO_ITEM', sql: 'ol.po_item', kind: 'int', width: 70 },
    { field: 'PART_NO', sql: 'ol.part_no', kind: 'text', width: 110 },
    { field: 'PART_NAME', sql: 'coalesce(p.part_name, ol.part_no)', kind: 'text', width: 140 },
    { field: 'DELIVERY_QTY', sql: 'dl.delivery_qty', kind: 'decimal', width: 100 },
    { field: 'RECEIVED_QTY', sql: 'dl.received_qty', kind: 'decimal', width: 100 },
    { field: 'ACCEPTED_QTY', sql: 'coalesce(i.accepted_qty, dl.received_qty)', kind: 'decimal', width: 100 },
    { field: 'REJECTED_QTY', sql: 'coalesce(i.rejected_qty, 0)', kind: 'decimal', width: 100 },
    { field: 'DEFECT_CODE', sql: 'i.defect_code', kind: 'text', width: 100 },
    { field: 'DEFECT_NAME', sql: 'd.name', kind: 'text', width: 130 },
    { field: 'REMARK', sql: 'i.remark', kind: 'text', width: 180 },
    {
      // The inspection's photos (the rejection's evidence): the screen opens them from the count.
      field: 'PHOTOS',
      sql: `(select count(*) from attachment a
              where a.owner_kind = 'inspection' and a.owner_id = dl.id and a.released_at is null)`,
      kind: 'int',
      width: 80,
    },
    {
      field: 'NCR_NO',
      sql: '(select max(n.ncr_no) from ncr n where n.delivery_line_id = dl.id)',
      kind: 'text',
      width: 140,
    },
    { field: 'INSPECTED_BY', sql: 'i.inspected_by', kind: 'text', width: 100 },
    { field: 'INSPECTED_AT', sql: 'i.inspected_at', kind: 'datetime', width: 165 },
    { field: 'RECEIVED_AT', sql: 'dn.received_at', kind: 'datetime', width: 165 },
  ],
  defaultSort: { field: 'RECEIVED_AT', desc: true },
  key: 'ID',
});

/** "Nonconformance reports": the organisation's NCRs (a vendor's own), overdue ones flagged. */
export const ncrList = defineList({
  route: screens.Ncr.path,
  captions: 'ncrs',
  title: { 'zh-chs': screens.Ncr.zh, en: screens.Ncr.en },
  table: 'ncr',
  from: sql`ncr n
    join vendor v on v.org_id = n.org_id and v.vendor_code = n.vendor_code
    join delivery_line dl on dl.id = n.delivery_line_id
    join delivery_note dn on dn.id = dl.note_id
    join order_line ol on ol.id = dl.order_line_id
    left join defect_code d on d.org_id = n.org_id and d.code = n.defect_code`,
  scope: (s) => ownRows('n', s),
  columns: [
    { field: 'ID', sql: 'n.id', kind: 'int', width: 80, hidden: true },
    { field: 'NCR_NO', sql: 'n.ncr_no', kind: 'text', width: 150 },
    { field: 'STATE', sql: 'n.state', kind: 'text', width: 120, labels: ncrStateLabels },
    {
      field: 'WAITING_ON',
      sql: "(case when n.state in ('open', 'returned') then 'vendor' when n.state in ('answered', 'accepted') then 'buyer' end)",
      kind: 'text',
      width: 100,
    },
    {
      field: 'OVERDUE',
      sql: "(case when n.state in ('open', 'returned') and n.due_date < current_date then 'Y' else 'N' end)",
      kind: 'text',
      width: 90,
    },
    {
      field: 'DUE_DATE',
      sql: 'n.due_date',
      kind: 'date',
      width: 120,
      // An NCR's due date is the day its answer is due, not a delivery date (its caption: `captions: 'ncrs'`).
    },
    { field: 'VENDOR_CODE', sql: 'n.vendor_code', kind: 'text', width: 100 },
    { field: 'VENDOR_NAME', sql: 'v.vendor_name', kind: 'text', width: 160 },
    { field: 'DELIVERY_NO', sql: 'dn.delivery_no', kind: 'text', width: 150 },
    { field: 'PART_NO', sql: 'ol.part_no', kind: 'text', width: 110 },
    { field: 'DEFECT_CODE', sql: 'n.defect_code', kind: 'text', width: 100 },
    { field: 'DEFECT_NAME', sql: 'd.name', kind: 'text', width: 130 },
    { field: 'REJECTED_QTY', sql: 'n.rejected_qty', kind: 'decimal', width: 100 },
    { field: 'ANSWERED_AT', sql: 'n.answered_at', kind: 'datetime', width: 165 },
    ...createdColumns('n', 165),
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

/** "Defect codes": the organisation's catalogue. */
export const defectCodeList = defineList({
  route: screens.DefectCodes.path,
  title: { 'zh-chs': screens.DefectCodes.zh, en: screens.DefectCodes.en },
  table: 'defect_code',
  from: sql`defect_code d`,
  scope: (s) => sql`d.org_id = ${s.orgId}`,
  columns: [
    { field: 'ID', sql: 'd.id', kind: 'int', width: 80, hidden: true },
    { field: 'DEFECT_CODE', sql: 'd.code', kind: 'text', width: 120 },
    { field: 'DEFECT_NAME', sql: 'd.name', kind: 'text', width: 200 },
    { field: 'DEFECT_NAME_EN', sql: 'd.name_en', kind: 'text', width: 200 },
    { field: 'ENABLED', sql: 'd.enabled', kind: 'bool', width: 90 },
    { field: 'CREATETIME', sql: 'd.created_at', kind: 'datetime', width: 165 },
  ],
  defaultSort: { field: 'DEFECT_CODE', desc: false },
  key: 'ID',
});
