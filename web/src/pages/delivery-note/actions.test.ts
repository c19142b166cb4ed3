import { deliveryNoteTransitions, deliveryStatus } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { type Actor, actorOf, canDo, type NoteAction, noteActions } from './actions.ts';

const rules = (action: NoteAction) => [deliveryNoteTransitions[action]].flat();

describe('note actions offered to the caller', () => {
  it.each(noteActions)('%s follows the shared table for every status and actor', (action) => {
    for (const status of Object.values(deliveryStatus))
      for (const actor of ['vendor', 'buyer'] as Actor[])
        expect(canDo(action, status, actor), `${status} ${actor}`).toBe(
          rules(action).some((r) => r.from.includes(status) && r.actors.includes(actor)),
        );
  });

  it('lets a buyer void an audited note and its vendor not', () => {
    expect(canDo('void', deliveryStatus.audited, 'buyer')).toBe(true);
    expect(canDo('void', deliveryStatus.audited, 'vendor')).toBe(false);
  });

  it('offers nothing to a caller who has no part in the note', () => {
    for (const action of noteActions) expect(canDo(action, 1, null)).toBe(false);
  });

  it('tells vendor, staff, the receiving parent vendor and strangers apart', () => {
    expect(actorOf('V001', 'DN', { VENDOR_CODE: 'V001' })).toBe('vendor');
    expect(actorOf(null, 'DN', { VENDOR_CODE: 'V001' })).toBe('buyer');
    expect(actorOf('V001', 'SUB', { VENDOR_CODE: 'V003', RECEIVER_VENDOR_CODE: 'V001' })).toBe('buyer');
    // The receiver's part is a downstream note's only, as the server has it.
    expect(actorOf('V001', 'DN', { VENDOR_CODE: 'V003', RECEIVER_VENDOR_CODE: 'V001' })).toBeNull();
    expect(actorOf('V002', 'DN', { VENDOR_CODE: 'V001' })).toBeNull();
  });
});
