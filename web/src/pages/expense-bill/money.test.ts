import { describe, expect, it } from 'vitest';
import { centsOf, moneyText, sumMoney, taxPreview } from './money.ts';

describe('taxPreview', () => {
  it('rounds half-up to cents as the server does', () => {
    expect(taxPreview('1280.00', '13')).toEqual({ tax: '166.40', withTax: '1446.40' });
    expect(taxPreview('0.05', '10')).toEqual({ tax: '0.01', withTax: '0.06' });
    expect(taxPreview('0.04', '12.5')).toEqual({ tax: '0.01', withTax: '0.05' });
    expect(taxPreview('0.03', '12.5')).toEqual({ tax: '0.00', withTax: '0.03' });
    expect(taxPreview('86.4', '6.1234')).toEqual({ tax: '5.29', withTax: '91.69' });
  });
  it('keeps every digit of large amounts', () => {
    expect(taxPreview('9999999999999999.99', '100')).toEqual({
      tax: '9999999999999999.99',
      withTax: '19999999999999999.98',
    });
  });
  it('answers null for what is not an amount or a rate', () => {
    expect(taxPreview('', '13')).toBeNull();
    expect(taxPreview('1.234', '13')).toBeNull();
    expect(taxPreview('12', '101')).toBeNull();
    expect(taxPreview('-5', '13')).toBeNull();
  });
});

describe('sumMoney', () => {
  it('adds signed 2-decimal strings exactly', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1000.00', '-315.75', '12.5'])).toBe('696.75');
    expect(sumMoney(['-0.05'])).toBe('-0.05');
    expect(sumMoney([])).toBe('0.00');
  });
  it('compares amounts by cents', () => {
    expect(centsOf('1,000')).toBeNull();
    expect(centsOf('166.4')).toBe(16640n);
    expect(moneyText(-5n)).toBe('-0.05');
  });
});
