import {
  canDo,
  type EventDeliveryKey,
  type EventDeliveryState,
  eventDeliveryTransitions,
} from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events/domain-events.ts';
import { writeAudit } from '../audit/index.ts';

/**
 * An administrator's retry of a failed delivery of the caller's organisation (contract `eventDeliveryTransitions`;
 * the routes refuse vendor users, who are no administrators, with a 403): pending again, its job queued and the retry
 * audited in one transaction. 404 for a delivery of another organisation or none; 409 from a state the table has
 * no rule for (it has not failed).
 */
export async function retryDelivery(
  events: DomainEvents,
  auth: AuthContext,
  key: EventDeliveryKey,
): Promise<EventDeliveryKey> {
  const params = { event: key.EVENT_ID, subscriber: key.SUBSCRIBER };
  const retryable = (state: EventDeliveryState) =>
    canDo(eventDeliveryTransitions, 'retry', state, 'administrator');
  const outcome = await events.retry(auth.orgId, key.EVENT_ID, key.SUBSCRIBER, retryable, (trx, event) =>
    writeAudit(trx, auth, {
      action: 'retry',
      entity: 'eventDelivery',
      entityId: `${key.EVENT_ID}:${key.SUBSCRIBER}`,
      before: { STATE: 'failed' },
      after: { STATE: 'pending', EVENT_NAME: event.name },
    }),
  );
  if (outcome === 'unknown') throw new AppError(404, 'domainEvent.deliveryNotFound', params);
  if (outcome === 'notFailed') throw new AppError(409, 'domainEvent.notFailed', params);
  return key;
}
