import { deliveryStatus } from '@srm/contract';

/**
 * The state machine of PRODUCT §5, as data: the service enforces it and the state-machine test walks every
 * (state × action × actor) against it.
 *
 * Actors: `vendor` the note's own vendor; `buyer` staff of the organisation (buyers, administrators); for
 * downstream notes (SUB) the receiving parent vendor acts as the buyer; `wms` the warehouse integration.
 */
export type Actor = 'vendor' | 'buyer' | 'wms';
export type Action = 'edit' | 'audit' | 'unAudit' | 'ship' | 'receive' | 'void';

type Rule = { from: number[]; actors: Actor[]; to: number };

const { unprocessed, audited, voided, inTransit, received } = deliveryStatus;

export const transitions: Record<Action, Rule[]> = {
  edit: [{ from: [unprocessed], actors: ['vendor'], to: unprocessed }],
  audit: [{ from: [unprocessed], actors: ['vendor', 'buyer'], to: audited }],
  unAudit: [{ from: [audited], actors: ['vendor', 'buyer'], to: unprocessed }],
  ship: [{ from: [audited], actors: ['vendor'], to: inTransit }],
  receive: [{ from: [inTransit], actors: ['wms', 'buyer'], to: received }],
  void: [
    { from: [unprocessed], actors: ['vendor', 'buyer'], to: voided },
    { from: [audited], actors: ['buyer'], to: voided },
  ],
};

export const actions = Object.keys(transitions) as Action[];

/** May this actor ever take this action (whatever the state)? No → 403. */
export function actorMay(action: Action, actor: Actor): boolean {
  return transitions[action].some((r) => r.actors.includes(actor));
}

/** The state the action leads to from `status` for this actor, or null when the table has no such row (→ 409). */
export function nextStatus(action: Action, status: number, actor: Actor): number | null {
  const rule = transitions[action].find((r) => r.from.includes(status) && r.actors.includes(actor));
  return rule ? rule.to : null;
}
