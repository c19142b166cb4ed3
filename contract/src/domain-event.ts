import { z } from 'zod';
import type { StateTable } from './state-machine.ts';

/**
 * Deliveries of domain events (issue #31, PRODUCT §14) as administrators see them: one row per event and
 * subscriber not yet delivered (waiting, being retried, or failed after its last try), and the retry of a failed one.
 */
export const eventDeliveryStates = ['pending', 'delivered', 'failed'] as const;
export type EventDeliveryState = (typeof eventDeliveryStates)[number];

/** The organisation's administrators (the "Undelivered events" screen; a vendor user has none of it). */
export type EventDeliveryActor = 'administrator';

/**
 * An administrator retries a delivery that failed after its last try: pending again, its job queued (the worker's
 * own tries and outcomes are no one's action). A pending or delivered one has nothing to retry.
 */
export const eventDeliveryTransitions: StateTable<'retry', EventDeliveryState, EventDeliveryActor> = {
  retry: { from: ['failed'], actors: ['administrator'], to: 'pending' },
};

type Label = { 'zh-chs': string; en: string };

export const eventDeliveryStateLabels = {
  pending: { 'zh-chs': '待投递', en: 'Pending' },
  delivered: { 'zh-chs': '已投递', en: 'Delivered' },
  failed: { 'zh-chs': '投递失败', en: 'Failed' },
} as const satisfies Record<EventDeliveryState, Label>;

/** A delivery: its event and the subscriber (e.g. `mail`). */
export const eventDeliveryKey = z.object({
  EVENT_ID: z.coerce.number().int().positive(),
  SUBSCRIBER: z.string().trim().min(1).max(64),
});
export type EventDeliveryKey = z.infer<typeof eventDeliveryKey>;
