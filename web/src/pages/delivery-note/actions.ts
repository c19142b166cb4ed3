import {
  actionsOf,
  type DeliveryNoteAction,
  type DeliveryNoteActor,
  deliveryNoteTransitions,
  type NoteKind,
  noteActorOf,
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

/** The caller's part in a note of `kind`: the contract's `noteActorOf`, the rule the server applies. */
export function actorOf(
  myVendorCode: string | null | undefined,
  kind: NoteKind,
  note: { VENDOR_CODE: string | null; RECEIVER_VENDOR_CODE?: string | null },
): Actor | null {
  return noteActorOf(myVendorCode, {
    kind,
    // A note without a vendor (a list row's column is nullable) is no vendor's own.
    vendorCode: note.VENDOR_CODE ?? '',
    receiverVendorCode: note.RECEIVER_VENDOR_CODE,
  });
}
