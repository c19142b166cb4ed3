import { describe, expect, it } from 'vitest';
import { lockStateOf } from './renderers.tsx';

describe('account lock state', () => {
  const now = Date.parse('2026-05-01T08:00:00Z');
  it('tells an administrator lock from a lock-out after failed sign-ins', () => {
    expect(lockStateOf({ IS_LOCKED: true, LOCKED_UNTIL: null }, now)).toBe('locked');
    expect(lockStateOf({ IS_LOCKED: false, LOCKED_UNTIL: '2026-05-01T08:10:00Z' }, now)).toBe('lockedOut');
  });
  it('is normal once a lock-out has passed', () => {
    expect(lockStateOf({ IS_LOCKED: false, LOCKED_UNTIL: '2026-05-01T07:59:00Z' }, now)).toBe('normal');
    expect(lockStateOf({ IS_LOCKED: false, LOCKED_UNTIL: null }, now)).toBe('normal');
  });
});
