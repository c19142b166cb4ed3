import { formatDecimal } from './list-table/columnFormat.ts';

/**
 * Exact quantities for the delivery screens. The API sends decimal strings (up to 14 integer and 4 fraction
 * digits, PRODUCT §5); here they are scaled integers (BigInt × 10⁴), so sums, comparisons and box counts never
 * go through floating point.
 */
const scale = 4;
const factor = 10n ** BigInt(scale);

/** What a quantity cell accepts (the contract's `quantity`): digits, optionally a point and 1–4 decimals. */
export const quantityPattern = /^\d{1,14}(\.\d{1,4})?$/;

export type Qty = bigint;

/** A decimal string (or number the server sent) → scaled integer; null when it is not a plain decimal. */
export function parseQty(value: unknown): Qty | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  // More than 4 decimals: keep what the database keeps (numeric(18,4) rounds half up).
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let n = BigInt(whole) * factor + BigInt(kept);
  if (fraction.length > scale && Number(fraction[scale]) >= 5) n += 1n;
  return minus ? -n : n;
}

export const qty = (value: unknown): Qty => parseQty(value) ?? 0n;

/** Scaled integer → plain decimal string without trailing zeros (`12.5`, `280`), as the API wants it. */
export function qtyToString(n: Qty): string {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const whole = abs / factor;
  const fraction = (abs % factor).toString().padStart(scale, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Display form of a quantity kept to 4 decimals: as the list table shows decimals (`formatDecimal`). */
export function formatQty(value: unknown): string {
  const n = parseQty(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  return formatDecimal(qtyToString(n));
}

export const sumQty = (values: Qty[]): Qty => values.reduce((a, b) => a + b, 0n);
export const maxQty = (a: Qty, b: Qty): Qty => (a > b ? a : b);
export const minQty = (a: Qty, b: Qty): Qty => (a < b ? a : b);

/** Boxes = ceil(quantity / per box) (PRODUCT §5); null when either is missing or the box size is not positive. */
export function boxCount(quantity: unknown, perBox: unknown): number | null {
  const q = parseQty(quantity);
  const p = parseQty(perBox);
  if (q === null || p === null || p <= 0n || q < 0n) return null;
  return Number((q + p - 1n) / p);
}

/** `percent` % of a quantity, rounded down to the 4 decimals kept (the over-delivery allowance). */
export function percentOf(quantity: Qty, percent: unknown): Qty {
  return (quantity * qty(percent)) / (100n * factor);
}
