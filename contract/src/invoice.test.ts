import { describe, expect, it } from 'vitest';
import { expectedPaymentDate } from './invoice.ts';

describe('the expected payment date of an invoice (PRODUCT §15 payment terms)', () => {
  it('counts the days from the invoice date, the last receipt or the end of the invoice month', () => {
    expect(expectedPaymentDate({ basis: 'invoiceDate', days: 30 }, '2026-11-15', '2026-11-02')).toBe(
      '2026-12-15',
    );
    expect(expectedPaymentDate({ basis: 'receipt', days: 30 }, '2026-11-15', '2026-11-02')).toBe(
      '2026-12-02',
    );
    expect(expectedPaymentDate({ basis: 'monthEnd', days: 60 }, '2026-11-15', null)).toBe('2027-01-29');
  });

  it('falls back to the invoice date when nothing was received, and crosses a leap day', () => {
    expect(expectedPaymentDate({ basis: 'receipt', days: 10 }, '2028-02-25', null)).toBe('2028-03-06');
    expect(expectedPaymentDate({ basis: 'monthEnd', days: 0 }, '2028-02-03', null)).toBe('2028-02-29');
  });
});
