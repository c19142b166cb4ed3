import { expenseBillStates, expenseBillTransitions } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { billActionsOf, canDoBill } from './billApi.ts';

describe('the expense bill buttons', () => {
  it('are the shared table’s actions of each side, `save` shown as edit', () => {
    expect(billActionsOf('buyer')).toEqual(['edit', 'send', 'delete']);
    expect(billActionsOf('vendor')).toEqual(['confirm', 'dispute']);
  });

  it('are enabled in the states the shared table allows, for each side', () => {
    for (const actor of ['buyer', 'vendor'] as const)
      for (const state of expenseBillStates)
        for (const button of billActionsOf(actor)) {
          const rule = expenseBillTransitions[button === 'edit' ? 'save' : button];
          expect(canDoBill(button, state, actor), `${state} ${actor} ${button}`).toBe(
            rule.from.includes(state) && rule.actors.includes(actor),
          );
        }
  });
});
