import {
  apiPaths,
  batchResult,
  envelopeOf,
  errorEnvelope,
  idQuery,
  invoiceDetail,
  invoiceIdBody,
  invoiceMatch,
  invoiceMatchBody,
  invoiceQrBody,
  invoiceQrResult,
  invoiceRejectBody,
  invoiceResubmitBody,
  invoiceSubmitBody,
  invoiceSubmitResult,
  invoiceUblBody,
  invoiceUblResult,
  paymentDetail,
  paymentTerm,
  paymentTermBody,
  pullInvoicesQuery,
  pullInvoicesResult,
  pushPaymentsBody,
  scheduleInvoicesBody,
  screens,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type IntegrationCaller } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { readVatQr } from './invoice.documents.ts';
import { invoiceList, invoiceReviewList, payablesAgeingList, paymentList } from './invoice.list.ts';
import { getPayment, pullInvoices, pushPayments, scheduleInvoices } from './invoice.payments.ts';
import {
  approveInvoice,
  getInvoice,
  getTerm,
  type InvoiceEvents,
  invoicesOfStatement,
  matchInvoices,
  rejectInvoice,
  resubmitInvoice,
  saveTermOf,
  statementApprovalBy,
  submitInvoices,
  withdrawInvoice,
} from './invoice.service.ts';
import { handInUbl } from './invoice.ubl-hand-in.ts';

const tags = ['Invoices'];
/** Every invoice call: the vendor's screen or finance's; which side may do what is the invoice table's. */
const either = { anyMenu: [screens.Invoice.path, screens.InvoiceReview.path] };
const finance = { menu: screens.InvoiceReview.path };
const batchBodyLimit = 10 * 1024 * 1024;

const callerOf = (request: { integration: IntegrationCaller | null }): IntegrationCaller => {
  if (!request.integration) throw new AppError(401, 'integration.keyMissing');
  return request.integration;
};

/** Invoices and payments (issue #47): lists, the vendor's hand-in, finance's review, the ERP's pull and payments. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = publisherFor(app.events, 'invoice');
  registerList(app, 'Invoice', invoiceList, "A vendor's invoices: state, expected and paid date");
  registerList(app, 'InvoiceReview', invoiceReviewList, "Every vendor's invoices, for finance's review");
  registerList(app, 'Payment', paymentList, 'Payments (remittance advices); a vendor its own');
  registerList(
    app,
    'PayablesAgeing',
    payablesAgeingList,
    'Open payables per vendor and currency by days past due',
  );
  handInRoutes(app, events);
  documentRoutes(app, events);
  reviewRoutes(app, events);
  erpRoutes(app, events);
};

/** The vendor's side: match, submit, correct and submit again, withdraw; read one, a statement's, a payment. */
function handInRoutes(app: RouteApp, events: InvoiceEvents): void {
  app.post(
    `/${apiPaths.invoice.match}`,
    {
      schema: {
        tags,
        summary: 'The match of invoices about to be handed in on a confirmed statement (nothing is written)',
        body: invoiceMatchBody,
        response: { 200: envelopeOf(invoiceMatch), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => ok(await matchInvoices(app.db, authOf(request), request.body, request.lang)),
  );
  app.post(
    `/${apiPaths.invoice.submit}`,
    {
      schema: {
        tags,
        summary:
          'Hands in invoices (or credit notes) on a confirmed statement, all or none; outside tolerance only with REASON (flagged)',
        body: invoiceSubmitBody,
        response: { 200: envelopeOf(invoiceSubmitResult), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => ok(await submitInvoices(app.db, events, authOf(request), request.body, request.lang)),
  );
  app.post(
    `/${apiPaths.invoice.resubmit}`,
    {
      schema: {
        tags,
        summary: 'A rejected invoice corrected and handed in again (its vendor; finance for one it recorded)',
        body: invoiceResubmitBody,
        response: { 200: envelopeOf(invoiceDetail), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => ok(await resubmitInvoice(app.db, events, authOf(request), request.body, request.lang)),
  );
  app.post(
    `/${apiPaths.invoice.withdraw}`,
    {
      schema: {
        tags,
        summary: 'The vendor takes back an invoice not yet approved (its number is free again)',
        body: invoiceIdBody,
        response: { 200: envelopeOf(z.number().int()), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => ok(await withdrawInvoice(app.db, authOf(request), request.body.ID)),
  );
  app.get(
    `/${apiPaths.invoice.get}`,
    {
      schema: {
        tags,
        summary: 'An invoice with its rates, payments and what the caller may do',
        querystring: idQuery,
        response: { 200: envelopeOf(invoiceDetail), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => ok(await getInvoice(app.db, authOf(request), request.query.id)),
  );
  app.get(
    `/${apiPaths.invoice.ofStatement}`,
    {
      schema: {
        tags,
        summary: "A statement's invoices (the statement drawer)",
        querystring: idQuery,
        response: { 200: envelopeOf(z.array(invoiceDetail)), ...refusals },
      },
      config: {
        permission: {
          anyMenu: [
            screens.Invoice.path,
            screens.InvoiceReview.path,
            screens.ReconBillMst.path,
            screens.ReconBillMstManage.path,
            screens.ReconBillMstManageVendor.path,
            screens.ReconBillMstManageFinance.path,
          ],
        },
      },
    },
    async (request) => ok(await invoicesOfStatement(app.db, authOf(request), request.query.id)),
  );
  app.get(
    `/${apiPaths.invoice.payment}`,
    {
      schema: {
        tags,
        summary: 'A payment as a remittance advice: the invoices it settles and its deductions',
        querystring: idQuery,
        response: { 200: envelopeOf(paymentDetail), ...refusals },
      },
      config: { permission: { anyMenu: [screens.Payment.path, ...either.anyMenu] } },
    },
    async (request) => ok(await getPayment(app.db, authOf(request), request.query.id)),
  );
}

/** An invoice from a document: a UBL file handed in, the VAT QR code read to pre-fill the form. */
function documentRoutes(app: RouteApp, events: InvoiceEvents): void {
  app.post(
    `/${apiPaths.invoice.importUbl}`,
    {
      bodyLimit: 15 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'A UBL 2.1 Invoice or CreditNote (PEPPOL BIS Billing 3.0) uploaded on a confirmed statement, through the same match as a typed invoice',
        body: invoiceUblBody,
        response: { 200: envelopeOf(invoiceUblResult), ...refusals },
      },
      config: { permission: either },
    },
    async (request) =>
      ok(
        await handInUbl(
          app.db,
          events,
          authOf(request),
          {
            xml: Buffer.from(request.body.ContentBase64, 'base64'),
            statementId: request.body.STATEMENT_ID,
            reason: request.body.REASON,
          },
          request.lang,
          'ubl',
        ),
      ),
  );
  app.post(
    `/${apiPaths.invoice.readQr}`,
    {
      bodyLimit: 15 * 1024 * 1024,
      schema: {
        tags,
        summary:
          "The tax authority's QR code on a VAT invoice PDF (or a photo of it), read into number, code, date and amount to pre-fill the hand-in",
        body: invoiceQrBody,
        response: { 200: envelopeOf(invoiceQrResult), ...refusals },
      },
      config: { permission: either },
    },
    async (request) => {
      const qr = await readVatQr(new Uint8Array(Buffer.from(request.body.ContentBase64, 'base64')));
      if (!qr) throw new AppError(400, 'invoice.qrNotFound');
      return ok({
        INVOICE_NO: qr.number,
        INVOICE_CODE: qr.code,
        INVOICE_DATE: qr.date,
        AMOUNT: qr.amount,
        TYPE_CODE: qr.typeCode,
      });
    },
  );
}

/** Finance: approve or reject; the vendors' payment terms. */
function reviewRoutes(app: RouteApp, events: InvoiceEvents): void {
  app.get(
    `/${apiPaths.invoice.termGet}`,
    {
      schema: {
        tags,
        summary: "A vendor's payment terms (30 days after the invoice date until saved)",
        querystring: z.object({ vendor: z.string().trim().min(1).max(32) }),
        response: { 200: envelopeOf(paymentTerm), ...refusals },
      },
      config: { permission: finance },
    },
    async (request) => ok(await getTerm(app.db, authOf(request), request.query.vendor)),
  );
  app.post(
    `/${apiPaths.invoice.termSave}`,
    {
      schema: {
        tags,
        summary:
          "Saves a vendor's payment terms: N days after the invoice date, the last receipt or the month end",
        body: paymentTermBody,
        response: { 200: envelopeOf(paymentTerm), ...refusals },
      },
      config: { permission: finance },
    },
    async (request) => ok(await saveTermOf(app.db, authOf(request), request.body)),
  );
  app.post(
    `/${apiPaths.invoice.approve}`,
    {
      schema: {
        tags,
        summary:
          'submitted → approved, with its expected payment date; the last standing invoice of a statement approves the statement',
        body: invoiceIdBody,
        response: { 200: envelopeOf(invoiceDetail), ...refusals },
      },
      config: { permission: finance },
    },
    async (request) => {
      const auth = authOf(request);
      await app.events.prepare();
      return ok(
        await approveInvoice(
          app.db,
          events,
          auth,
          request.body.ID,
          statementApprovalBy(publisherFor(app.events, 'statement'), auth, request.lang),
        ),
      );
    },
  );
  app.post(
    `/${apiPaths.invoice.reject}`,
    {
      schema: {
        tags,
        summary: 'submitted → rejected with a reason: back to the vendor',
        body: invoiceRejectBody,
        response: { 200: envelopeOf(invoiceDetail), ...refusals },
      },
      config: { permission: finance },
    },
    async (request) =>
      ok(await rejectInvoice(app.db, events, authOf(request), request.body.ID, request.body.REASON)),
  );
}

const refused = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

/** The ERP (an organisation key with the `invoices` scope). */
function erpRoutes(app: RouteApp, events: InvoiceEvents): void {
  const permission = { integration: 'invoices' } as const;
  app.get(
    `/${apiPaths.invoice.pullInvoices}`,
    {
      schema: {
        tags: ['Integration'],
        summary: 'ERP: approved invoices after a cursor, in approval order; pass `next` back as `since`',
        querystring: pullInvoicesQuery,
        response: { 200: envelopeOf(pullInvoicesResult), ...refused },
      },
      config: { permission },
    },
    async (request) => ok(await pullInvoices(app.db, callerOf(request), request.query)),
  );
  app.post(
    `/${apiPaths.invoice.pushPayments}`,
    {
      bodyLimit: batchBodyLimit,
      schema: {
        tags: ['Integration'],
        summary:
          'ERP: payments made (reference, date, amount, the invoices paid with amounts, deductions); idempotent by reference, all or none',
        body: pushPaymentsBody,
        response: { 200: envelopeOf(batchResult), ...refused },
      },
      config: { permission },
    },
    async (request) =>
      ok(await pushPayments(app.db, events, callerOf(request), request.body.Payments, request.lang)),
  );
  app.post(
    `/${apiPaths.invoice.scheduleInvoices}`,
    {
      bodyLimit: batchBodyLimit,
      schema: {
        tags: ['Integration'],
        summary: 'ERP: approved invoices planned into a payment run on a date (scheduled); all or none',
        body: scheduleInvoicesBody,
        response: { 200: envelopeOf(batchResult), ...refused },
      },
      config: { permission },
    },
    async (request) =>
      ok(await scheduleInvoices(app.db, events, callerOf(request), request.body.Invoices, request.lang)),
  );
}
