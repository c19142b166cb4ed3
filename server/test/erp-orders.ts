/**
 * An order line as the ERP pushes it (`Integration/PushOrders`): item `n × 10` of a V001 purchase order of part
 * P10003 (120 at 3.25, 13 % tax, due 2026-12-20), numbered `ERP-<n>` on PO 4700000001 unless `over` says otherwise.
 */
export const erpOrder = (n: number, over: Record<string, unknown> = {}) => ({
  ExternalId: `ERP-${n}`,
  PO_NO: '4700000001',
  PO_ITEM: n * 10,
  VENDOR_CODE: 'V001',
  PART_NO: 'P10003',
  ORDERED_QTY: '120',
  UNIT_PRICE: '3.25',
  TAX_RATE: '13',
  DUE_DATE: '2026-12-20',
  ...over,
});
