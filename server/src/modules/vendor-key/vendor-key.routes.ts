import {
  apiPaths,
  envelopeOf,
  errorEnvelope,
  idBody,
  invoiceUblResult,
  pullConfirmationsQuery,
  pullConfirmationsResult,
  vendorKeyCreate,
  vendorKeyCreated,
  vendorKeyRow,
  vendorPullOrdersQuery,
  vendorPullOrdersResult,
  vendorPushInvoiceBody,
  vendorPushNoteBody,
  vendorPushNoteResult,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type IntegrationCaller } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import {
  createVendorKey,
  listVendorKeys,
  pullVendorConfirmations,
  pullVendorOrders,
  pushVendorInvoice,
  pushVendorNote,
  revokeVendorKey,
} from './vendor-key.service.ts';

const paths = apiPaths.vendorKey;

const callerOf = (request: { integration: IntegrationCaller | null }): IntegrationCaller => {
  if (!request.integration) throw new AppError(401, 'integration.keyMissing');
  return request.integration;
};

/** An example page of `Vendor/PullOrders` for the OpenAPI document. */
const pullOrdersExample = vendorPullOrdersResult.meta({
  examples: [
    {
      items: [
        {
          id: 1201,
          externalId: 'ERP-4500012345-10',
          orderKind: 'PO',
          poNo: '4500012345',
          poItem: 10,
          partNo: 'P10003',
          partName: '垫片',
          orderedQty: '1000',
          deliveredQty: '200',
          remainingQty: '800',
          unit: 'PCS',
          dueDate: '2026-12-15',
          state: 'confirmed',
          version: 2,
          schedule: [
            { date: '2026-12-01', qty: '600' },
            { date: '2026-12-15', qty: '400' },
          ],
        },
      ],
      next: 1201,
    },
  ],
});

/**
 * A vendor's own API (issue #35 item 4): its administrator's keys (button VendorApiKey, vendor users only) and the
 * calls a vendor key opens (`X-Api-Key` with a `vendor.*` scope; an organisation's ERP/WMS key is refused here, as a
 * vendor key is on `Integration/*`).
 */
export const vendorKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Vendor API'];
  const refused = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

  app.get(
    `/${paths.pullOrders}`,
    {
      schema: {
        tags,
        summary:
          'Vendor key: its open order lines (answer state, promised schedule) after the cursor `since` (an order line id); pass `next` as `since`',
        querystring: vendorPullOrdersQuery,
        response: { 200: envelopeOf(pullOrdersExample), ...refused },
      },
      config: { permission: { integration: 'vendor.orders' } },
    },
    async (request) => ok(await pullVendorOrders(app.db, callerOf(request), request.query)),
  );

  app.get(
    `/${paths.pullConfirmations}`,
    {
      schema: {
        tags,
        summary:
          'Vendor key: answers to its order lines (state, promised schedule) after a cursor, as Integration/PullConfirmations; pass `next` as `since`',
        querystring: pullConfirmationsQuery,
        response: { 200: envelopeOf(pullConfirmationsResult), ...refused },
      },
      config: { permission: { integration: 'vendor.orders' } },
    },
    async (request) => ok(await pullVendorConfirmations(app.db, callerOf(request), request.query)),
  );

  app.post(
    `/${paths.pushNotes}`,
    {
      schema: {
        tags,
        summary:
          "Vendor key: one delivery note against its own open order lines (ORDER_LINE_ID = a pulled line's id), with the editor's checks; a bad line writes nothing",
        body: vendorPushNoteBody,
        response: {
          200: envelopeOf(vendorPushNoteResult),
          ...refused,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
      config: { permission: { integration: 'vendor.notes' } },
    },
    async (request) => ok(await pushVendorNote(app.db, callerOf(request), request.body)),
  );

  app.post(
    `/${paths.pushInvoices}`,
    {
      bodyLimit: 11 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Vendor key: a UBL 2.1 Invoice or CreditNote (PEPPOL BIS Billing 3.0) for one of its confirmed statements, through the same match as a typed invoice; idempotent with VendorRef',
        body: vendorPushInvoiceBody,
        response: {
          200: envelopeOf(invoiceUblResult),
          ...refused,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
      config: { permission: { integration: 'vendor.invoices' } },
    },
    async (request) =>
      ok(
        await pushVendorInvoice(
          app.db,
          publisherFor(app.events, 'invoice'),
          callerOf(request),
          request.body,
          request.lang,
        ),
      ),
  );

  const permission = { button: 'VendorApiKey' };

  app.get(
    `/${paths.list}`,
    {
      schema: {
        tags,
        summary: "The caller's vendor's API keys, newest first (never the keys themselves)",
        response: { 200: envelopeOf(z.array(vendorKeyRow)), ...refused },
      },
      config: { permission },
    },
    async (request) => ok(await listVendorKeys(app.db, authOf(request))),
  );

  app.post(
    `/${paths.create}`,
    {
      schema: {
        tags,
        summary: "A new API key of the caller's vendor, answered once (only its hash is kept)",
        body: vendorKeyCreate,
        response: { 200: envelopeOf(vendorKeyCreated), ...refused },
      },
      config: { permission },
    },
    async (request) =>
      ok(await createVendorKey(app.db, authOf(request), request.body.Name, request.body.Scopes)),
  );

  app.post(
    `/${paths.revoke}`,
    {
      schema: {
        tags,
        summary: "Revokes an API key of the caller's vendor at once",
        body: idBody,
        response: { 200: envelopeOf(z.boolean()), ...refused, 404: errorEnvelope },
      },
      config: { permission },
    },
    async (request) => {
      await revokeVendorKey(app.db, authOf(request), request.body.ID);
      return ok(true);
    },
  );
};
