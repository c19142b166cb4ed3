import { z } from 'zod';
import { deliveryStatus } from './enums.ts';
import type { StateMachine } from './state-machine.ts';
import { optionalId } from './user.ts';
import { reasonText } from './visible-text.ts';

/**
 * The delivery note state machine of PRODUCT §5 (see `state-machine.ts`). Actors: `vendor` the note's own vendor;
 * `buyer` staff of the organisation (buyers, administrators), and for downstream notes (SUB) the receiving parent
 * vendor; `wms` the warehouse integration. A buyer may still void an audited note, its vendor only an unprocessed one.
 */
export type DeliveryNoteActor = 'vendor' | 'buyer' | 'wms';
export type DeliveryNoteAction = 'edit' | 'audit' | 'unAudit' | 'ship' | 'receive' | 'void';

export const deliveryNoteTransitions: StateMachine<DeliveryNoteAction, number, DeliveryNoteActor> = {
  edit: { from: [deliveryStatus.unprocessed], actors: ['vendor'], to: 'same' },
  audit: { from: [deliveryStatus.unprocessed], actors: ['vendor', 'buyer'], to: deliveryStatus.audited },
  unAudit: { from: [deliveryStatus.audited], actors: ['vendor', 'buyer'], to: deliveryStatus.unprocessed },
  ship: { from: [deliveryStatus.audited], actors: ['vendor'], to: deliveryStatus.inTransit },
  receive: { from: [deliveryStatus.inTransit], actors: ['wms', 'buyer'], to: deliveryStatus.received },
  void: [
    { from: [deliveryStatus.unprocessed], actors: ['vendor', 'buyer'], to: deliveryStatus.voided },
    { from: [deliveryStatus.audited], actors: ['buyer'], to: deliveryStatus.voided },
  ],
};

/**
 * Delivery notes (advance shipping notices), PRODUCT §5. Field names are the spec's (§3 "Delivery note",
 * "Delivery line"); quantities are decimal strings (exact), sent as strings or numbers.
 */
export const noteKinds = ['DN', 'OS', 'SUB'] as const;
export type NoteKind = (typeof noteKinds)[number];

/**
 * The caller's part in a note, the one rule of both sides (issue #46): a vendor user is the vendor of its own
 * vendor's notes and the buyer of a downstream note (SUB) addressed to its vendor; staff (no vendor code) act as
 * buyers; anyone else has no part (the server answers 404, the screen shows no action).
 */
export function noteActorOf(
  callerVendorCode: string | null | undefined,
  note: { kind: NoteKind; vendorCode: string; receiverVendorCode?: string | null | undefined },
): Exclude<DeliveryNoteActor, 'wms'> | null {
  if (!callerVendorCode) return 'buyer';
  if (note.vendorCode === callerVendorCode) return 'vendor';
  if (note.kind === 'SUB' && note.receiverVendorCode === callerVendorCode) return 'buyer';
  return null;
}

/** Decimal quantity as the screens send it: up to 14 integer and 4 fraction digits. */
export const quantity = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,14}(\.\d{1,4})?$/, 'invalid_quantity'));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The longest text each typed field of a note takes: the editor says so before the server has to. */
export const deliveryTextMax = {
  VENDOR_PART_NO: 64,
  DATE_CODE: 32,
  LOT_NO: 64,
  COLOR: 32,
  DESCRIPTION: 512,
} as const;

export const deliveryLineInput = z.object({
  ID: optionalId,
  ORDER_LINE_ID: z.coerce.number().int().positive(),
  DELIVERY_QTY: quantity,
  SPARE_QTY: quantity.optional(),
  /** Quantity per inner box; defaults to the part's SPQ. */
  PACKING_QTY: quantity.optional(),
  VENDOR_PART_NO: optionalText(deliveryTextMax.VENDOR_PART_NO),
  DATE_CODE: optionalText(deliveryTextMax.DATE_CODE),
  LOT_NO: optionalText(deliveryTextMax.LOT_NO),
  /** ATTRIBUTE8 of the spec. */
  COLOR: optionalText(deliveryTextMax.COLOR),
  /** ATTRIBUTE9 of the spec. */
  WEIGHT: quantity.nullish(),
});
export type DeliveryLineInput = z.input<typeof deliveryLineInput>;

export const deliveryNoteSave = z.object({
  ID: optionalId,
  DELIVERY_DATE: isoDate,
  ARRIVAL_DATE: isoDate.nullish(),
  DESCRIPTION: optionalText(deliveryTextMax.DESCRIPTION),
  Lines: z.array(deliveryLineInput).min(1).max(200),
});
export type DeliveryNoteSave = z.input<typeof deliveryNoteSave>;

export const noteIdBody = z.object({ ID: z.coerce.number().int().positive() });
export const shipBody = noteIdBody.extend({
  /** Logistics company. */
  ATTRIBUTE1: z.string().trim().min(1).max(64),
  /** Tracking number. */
  ATTRIBUTE2: z.string().trim().min(1).max(64),
});
export const voidBody = noteIdBody.extend({ REASON: reasonText(256) });
export const receiveBody = noteIdBody.extend({
  /** Received quantity per line; lines left out are received in full. */
  Lines: z
    .array(z.object({ ID: z.coerce.number().int().positive(), RECEIVED_QTY: quantity }))
    .max(200)
    .default([]),
});

export const deliveryLine = z.object({
  ID: z.number().int(),
  LINE_NO: z.number().int(),
  ORDER_LINE_ID: z.number().int(),
  PO_NO: z.string(),
  PO_ITEM: z.number().int(),
  PART_NO: z.string(),
  PART_NAME: z.string(),
  PART_DESCR: z.string().nullable(),
  PO_TOTAL_QTY: z.string(),
  /** Ordered − Σ delivered on other non-voided notes (what this line may still take, before tolerance). */
  PO_REMAINING_QTY: z.string(),
  /** The most this line may carry: ordered × (1 + over-delivery %) − Σ on other non-voided notes. */
  MAX_DELIVERY_QTY: z.string(),
  DELIVERY_QTY: z.string(),
  SPARE_QTY: z.string(),
  SPQ: z.string(),
  PACKING_QTY: z.string(),
  BOX_COUNT: z.number().int(),
  RECEIVED_QTY: z.string().nullable(),
  SHORTAGE_QTY: z.string().nullable(),
  VENDOR_PART_NO: z.string().nullable(),
  DATE_CODE: z.string().nullable(),
  LOT_NO: z.string().nullable(),
  PO_UNIT: z.string(),
  BASE_UNIT: z.string(),
  UNIT_EXRATE: z.string(),
  /** Buyer. */
  ATTRIBUTE1: z.string().nullable(),
  /** Colour. */
  ATTRIBUTE8: z.string().nullable(),
  /** Weight. */
  ATTRIBUTE9: z.string().nullable(),
  DUE_DATE: z.string(),
});
export type DeliveryLine = z.infer<typeof deliveryLine>;

export const deliveryNoteDetail = z.object({
  ID: z.number().int(),
  NOTE_KIND: z.enum(noteKinds),
  DELIVERY_NO: z.string(),
  STATUS: z.number().int(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  RECEIVER_VENDOR_CODE: z.string().nullable(),
  DELIVERY_DATE: z.string(),
  ARRIVAL_DATE: z.string().nullable(),
  DESCRIPTION: z.string().nullable(),
  CHECK_MAN: z.string().nullable(),
  CHECK_DATE: z.union([z.date(), z.string()]).nullable(),
  /** Logistics company. */
  ATTRIBUTE1: z.string().nullable(),
  /** Tracking number. */
  ATTRIBUTE2: z.string().nullable(),
  VOID_REASON: z.string().nullable(),
  RECEIVED_AT: z.union([z.date(), z.string()]).nullable(),
  CREATETIME: z.union([z.date(), z.string()]),
  CREATORID: z.number().int().nullable(),
  CREATOR_NAME: z.string().nullable(),
  BillCloseDate: z.string().nullable(),
  Lines: z.array(deliveryLine),
});
export type DeliveryNoteDetail = z.infer<typeof deliveryNoteDetail>;

/**
 * The Excel ASN import of delivery notes (PRODUCT §11, issue #35): the template's columns in their order, headed by
 * their field caption (`field-captions.ts`, either language is read back). Rows are grouped into notes by delivery
 * date and ship-to; SHIP_TO is a group key only (written into the note's description).
 */
export const asnColumns = [
  'PO_NO',
  'PO_ITEM',
  'DELIVERY_QTY',
  'DELIVERY_DATE',
  'ARRIVAL_DATE',
  'SHIP_TO',
  'SPARE_QTY',
  'PACKING_QTY',
  'LOT_NO',
  'DATE_CODE',
] as const;
export type AsnColumn = (typeof asnColumns)[number];
/** The columns a row must fill (and the header must have). */
export const asnRequiredColumns: readonly AsnColumn[] = [
  'PO_NO',
  'PO_ITEM',
  'DELIVERY_QTY',
  'DELIVERY_DATE',
  'LOT_NO',
];
/** Data rows an import takes at most. */
export const asnMaxRows = 5000;
/** Lines a note takes (`deliveryNoteSave`): a larger (date, ship-to) group makes several notes. */
export const asnLinesPerNote = 200;

/** One bad cell of an import: its sheet row (header = 1), column (field name and caption) and reason. */
export const asnImportError = z.object({
  Row: z.number().int(),
  Field: z.enum(asnColumns),
  Column: z.string(),
  Reason: z.string(),
});
export type AsnImportError = z.infer<typeof asnImportError>;

/** What an import created: one entry per note. */
export const asnImportResult = z.object({
  Notes: z.array(
    z.object({
      ID: z.number().int(),
      DELIVERY_NO: z.string(),
      DELIVERY_DATE: z.string(),
      SHIP_TO: z.string().nullable(),
      LINE_COUNT: z.number().int(),
    }),
  ),
});
export type AsnImportResult = z.infer<typeof asnImportResult>;
