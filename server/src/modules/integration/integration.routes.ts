import {
  apiPaths,
  batchResult,
  deliveryNoteDetail,
  envelopeOf,
  errorEnvelope,
  idBody,
  integrationKeyCreate,
  orderImportBody,
  pullConfirmationsQuery,
  pullConfirmationsResult,
  pullNotesQuery,
  pushOrdersBody,
  pushReceiptsBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type IntegrationCaller } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import {
  createKey,
  listKeys,
  pullConfirmations,
  pullNotes,
  pushOrders,
  pushReceipts,
  revokeKey,
} from './integration.service.ts';
import { importOrders } from './integration-order-import.service.ts';

/** Batches of up to 5,000 orders and Excel files up to 10 MB (base64) are larger than the default body limit. */
const batchBodyLimit = 10 * 1024 * 1024;
const uploadBodyLimit = 15 * 1024 * 1024;

const callerOf = (request: { integration: IntegrationCaller | null }): IntegrationCaller => {
  if (!request.integration) throw new AppError(401, 'integration.keyMissing');
  return request.integration;
};

/** The pull's answer as the OpenAPI document shows it: a split promise and an accepted line. */
const pullConfirmationsExample = pullConfirmationsResult.meta({
  examples: [
    {
      items: [
        {
          externalId: 'ERP-4500012345-10',
          poNo: '4500012345',
          poItem: 10,
          state: 'confirmed',
          schedule: [
            { date: '2026-12-01', qty: '600' },
            { date: '2026-12-15', qty: '400' },
          ],
          seq: 41,
        },
        {
          externalId: 'ERP-4500012345-20',
          poNo: '4500012345',
          poItem: 20,
          state: 'accepted',
          schedule: [{ date: '2026-12-10', qty: '250' }],
          seq: 42,
        },
      ],
      next: 42,
    },
  ],
});

const tags = ['Integration'];
const refused = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

/** ERP/WMS calls (API key) and the administration of their keys (button `IntegrationKey`). */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  pushRoutes(app);
  pullRoutes(app);
  importRoutes(app);
  keyRoutes(app);
};

/** ERP and WMS send: order lines and receipts, in batches. */
function pushRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.integration.pushOrders}`,
    {
      bodyLimit: batchBodyLimit,
      schema: {
        tags,
        summary:
          'ERP: upsert purchase/outsourcing order lines by ExternalId; a batch with a bad row writes nothing (data.Errors)',
        body: pushOrdersBody,
        response: { 200: envelopeOf(batchResult), ...refused },
      },
      config: { permission: { integration: 'orders' } },
    },
    async (request) =>
      ok(
        await pushOrders(
          app.db,
          publisherFor(app.events, 'integration'),
          callerOf(request),
          request.body.Orders,
          request.lang,
        ),
      ),
  );

  app.post(
    `/${apiPaths.integration.pushReceipts}`,
    {
      bodyLimit: batchBodyLimit,
      schema: {
        tags,
        summary: 'WMS: receive in-transit delivery notes with quantities per line; idempotent by ExternalId',
        body: pushReceiptsBody,
        response: { 200: envelopeOf(batchResult), ...refused },
      },
      config: { permission: { integration: 'receipts' } },
    },
    async (request) =>
      ok(
        await pushReceipts(
          app.db,
          publisherFor(app.events, 'delivery-note'),
          callerOf(request),
          request.body.Receipts,
          request.lang,
        ),
      ),
  );
}

/** ERP and WMS fetch: delivery notes and vendors' order confirmations since a point. */
function pullRoutes(app: RouteApp): void {
  app.get(
    `/${apiPaths.integration.pullDeliveryNotes}`,
    {
      schema: {
        tags,
        summary: 'ERP/WMS: delivery notes changed since a moment, with their lines',
        querystring: pullNotesQuery,
        response: { 200: envelopeOf(z.array(deliveryNoteDetail)), ...refused },
      },
      config: { permission: { integration: 'notes' } },
    },
    async (request) => ok(await pullNotes(app.db, callerOf(request), request.query)),
  );

  app.get(
    `/${apiPaths.integration.pullConfirmations}`,
    {
      schema: {
        tags,
        summary:
          "ERP: vendors' answers to order lines (state and promised schedule) after a cursor; pass `next` as `since`",
        querystring: pullConfirmationsQuery,
        response: { 200: envelopeOf(pullConfirmationsExample), ...refused },
      },
      config: { permission: { integration: 'orders' } },
    },
    async (request) => ok(await pullConfirmations(app.db, callerOf(request), request.query)),
  );
}

/** A buyer's Excel import of order lines, held to the ERP push's checks. */
function importRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.integration.importOrders}`,
    {
      bodyLimit: uploadBodyLimit,
      schema: {
        tags: ['Purchase order'],
        summary:
          'Excel import of order lines (same checks as the ERP push; data.Errors names bad sheet rows)',
        body: orderImportBody,
        response: { 200: envelopeOf(batchResult), ...refused },
      },
      config: { permission: { button: 'PurchaseOrderImport' } },
    },
    async (request) => {
      const file = {
        name: request.body.FileName,
        content: Buffer.from(request.body.ContentBase64, 'base64'),
      };
      return ok(
        await importOrders(
          app.db,
          publisherFor(app.events, 'integration'),
          authOf(request),
          file,
          request.lang,
        ),
      );
    },
  );
}

/** The organisation's API keys (button `IntegrationKey`). */
function keyRoutes(app: RouteApp): void {
  const keyRow = z.object({
    ID: z.number().int(),
    NAME: z.string(),
    KEY_PREFIX: z.string(),
    SCOPES: z.string(),
    CREATED_BY: z.string(),
    CREATE_TIME: z.union([z.date(), z.string()]),
    REVOKED_AT: z.union([z.date(), z.string()]).nullable(),
    LAST_USED_AT: z.union([z.date(), z.string()]).nullable(),
  });
  const permission = { button: 'IntegrationKey' };
  // The organisation's keys are its staff's: a vendor user is refused even with the button (its own keys are
  // `VendorKey/*`, vendor-key module).
  const onRequest = refuseVendorUsers;

  app.get(
    `/${apiPaths.integration.keyLoadData}`,
    {
      schema: {
        tags,
        summary: 'API keys of the organisation (never the keys themselves)',
        response: { 200: envelopeOf(z.array(keyRow)) },
      },
      config: { permission },
      onRequest,
    },
    async (request) => ok(await listKeys(app.db, authOf(request))),
  );

  app.post(
    `/${apiPaths.integration.keyCreate}`,
    {
      schema: {
        tags,
        summary: 'A new API key, answered once',
        body: integrationKeyCreate,
        response: { 200: envelopeOf(z.object({ Key: z.string(), Id: z.number().int() })) },
      },
      config: { permission },
      onRequest,
    },
    async (request) => ok(await createKey(app.db, authOf(request), request.body.Name, request.body.Scopes)),
  );

  app.post(
    `/${apiPaths.integration.keyRevoke}`,
    {
      schema: {
        tags,
        summary: 'Revokes an API key at once',
        body: idBody,
        response: { 200: envelopeOf(z.boolean()) },
      },
      config: { permission },
      onRequest,
    },
    async (request) => {
      if (!(await revokeKey(app.db, authOf(request), request.body.ID))) {
        throw new AppError(404, 'http.404', { path: request.url });
      }
      return ok(true);
    },
  );
}
