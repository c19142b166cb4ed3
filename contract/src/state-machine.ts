/**
 * A document's state machine as data, declared once in the module's contract file (`deliveryNoteTransitions`,
 * `statementTransitions`, `expenseBillTransitions`): the server enforces it (403 for an actor who may never take the
 * action, 409 from a state the table has no row for) and the web shows the buttons it allows. No other copy exists
 * (`state-machine.test.ts` looks for one).
 *
 * A rule says from which states which actors may take an action and where it leads: `same` keeps the state,
 * `deleted` removes the document. An action with different actors in different states has several rules.
 */
export type StateRule<S, A extends string> = {
  readonly from: readonly S[];
  readonly actors: readonly A[];
  readonly to: S | 'same' | 'deleted';
};

export type StateMachine<Act extends string, S, A extends string> = {
  readonly [K in Act]: StateRule<S, A> | readonly StateRule<S, A>[];
};

/** A machine with one rule per action (its rules read as `table[action].from` …). */
export type StateTable<Act extends string, S, A extends string> = { readonly [K in Act]: StateRule<S, A> };

const rulesOf = <S, A extends string>(rule: StateRule<S, A> | readonly StateRule<S, A>[]) =>
  (Array.isArray(rule) ? rule : [rule]) as readonly StateRule<S, A>[];

/** The actions of a table, in the order it declares them (the order screens show their buttons in). */
export const actionsOf = <Act extends string, S, A extends string>(machine: StateMachine<Act, S, A>) =>
  Object.keys(machine) as Act[];

/** May this actor ever take this action, whatever the state? No → 403. */
export const actorMay = <Act extends string, S, A extends string>(
  machine: StateMachine<Act, S, A>,
  action: NoInfer<Act>,
  actor: NoInfer<A>,
): boolean => rulesOf(machine[action]).some((r) => r.actors.includes(actor));

/** The rule that lets this actor take the action from `state`, or undefined (→ 409, or 403 when `actorMay` is false). */
export const ruleFor = <Act extends string, S, A extends string>(
  machine: StateMachine<Act, S, A>,
  action: NoInfer<Act>,
  state: NoInfer<S>,
  actor: NoInfer<A>,
): StateRule<S, A> | undefined =>
  rulesOf(machine[action]).find((r) => r.from.includes(state) && r.actors.includes(actor));

/** May this actor take the action from `state`? (A caller with no part in the document, `null`, may do nothing.) */
export const canDo = <Act extends string, S, A extends string>(
  machine: StateMachine<Act, S, A>,
  action: NoInfer<Act>,
  state: NoInfer<S>,
  actor: NoInfer<A> | null,
): boolean => actor !== null && ruleFor(machine, action, state, actor) !== undefined;

/** What this actor may do from `state`, in the table's order. */
export const allowedActions = <Act extends string, S, A extends string>(
  machine: StateMachine<Act, S, A>,
  state: NoInfer<S>,
  actor: NoInfer<A> | null,
): Act[] => actionsOf(machine).filter((action) => canDo(machine, action, state, actor));
