import { z } from 'zod';
import { quantity } from './delivery-note.ts';

/**
 * Integration API for ERP and WMS (PRODUCT §3): API key in `X-Api-Key`, idempotent by external id, a batch
 * is written whole or not at all. Row-level checks happen on the server so one bad row is reported with its
 * reason instead of failing the request's schema.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const orderRow = z.object({
  ExternalId: z.string().trim().min(1).max(64),
  OrderKind: z.enum(['PO', 'OS']).default('PO'),
  PO_NO: z.string().trim().min(1).max(32),
  PO_ITEM: z.coerce.number().int().positive(),
  VENDOR_CODE: z.string().trim().min(1).max(32),
  PART_NO: z.string().trim().min(1).max(64),
  /** Creates the part when it is unknown. */
  PART_NAME: z.string().trim().max(128).optional(),
  PART_DESCR: z.string().trim().max(256).optional(),
  SPQ: quantity.optional(),
  ORDERED_QTY: quantity,
  PO_UNIT: z.string().trim().min(1).max(16).default('PCS'),
  BASE_UNIT: z.string().trim().min(1).max(16).default('PCS'),
  UNIT_EXRATE: quantity.default('1'),
  UNIT_PRICE: quantity.default('0'),
  TAX_RATE: quantity.default('0'),
  CURRENCY: z.string().trim().min(3).max(8).default('CNY'),
  DUE_DATE: isoDate,
  /** Buyer (ATTRIBUTE1 of the delivery line). */
  BUYER: z.string().trim().max(64).optional(),
  STATUS: z.enum(['open', 'closed']).default('open'),
});
export type OrderRow = z.input<typeof orderRow>;

export const pushOrdersBody = z.object({ Orders: z.array(z.unknown()).min(1).max(5000) });

export const receiptRow = z.object({
  ExternalId: z.string().trim().min(1).max(64),
  DELIVERY_NO: z.string().trim().min(1).max(20),
  /** Received quantity per line number; lines left out are received in full. */
  Lines: z
    .array(z.object({ LINE_NO: z.coerce.number().int().positive(), RECEIVED_QTY: quantity }))
    .max(200)
    .default([]),
});
export const pushReceiptsBody = z.object({ Receipts: z.array(z.unknown()).min(1).max(1000) });
/** `PurchaseOrder/Import`: an Excel file of order lines, base64 in JSON (the upload limit bounds the content). */
export const orderImportBody = z.object({
  FileName: z.string().max(256),
  ContentBase64: z.string().min(1).max(14_000_000),
});

export const rowError = z.object({
  Row: z.number().int(),
  ExternalId: z.string().nullable(),
  Reason: z.string(),
});
export type RowError = z.infer<typeof rowError>;

export const batchResult = z.object({
  Created: z.number().int(),
  Updated: z.number().int(),
  Unchanged: z.number().int(),
});
export type BatchResult = z.infer<typeof batchResult>;

export const pullNotesQuery = z.object({
  since: z.string().datetime({ offset: true }).optional(),
  status: z.coerce.number().int().min(1).max(5).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

/** Scopes of the organisation's ERP/WMS keys: order lines in, receipts in, notes out, invoices out and payments in,
 * forecasts in. */
export const organizationKeyScopes = ['orders', 'receipts', 'notes', 'invoices', 'forecasts'] as const;

export const integrationKeyCreate = z.object({
  Name: z.string().trim().min(1).max(64),
  Scopes: z.array(z.enum(organizationKeyScopes)).min(1),
});
