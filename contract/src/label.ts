import { z } from 'zod';
import { quantity } from './delivery-note.ts';
import type { StateTable } from './state-machine.ts';

/**
 * Box labels (PRODUCT §6, issue #12). An inner label is one box of an audited note line (or of a manual-coding batch
 * for a part without a note): `LABEL_NO` unique per organisation, the Code 128 barcode is the label number, the QR
 * code carries part, qty, lot, date code, vendor and note. An outer box packs inner labels of one note (or one
 * manual batch); its number is an SSCC-18 printed as GS1-128 `(00)`.
 *
 * States: an inner label is `active` or `voided`; it is "printed" once PRINT_COUNT > 0 and "packed" while OUTER_ID
 * is set. An outer box is `open` or `voided`. Un-audit of a note is refused while any of its labels is printed or
 * packed; voiding a note voids its labels and boxes (`innerLabelTransitions`, `outerBoxTransitions`).
 */
export const labelStates = ['active', 'voided'] as const;
export type LabelState = (typeof labelStates)[number];

/**
 * `packer`: whoever holds the label screens — the organisation's staff, or the vendor whose note (or batch) it is
 * (another vendor's label or box is a 404, never a refusal). Voiding a note voids its labels and boxes with it.
 */
export type LabelActor = 'packer';

export type InnerLabelAction = 'print' | 'pack' | 'void' | 'verify';
/**
 * An active label is printed, packed (while in no box), voided (a manual-coding one, while in no box: a note's go
 * with their note) and checked by a verifying scan; a voided one is none of these.
 */
export const innerLabelTransitions: StateTable<InnerLabelAction, LabelState, LabelActor> = {
  print: { from: ['active'], actors: ['packer'], to: 'same' },
  pack: { from: ['active'], actors: ['packer'], to: 'same' },
  void: { from: ['active'], actors: ['packer'], to: 'voided' },
  verify: { from: ['active'], actors: ['packer'], to: 'same' },
};

export const outerBoxStates = ['open', 'voided'] as const;
export type OuterBoxState = (typeof outerBoxStates)[number];
export type OuterBoxAction = 'pack' | 'unpack' | 'void' | 'print' | 'verify';
/**
 * An open box takes labels (pack), gives some back (unpack), is printed and verified by scanning; taking every label
 * out voids it (void). A voided box is none of these. A note shipped freezes its boxes (a rule of the note's status).
 */
export const outerBoxTransitions: StateTable<OuterBoxAction, OuterBoxState, LabelActor> = {
  pack: { from: ['open'], actors: ['packer'], to: 'same' },
  unpack: { from: ['open'], actors: ['packer'], to: 'same' },
  void: { from: ['open'], actors: ['packer'], to: 'voided' },
  print: { from: ['open'], actors: ['packer'], to: 'same' },
  verify: { from: ['open'], actors: ['packer'], to: 'same' },
};
export const labelSources = ['note', 'manual'] as const;
export type LabelSource = (typeof labelSources)[number];

/** A row of the inner-label lists (DeliveryCode, DnbarcodeHandmade) and of an outer box's content. */
export const innerLabel = z.object({
  ID: z.number().int(),
  LABEL_NO: z.string(),
  SOURCE: z.enum(labelSources),
  STATE: z.enum(labelStates),
  NOTE_ID: z.number().int().nullable(),
  DELIVERY_NO: z.string().nullable(),
  LINE_ID: z.number().int().nullable(),
  LINE_NO: z.number().int().nullable(),
  BATCH_NO: z.string().nullable(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  PART_NO: z.string(),
  PART_NAME: z.string(),
  PO_NO: z.string().nullable(),
  /** Quantity in this box (the last box of a line holds the remainder). */
  QTY: z.string(),
  /** This box's place among the boxes of its line or batch: BOX_SEQ of BOX_TOTAL. */
  BOX_SEQ: z.number().int(),
  BOX_TOTAL: z.number().int(),
  LOT_NO: z.string().nullable(),
  DATE_CODE: z.string().nullable(),
  PRINT_COUNT: z.number().int(),
  OUTER_ID: z.number().int().nullable(),
  OUTER_NO: z.string().nullable(),
  /** What the QR code carries (JSON text: part, qty, lot, date code, vendor, note). */
  QR_TEXT: z.string(),
  CREATETIME: z.union([z.date(), z.string()]),
});
export type InnerLabel = z.infer<typeof innerLabel>;

/** An outer box with its inner labels. */
export const outerBox = z.object({
  ID: z.number().int(),
  /** The SSCC-18 (18 digits, check digit included). */
  OUTER_NO: z.string(),
  /** The GS1-128 element string printed under the barcode, e.g. `(00)069012340000000018(02)…(37)4(10)LOT`. */
  GS1_TEXT: z.string(),
  STATE: z.enum(outerBoxStates),
  SOURCE: z.enum(labelSources),
  NOTE_ID: z.number().int().nullable(),
  DELIVERY_NO: z.string().nullable(),
  BATCH_NO: z.string().nullable(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  /** Inner boxes packed. */
  LABEL_COUNT: z.number().int(),
  /** Sum of the packed labels' quantities. */
  TOTAL_QTY: z.string(),
  PRINT_COUNT: z.number().int(),
  /** Set when a packer scanned every packed label (scan to verify). */
  VERIFIED_AT: z.union([z.date(), z.string()]).nullable(),
  CREATETIME: z.union([z.date(), z.string()]),
  Labels: z.array(innerLabel),
  /** In the answer of a pack: the labels given that were in this box already (nothing changed for them). */
  ALREADY_PACKED: z.array(z.string()).optional(),
});
export type OuterBox = z.infer<typeof outerBox>;

const ids = z.array(z.coerce.number().int().positive()).min(1).max(5000);
const labelNo = z.string().trim().min(1).max(64);

/** Generate (or, while none is printed or packed, re-generate) the inner labels of an audited note. */
export const generateLabelsBody = z.object({ NOTE_ID: z.coerce.number().int().positive() });
export const generateLabelsResult = z.object({ NOTE_ID: z.number().int(), COUNT: z.number().int() });

/** Inner labels to print: by id, or every active label of a note. */
export const printLabelsBody = z
  .object({ IDS: ids.optional(), NOTE_ID: z.coerce.number().int().positive().optional() })
  .refine((b) => b.IDS !== undefined || b.NOTE_ID !== undefined, { message: 'label.idsOrNoteRequired' });

/** Outer boxes to print, by id. */
export const printOuterBody = z.object({ IDS: ids });

/** Manual coding: `BOX_COUNT` labels of `BOX_QTY` each for one part, without a note. */
/**
 * A number of boxes as typed: a whole number, or its digits in a string. Never coerced: `true`, `[1]` or a blank
 * would read as 1 or 0; they are refused, as 0 and 1,001 are (#36 item 8).
 */
const boxCount = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().min(1).max(1000));

export const manualLabelsBody = z.object({
  PART_NO: z.string().trim().min(1).max(64),
  /** A vendor creates for itself; staff name the vendor. */
  VENDOR_CODE: z.string().trim().max(32).optional(),
  BOX_QTY: quantity,
  BOX_COUNT: boxCount,
  LOT_NO: z.string().trim().max(64).nullish(),
  DATE_CODE: z.string().trim().max(32).nullish(),
});
export type ManualLabelsBody = z.input<typeof manualLabelsBody>;
export const manualLabelsResult = z.object({ BATCH_NO: z.string(), COUNT: z.number().int() });

/** Void inner labels (manual coding) that are not packed. */
export const voidLabelsBody = z.object({ IDS: ids });

/**
 * Pack inner labels (by id or by scanned label number) into an outer box: a new one when OUTER_ID is left out.
 * Every label must be active, unpacked and of the same note (or manual batch) as the box.
 */
export const packBody = z
  .object({
    OUTER_ID: z.coerce.number().int().positive().optional(),
    LABEL_IDS: ids.optional(),
    LABEL_NOS: z.array(labelNo).min(1).max(5000).optional(),
  })
  .refine((b) => b.LABEL_IDS !== undefined || b.LABEL_NOS !== undefined, { message: 'label.labelsRequired' });
/** Take labels out of a box (all of them when LABEL_IDS is left out: the box is then voided). Until shipped. */
export const unpackBody = z.object({
  OUTER_ID: z.coerce.number().int().positive(),
  LABEL_IDS: ids.optional(),
});

/** Scan to verify packing: one scanned inner label against the box being checked. */
export const scanBody = z.object({ OUTER_NO: labelNo, LABEL_NO: labelNo });
export const scanVerdicts = [
  'this_box',
  'other_box',
  'other_note',
  'voided',
  'repeated',
  'unpacked',
  'unknown',
] as const;
export type ScanVerdict = (typeof scanVerdicts)[number];
export const scanResult = z.object({
  VERDICT: z.enum(scanVerdicts),
  /** The scanned label's box, when it is in another one. */
  OTHER_OUTER_NO: z.string().nullable(),
  SCANNED: z.number().int(),
  EXPECTED: z.number().int(),
  /** Every packed label of the box is scanned: the box is confirmed complete. */
  COMPLETE: z.boolean(),
  /** Label numbers of the box not scanned yet. */
  MISSING: z.array(z.string()),
});
export type ScanResult = z.infer<typeof scanResult>;
/** Start (or restart) verifying a box: forgets earlier scans of it. */
export const scanStartBody = z.object({ OUTER_NO: labelNo });

/** `DeliveryCode/PackingState?noteId=`: the note whose boxes to count. */
export const packingStateQuery = z.object({ noteId: z.coerce.number().int().positive() });
/** What shipping needs to know about a note's boxes (the ship dialog asks to confirm when incomplete). */
export const packingState = z.object({
  LABELS: z.number().int(),
  PACKED: z.number().int(),
  BOXES: z.number().int(),
  UNVERIFIED_BOXES: z.number().int(),
});
export type PackingState = z.infer<typeof packingState>;

/** GS1 mod-10 check digit of a digit string (SSCC, GTIN): weights 3,1,3,… from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += d * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** SSCC-18: extension digit + GS1 company prefix + serial reference (17 digits in all) + check digit. */
export function sscc(extension: number, companyPrefix: string, serial: number): string {
  const serialDigits = 16 - companyPrefix.length;
  const body = `${extension}${companyPrefix}${String(serial).padStart(serialDigits, '0')}`;
  if (!/^\d{17}$/.test(body)) throw new Error('sscc_out_of_range');
  return `${body}${gs1CheckDigit(body)}`;
}
