import type { DeliveryLine, DeliveryNoteDetail } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import {
  blocking,
  type EditLine,
  lineFromOrder,
  lineFromSaved,
  lineFromSchedule,
  lineProblems,
  replaceOrder,
  rowsNamedIn,
  savedQuantities,
  toSaveBody,
} from './editor-model.ts';
import type { OrderLineRow } from './noteLists.ts';
import { openOrderLine } from './test-utils.ts';

const orderRow = (over: Partial<OrderLineRow> = {}) =>
  openOrderLine({
    ID: 4,
    PO_NO: '450000001',
    PO_ITEM: 40,
    PART_NO: 'P10002',
    PART_NAME: '平垫圈',
    PART_DESCR: 'Flat washer',
    PO_TOTAL_QTY: '280.0000',
    PO_REMAINING_QTY: '200.0000',
    OVER_PCT: '10',
    SPQ: '10.0000',
    PO_UNIT: 'PCS',
    DUE_DATE: '2026-11-03',
    ...over,
  });

const savedLine = (over: Partial<DeliveryLine> = {}): DeliveryLine => ({
  ID: 7,
  LINE_NO: 1,
  ORDER_LINE_ID: 4,
  PO_NO: '450000001',
  PO_ITEM: 40,
  PART_NO: 'P10002',
  PART_NAME: '平垫圈',
  PART_DESCR: null,
  PO_TOTAL_QTY: '280',
  PO_REMAINING_QTY: '260',
  MAX_DELIVERY_QTY: '288',
  DELIVERY_QTY: '60',
  SPARE_QTY: '0',
  SPQ: '10',
  PACKING_QTY: '10',
  BOX_COUNT: 6,
  RECEIVED_QTY: null,
  SHORTAGE_QTY: null,
  VENDOR_PART_NO: null,
  DATE_CODE: null,
  LOT_NO: 'L1',
  PO_UNIT: 'PCS',
  BASE_UNIT: 'PCS',
  UNIT_EXRATE: '1',
  ATTRIBUTE1: 'buyer',
  ATTRIBUTE8: null,
  ATTRIBUTE9: null,
  DUE_DATE: '2026-11-03',
  ...over,
});

describe('lines of the edit view', () => {
  it('a line with an agreed schedule proposes the schedule line due next (issue #32)', () => {
    const line = lineFromOrder(orderRow({ PROMISED_DATE: '2026-12-01', PROMISED_QTY: '60.0000' }), []);
    expect(line).toMatchObject({ DELIVERY_QTY: '60', PROMISED_DATE: '2026-12-01', PROMISED_QTY: '60' });
    // A promise above what is left proposes what is left; no promise, the remaining quantity.
    expect(lineFromOrder(orderRow({ PROMISED_QTY: '900' }), []).DELIVERY_QTY).toBe('200');
    expect(lineFromOrder(orderRow({ PROMISED_QTY: null }), []).DELIVERY_QTY).toBe('200');
  });

  it('a line from a delivery schedule proposes what the call-offs due still need, within what the order may take (issue #48)', () => {
    expect(lineFromSchedule(orderRow(), '45.5', []).DELIVERY_QTY).toBe('45.5');
    // More due than the order line has left: what is left; another row of the grid takes its share first.
    expect(lineFromSchedule(orderRow(), '900', []).DELIVERY_QTY).toBe('200');
    const first = lineFromOrder(orderRow(), []);
    const typed = { ...first, DELIVERY_QTY: '170' };
    expect(lineFromSchedule(orderRow(), '45', [typed]).DELIVERY_QTY).toBe('30');
    expect(lineFromSchedule(orderRow(), '45', [first]).DELIVERY_QTY).toBe('');
  });

  it('a new line takes the remaining quantity, the SPQ as packing and the tolerance in its maximum', () => {
    const line = lineFromOrder(orderRow(), []);
    expect(line).toMatchObject({
      ORDER_LINE_ID: 4,
      DELIVERY_QTY: '200',
      PACKING_QTY: '10',
      PO_REMAINING_QTY: '200',
      MAX_DELIVERY_QTY: '228',
    });
  });

  it('a second row of the same order line defaults to what the first leaves', () => {
    const first = { ...lineFromOrder(orderRow(), []), DELIVERY_QTY: '150.5' };
    expect(lineFromOrder(orderRow(), [first]).DELIVERY_QTY).toBe('49.5');
    expect(lineFromOrder(orderRow(), [{ ...first, DELIVERY_QTY: '200' }]).DELIVERY_QTY).toBe('');
  });

  it('counts what the edited note itself holds as still available to it', () => {
    const note = { Lines: [savedLine()] } as DeliveryNoteDetail;
    const saved = savedQuantities(note);
    // The list says 200 left (it counts this note's 60 as delivered): for this note 260 are left.
    const line = lineFromOrder(orderRow(), [lineFromSaved(savedLine())], saved);
    expect(line.PO_REMAINING_QTY).toBe('260');
    expect(line.DELIVERY_QTY).toBe('200');
  });

  it('checks each cell; over the maximum only warns', () => {
    const base = lineFromOrder(orderRow(), []);
    const codes = (l: EditLine) => lineProblems(l, [l]).map((p) => `${p.field}:${p.code}`);
    expect(codes(base)).toEqual([]);
    expect(codes({ ...base, DELIVERY_QTY: '' })).toEqual(['DELIVERY_QTY:required']);
    expect(codes({ ...base, DELIVERY_QTY: '1.23456' })).toEqual(['DELIVERY_QTY:format']);
    expect(codes({ ...base, DELIVERY_QTY: '0' })).toEqual(['DELIVERY_QTY:positive']);
    expect(codes({ ...base, PACKING_QTY: '0', SPARE_QTY: 'x', WEIGHT: '1,5' })).toEqual([
      'SPARE_QTY:format',
      'PACKING_QTY:positive',
      'WEIGHT:format',
    ]);
    const over = { ...base, DELIVERY_QTY: '228.0001' };
    const problems = lineProblems(over, [over]);
    expect(problems).toEqual([{ field: 'DELIVERY_QTY', code: 'overMax', values: { max: '228' } }]);
    expect(problems.some(blocking)).toBe(false);
  });

  it('change order keeps what was typed and the quantity while the new line can take it', () => {
    const line = { ...lineFromOrder(orderRow(), []), DELIVERY_QTY: '50', LOT_NO: 'L9' };
    const other = orderRow({ ID: 9, PO_NO: '450000002', PO_REMAINING_QTY: '30', OVER_PCT: '0' });
    expect(replaceOrder(line, other, [line])).toMatchObject({
      ORDER_LINE_ID: 9,
      DELIVERY_QTY: '30',
      LOT_NO: 'L9',
    });
    const roomy = orderRow({ ID: 9, PO_NO: '450000002', PO_REMAINING_QTY: '80' });
    expect(replaceOrder(line, roomy, [line])).toMatchObject({ DELIVERY_QTY: '50', PACKING_QTY: '10' });
    const otherPart = orderRow({ ID: 10, PART_NO: 'P2', SPQ: '25' });
    expect(replaceOrder({ ...line, PACKING_QTY: '5' }, otherPart, [line]).PACKING_QTY).toBe('25');
  });

  it('builds the save body with exact strings and nulls for empty cells', () => {
    const saved = lineFromSaved(savedLine());
    const fresh = { ...lineFromOrder(orderRow({ ID: 5 }), []), DELIVERY_QTY: ' 12.5 ', COLOR: 'red' };
    const body = toSaveBody(12, { DELIVERY_DATE: '2026-11-22', ARRIVAL_DATE: '', DESCRIPTION: ' ' }, [
      saved,
      fresh,
    ]);
    expect(body).toEqual({
      ID: 12,
      DELIVERY_DATE: '2026-11-22',
      ARRIVAL_DATE: null,
      DESCRIPTION: null,
      Lines: [
        {
          ID: 7,
          ORDER_LINE_ID: 4,
          DELIVERY_QTY: '60',
          PACKING_QTY: '10',
          LOT_NO: 'L1',
          DATE_CODE: null,
          VENDOR_PART_NO: null,
          COLOR: null,
          WEIGHT: null,
        },
        {
          ORDER_LINE_ID: 5,
          DELIVERY_QTY: '12.5',
          PACKING_QTY: '10',
          LOT_NO: null,
          DATE_CODE: null,
          VENDOR_PART_NO: null,
          COLOR: 'red',
          WEIGHT: null,
        },
      ],
    });
  });

  it('finds the rows a server refusal names, not their look-alikes', () => {
    const a = { ...lineFromOrder(orderRow({ PO_ITEM: 10 }), []), key: 'a' };
    const b = { ...lineFromOrder(orderRow({ PO_ITEM: 100 }), []), key: 'b' };
    expect(rowsNamedIn('订单 450000001/10 超出可送数量，最多还可送 12', [a, b])).toEqual(['a']);
    expect(rowsNamedIn('Order 450000001/100 exceeds', [a, b])).toEqual(['b']);
  });
});
