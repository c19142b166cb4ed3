import { type DeliveryStatus, deliveryStatus } from '@srm/contract';

/**
 * Which buttons a note shows for the caller: PRODUCT §5's state table as the server applies it
 * (server/src/modules/delivery-note/delivery-note.state.ts). Only a hint for the screen: the server still
 * decides, and its 403/409 messages are shown as they come.
 */
export type Actor = 'vendor' | 'buyer';
export type NoteAction = 'edit' | 'audit' | 'unAudit' | 'ship' | 'receive' | 'void';

const { unprocessed, audited, inTransit } = deliveryStatus;

const table: Record<NoteAction, { from: DeliveryStatus[]; actors: Actor[] }[]> = {
  edit: [{ from: [unprocessed], actors: ['vendor'] }],
  audit: [{ from: [unprocessed], actors: ['vendor', 'buyer'] }],
  unAudit: [{ from: [audited], actors: ['vendor', 'buyer'] }],
  ship: [{ from: [audited], actors: ['vendor'] }],
  receive: [{ from: [inTransit], actors: ['buyer'] }],
  void: [
    { from: [unprocessed], actors: ['vendor', 'buyer'] },
    { from: [audited], actors: ['buyer'] },
  ],
};

export const noteActions = Object.keys(table) as NoteAction[];

export function canDo(action: NoteAction, status: number, actor: Actor | null): boolean {
  if (!actor) return false;
  return table[action].some((r) => (r.from as number[]).includes(status) && r.actors.includes(actor));
}

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
