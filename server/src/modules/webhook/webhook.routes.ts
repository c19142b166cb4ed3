import {
  apiPaths,
  bulkResult,
  envelopeOf,
  idBody,
  idsBody,
  screens,
  webhookAllowlist,
  webhookDeliveryDetail,
  webhookDeliveryQuery,
  webhookEndpointSave,
  webhookEvents,
  webhookRotate,
  webhookSaveAnswer,
  webhookSecretAnswer,
  webhookSendAgain,
  webhookSendAgainResult,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { subscribeWebhooks } from './webhook.events.ts';
import { webhookDeliveryList, webhookEndpointList } from './webhook.list.ts';
import {
  allowlistOf,
  deleteEndpoint,
  deleteEndpoints,
  deliveryDetail,
  rotateSecret,
  saveAllowlist,
  saveEndpoint,
  sendAgain,
  setEnabled,
  setEnabledMany,
  type WebhookRuntime,
  webhookRuntimeOf,
} from './webhook.service.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** OpenAPI callbacks: the requests the portal sends to a URL the call registers (@fastify/swagger copies them). */
    callbacks?: Record<string, Record<string, Record<string, unknown>>>;
  }
}

const p = apiPaths.webhook;
const tags = [screens.WebhookEndpoints.en];
const endpoints = { menu: screens.WebhookEndpoints.path };
const deliveries = { menu: screens.WebhookDeliveries.path };
const done = z.object({ ID: z.number().int() });

const organization = { id: 1, code: 'HQ' };
/**
 * What a registered URL receives, as the OpenAPI callback of `WebhookEndpoint/Save`: PRODUCT §11's body
 * `{type, timestamp, data}`, `data` the event's payload (docs/architecture.md "Domain events") and the organisation
 * it happened in, so one receiver tells organisations apart (issue #44).
 */
const messageCallback = {
  message: {
    '{$request.body#/URL}': {
      post: {
        requestBody: {
          description:
            'Signed as Standard Webhooks 1.0: headers webhook-id (msg_<event id>, the same on every attempt), webhook-timestamp (unix seconds of the attempt) and webhook-signature (v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"> keyed with the base64 after whsec_; two space-separated signatures for 24 hours after a new secret)',
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['type', 'timestamp', 'data'],
                properties: {
                  type: { type: 'string', enum: [...webhookEvents] },
                  timestamp: { type: 'string', format: 'date-time', description: 'When the event happened' },
                  data: {
                    type: 'object',
                    description: "The event's payload, and the organisation it happened in",
                    required: ['organization'],
                    properties: {
                      organization: {
                        type: 'object',
                        required: ['id', 'code'],
                        properties: { id: { type: 'integer' }, code: { type: 'string' } },
                      },
                    },
                    additionalProperties: true,
                  },
                },
              },
              examples: {
                'note.shipped': {
                  value: {
                    type: 'note.shipped',
                    timestamp: '2026-11-27T08:30:00.000Z',
                    data: {
                      noteId: 812,
                      deliveryNo: 'DN202611270003',
                      noteKind: 'DN',
                      vendorCode: 'V001',
                      by: 'vendor1',
                      organization,
                    },
                  },
                },
                'order.line.confirmed': {
                  value: {
                    type: 'order.line.confirmed',
                    timestamp: '2026-11-20T02:15:00.000Z',
                    data: {
                      vendorCode: 'V001',
                      lines: [{ orderLineId: 4511, poNo: '4500012345', poItem: 10, version: 2 }],
                      by: 'buyer',
                      organization,
                    },
                  },
                },
                'statement.approved': {
                  value: {
                    type: 'statement.approved',
                    timestamp: '2026-12-03T06:00:00.000Z',
                    data: {
                      statementId: 57,
                      statementNo: 'ST202612030002',
                      vendorCode: 'V001',
                      by: 'finance',
                      organization,
                    },
                  },
                },
                'ncr.opened': {
                  value: {
                    type: 'ncr.opened',
                    timestamp: '2026-11-29T03:10:00.000Z',
                    data: {
                      ncrId: 21,
                      ncrNo: 'NCR-2026-00021',
                      vendorCode: 'V001',
                      by: 'buyer',
                      organization,
                    },
                  },
                },
                'bill.confirmed': {
                  value: {
                    type: 'bill.confirmed',
                    timestamp: '2026-11-28T09:45:00.000Z',
                    data: {
                      billId: 33,
                      billNo: 'EB202611280001',
                      vendorCode: 'V002',
                      by: 'vendor2',
                      organization,
                    },
                  },
                },
              },
            },
          },
        },
        responses: {
          '2XX': {
            description:
              'Accepted. Any other answer, none within 15 s or a refused connection is retried for 24 hours',
          },
        },
      },
    },
  },
};

/**
 * Signed webhooks (issue #35 item 3): the endpoints' screen (register, change, enable/disable, a new secret, delete,
 * the organisation's allowlist) and the deliveries' (the log, "Send again"). A vendor user holding the screens
 * manages its own vendor's endpoints; staff the organisation's, and see every endpoint of it.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = webhookRuntimeOf(app, publisherFor(app.events, 'webhook'));
  subscribeWebhooks(app, runtime);

  registerList(app, 'WebhookEndpoints', webhookEndpointList, 'Webhook endpoints and their health');
  registerList(
    app,
    'WebhookDeliveries',
    webhookDeliveryList,
    'Webhook messages, newest first: state, attempts, last status and error',
  );
  endpointRoutes(app, runtime);
  endpointBulkRoutes(app);
  allowlistRoutes(app);
  deliveryRoutes(app, runtime);
};

/** One endpoint: register or change it (the message callback documented), enable or disable it, a new secret. */
function endpointRoutes(app: RouteApp, runtime: WebhookRuntime): void {
  app.post(
    `/${p.save}`,
    {
      schema: {
        tags,
        summary:
          'Register an endpoint (no ID: its signing secret is answered this once) or change one; the URL must be https and public unless allowlisted (a 400 names every reason, also in data.REASONS)',
        body: webhookEndpointSave,
        response: { 200: envelopeOf(webhookSaveAnswer), ...refusals },
        callbacks: messageCallback,
      },
      config: { permission: endpoints },
    },
    async (request) => ok(await saveEndpoint(app.db, runtime, authOf(request), request.body, request.lang)),
  );

  for (const [path, enabled, summary] of [
    [p.enable, true, 'Enable an endpoint (it is sent the events that happen from now on)'],
    [p.disable, false, 'Disable an endpoint: it is sent nothing, its open messages end as failed'],
  ] as const) {
    app.post(
      `/${path}`,
      {
        schema: { tags, summary, body: idBody, response: { 200: envelopeOf(done), ...refusals } },
        config: { permission: endpoints },
      },
      async (request) => {
        await setEnabled(app.db, authOf(request), request.body.ID, enabled);
        return ok({ ID: request.body.ID });
      },
    );
  }

  app.post(
    `/${p.rotateSecret}`,
    {
      schema: {
        tags,
        summary:
          'A new signing secret, answered this once; the old one keeps signing beside it for 24 hours unless REVOKE_OLD',
        body: webhookRotate.meta({ examples: [{ ID: 3, REVOKE_OLD: false }] }),
        response: { 200: envelopeOf(webhookSecretAnswer), ...refusals },
      },
      config: { permission: endpoints },
    },
    async (request) =>
      ok(
        await rotateSecret(app.db, runtime, authOf(request), {
          id: request.body.ID,
          revokeOld: request.body.REVOKE_OLD,
        }),
      ),
  );
}

/** Several endpoints at once (enable, disable, delete), and deleting one. */
function endpointBulkRoutes(app: RouteApp): void {
  for (const [path, enabled, summary] of [
    [p.enableMany, true, 'Enable several endpoints in one transaction: all or none (409 names each refused)'],
    [
      p.disableMany,
      false,
      'Disable several endpoints in one transaction: all or none (409 names each refused)',
    ],
  ] as const) {
    app.post(
      `/${path}`,
      {
        schema: { tags, summary, body: idsBody, response: { 200: envelopeOf(bulkResult), ...refusals } },
        config: { permission: endpoints },
      },
      async (request) => ok(await setEnabledMany(app.db, authOf(request), request.body.IDS, enabled)),
    );
  }

  app.post(
    `/${p.removeMany}`,
    {
      schema: {
        tags,
        summary: 'Delete several endpoints with their delivery logs: all or none',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult), ...refusals },
      },
      config: { permission: endpoints },
    },
    async (request) => ok(await deleteEndpoints(app.db, authOf(request), request.body.IDS)),
  );

  app.post(
    `/${p.remove}`,
    {
      schema: {
        tags,
        summary: 'Delete an endpoint with its delivery log',
        body: idBody,
        response: { 200: envelopeOf(done), ...refusals },
      },
      config: { permission: endpoints },
    },
    async (request) => {
      await deleteEndpoint(app.db, authOf(request), request.body.ID);
      return ok({ ID: request.body.ID });
    },
  );
}

/** The organisation's allowlist of private hosts and networks. */
function allowlistRoutes(app: RouteApp): void {
  app.get(
    `/${p.allowlist}`,
    {
      schema: {
        tags,
        summary: "The organisation's allowlist of private hosts and networks endpoints may reach",
        response: { 200: envelopeOf(z.object({ ENTRIES: z.array(z.string()) })), ...refusals },
      },
      config: { permission: endpoints },
    },
    async (request) => ok({ ENTRIES: await allowlistOf(app.db, authOf(request)) }),
  );

  app.post(
    `/${p.saveAllowlist}`,
    {
      schema: {
        tags,
        summary: 'Save the allowlist (host names, addresses, CIDR ranges); staff only; audited',
        body: webhookAllowlist,
        response: { 200: envelopeOf(z.object({ ENTRIES: z.array(z.string()) })), ...refusals },
      },
      config: { permission: endpoints },
    },
    async (request) => ok({ ENTRIES: await saveAllowlist(app.db, authOf(request), request.body) }),
  );
}

/** The deliveries' screen: send messages again, one message with its attempts. */
function deliveryRoutes(app: RouteApp, runtime: WebhookRuntime): void {
  app.post(
    `/${p.sendAgain}`,
    {
      schema: {
        tags: [screens.WebhookDeliveries.en],
        summary:
          'Send delivered or failed messages again (same webhook-id, a fresh day of retries); 409 when their endpoint is disabled',
        body: webhookSendAgain,
        response: { 200: envelopeOf(webhookSendAgainResult), ...refusals },
      },
      config: { permission: deliveries },
    },
    async (request) => ok(await sendAgain(app.db, runtime, authOf(request), request.body.IDS)),
  );

  app.get(
    `/${p.delivery}`,
    {
      schema: {
        tags: [screens.WebhookDeliveries.en],
        summary:
          "One message: its document, every attempt (time, status or error, duration) and the body exactly as signed; 404 for another vendor's",
        querystring: webhookDeliveryQuery,
        response: { 200: envelopeOf(webhookDeliveryDetail), ...refusals },
      },
      config: { permission: deliveries },
    },
    async (request) => ok(await deliveryDetail(app.db, authOf(request), request.query.id)),
  );
}
