import type { InvoiceKind } from '@srm/contract';
import type { InvoiceValue, RateValue } from './handIn.ts';
import type { QrAnswer } from './invoiceApi.ts';
import { rateTax, totalsOf, withSignOf } from './invoiceMoney.ts';

/*
 * The QR pre-fill of the hand-in (issue #47 item 1), pure: what the server read from the tax authority's QR code
 * (`Invoice/ReadQr`) turned into one invoice card's values, tested without a browser.
 */
/** The card's fields the QR code sets (its tax ids, file and the rates' rates stay as they are). */
export type QrValues = Pick<InvoiceValue, 'KIND' | 'INVOICE_NO' | 'INVOICE_CODE' | 'INVOICE_DATE' | 'Rates'>;

export type QrFill = {
  values: QrValues;
  /**
   * Where the amount before tax went: `first` — into the first rate's row (the only row, or every row was empty);
   * `kept` — several rates had amounts typed already, which stay (`typedAmount` is what they add up to).
   */
  amount: 'first' | 'kept';
  /** More than one rate row: the amount (the whole invoice's) is to be split across them. */
  severalRates: boolean;
  typedAmount: string;
  /** The kind the amount's sign says, when it is not the kind the card had (a red-letter invoice's is negative). */
  kindChanged: InvoiceKind | null;
};

const text = (v: string | undefined | null) => String(v ?? '').trim();

/** A row turned to a kind's sign, as the dialog turns it when the kind is chosen: a tax already there keeps its figure. */
function signed(kind: InvoiceKind, r: RateValue): RateValue {
  const amount = withSignOf(kind, text(r.AMOUNT));
  const typed = text(r.TAX);
  return {
    ...r,
    AMOUNT: amount,
    TAX: typed ? withSignOf(kind, typed) : (rateTax(amount, text(r.RATE)) ?? ''),
  };
}

/**
 * One card's values after its invoice's QR code was read: number, code (none on a fully digital invoice), date, the
 * kind its amount's sign says, and the amount before tax in the first rate's row with its tax computed as the dialog
 * computes it — unless several rates already hold amounts (they stay; the caller says how they compare).
 */
export function qrFill(qr: QrAnswer, current: InvoiceValue): QrFill {
  const kind: InvoiceKind = qr.AMOUNT.trim().startsWith('-') ? 'creditNote' : 'invoice';
  const kindChanged = kind === (current.KIND ?? 'invoice') ? null : kind;
  const rows: RateValue[] = current.Rates?.length ? current.Rates : [{ RATE: '', AMOUNT: '', TAX: '' }];
  const first = rows.length === 1 || rows.every((r) => !text(r?.AMOUNT));
  const Rates = rows.map((r, j) => {
    if (j === 0 && first) {
      const amount = qr.AMOUNT.trim();
      return { ...r, AMOUNT: amount, TAX: rateTax(amount, text(r.RATE)) ?? '' };
    }
    return kindChanged ? signed(kind, r) : r;
  });
  return {
    values: {
      KIND: kind,
      INVOICE_NO: qr.INVOICE_NO,
      INVOICE_CODE: qr.INVOICE_CODE ?? '',
      INVOICE_DATE: qr.INVOICE_DATE,
      Rates,
    },
    amount: first ? 'first' : 'kept',
    severalRates: rows.length > 1,
    typedAmount: totalsOf(Rates).amount,
    kindChanged,
  };
}

/** The file types the QR code is read from (a PDF as handed in, or a photo of a paper invoice). */
export const qrExtensions = ['pdf', 'png', 'jpg', 'jpeg'] as const;
/** At most this large (the server's limit, once decoded). */
export const qrMaxBytes = 10 * 1024 * 1024;

export const isQrFile = (file: { name: string; type: string }) =>
  (qrExtensions as readonly string[]).includes(file.name.split('.').pop()?.toLowerCase() ?? '') ||
  ['application/pdf', 'image/png', 'image/jpeg'].includes(file.type);

/** A PDF by its name or type: what the invoice's file field takes, and what its QR code is read from unasked. */
export const isPdf = (file: { name: string; type: string }) =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** A file's bytes as base64 (without the data URL's head), as `Invoice/ReadQr` takes them. */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    reader.readAsDataURL(file);
  });
}
