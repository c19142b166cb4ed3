import { actionsOf, statementTransitions } from '@srm/contract';

/**
 * The statement state machine of PRODUCT §7 is `statementTransitions` in the contract (the web shows its buttons from
 * the same table); the service enforces it and the state-machine test walks every (state × action × role) against it
 * through HTTP. A staff user on the vendor's routes, or a vendor user on staff routes, is no actor at all (403).
 */
export { type StatementAction, type StatementActor, statementTransitions } from '@srm/contract';

export const statementActions = actionsOf(statementTransitions);
