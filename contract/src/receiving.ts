import { z } from 'zod';

/**
 * Dock receiving (issue #33, PRODUCT §12): a scanned outer box SSCC or inner label number identifies a package of one
 * shipped note — an outer box with the inner labels packed in it, or an inner label packed in no box. Receiving the
 * note with the packages scanned receives, per line, what their labels hold plus what is on no label (counted in
 * full); a package not scanned is a shortage.
 */

/** A scanned code: a scanner's GS1-128 text (`]C1`, `(00)`, AI 00 before the 18 digits) is read as the SSCC. */
export const dockCode = z.string().trim().min(1).max(64);

export const dockScanQuery = z.object({ code: dockCode });

export const dockPackage = z.object({
  /** The code that ticks it: the outer box's SSCC, or the inner label's number. */
  CODE: z.string(),
  KIND: z.enum(['outer', 'inner']),
  /** Inner labels in it (1 for a label packed in no box). */
  LABELS: z.number().int(),
  /** Its quantity per note line (decimal text). */
  LINES: z.array(z.object({ LINE_ID: z.number().int(), PART_NO: z.string(), QTY: z.string() })),
});
export type DockPackage = z.infer<typeof dockPackage>;

export const dockLine = z.object({
  LINE_ID: z.number().int(),
  LINE_NO: z.number().int(),
  PART_NO: z.string(),
  PART_NAME: z.string(),
  UNIT: z.string(),
  DELIVERY_QTY: z.string(),
  /** What the note's labels hold of the line; the rest (`LOOSE_QTY`) is on no label and counted in full. */
  LABELLED_QTY: z.string(),
  LOOSE_QTY: z.string(),
});
export type DockLine = z.infer<typeof dockLine>;

/** What a scan finds: the note, its packages and lines, and which package the scanned code is. */
export const dockNote = z.object({
  NOTE_ID: z.number().int(),
  DELIVERY_NO: z.string(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  DELIVERY_DATE: z.string(),
  STATUS: z.number().int(),
  PACKAGES: z.array(dockPackage),
  LINES: z.array(dockLine),
  /** The package the scanned code belongs to (an inner label packed in a box ticks its box). */
  SCANNED: z.string(),
});
export type DockNote = z.infer<typeof dockNote>;

/** Receive the note with the packages scanned; `ALLOW_SHORT` confirms that packages not scanned are missing. */
export const dockReceiveBody = z.object({
  NOTE_ID: z.coerce.number().int().positive(),
  CODES: z.array(dockCode).max(2000),
  ALLOW_SHORT: z.boolean().default(false),
});
export type DockReceiveBody = z.input<typeof dockReceiveBody>;

export const dockReceived = z.object({
  NOTE_ID: z.number().int(),
  DELIVERY_NO: z.string(),
  /** Received quantity per line after the receipt. */
  LINES: z.array(z.object({ LINE_ID: z.number().int(), RECEIVED_QTY: z.string(), DELIVERY_QTY: z.string() })),
  MISSING: z.number().int(),
});
export type DockReceived = z.infer<typeof dockReceived>;

/** The SSCC a scanner's GS1-128 text carries, or the code as scanned (an inner label number), upper-cased. */
export function normaliseDockCode(raw: string): string {
  const text = raw.trim().replace(/^\](C1|d2|Q3|e0)/, '');
  const digits = text.replace(/[()\s]/g, '');
  if (/^00\d{18}$/.test(digits)) return digits.slice(2);
  if (/^\d{18}$/.test(digits)) return digits;
  return text.toUpperCase();
}
