import type { FastifyInstance } from 'fastify';
import { subscribe } from '../../platform/events/event-catalogue.ts';
import { mailRuntimeOf, queueNotification } from './mail-notify.service.ts';
import { notifications } from './notifications/index.ts';

/** The mail module's name as a subscriber: the key of its deliveries (`event_delivery.subscriber`). */
export const mailSubscriber = 'mail';

/**
 * The notifications of PRODUCT §8 (one file each in `notifications/`) as subscriptions, registered at start-up by
 * mail.routes.ts. Each delivery queues its mails (log rows and their jobs) in the transaction that marks it
 * delivered, so a delivery run twice queues them once; a failure rolls the delivery back and it is retried.
 */
export function subscribeMailNotifications(app: FastifyInstance): void {
  const runtime = mailRuntimeOf(app);
  for (const notification of notifications)
    for (const name of notification.events)
      subscribe(app.events, name, mailSubscriber, async (event, trx) => {
        await queueNotification(trx, notification, event, runtime);
      });
}
