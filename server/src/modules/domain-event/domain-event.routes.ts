import { apiPaths, envelopeOf, eventDeliveryKey, screens } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { eventDeliveryList, undelivered } from './domain-event.list.ts';
import { retryDelivery } from './domain-event.service.ts';

const tags = ['Domain events'];
/** The "Undelivered events" screen's (administrators'), never a vendor user's. */
const permission = { menu: screens.DomainEvent.path };

/**
 * Domain events (issue #31) as administrators see them: the deliveries not yet delivered, and the retry of a failed
 * one (it goes back to pending and its job is queued; the subscriber's effect still happens once).
 */
export const domainEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);

  registerList(
    app,
    'DomainEvent',
    eventDeliveryList,
    'Deliveries of domain events not yet delivered (pending, retried or failed), newest event first',
    () => [undelivered],
  );

  app.post(
    `/${apiPaths.domainEvent.retry}`,
    {
      schema: {
        tags,
        summary:
          'Retry a failed delivery: pending again, its job queued (audited); 409 when it has not failed',
        body: eventDeliveryKey,
        response: { 200: envelopeOf(eventDeliveryKey), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await retryDelivery(app.events, authOf(request), request.body)),
  );
};
