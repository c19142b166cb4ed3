import { statementState, statementStates, statementTransitions } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { drawerActions, type Side } from './statementApi.ts';

const sides: Side[] = ['buyer', 'vendor', 'finance'];

describe('the statement detail’s buttons', () => {
  it('are the shared table’s actions for every state and side (no copy of the rules in the web)', () => {
    for (const state of statementStates)
      for (const side of sides) {
        const fromTable = Object.entries(statementTransitions)
          .filter(([action, r]) => action !== 'create' && r.from.includes(state) && r.actors.includes(side))
          .map(([action]) => action);
        expect(drawerActions(state, side), `${state} ${side}`).toEqual(fromTable);
      }
  });

  it('offer the buyer Void on a draft and on a rejected statement (docs/decisions.md "Money")', () => {
    const { draft, rejected } = statementState;
    expect(drawerActions(draft, 'buyer')).toEqual(['addLines', 'removeLines', 'send', 'void']);
    expect(drawerActions(rejected, 'buyer')).toEqual(['addLines', 'removeLines', 'send', 'void']);
    expect(drawerActions(rejected, 'vendor')).toEqual([]);
  });
});
