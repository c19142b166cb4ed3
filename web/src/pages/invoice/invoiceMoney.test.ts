import { describe, expect, it } from 'vitest';
import { bodyOf, emptyInvoice, type HandInValues, updatesFor } from './handIn.ts';
import { differencesOf, ratesOf, rateTax, remittanceCheck, totalsOf, withSignOf } from './invoiceMoney.ts';

describe('rateTax: round(amount × rate / 100, 2), half away from zero, exact', () => {
  it('computes the tax of an amount at a rate', () => {
    expect(rateTax('1000', '13')).toBe('130.00');
    expect(rateTax('2420.50', '13')).toBe('314.67'); // 314.665 → up
    expect(rateTax('99.99', '6')).toBe('6.00'); // 5.9994
    expect(rateTax('0.10', '0')).toBe('0.00');
    expect(rateTax('1234567890123456.99', '13')).toBe('160493825716049.41');
  });

  it('rounds a half away from zero on a credit note too', () => {
    expect(rateTax('-2420.50', '13')).toBe('-314.67');
    expect(rateTax('-0.50', '1')).toBe('-0.01'); // -0.005
    expect(rateTax('-100', '9.5')).toBe('-9.50');
  });

  it('answers null while the amount or the rate is not one', () => {
    expect(rateTax('', '13')).toBeNull();
    expect(rateTax('12.345', '13')).toBeNull();
    expect(rateTax('abc', '13')).toBeNull();
    expect(rateTax('100', '')).toBeNull();
    expect(rateTax('100', '101')).toBeNull();
  });
});

describe('the sign of a kind', () => {
  it('turns an amount typed the other way round', () => {
    expect(withSignOf('creditNote', '100.00')).toBe('-100.00');
    expect(withSignOf('creditNote', '-100.00')).toBe('-100.00');
    expect(withSignOf('invoice', '-5')).toBe('5');
    expect(withSignOf('invoice', '5')).toBe('5');
  });

  it('leaves zero and what is not an amount as typed', () => {
    expect(withSignOf('creditNote', '0')).toBe('0');
    expect(withSignOf('creditNote', '')).toBe('');
    expect(withSignOf('creditNote', '1.234')).toBe('1.234');
  });
});

describe('totals, rates, differences', () => {
  it('sums an invoice’s rates exactly', () => {
    expect(
      totalsOf([
        { AMOUNT: '0.10', TAX: '0.01' },
        { AMOUNT: '0.20', TAX: '0.02' },
      ]),
    ).toEqual({ amount: '0.30', tax: '0.03', total: '0.33' });
    expect(totalsOf([{ AMOUNT: '-100', TAX: '-13' }, { AMOUNT: '' }])).toEqual({
      amount: '-100.00',
      tax: '-13.00',
      total: '-113.00',
    });
  });

  it('lists a statement’s rates once each, lowest first', () => {
    expect(
      ratesOf([{ TAX_RATE: '13.0000' }, { TAX_RATE: '6' }, { TAX_RATE: '13' }, { TAX_RATE: '9.5' }]),
    ).toEqual(['6', '9.5', '13']);
  });

  it('reads the stored differences one a line', () => {
    expect(differencesOf('a\n\n b \n')).toEqual(['a', 'b']);
    expect(differencesOf(null)).toEqual([]);
  });
});

describe('remittanceCheck: Σ invoices − Σ deductions = amount', () => {
  it('holds for an advice whose figures add up (a credit note counts negative)', () => {
    const check = remittanceCheck({
      AMOUNT: '1050.10',
      Invoices: [{ AMOUNT: '1130.00' }, { AMOUNT: '-56.50' }],
      Deductions: [{ AMOUNT: '23.40' }],
    });
    expect(check).toEqual({ invoices: '1073.50', deductions: '23.40', expected: '1050.10', ok: true });
  });

  it('says when they do not', () => {
    const check = remittanceCheck({ AMOUNT: '100.00', Invoices: [{ AMOUNT: '100.01' }], Deductions: [] });
    expect(check.ok).toBe(false);
    expect(check.expected).toBe('100.01');
  });
});

describe('the hand-in form', () => {
  const values = (over: Partial<HandInValues['Invoices'][number]> = {}): HandInValues => ({
    Invoices: [{ ...emptyInvoice(['6', '13']), ...over }],
  });

  it('starts a new invoice with a row per statement rate', () => {
    expect(emptyInvoice(['6', '13']).Rates).toEqual([
      { RATE: '6', AMOUNT: '', TAX: '' },
      { RATE: '13', AMOUNT: '', TAX: '' },
    ]);
    expect(emptyInvoice([]).Rates).toHaveLength(1);
  });

  it('pre-computes the tax when an amount or a rate is typed, not when the tax is', () => {
    const all = values({ Rates: [{ RATE: '13', AMOUNT: '2420.50', TAX: '' }] });
    expect(updatesFor({ Invoices: [{ Rates: [{ AMOUNT: '2420.50' }] }] }, all)).toEqual([
      [['Invoices', 0, 'Rates', 0, 'TAX'], '314.67'],
    ]);
    expect(updatesFor({ Invoices: [{ Rates: [{ TAX: '314.66' }] }] }, all)).toEqual([]);
  });

  it('turns the figures to a credit note’s sign when the kind changes', () => {
    const all = values({ KIND: 'creditNote', Rates: [{ RATE: '13', AMOUNT: '100', TAX: '13.00' }] });
    expect(updatesFor({ Invoices: [{ KIND: 'creditNote' }] }, all)).toEqual([
      [['Invoices', 0, 'Rates', 0, 'AMOUNT'], '-100'],
      [['Invoices', 0, 'Rates', 0, 'TAX'], '-13.00'],
    ]);
  });

  it('sends an invoice trimmed, without empty optional fields, in the statement’s currency', () => {
    const [invoice] = values({
      INVOICE_NO: ' 12345678 ',
      INVOICE_DATE: '2026-11-30',
      SELLER_TAX_ID: ' 91310000X ',
      Files: [{ ID: 7, FILE_NAME: 'a.pdf', CONTENT_TYPE: 'application/pdf', SIZE: 1, CREATED_AT: '' }],
      Rates: [{ RATE: '13.0000', AMOUNT: '100', TAX: '13.00' }],
    }).Invoices;
    expect(bodyOf(invoice!, 'CNY')).toEqual({
      KIND: 'invoice',
      INVOICE_NO: '12345678',
      INVOICE_DATE: '2026-11-30',
      CURRENCY: 'CNY',
      SELLER_TAX_ID: '91310000X',
      ATTACHMENT_ID: 7,
      Rates: [{ RATE: '13', AMOUNT: '100', TAX: '13.00' }],
    });
  });
});
