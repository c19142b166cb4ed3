import {
  type InvoiceDetail,
  type InvoiceInput,
  type InvoiceMatch,
  invoiceNumber,
  type Language,
} from '@srm/contract';
import { translate } from '../../messages.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { exact, moneyText } from '../../platform/money.ts';
import { findOrganizationTaxId } from '../organization/index.ts';
import { findStatementIdByNo } from '../statement/index.ts';
import { readUbl } from './invoice.documents.ts';
import { rateKey } from './invoice.figures.ts';
import * as repo from './invoice.repository.ts';
import { getInvoice, type InvoiceEvents, submitInvoices } from './invoice.service.ts';
import type { UblInvoice } from './ubl/ubl.ts';

/**
 * A supplier's e-invoice as UBL 2.1 (PRODUCT §15): read (ubl/ubl.ts), checked for its buyer, placed on its statement
 * — the one it was uploaded on, else the statement number in its BuyerReference (or OrderReference) — and handed in
 * through the same match as a typed invoice. Its VAT is rounded per rate (EN 16931), the statement's per line: the
 * match compares them within the amount tolerance and shows the difference. A credit note's amounts are negated.
 */
export type UblHandIn = {
  xml: string | Buffer;
  statementId?: number | undefined;
  statementNo?: string | undefined;
  vendorRef?: string | undefined;
  reason?: string | undefined;
};
export type UblHandInResult = { Invoices: InvoiceDetail[]; Match: InvoiceMatch | null; Replayed: boolean };

const taxIdOf = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

/** The invoice a UBL document declares, as the hand-in takes it. */
export function invoiceOfUbl(doc: UblInvoice): InvoiceInput {
  const sign = doc.kind === 'creditNote' ? -1 : 1;
  const byRate = new Map<string, { amount: ReturnType<typeof exact>; tax: ReturnType<typeof exact> }>();
  for (const t of doc.taxes) {
    const key = rateKey(t.rate);
    const now = byRate.get(key) ?? { amount: exact(0), tax: exact(0) };
    byRate.set(key, { amount: now.amount.plus(t.taxable), tax: now.tax.plus(t.tax) });
  }
  return {
    KIND: doc.kind,
    INVOICE_NO: doc.number,
    INVOICE_DATE: doc.issueDate,
    CURRENCY: doc.currency,
    ...(doc.sellerTaxId ? { SELLER_TAX_ID: doc.sellerTaxId.slice(0, 64) } : {}),
    ...(doc.buyerTaxId ? { BUYER_TAX_ID: doc.buyerTaxId.slice(0, 64) } : {}),
    Rates: [...byRate].map(([rate, f]) => ({
      RATE: rate,
      AMOUNT: moneyText(f.amount.times(sign)),
      TAX: moneyText(f.tax.times(sign)),
    })),
  };
}

export async function handInUbl(
  db: Db,
  events: InvoiceEvents,
  auth: AuthContext,
  input: UblHandIn,
  lang: Language,
  source: 'ubl' | 'api',
): Promise<UblHandInResult> {
  if (input.vendorRef && auth.vendorCode) {
    const earlier = await repo.invoiceByVendorRef(db, auth.orgId, auth.vendorCode, input.vendorRef);
    if (earlier !== undefined)
      return { Invoices: [await getInvoice(db, auth, earlier)], Match: null, Replayed: true };
  }
  const read = await readUbl(
    typeof input.xml === 'string' ? new TextEncoder().encode(input.xml) : new Uint8Array(input.xml),
  );
  if (!read.ok)
    throw new AppError(400, 'invoice.ublRefused', {
      problems: read.problems.map((p) => translate(lang, p.key, p.params ?? {})).join('; '),
    });
  const doc = read.invoice;
  const own = await findOrganizationTaxId(db, auth.orgId);
  if (own && doc.buyerTaxId && taxIdOf(own) !== taxIdOf(doc.buyerTaxId))
    throw new AppError(400, 'invoice.ublOtherBuyer', { buyer: doc.buyerTaxId, own });
  if (!invoiceNumber.safeParse(doc.number).success)
    throw new AppError(400, 'invoice.ublNumber', { no: doc.number });
  const statementId =
    input.statementId ??
    (await statementOf(db, auth, input.statementNo ?? doc.buyerReference ?? doc.orderReference));
  const result = await submitInvoices(
    db,
    events,
    auth,
    { STATEMENT_ID: statementId, Invoices: [invoiceOfUbl(doc)], REASON: input.reason },
    lang,
    { source, vendorRef: input.vendorRef },
  );
  return { ...result, Replayed: false };
}

async function statementOf(db: Db, auth: AuthContext, no: string | null | undefined): Promise<number> {
  if (!no) throw new AppError(400, 'invoice.ublNoStatement');
  const id = await findStatementIdByNo(db, auth.orgId, auth.vendorCode, no.trim());
  if (id === undefined) throw new AppError(404, 'invoice.statementNotFound');
  return id;
}
