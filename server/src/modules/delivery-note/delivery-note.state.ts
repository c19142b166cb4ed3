import {
  type DeliveryNoteAction,
  type DeliveryNoteActor,
  deliveryNoteTransitions,
  actorMay as mayEver,
  ruleFor,
} from '@srm/contract';

/**
 * The state machine of PRODUCT §5 is `deliveryNoteTransitions` in the contract (the web shows its buttons from the
 * same table); the service asks it through these two questions, and the state-machine test walks every
 * (state × action × actor) through HTTP against a table written out by hand.
 */
export type Actor = DeliveryNoteActor;
export type Action = DeliveryNoteAction;

/** May this actor ever take this action (whatever the state)? No → 403. */
export const actorMay = (action: Action, actor: Actor): boolean =>
  mayEver(deliveryNoteTransitions, action, actor);

/** The state the action leads to from `status` for this actor, or null when the table has no such row (→ 409). */
export function nextStatus(action: Action, status: number, actor: Actor): number | null {
  const rule = ruleFor(deliveryNoteTransitions, action, status, actor);
  if (!rule) return null;
  return typeof rule.to === 'number' ? rule.to : status;
}
