import type { OrderLineRow } from './noteLists.ts';

/** An open order line row as the list answers it: every column the test does not set is empty (null). */
export const openOrderLine = (row: Partial<OrderLineRow> & Pick<OrderLineRow, 'ID'>): OrderLineRow => ({
  PO_NO: null,
  PO_ITEM: null,
  VENDOR_CODE: null,
  PART_NO: null,
  PART_NAME: null,
  PART_DESCR: null,
  PO_TOTAL_QTY: null,
  PO_REMAINING_QTY: null,
  SCHEDULE: null,
  OVER_PCT: null,
  SPQ: null,
  PO_UNIT: null,
  DUE_DATE: null,
  CONFIRM_STATE: null,
  PROMISED_DATE: null,
  PROMISED_QTY: null,
  ATTRIBUTE1: null,
  ...row,
});

/** An open order line of PO 450000001, item `id × 10`, part `P<id>`, 100 ordered of which `remaining` is left. */
export const orderLine = (id: number, remaining: string): OrderLineRow =>
  openOrderLine({
    ID: id,
    PO_NO: '450000001',
    PO_ITEM: id * 10,
    PART_NO: `P${id}`,
    PART_NAME: 'part',
    PO_TOTAL_QTY: '100',
    PO_REMAINING_QTY: remaining,
    OVER_PCT: '0',
    SPQ: '10',
    PO_UNIT: 'PCS',
    DUE_DATE: '2026-11-30',
  });
