import { z } from 'zod';
import { deliveryLineInput, deliveryNoteSave } from './delivery-note.ts';
import { confirmStates } from './order-confirmation.ts';

/**
 * Vendor API keys (issue #35 item 4, PRODUCT §11): a vendor administrator's own keys (button VendorApiKey, screen
 * VendorApiKeys), scoped to its vendor code, and the vendor API they open (`Vendor/*`, header `X-Api-Key`).
 */

/**
 * What a vendor key may do: push its delivery notes; pull its order lines and the answers to them; push e-invoices;
 * pull its current demand (DELFOR).
 */
export const vendorKeyScopes = [
  'vendor.notes',
  'vendor.orders',
  'vendor.invoices',
  'vendor.forecasts',
] as const;
export type VendorKeyScope = (typeof vendorKeyScopes)[number];

export const vendorKeyCreate = z.object({
  Name: z.string().trim().min(1).max(64),
  Scopes: z.array(z.enum(vendorKeyScopes)).min(1).max(vendorKeyScopes.length),
});
export type VendorKeyCreate = z.input<typeof vendorKeyCreate>;

const moment = z.union([z.date(), z.string()]);
/** A key as its list shows it: never the key itself (only its first 8 characters) nor its hash. */
export const vendorKeyRow = z.object({
  ID: z.number().int(),
  NAME: z.string(),
  KEY_PREFIX: z.string(),
  SCOPES: z.string(),
  CREATED_BY: z.string(),
  CREATE_TIME: moment,
  REVOKED_AT: moment.nullable(),
  LAST_USED_AT: moment.nullable(),
});
/** A key's row as the web reads it (dates as JSON text). */
export type VendorKeyRow = {
  ID: number;
  NAME: string;
  KEY_PREFIX: string;
  SCOPES: string;
  CREATED_BY: string;
  CREATE_TIME: string;
  REVOKED_AT: string | null;
  LAST_USED_AT: string | null;
};

/** The answer of a creation: the key, this once. */
export const vendorKeyCreated = z.object({ Key: z.string(), Id: z.number().int() });
export type VendorKeyCreated = z.infer<typeof vendorKeyCreated>;

/** `Vendor/PullOrders`: the vendor's open order lines with an id above the cursor `since`, in id order. */
export const vendorPullOrdersQuery = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export const vendorOrderLine = z.object({
  /** The order line's id: the cursor, and the `ORDER_LINE_ID` a pushed note's line names. */
  id: z.number().int(),
  externalId: z.string().nullable(),
  orderKind: z.enum(['PO', 'OS']),
  poNo: z.string(),
  poItem: z.number().int(),
  partNo: z.string(),
  partName: z.string().nullable(),
  orderedQty: z.string(),
  /** On notes not voided (in preparation, in transit or received). */
  deliveredQty: z.string(),
  remainingQty: z.string(),
  unit: z.string(),
  dueDate: z.string(),
  /** The vendor's answer (order collaboration) and the schedule promised, if any. */
  state: z.enum(confirmStates),
  version: z.number().int(),
  schedule: z.array(z.object({ date: z.string(), qty: z.string() })),
});
export const vendorPullOrdersResult = z.object({
  items: z.array(vendorOrderLine),
  /** Pass as `since` for the next page; the same as `since` when nothing came. */
  next: z.number().int(),
});

/**
 * `Vendor/PushNotes`: one delivery note from the vendor's system, against its own open order lines (`ORDER_LINE_ID`
 * = a pulled line's `id`), with every check of the editor; all lines or nothing.
 */
export const vendorPushNoteBody = deliveryNoteSave.omit({ ID: true }).extend({
  /** DN for purchase order lines (the default), OS for outsourcing order lines. */
  NoteKind: z.enum(['DN', 'OS']).default('DN'),
  /**
   * The vendor system's own reference of this note (e.g. its ASN number), once per vendor: a push repeated with the
   * same reference (a retry after a lost answer) answers the note the first push created and creates nothing.
   */
  VendorRef: z.string().trim().min(1).max(64).optional(),
  Lines: z
    .array(deliveryLineInput.omit({ ID: true }))
    .min(1)
    .max(200),
});
export const vendorPushNoteResult = z.object({
  ID: z.number().int(),
  DELIVERY_NO: z.string(),
  /** True: an earlier push with the same VendorRef created this note; nothing was created now. */
  Replayed: z.boolean(),
});
