import { exact } from '../../../platform/money.ts';
import type { UblMessageKey, UblProblem } from './ubl.messages.ts';
import {
  attribute,
  childrenNamed,
  descend,
  documentText,
  parseXml,
  rootNamespace,
  type XmlElement,
} from './ubl.xml.ts';

export type { UblMessageKey, UblProblem } from './ubl.messages.ts';

/**
 * A supplier's e-invoice as UBL 2.1 (PEPPOL BIS Billing 3.0, EN 16931): an `Invoice` or a `CreditNote`, read into
 * the few fields the portal keeps, with its sums checked. Pure: no network, no file system, no database.
 *
 * Money, quantities and rates are decimal strings as the document wrote them ("1300" stays "1300", "25.0" stays
 * "25.0"); only the spellings xsd:decimal allows beyond the plain one are made plain ("+5" → "5", ".5" → "0.5",
 * "5." → "5"). They never pass through a JS number. A credit note's amounts are as written (positive); the
 * caller negates them.
 */
export type UblTaxSubtotal = {
  /** The VAT category code (UNCL5305: S, Z, E, AE, K, G, O, L, M). */
  category: string;
  /** The category's rate in percent; "0" when the document gives none (category O has no rate). */
  rate: string;
  taxable: string;
  tax: string;
};

export type UblLine = {
  id: string;
  quantity: string;
  unitCode: string | null;
  /** The line's net amount (LineExtensionAmount). */
  net: string;
  /** The item's net price (Price/PriceAmount), per BaseQuantity when the document gives one. */
  price: string | null;
  name: string | null;
  sellersItemId: string | null;
  buyersItemId: string | null;
  orderLineReference: string | null;
  taxCategory: string | null;
  taxRate: string | null;
};

export type UblInvoice = {
  kind: 'invoice' | 'creditNote';
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** YYYY-MM-DD: `cbc:DueDate`, else the first `cac:PaymentMeans/cbc:PaymentDueDate` (where a credit note has it). */
  dueDate: string | null;
  currency: string;
  buyerReference: string | null;
  orderReference: string | null;
  /** The legal name (PartyLegalEntity/RegistrationName), else the trading name (PartyName/Name). */
  sellerName: string | null;
  /** The VAT identifier (PartyTaxScheme/CompanyID, the VAT scheme's first, else the first one). */
  sellerTaxId: string | null;
  buyerName: string | null;
  buyerTaxId: string | null;
  /** The buyer's electronic address (EndpointID), without its scheme. */
  buyerEndpoint: string | null;
  lineExtension: string;
  taxExclusive: string;
  /** The tax total in the document currency (the TaxTotal that has the subtotals). */
  tax: string;
  taxInclusive: string;
  payable: string;
  taxes: UblTaxSubtotal[];
  lines: UblLine[];
};

export type UblResult = { ok: true; invoice: UblInvoice } | { ok: false; problems: UblProblem[] };

const namespaces = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
} as const;

/** A decimal longer than this is refused: sums stay exact well within `exact()`'s 80 digits. */
const maxDigits = 30;

/** xsd:decimal's spellings, made plain; null when the text is not one. */
function plainDecimal(raw: string): string | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(raw);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (whole.length + fraction.length > maxDigits) return null;
  return `${sign === '-' ? '-' : ''}${whole || '0'}${fraction ? `.${fraction}` : ''}`;
}

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether a text is YYYY-MM-DD and a day of the calendar (no time zone: PEPPOL forbids one). */
function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : monthDays[month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

/** The element at a path written with prefixes (`cac:Price/cbc:PriceAmount`), matched by local names. */
const at = (el: XmlElement, path: string) =>
  descend(
    el,
    path.split('/').map((step) => step.slice(step.indexOf(':') + 1)),
  );

const textOf = (el: XmlElement | undefined) => {
  const text = el?.text.trim();
  return text ? text : null;
};

/** A value as a message quotes it: cut at `max` characters. */
const shown = (value: string, max = 40) => (value.length > max ? `${value.slice(0, max)}…` : value);

/** Reads values and keeps every problem met, so one answer lists them all. */
class Reader {
  readonly problems: UblProblem[] = [];
  currency: string | null = null;

  add(key: UblMessageKey, params?: Record<string, string>) {
    this.problems.push(params ? { key, params } : { key });
  }

  text(el: XmlElement, path: string): string | null {
    return textOf(at(el, path));
  }

  /** The trimmed text at `path`, or null; when required and absent (or empty), a `missing` problem. */
  required(el: XmlElement, path: string, base: string, required = true): string | null {
    const text = this.text(el, path);
    if (text === null && required) this.add('invoice.ubl.missing', { field: fieldOf(base, path) });
    return text;
  }

  date(el: XmlElement, path: string, base: string, required: boolean): string | null {
    const text = this.required(el, path, base, required);
    if (text === null || isRealDate(text)) return text;
    this.add('invoice.ubl.badDate', { field: fieldOf(base, path), value: shown(text) });
    return null;
  }

  decimal(el: XmlElement, path: string, base: string, required: boolean): string | null {
    const text = this.required(el, path, base, required);
    if (text === null) return null;
    const value = plainDecimal(text);
    if (value === null)
      this.add('invoice.ubl.badDecimal', { field: fieldOf(base, path), value: shown(text) });
    return value;
  }

  /** A decimal whose `currencyID`, when written, must be the document currency. */
  money(el: XmlElement, path: string, base: string, required: boolean): string | null {
    const value = this.decimal(el, path, base, required);
    const currency = value === null ? undefined : attribute(at(el, path)!, 'currencyID')?.trim();
    if (currency !== undefined && this.currency !== null && currency !== this.currency) {
      this.add('invoice.ubl.currencyMismatch', {
        field: fieldOf(base, path),
        currency: shown(currency),
        expected: this.currency,
      });
      return null;
    }
    return value;
  }
}

const fieldOf = (base: string, path: string) => (base ? `${base}/${path}` : path);

function kindOf(root: XmlElement): UblInvoice['kind'] | null {
  const namespace = rootNamespace(root);
  if (root.local === 'Invoice' && namespace === namespaces.invoice) return 'invoice';
  if (root.local === 'CreditNote' && namespace === namespaces.creditNote) return 'creditNote';
  return null;
}

type Party = { name: string | null; taxId: string | null; endpoint: string | null };

function partyOf(root: XmlElement, role: 'AccountingSupplierParty' | 'AccountingCustomerParty'): Party {
  const party = descend(root, [role, 'Party']);
  if (!party) return { name: null, taxId: null, endpoint: null };
  const schemes = childrenNamed(party, 'PartyTaxScheme');
  const vat =
    schemes.find((s) => textOf(at(s, 'cac:TaxScheme/cbc:ID'))?.toUpperCase() === 'VAT') ?? schemes[0];
  return {
    name:
      textOf(at(party, 'cac:PartyLegalEntity/cbc:RegistrationName')) ??
      textOf(at(party, 'cac:PartyName/cbc:Name')),
    taxId: vat ? textOf(at(vat, 'cbc:CompanyID')) : null,
    endpoint: textOf(at(party, 'cbc:EndpointID')),
  };
}

function readCurrency(r: Reader, root: XmlElement) {
  const currency = r.required(root, 'cbc:DocumentCurrencyCode', '');
  if (currency === null) return;
  if (/^[A-Z]{3}$/.test(currency)) r.currency = currency;
  else r.add('invoice.ubl.badCurrency', { value: shown(currency) });
}

function readDueDate(r: Reader, root: XmlElement): string | null {
  if (at(root, 'cbc:DueDate')) return r.date(root, 'cbc:DueDate', '', false);
  const means = childrenNamed(root, 'PaymentMeans').find((m) => textOf(at(m, 'cbc:PaymentDueDate')) !== null);
  return means ? r.date(means, 'cbc:PaymentDueDate', 'cac:PaymentMeans', false) : null;
}

function readTotals(r: Reader, root: XmlElement) {
  const base = 'cac:LegalMonetaryTotal';
  const total = at(root, base);
  if (!total) {
    r.add('invoice.ubl.missing', { field: base });
    return null;
  }
  const lineExtension = r.money(total, 'cbc:LineExtensionAmount', base, true);
  const taxExclusive = r.money(total, 'cbc:TaxExclusiveAmount', base, true);
  const taxInclusive = r.money(total, 'cbc:TaxInclusiveAmount', base, true);
  const payable = r.money(total, 'cbc:PayableAmount', base, true);
  if (lineExtension === null || taxExclusive === null || taxInclusive === null || payable === null)
    return null;
  return { lineExtension, taxExclusive, taxInclusive, payable };
}

/**
 * The TaxTotal in the document currency: a document in another tax currency (TaxCurrencyCode) adds a second
 * TaxTotal, in that currency and without subtotals, which is not the one read.
 */
function chooseTaxTotal(r: Reader, root: XmlElement): XmlElement | null {
  const all = childrenNamed(root, 'TaxTotal');
  const inCurrency = all.filter((t) => {
    const amount = at(t, 'cbc:TaxAmount');
    const currency = amount && attribute(amount, 'currencyID')?.trim();
    return !currency || r.currency === null || currency === r.currency;
  });
  const candidates = inCurrency.length > 0 ? inCurrency : all;
  const withSubtotals = candidates.filter((t) => childrenNamed(t, 'TaxSubtotal').length > 0);
  const chosen = withSubtotals.length > 0 ? withSubtotals : candidates;
  if (chosen.length > 1) r.add('invoice.ubl.taxTotalTwice', { currency: r.currency ?? '' });
  if (chosen.length === 0) r.add('invoice.ubl.missing', { field: 'cac:TaxTotal' });
  return chosen.length === 1 ? chosen[0]! : null;
}

function readTaxes(r: Reader, root: XmlElement) {
  const total = chooseTaxTotal(r, root);
  if (!total) return null;
  const tax = r.money(total, 'cbc:TaxAmount', 'cac:TaxTotal', true);
  const subtotals = childrenNamed(total, 'TaxSubtotal');
  if (subtotals.length === 0) r.add('invoice.ubl.missing', { field: 'cac:TaxTotal/cac:TaxSubtotal' });
  const taxes = subtotals.map((subtotal, i): UblTaxSubtotal | null => {
    const base = `cac:TaxTotal/cac:TaxSubtotal[${i + 1}]`;
    const taxable = r.money(subtotal, 'cbc:TaxableAmount', base, true);
    const amount = r.money(subtotal, 'cbc:TaxAmount', base, true);
    const category = r.required(subtotal, 'cac:TaxCategory/cbc:ID', base);
    // An unreadable rate is a problem of its own (the answer is a refusal); an absent one is "0".
    const rate = r.decimal(subtotal, 'cac:TaxCategory/cbc:Percent', base, false) ?? '0';
    if (taxable === null || amount === null || category === null) return null;
    return { category, rate, taxable, tax: amount };
  });
  if (tax === null || taxes.length === 0 || !taxes.every((t) => t !== null)) return null;
  return { tax, taxes: taxes as UblTaxSubtotal[] };
}

function readLine(r: Reader, line: XmlElement, base: string, quantityPath: string): UblLine | null {
  const id = r.required(line, 'cbc:ID', base);
  const quantity = r.decimal(line, quantityPath, base, true);
  const net = r.money(line, 'cbc:LineExtensionAmount', base, true);
  const price = r.money(line, 'cac:Price/cbc:PriceAmount', base, false);
  const taxRate = r.decimal(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent', base, false);
  if (id === null || quantity === null || net === null) return null;
  const unitCode = attribute(at(line, quantityPath)!, 'unitCode')?.trim();
  return {
    id,
    quantity,
    unitCode: unitCode ? unitCode : null,
    net,
    price,
    name: r.text(line, 'cac:Item/cbc:Name'),
    sellersItemId: r.text(line, 'cac:Item/cac:SellersItemIdentification/cbc:ID'),
    buyersItemId: r.text(line, 'cac:Item/cac:BuyersItemIdentification/cbc:ID'),
    orderLineReference: r.text(line, 'cac:OrderLineReference/cbc:LineID'),
    taxCategory: r.text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID'),
    taxRate,
  };
}

function readLines(r: Reader, root: XmlElement, kind: UblInvoice['kind']): UblLine[] | null {
  const [name, quantity] =
    kind === 'invoice' ? ['InvoiceLine', 'InvoicedQuantity'] : ['CreditNoteLine', 'CreditedQuantity'];
  const elements = childrenNamed(root, name);
  if (elements.length === 0) {
    r.add('invoice.ubl.noLines');
    return null;
  }
  const lines = elements.map((el, i) => readLine(r, el, `cac:${name}[${i + 1}]`, `cbc:${quantity}`));
  return lines.every((l) => l !== null) ? (lines as UblLine[]) : null;
}

type Totals = NonNullable<ReturnType<typeof readTotals>>;
type Taxes = NonNullable<ReturnType<typeof readTaxes>>;

/** EN 16931's sums, in exact decimals: BR-CO-14 (tax), BR-CO-15 (with tax), BR-CO-10 (lines). */
function checkSums(r: Reader, totals: Totals, taxes: Taxes, lines: readonly UblLine[]) {
  const taxSum = taxes.taxes.reduce((sum, t) => sum.plus(t.tax), exact(0));
  if (!taxSum.eq(taxes.tax)) r.add('invoice.ubl.taxSumMismatch', { sum: taxSum.toFixed(), total: taxes.tax });
  if (!exact(totals.taxExclusive).plus(taxes.tax).eq(totals.taxInclusive))
    r.add('invoice.ubl.taxInclusiveMismatch', {
      taxExclusive: totals.taxExclusive,
      tax: taxes.tax,
      taxInclusive: totals.taxInclusive,
    });
  const lineSum = lines.reduce((sum, l) => sum.plus(l.net), exact(0));
  if (!lineSum.eq(totals.lineExtension))
    r.add('invoice.ubl.lineSumMismatch', { sum: lineSum.toFixed(), total: totals.lineExtension });
}

function readDocument(root: XmlElement, kind: UblInvoice['kind']): UblResult {
  const r = new Reader();
  readCurrency(r, root);
  const number = r.required(root, 'cbc:ID', '');
  const issueDate = r.date(root, 'cbc:IssueDate', '', true);
  const dueDate = readDueDate(r, root);
  const totals = readTotals(r, root);
  const taxes = readTaxes(r, root);
  const lines = readLines(r, root, kind);
  if (totals && taxes && lines && r.problems.length === 0) checkSums(r, totals, taxes, lines);
  const { currency } = r;
  if (r.problems.length > 0 || !number || !issueDate || !currency || !totals || !taxes || !lines)
    return { ok: false, problems: r.problems };
  const seller = partyOf(root, 'AccountingSupplierParty');
  const buyer = partyOf(root, 'AccountingCustomerParty');
  return {
    ok: true,
    invoice: {
      kind,
      number,
      issueDate,
      dueDate,
      currency,
      buyerReference: r.text(root, 'cbc:BuyerReference'),
      orderReference: r.text(root, 'cac:OrderReference/cbc:ID'),
      sellerName: seller.name,
      sellerTaxId: seller.taxId,
      buyerName: buyer.name,
      buyerTaxId: buyer.taxId,
      buyerEndpoint: buyer.endpoint,
      ...totals,
      tax: taxes.tax,
      taxes: taxes.taxes,
      lines,
    },
  };
}

/**
 * Reads a UBL 2.1 Invoice or CreditNote (PEPPOL BIS Billing 3.0). Refused, each reason a key of `ublMessages`:
 * more than 10 MB; bytes that do not decode; not XML or not well-formed; a DOCTYPE or entity declaration; a root
 * other than Invoice/CreditNote in the UBL 2 namespaces; a required field missing (ID, IssueDate,
 * DocumentCurrencyCode, the LegalMonetaryTotal amounts, TaxTotal with its subtotals, at least one line with its ID,
 * quantity and net amount); a date that is not a day; an amount that is not a decimal; an amount's currencyID other
 * than DocumentCurrencyCode; tax subtotals not adding up to the tax total, TaxExclusiveAmount + tax ≠
 * TaxInclusiveAmount, or lines not adding up to LineExtensionAmount.
 */
export function readUblInvoice(xml: string | Buffer): UblResult {
  const document = documentText(xml);
  if ('problem' in document) return { ok: false, problems: [document.problem] };
  const parsed = parseXml(document.text);
  if (!parsed.ok) return parsed;
  const kind = kindOf(parsed.root);
  if (!kind)
    return {
      ok: false,
      problems: [
        {
          key: 'invoice.ubl.notUbl',
          params: {
            root: shown(parsed.root.local),
            namespace: shown(rootNamespace(parsed.root) || '-', 120),
          },
        },
      ],
    };
  return readDocument(parsed.root, kind);
}
