import type { DeclaredColumn } from './list-definition.ts';

/**
 * Column groups many lists declare alike. `alias` is the list's table holding the column(s); a vendor's name comes
 * from the vendor master joined as `v` (the code stands in for a vendor the master does not know).
 */

/** VENDOR_CODE and VENDOR_NAME of the row's vendor. */
export const vendorColumns = (alias: string, nameWidth = 180): DeclaredColumn[] => [
  { field: 'VENDOR_CODE', sql: `${alias}.vendor_code`, kind: 'text', width: 100 },
  {
    field: 'VENDOR_NAME',
    sql: `coalesce(v.vendor_name, ${alias}.vendor_code)`,
    kind: 'text',
    width: nameWidth,
  },
];

/** CREATED_BY and CREATETIME: who made the row and when. */
export const createdColumns = (alias: string, atWidth = 170, byWidth = 100): DeclaredColumn[] => [
  { field: 'CREATED_BY', sql: `${alias}.created_by`, kind: 'text', width: byWidth },
  { field: 'CREATETIME', sql: `${alias}.created_at`, kind: 'datetime', width: atWidth },
];

/**
 * An order line's (`ol`) whole schedule in one cell, each delivery of a split by date (issue #45): the contract's
 * `scheduleCellText` format, `2026-08-01 × 1500; 2026-08-15 × 1300`, null when empty. Whether it is agreed or only
 * proposed is the line's CONFIRM_STATE (contract `scheduleStanding`).
 */
export const scheduleCell = `(select string_agg((e->>'DATE') || ' × ' || trim_scale((e->>'QTY')::numeric)::text, '; '
    order by e->>'DATE') from jsonb_array_elements(ol.promised_schedule) e)`;

/**
 * An order line's (`ol`) order number and item, vendor and part (the part master joined as `p`), as the order
 * screens show them; with the vendor's name (the vendor master joined as `v`) where staff read many vendors' lines.
 */
export const orderLineColumns = (withVendorName = false): DeclaredColumn[] => [
  { field: 'PO_NO', sql: 'ol.po_no', kind: 'text', width: 130 },
  { field: 'PO_ITEM', sql: 'ol.po_item', kind: 'int', width: 80 },
  { field: 'VENDOR_CODE', sql: 'ol.vendor_code', kind: 'text', width: 110 },
  ...(withVendorName
    ? [{ field: 'VENDOR_NAME', sql: 'v.vendor_name', kind: 'text', width: 170 } satisfies DeclaredColumn]
    : []),
  { field: 'PART_NO', sql: 'ol.part_no', kind: 'text', width: 120 },
  { field: 'PART_NAME', sql: 'p.part_name', kind: 'text', width: 150 },
];
