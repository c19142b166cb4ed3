import { describe, expect, it } from 'vitest';
import { type Actor, actorOf, canDo, type NoteAction, noteActions } from './actions.ts';

/** PRODUCT §5's table: which (status, actor) may take each action. */
const expected: Record<NoteAction, string[]> = {
  edit: ['1:vendor'],
  audit: ['1:vendor', '1:buyer'],
  unAudit: ['2:vendor', '2:buyer'],
  ship: ['2:vendor'],
  receive: ['4:buyer'],
  void: ['1:vendor', '1:buyer', '2:buyer'],
};

describe('note actions offered to the caller', () => {
  it.each(noteActions)('%s follows the PRODUCT §5 table for every status and actor', (action) => {
    const allowed: string[] = [];
    for (const status of [1, 2, 3, 4, 5])
      for (const actor of ['vendor', 'buyer'] as Actor[])
        if (canDo(action, status, actor)) allowed.push(`${status}:${actor}`);
    expect(allowed).toEqual(expected[action]);
  });

  it('offers nothing to a caller who has no part in the note', () => {
    for (const action of noteActions) expect(canDo(action, 1, null)).toBe(false);
  });

  it('tells vendor, staff, the receiving parent vendor and strangers apart', () => {
    expect(actorOf('V001', { VENDOR_CODE: 'V001' })).toBe('vendor');
    expect(actorOf(null, { VENDOR_CODE: 'V001' })).toBe('buyer');
    expect(actorOf('V001', { VENDOR_CODE: 'V003', RECEIVER_VENDOR_CODE: 'V001' })).toBe('buyer');
    expect(actorOf('V002', { VENDOR_CODE: 'V001' })).toBeNull();
  });
});
