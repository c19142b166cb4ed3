import {
  actionsOf,
  type DeliveryNoteAction,
  type DeliveryNoteActor,
  deliveryNoteTransitions,
  canDo as tableAllows,
} from '@srm/contract';

/**
 * Which buttons a note shows for the caller: the contract's `deliveryNoteTransitions`, the table the server
 * enforces. Only a hint for the screen: the server still decides, and its 403/409 messages are shown as they come.
 */
export type Actor = Exclude<DeliveryNoteActor, 'wms'>;
export type NoteAction = DeliveryNoteAction;

export const noteActions = actionsOf(deliveryNoteTransitions);

export const canDo = (action: NoteAction, status: number, actor: Actor | null): boolean =>
  tableAllows(deliveryNoteTransitions, action, status, actor);

/**
 * The caller's part in a note: its own vendor is the vendor; staff act as buyers, and so does the parent
 * vendor a downstream note (SUB) is addressed to. Anyone else sees no actions.
 */
export function actorOf(
  myVendorCode: string | null | undefined,
  note: { VENDOR_CODE: string; RECEIVER_VENDOR_CODE?: string | null },
): Actor | null {
  if (!myVendorCode) return 'buyer';
  if (note.VENDOR_CODE === myVendorCode) return 'vendor';
  if (note.RECEIVER_VENDOR_CODE && note.RECEIVER_VENDOR_CODE === myVendorCode) return 'buyer';
  return null;
}
