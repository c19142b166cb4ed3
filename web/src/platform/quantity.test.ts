import { describe, expect, it } from 'vitest';
import { boxCount, formatQty, parseQty, percentOf, qty, qtyToString, quantityPattern } from './quantity.ts';

describe('exact quantities', () => {
  it('parses decimal strings exactly, without floats', () => {
    expect(qtyToString(qty('0.1') + qty('0.2'))).toBe('0.3');
    expect(qtyToString(qty('280.0000'))).toBe('280');
    expect(qtyToString(qty('12.5'))).toBe('12.5');
    expect(qtyToString(qty('99999999999999.9999') + qty('0.0001'))).toBe('100000000000000');
    expect(parseQty('abc')).toBeNull();
    expect(parseQty('1e3')).toBeNull();
    expect(parseQty('')).toBeNull();
    expect(parseQty(null)).toBeNull();
    expect(qtyToString(qty('-3.25'))).toBe('-3.25');
  });

  it('rounds beyond four decimals half up, like numeric(18,4)', () => {
    expect(qtyToString(qty('1.23455'))).toBe('1.2346');
    expect(qtyToString(qty('1.23454'))).toBe('1.2345');
  });

  it('formats with thousands separators and the decimals the value has', () => {
    expect(formatQty('1234567.5000')).toBe('1,234,567.5');
    expect(formatQty('280')).toBe('280');
    expect(formatQty('0.0001')).toBe('0.0001');
    expect(formatQty('-1234')).toBe('-1,234');
    expect(formatQty(null)).toBe('');
    expect(formatQty('n/a')).toBe('n/a');
    expect(formatQty(3)).toBe('3');
  });

  it('counts boxes as ceil(quantity / per box)', () => {
    expect(boxCount('10', '3')).toBe(4);
    expect(boxCount('9', '3')).toBe(3);
    expect(boxCount('10.5', '3')).toBe(4);
    expect(boxCount('0.3', '0.1')).toBe(3);
    expect(boxCount('1', '0')).toBeNull();
    expect(boxCount('', '10')).toBeNull();
    expect(boxCount('5', '')).toBeNull();
  });

  it('takes a percentage of a quantity (over-delivery allowance)', () => {
    expect(qtyToString(percentOf(qty('2900'), '10'))).toBe('290');
    expect(qtyToString(percentOf(qty('3'), '33.3333'))).toBe('0.9999');
    expect(qtyToString(percentOf(qty('100'), '0'))).toBe('0');
  });

  it('accepts what the contract accepts', () => {
    for (const ok of ['1', '0.5', '12345678901234.1234']) expect(quantityPattern.test(ok), ok).toBe(true);
    for (const bad of ['', '.5', '1.', '1.23456', '-1', '1,000', '1e3', '123456789012345'])
      expect(quantityPattern.test(bad), bad).toBe(false);
  });
});
