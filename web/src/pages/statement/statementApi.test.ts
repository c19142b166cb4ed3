import { statementState } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { canDoStatement, type Side, sideActions } from './statementApi.ts';

const sides: Side[] = ['buyer', 'vendor', 'finance'];

describe('canDoStatement', () => {
  it('gives each action to one side only', () => {
    for (const side of sides)
      for (const action of sideActions[side])
        for (const other of sides.filter((s) => s !== side))
          for (const state of Object.values(statementState))
            expect(canDoStatement(action, state, other)).toBe(false);
  });
  it('follows the states of docs/decisions.md "Money"', () => {
    const { draft, sent, confirmed, rejected, approved, closed, voided } = statementState;
    expect(canDoStatement('removeLines', rejected, 'buyer')).toBe(true);
    expect(canDoStatement('send', rejected, 'buyer')).toBe(true);
    expect(canDoStatement('void', rejected, 'buyer')).toBe(false);
    expect(canDoStatement('void', draft, 'buyer')).toBe(true);
    expect(canDoStatement('addLines', sent, 'buyer')).toBe(false);
    expect(canDoStatement('reject', sent, 'vendor')).toBe(true);
    expect(canDoStatement('confirm', rejected, 'vendor')).toBe(false);
    expect(canDoStatement('approve', confirmed, 'finance')).toBe(true);
    expect(canDoStatement('close', approved, 'finance')).toBe(true);
    for (const action of Object.values(sideActions).flat()) {
      for (const side of sides) {
        expect(canDoStatement(action, closed, side)).toBe(false);
        expect(canDoStatement(action, voided, side)).toBe(false);
      }
    }
  });
});
