import {
  apiPaths,
  envelopeOf,
  idBody,
  screens,
  webhookAllowlist,
  webhookEndpointSave,
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
import { registerScreenList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import { subscribeWebhooks } from './webhook.events.ts';
import { webhookDeliveryList, webhookEndpointList } from './webhook.list.ts';
import {
  allowlistOf,
  deleteEndpoint,
  rotateSecret,
  saveAllowlist,
  saveEndpoint,
  sendAgain,
  setEnabled,
  webhookRuntimeOf,
} from './webhook.service.ts';

const p = apiPaths.webhook;
const endpoints = { menu: screens.WebhookEndpoints.path };
const deliveries = { menu: screens.WebhookDeliveries.path };
const done = z.object({ ID: z.number().int() });

/**
 * Signed webhooks (issue #35 item 3): the endpoints' screen (register, change, enable/disable, a new secret, delete,
 * the organisation's allowlist) and the deliveries' (the log, "Send again"). A vendor user holding the screens
 * manages its own vendor's endpoints; staff the organisation's, and see every endpoint of it.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = webhookRuntimeOf(app, publisherFor(app.events, 'webhook'));
  subscribeWebhooks(app, runtime);
  const tags = [screens.WebhookEndpoints.en];

  registerScreenList(app, 'WebhookEndpoints', webhookEndpointList, 'Webhook endpoints and their health');
  registerScreenList(
    app,
    'WebhookDeliveries',
    webhookDeliveryList,
    'Webhook messages, newest first: state, attempts, last status and error',
  );

  app.post(
    `/${p.save}`,
    {
      schema: {
        tags,
        summary:
          'Register an endpoint (no ID: its signing secret is answered this once) or change one; the URL must be https and public unless allowlisted',
        body: webhookEndpointSave,
        response: { 200: envelopeOf(webhookSaveAnswer), ...refusals },
      },
      config: { permission: endpoints },
    },
    async (request) => ok(await saveEndpoint(app.db, runtime, authOf(request), request.body)),
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
};
