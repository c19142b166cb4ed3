import { describe, expect, it } from 'vitest';
import { emptyInvoice, type InvoiceValue } from './handIn.ts';
import { base64Of, isPdf, isQrFile, qrFill } from './qrFill.ts';

/** What `Invoice/ReadQr` answers for a classic VAT invoice (code and 8-digit number) and a fully digital one. */
const classic = {
  INVOICE_NO: '12345678',
  INVOICE_CODE: '044002400111',
  INVOICE_DATE: '2026-01-05',
  AMOUNT: '880.00',
  TYPE_CODE: '04',
};
const digital = {
  INVOICE_NO: '25312000000012345678',
  INVOICE_CODE: null,
  INVOICE_DATE: '2026-01-20',
  AMOUNT: '1234.5',
  TYPE_CODE: '32',
};

describe('qrFill: the QR code read into an invoice card', () => {
  it('fills number, code, date and the one rate row, its tax computed as the dialog computes it', () => {
    const card: InvoiceValue = { ...emptyInvoice(['13']), SELLER_TAX_ID: '91310000MA1K', INVOICE_NO: 'typo' };
    const fill = qrFill(classic, card);
    expect(fill.values).toEqual({
      KIND: 'invoice',
      INVOICE_NO: '12345678',
      INVOICE_CODE: '044002400111',
      INVOICE_DATE: '2026-01-05',
      Rates: [{ RATE: '13', AMOUNT: '880.00', TAX: '114.40' }],
    });
    expect(fill).toMatchObject({ amount: 'first', severalRates: false, kindChanged: null });
  });

  it('leaves the code empty on a fully digital invoice and replaces a tax typed before', () => {
    const card: InvoiceValue = {
      ...emptyInvoice(['6']),
      INVOICE_CODE: '1234567890',
      Rates: [{ RATE: '6', AMOUNT: '1.00', TAX: '9.99' }],
    };
    const fill = qrFill(digital, card);
    expect(fill.values.INVOICE_CODE).toBe('');
    expect(fill.values.Rates).toEqual([{ RATE: '6', AMOUNT: '1234.5', TAX: '74.07' }]);
  });

  it('puts the amount into the first of several empty rows and says it is to be split', () => {
    const fill = qrFill(classic, emptyInvoice(['6', '13']));
    expect(fill.values.Rates).toEqual([
      { RATE: '6', AMOUNT: '880.00', TAX: '52.80' },
      { RATE: '13', AMOUNT: '', TAX: '' },
    ]);
    expect(fill).toMatchObject({ amount: 'first', severalRates: true });
  });

  it('keeps the amounts of several rows already typed and adds them up for the comparison', () => {
    const card: InvoiceValue = {
      ...emptyInvoice(['6', '13']),
      Rates: [
        { RATE: '6', AMOUNT: '380.00', TAX: '22.80' },
        { RATE: '13', AMOUNT: '500', TAX: '65.00' },
      ],
    };
    const fill = qrFill(classic, card);
    expect(fill.values.Rates).toEqual(card.Rates);
    expect(fill).toMatchObject({ amount: 'kept', severalRates: true, typedAmount: '880.00' });
    expect(fill.values.INVOICE_NO).toBe('12345678');
  });

  it('makes a red-letter invoice (negative amount) a credit note, its other rows turned to the sign', () => {
    const card: InvoiceValue = {
      ...emptyInvoice(['6', '13']),
      Rates: [
        { RATE: '6', AMOUNT: '', TAX: '' },
        { RATE: '13', AMOUNT: '', TAX: '' },
      ],
    };
    const credit = qrFill({ ...classic, AMOUNT: '-100.00' }, card);
    expect(credit.values.KIND).toBe('creditNote');
    expect(credit.kindChanged).toBe('creditNote');
    expect(credit.values.Rates[0]).toEqual({ RATE: '6', AMOUNT: '-100.00', TAX: '-6.00' });

    const typed: InvoiceValue = {
      ...card,
      Rates: [
        { RATE: '6', AMOUNT: '40.00', TAX: '' },
        { RATE: '13', AMOUNT: '60.00', TAX: '7.80' },
      ],
    };
    const kept = qrFill({ ...classic, AMOUNT: '-100.00' }, typed);
    expect(kept.amount).toBe('kept');
    expect(kept.values.Rates).toEqual([
      { RATE: '6', AMOUNT: '-40.00', TAX: '-2.40' },
      { RATE: '13', AMOUNT: '-60.00', TAX: '-7.80' },
    ]);
    expect(kept.typedAmount).toBe('-100.00');
  });

  it('turns a credit note back to an invoice when the amount is positive', () => {
    const card: InvoiceValue = { ...emptyInvoice(['13']), KIND: 'creditNote' };
    const fill = qrFill(classic, card);
    expect(fill.kindChanged).toBe('invoice');
    expect(fill.values.Rates).toEqual([{ RATE: '13', AMOUNT: '880.00', TAX: '114.40' }]);
  });

  it('fills the amount of a card without a rate chosen, its tax left to be computed once it is', () => {
    const fill = qrFill(classic, { ...emptyInvoice([]), Rates: [] });
    expect(fill.values.Rates).toEqual([{ RATE: '', AMOUNT: '880.00', TAX: '' }]);
  });
});

describe('the files a QR code is read from', () => {
  const file = (name: string, type = '') => ({ name, type });
  it('asked: a PDF or a photo (PNG, JPEG); picked for upload: a PDF only', () => {
    for (const name of ['a.pdf', 'B.PDF', 'scan.png', 'photo.jpg', 'photo.JPEG'])
      expect(isQrFile(file(name))).toBe(true);
    expect(isQrFile(file('invoice', 'image/jpeg'))).toBe(true);
    expect(isQrFile(file('invoice.xml', 'text/xml'))).toBe(false);
    expect(isQrFile(file('invoice.ofd'))).toBe(false);
    expect(isPdf(file('a.Pdf'))).toBe(true);
    expect(isPdf(file('invoice', 'application/pdf'))).toBe(true);
    expect(isPdf(file('photo.jpg', 'image/jpeg'))).toBe(false);
  });

  it('are sent as base64 without the data URL head', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00]);
    expect(await base64Of(new Blob([bytes], { type: 'application/pdf' }))).toBe(
      btoa(String.fromCharCode(...bytes)),
    );
  });
});
