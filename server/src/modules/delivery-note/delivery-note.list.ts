import type { NoteKind } from '@srm/contract';
import { agreed, screens } from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { scheduleCell } from '../../platform/list/list-columns.ts';
import { type DeclaredColumn, defineList } from '../../platform/list/list-definition.ts';

/** A column; its caption comes from the field-caption catalogue (in the list's `captions` context, if any). */
export const col = (
  field: string,
  sqlExpr: string,
  kind: DeclaredColumn['kind'],
  extra: Partial<DeclaredColumn> = {},
): DeclaredColumn => ({
  field,
  sql: sqlExpr,
  kind,
  ...extra,
});

/** Notes a caller may list: its organisation; a vendor only its own notes and, downstream, notes addressed to it. */
export function noteScope(alias: string, kinds: NoteKind[]) {
  return (s: Scope) => {
    const base = sql`${sql.ref(`${alias}.org_id`)} = ${s.orgId} and ${sql.ref(`${alias}.note_kind`)} in (${sql.join(kinds)})`;
    if (!s.vendorCode) return base;
    const own = sql`${sql.ref(`${alias}.vendor_code`)} = ${s.vendorCode}`;
    // The receiver's side only where downstream notes are listed: as an `or` it keeps the planner off the vendor's
    // index (the vendor's delivery notes read every note of the table: 30–150 ms of PostgreSQL a page, #50).
    if (!kinds.includes('SUB')) return sql`${base} and ${own}`;
    return sql`${base} and (${own} or (${sql.ref(`${alias}.note_kind`)} = 'SUB' and ${sql.ref(`${alias}.receiver_vendor_code`)} = ${s.vendorCode}))`;
  };
}

const headerColumns: DeclaredColumn[] = [
  col('ID', 'dn.id', 'int', { hidden: true }),
  col('DELIVERY_NO', 'dn.delivery_no', 'text', { width: 160 }),
  col('STATUS', 'dn.status', 'int', { width: 116 }),
  col('VENDOR_CODE', 'dn.vendor_code', 'text', { width: 110 }),
  col('VENDOR_NAME', 'dn.vendor_name', 'text', { width: 200 }),
  col('DELIVERY_DATE', 'dn.delivery_date', 'date', { width: 120 }),
  col('ARRIVAL_DATE', 'dn.arrival_date', 'date', { width: 120 }),
  col('ATTRIBUTE1', 'dn.logistics_company', 'text'),
  col('ATTRIBUTE2', 'dn.tracking_no', 'text'),
  col('DESCRIPTION', 'dn.description', 'text', { width: 200 }),
  col('CHECK_MAN', 'dn.check_man', 'text', { width: 100 }),
  col('CHECK_DATE', 'dn.check_date', 'datetime', { width: 170 }),
  col('VOID_REASON', 'dn.void_reason', 'text', { hidden: true }),
  col('RECEIVED_AT', 'dn.received_at', 'datetime', { hidden: true, width: 170 }),
  col('CREATOR_NAME', 'dn.creator_name', 'text', { width: 100 }),
  col('CREATETIME', 'dn.created_at', 'datetime', { width: 170 }),
  col('BillCloseDate', 'dn.bill_close_date', 'date', { hidden: true }),
];

const lineTotals: DeclaredColumn[] = [
  col('LINE_COUNT', '(select count(*) from delivery_line l where l.note_id = dn.id)', 'int', { width: 80 }),
  col(
    'TOTAL_QTY',
    '(select coalesce(sum(l.delivery_qty), 0) from delivery_line l where l.note_id = dn.id)',
    'decimal',
    { width: 110 },
  ),
];

export const noteListRoutes: Record<NoteKind, string> = {
  DN: screens.MaintainDeliveryNote2.path,
  OS: screens.Outsourced.path,
  SUB: screens.SubDeliveryNote.path,
};

/** What the note lists are called (their export files are named so). */
const noteListTitles: Record<NoteKind, { 'zh-chs': string; en: string }> = {
  DN: { 'zh-chs': '送货单', en: 'Delivery notes' },
  OS: { 'zh-chs': '委外送货单', en: 'Outsourced delivery notes' },
  SUB: { 'zh-chs': '下游供应商送货单', en: 'Downstream delivery notes' },
};

export const noteLists = Object.fromEntries(
  (Object.keys(noteListRoutes) as NoteKind[]).map((kind) => [
    kind,
    defineList({
      route: noteListRoutes[kind],
      title: noteListTitles[kind],
      table: 'delivery_note',
      from: sql`delivery_note dn`,
      scope: noteScope('dn', [kind]),
      columns: [
        ...headerColumns,
        ...(kind === 'SUB' ? [col('RECEIVER_VENDOR_CODE', 'dn.receiver_vendor_code', 'text')] : []),
        ...lineTotals,
      ],
      defaultSort: { field: 'ID', desc: true },
      key: 'ID',
    }),
  ]),
) as Record<NoteKind, ReturnType<typeof defineList>>;

const orderKindOf: Record<NoteKind, 'PO' | 'OS'> = { DN: 'PO', OS: 'OS', SUB: 'PO' };

/**
 * The schedule line of an order line a note would ship next (issue #32): of an agreed schedule (accepted or
 * confirmed), the earliest line due today or later, else the last one; none while the line has no agreed schedule.
 * `field` is what of it to show, as SQL of the schedule element `s`.
 */
const promised = (field: string) => `(select ${field}
    from jsonb_array_elements(case when ol.confirm_state in (${agreed.map((a) => `'${a}'`).join(', ')})
                                   then ol.promised_schedule else '[]'::jsonb end) s
    order by (s->>'DATE')::date < current_date,
             case when (s->>'DATE')::date >= current_date then (s->>'DATE')::date end,
             (s->>'DATE')::date desc
    limit 1)`;

/** Open order lines a note can draw on (the add-order-row dialog), with what is still deliverable. */
export const openOrderLineLists = Object.fromEntries(
  (Object.keys(noteListRoutes) as NoteKind[]).map((kind) => {
    // What the kind's notes already draw on the order line (totals kept by delivery-note-totals.repository.ts).
    const delivered = kind === 'SUB' ? 'ol.qty_sub_delivered' : 'ol.qty_delivered';
    return [
      kind,
      defineList({
        route: `${noteListRoutes[kind]}/OrderLines`,
        captions: 'noteOrderLines',
        title: { 'zh-chs': '可送货订单行', en: 'Open order lines' },
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
          col('ID', 'ol.id', 'int', { hidden: true }),
          col('PO_NO', 'ol.po_no', 'text', { width: 120 }),
          col('PO_ITEM', 'ol.po_item', 'int', { width: 70 }),
          col('VENDOR_CODE', 'ol.vendor_code', 'text', { width: 100 }),
          col('PART_NO', 'ol.part_no', 'text', { width: 110 }),
          col('PART_NAME', 'p.part_name', 'text', { width: 180 }),
          col('PART_DESCR', 'p.part_descr', 'text', { width: 180 }),
          col('PO_TOTAL_QTY', 'ol.ordered_qty', 'decimal', { width: 100 }),
          col('PO_REMAINING_QTY', `ol.ordered_qty - ${delivered}`, 'decimal', { width: 100 }),
          // Every delivery of the schedule (the screen marks the one due next, which the new row's quantity takes),
          // labelled by the line's confirmation state when not agreed yet.
          col('SCHEDULE', scheduleCell, 'text', { width: 340 }),
          col('OVER_PCT', 'coalesce(od.over_pct, 0)', 'decimal', {
            width: 100,
          }),
          col('SPQ', 'p.spq', 'decimal', { width: 90 }),
          col('PO_UNIT', 'ol.po_unit', 'text', { width: 80 }),
          col('DUE_DATE', 'ol.due_date', 'date', { width: 110 }),
          col('CONFIRM_STATE', 'ol.confirm_state', 'text', { width: 110, hidden: true }),
          col('PROMISED_DATE', promised(`(s->>'DATE')::date`), 'date', { width: 110, hidden: true }),
          col('PROMISED_QTY', promised(`(s->>'QTY')::numeric`), 'decimal', { width: 100, hidden: true }),
          col('ATTRIBUTE1', 'ol.buyer', 'text', { width: 90 }),
        ],
        defaultSort: { field: 'DUE_DATE' },
        key: 'ID',
      }),
    ];
  }),
) as Record<NoteKind, ReturnType<typeof defineList>>;
