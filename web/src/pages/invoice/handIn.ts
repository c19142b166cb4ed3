import type { AttachmentInfo, InvoiceDetail, InvoiceKind } from '@srm/contract';
import type { InvoiceBody } from './invoiceApi.ts';
import { rateKey, rateTax, withSignOf } from './invoiceMoney.ts';

/**
 * The hand-in form's values and what it sends (issue #47): pure, so the tax pre-computation, the sign of a credit
 * note and the body are tested without a browser.
 */
export type RateValue = { RATE: string; AMOUNT: string; TAX: string };
export type InvoiceValue = {
  KIND: InvoiceKind;
  INVOICE_NO: string;
  INVOICE_CODE: string;
  INVOICE_DATE: string;
  SELLER_TAX_ID: string;
  BUYER_TAX_ID: string;
  /** The invoice's PDF: one file (the last one uploaded). */
  Files: AttachmentInfo[];
  Rates: RateValue[];
};
export type HandInValues = { Invoices: InvoiceValue[]; REASON?: string };

/** A new invoice: one row per tax rate the statement bills (the amounts are the vendor's to type). */
export const emptyInvoice = (rates: readonly string[]): InvoiceValue => ({
  KIND: 'invoice',
  INVOICE_NO: '',
  INVOICE_CODE: '',
  INVOICE_DATE: '',
  SELLER_TAX_ID: '',
  BUYER_TAX_ID: '',
  Files: [],
  Rates: (rates.length ? rates : ['']).map((RATE) => ({ RATE, AMOUNT: '', TAX: '' })),
});

/** A rejected invoice as the form shows it to be corrected (its file stays unless another is uploaded). */
export const valuesOfInvoice = (invoice: InvoiceDetail): InvoiceValue => ({
  KIND: invoice.KIND,
  INVOICE_NO: invoice.INVOICE_NO,
  INVOICE_CODE: invoice.INVOICE_CODE ?? '',
  INVOICE_DATE: invoice.INVOICE_DATE,
  SELLER_TAX_ID: invoice.SELLER_TAX_ID ?? '',
  BUYER_TAX_ID: invoice.BUYER_TAX_ID ?? '',
  Files: [],
  Rates: invoice.Rates.map((r) => ({ RATE: rateKey(r.RATE), AMOUNT: r.AMOUNT, TAX: r.TAX })),
});

const optional = <K extends string>(key: K, value: string | undefined) => {
  const text = (value ?? '').trim();
  return (text ? { [key]: text } : {}) as Partial<Record<K, string>>;
};

/** One invoice as the API takes it: trimmed, empty optional fields left out, the statement's currency. */
export function bodyOf(value: InvoiceValue, currency: string): InvoiceBody {
  // Read while being typed too (whether the last check still holds): any field may be missing yet.
  const file = value.Files?.at(-1);
  return {
    KIND: value.KIND ?? 'invoice',
    INVOICE_NO: String(value.INVOICE_NO ?? '').trim(),
    ...optional('INVOICE_CODE', value.INVOICE_CODE),
    INVOICE_DATE: value.INVOICE_DATE ?? '',
    CURRENCY: currency,
    ...optional('SELLER_TAX_ID', value.SELLER_TAX_ID),
    ...optional('BUYER_TAX_ID', value.BUYER_TAX_ID),
    ...(file ? { ATTACHMENT_ID: file.ID } : {}),
    Rates: (value.Rates ?? []).map((r) => ({
      RATE: rateKey(String(r?.RATE ?? '')),
      AMOUNT: String(r?.AMOUNT ?? '').trim(),
      TAX: String(r?.TAX ?? '').trim(),
    })),
  };
}

/** A field of the form and the value it is to get. */
export type FieldUpdate = [path: ['Invoices', number, 'Rates', number, 'AMOUNT' | 'TAX'], value: string];

type ChangedRate = Partial<RateValue> | undefined;
type ChangedInvoice = (Partial<Omit<InvoiceValue, 'Rates'>> & { Rates?: ChangedRate[] }) | undefined;

/** The updates a change of one invoice asks for: its amounts turned to its kind's sign, taxes computed again. */
function updatesOfInvoice(i: number, changed: ChangedInvoice, invoice: InvoiceValue): FieldUpdate[] {
  const updates: FieldUpdate[] = [];
  const rates = invoice.Rates ?? [];
  if (changed?.KIND) {
    rates.forEach((r, j) => {
      const amount = withSignOf(changed.KIND!, String(r?.AMOUNT ?? ''));
      if (amount !== (r?.AMOUNT ?? '')) updates.push([['Invoices', i, 'Rates', j, 'AMOUNT'], amount]);
      // A tax already there (typed, or computed) keeps its figure and takes the sign; none yet is computed.
      const typed = String(r?.TAX ?? '').trim();
      const tax = typed ? withSignOf(changed.KIND!, typed) : (rateTax(amount, String(r?.RATE ?? '')) ?? '');
      if (tax !== (r?.TAX ?? '')) updates.push([['Invoices', i, 'Rates', j, 'TAX'], tax]);
    });
    return updates;
  }
  changed?.Rates?.forEach((c, j) => {
    if (!c || !('AMOUNT' in c || 'RATE' in c)) return;
    const r = rates[j];
    const tax = r ? rateTax(String(r.AMOUNT ?? ''), String(r.RATE ?? '')) : null;
    if (tax !== null && tax !== r?.TAX) updates.push([['Invoices', i, 'Rates', j, 'TAX'], tax]);
  });
  return updates;
}

/**
 * What a change of the form brings about (antd's `onValuesChange`): a rate's amount or rate typed → its tax
 * pre-computed as round(amount × rate / 100, 2) half away from zero (still editable: typing the tax changes
 * nothing else); the kind changed → the amounts and taxes turned to its sign (a credit note's are negative).
 */
export function updatesFor(changed: { Invoices?: ChangedInvoice[] }, all: HandInValues): FieldUpdate[] {
  const updates: FieldUpdate[] = [];
  changed.Invoices?.forEach((c, i) => {
    const invoice = all.Invoices?.[i];
    if (invoice) updates.push(...updatesOfInvoice(i, c, invoice));
  });
  return updates;
}
