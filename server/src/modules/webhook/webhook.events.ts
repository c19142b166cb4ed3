import { webhookEvents } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { subscribe } from '../../platform/events/event-catalogue.ts';
import { endpointTakes, fanOut, type WebhookRuntime } from './webhook.service.ts';

/** The webhook module's name as a subscriber: the key of its deliveries (`event_delivery.subscriber`). */
export const webhookSubscriber = 'webhook';

/**
 * Every event an endpoint may choose, fanned out to a message per endpoint that chose it, in the transaction that
 * marks the event's delivery done (a delivery run twice adds no message: it waits on the first run's lock on the
 * delivery, then finds its messages). An event
 * no enabled endpoint takes when it is published gets no delivery at all (`endpointTakes`).
 */
export function subscribeWebhooks(app: FastifyInstance, runtime: WebhookRuntime): void {
  for (const name of webhookEvents)
    subscribe(
      app.events,
      name,
      webhookSubscriber,
      (event, trx) => fanOut(trx, runtime, event),
      endpointTakes,
    );
}
