import { screens } from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { vendorColumns } from '../../platform/list/list-columns.ts';
import { type DeclaredColumn, defineList } from '../../platform/list/list-definition.ts';

/** The screens of box labels (spec §2.1 routes). */
export const labelScreens = {
  inner: screens.DeliveryCode.path,
  outer: screens.OuterBoxLabelManagement.path,
  manual: screens.DnbarcodeHandmade.path,
  manualOuter: screens.DnbarcodeHandmadeOutBox.path,
} as const;

const stateLabels = {
  active: { 'zh-chs': '有效', en: 'Active' },
  voided: { 'zh-chs': '已作废', en: 'Voided' },
  open: { 'zh-chs': '有效', en: 'Open' },
};

/** Labels and boxes a caller may list: its organisation; a vendor only its own. */
const vendorScope = (alias: string, source: 'note' | 'manual') => (s: Scope) => {
  const base = sql`${sql.ref(`${alias}.org_id`)} = ${s.orgId} and ${sql.ref(`${alias}.source`)} = ${source}`;
  return s.vendorCode ? sql`${base} and ${sql.ref(`${alias}.vendor_code`)} = ${s.vendorCode}` : base;
};

const innerColumns = (source: 'note' | 'manual'): DeclaredColumn[] => [
  { field: 'ID', sql: 'l.id', kind: 'int', hidden: true },
  { field: 'LABEL_NO', sql: 'l.label_no', kind: 'text', width: 150 },
  { field: 'STATE', sql: 'l.state', kind: 'text', width: 90, labels: stateLabels },
  ...(source === 'note'
    ? ([
        { field: 'NOTE_ID', sql: 'l.note_id', kind: 'int', hidden: true },
        { field: 'DELIVERY_NO', sql: 'dn.delivery_no', kind: 'text', width: 150 },
        { field: 'LINE_NO', sql: 'dl.line_no', kind: 'int', width: 70 },
      ] satisfies DeclaredColumn[])
    : ([{ field: 'BATCH_NO', sql: 'l.batch_no', kind: 'text', width: 140 }] satisfies DeclaredColumn[])),
  { field: 'PART_NO', sql: 'l.part_no', kind: 'text', width: 120 },
  { field: 'PART_NAME', sql: 'coalesce(p.part_name, l.part_no)', kind: 'text', width: 160 },
  { field: 'QTY', sql: 'l.qty', kind: 'decimal', width: 90 },
  { field: 'BOX_SEQ', sql: 'l.box_seq', kind: 'int', width: 70 },
  { field: 'BOX_TOTAL', sql: 'l.box_total', kind: 'int', width: 70 },
  { field: 'LOT_NO', sql: 'l.lot_no', kind: 'text', width: 110 },
  { field: 'DATE_CODE', sql: 'l.date_code', kind: 'text', width: 100 },
  ...vendorColumns('l', 160),
  { field: 'PRINT_COUNT', sql: 'l.print_count', kind: 'int', width: 80 },
  { field: 'OUTER_ID', sql: 'l.outer_id', kind: 'int', hidden: true },
  { field: 'OUTER_NO', sql: 'ob.outer_no', kind: 'text', width: 170 },
  { field: 'CREATETIME', sql: 'l.created_at', kind: 'datetime', width: 170 },
];

const innerFrom = (source: 'note' | 'manual') =>
  source === 'note'
    ? sql`inner_label l
        join delivery_note dn on dn.id = l.note_id
        join delivery_line dl on dl.id = l.line_id
        left join part p on p.org_id = l.org_id and p.part_no = l.part_no
        left join vendor v on v.org_id = l.org_id and v.vendor_code = l.vendor_code
        left join outer_box ob on ob.id = l.outer_id`
    : sql`inner_label l
        left join part p on p.org_id = l.org_id and p.part_no = l.part_no
        left join vendor v on v.org_id = l.org_id and v.vendor_code = l.vendor_code
        left join outer_box ob on ob.id = l.outer_id`;

/** Inner box labels of notes (DeliveryCode). */
export const innerLabelList = defineList({
  route: labelScreens.inner,
  title: { 'zh-chs': '内箱标签', en: 'Inner box labels' },
  table: 'inner_label',
  from: innerFrom('note'),
  scope: vendorScope('l', 'note'),
  columns: innerColumns('note'),
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

/** Inner labels of manual coding (DnbarcodeHandmade). */
export const manualLabelList = defineList({
  route: labelScreens.manual,
  title: { 'zh-chs': '手工编码标签', en: 'Manual coding labels' },
  table: 'inner_label',
  from: innerFrom('manual'),
  scope: vendorScope('l', 'manual'),
  columns: innerColumns('manual'),
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

/**
 * Parts a manual-coding batch may be for (the dialog's "Part no." search, issue #36): a vendor sees the parts of its
 * own order lines, staff the organisation's catalogue. No prices (a part has none; order lines are not joined out).
 */
export const manualPartList = defineList({
  route: `${labelScreens.manual}/Parts`,
  captions: 'parts',
  table: 'part',
  from: sql`part p`,
  scope: (s) =>
    s.vendorCode
      ? sql`p.org_id = ${s.orgId} and exists (select 1 from order_line o
              where o.org_id = p.org_id and o.part_no = p.part_no and o.vendor_code = ${s.vendorCode})`
      : sql`p.org_id = ${s.orgId}`,
  columns: [
    { field: 'ID', sql: 'p.id', kind: 'int', hidden: true },
    { field: 'PART_NO', sql: 'p.part_no', kind: 'text' },
    { field: 'PART_NAME', sql: 'p.part_name', kind: 'text' },
    { field: 'PART_DESCR', sql: 'p.part_descr', kind: 'text' },
    { field: 'BASE_UNIT', sql: 'p.base_unit', kind: 'text' },
    { field: 'SPQ', sql: 'p.spq', kind: 'decimal' },
  ],
  defaultSort: { field: 'PART_NO' },
  key: 'ID',
});

const outerColumns = (source: 'note' | 'manual'): DeclaredColumn[] => [
  { field: 'ID', sql: 'ob.id', kind: 'int', hidden: true },
  { field: 'OUTER_NO', sql: 'ob.outer_no', kind: 'text', width: 180 },
  { field: 'STATE', sql: 'ob.state', kind: 'text', width: 90, labels: stateLabels },
  ...(source === 'note'
    ? ([
        { field: 'NOTE_ID', sql: 'ob.note_id', kind: 'int', hidden: true },
        { field: 'DELIVERY_NO', sql: 'dn.delivery_no', kind: 'text', width: 150 },
      ] satisfies DeclaredColumn[])
    : ([{ field: 'BATCH_NO', sql: 'ob.batch_no', kind: 'text', width: 140 }] satisfies DeclaredColumn[])),
  ...vendorColumns('ob', 160),
  {
    field: 'LABEL_COUNT',
    sql: '(select count(*) from inner_label i where i.outer_id = ob.id)',
    kind: 'int',
    width: 90,
  },
  {
    field: 'TOTAL_QTY',
    sql: '(select coalesce(sum(i.qty), 0) from inner_label i where i.outer_id = ob.id)',
    kind: 'decimal',
    width: 100,
  },
  { field: 'PRINT_COUNT', sql: 'ob.print_count', kind: 'int', width: 80 },
  { field: 'VERIFIED_AT', sql: 'ob.verified_at', kind: 'datetime', width: 170 },
  { field: 'CREATETIME', sql: 'ob.created_at', kind: 'datetime', width: 170 },
];

const outerFrom = (source: 'note' | 'manual') =>
  source === 'note'
    ? sql`outer_box ob
        join delivery_note dn on dn.id = ob.note_id
        left join vendor v on v.org_id = ob.org_id and v.vendor_code = ob.vendor_code`
    : sql`outer_box ob left join vendor v on v.org_id = ob.org_id and v.vendor_code = ob.vendor_code`;

/** Outer boxes of notes (OuterBoxLabelManagement). */
export const outerBoxList = defineList({
  route: labelScreens.outer,
  captions: 'outerBoxes',
  title: { 'zh-chs': '外箱标签', en: 'Outer box labels' },
  table: 'outer_box',
  from: outerFrom('note'),
  scope: vendorScope('ob', 'note'),
  columns: outerColumns('note'),
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

/** Outer boxes of manual coding (DnbarcodeHandmadeOutBox). */
export const manualOuterBoxList = defineList({
  route: labelScreens.manualOuter,
  captions: 'outerBoxes',
  title: { 'zh-chs': '手工编码外箱', en: 'Manual coding outer boxes' },
  table: 'outer_box',
  from: outerFrom('manual'),
  scope: vendorScope('ob', 'manual'),
  columns: outerColumns('manual'),
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});
