import Decimal from 'decimal.js';

/**
 * The rounding rule of PRODUCT §7, in exact decimals (never a float): a line's amount = qty × unit price rounded
 * half-up to 2 decimals; its tax = amount × tax rate (a percentage) / 100 rounded half-up to 2 decimals; totals are
 * sums of the rounded lines. Half-up is half away from zero, as PostgreSQL's round(numeric) (migration 0015 checks
 * the same rule on every statement line).
 */
const Exact = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });
type Value = string | number | Decimal;

/** The largest money value a numeric(18,2) column holds, plus a cent. */
const moneyLimit = new Exact('1e16');

export const exact = (v: Value) => new Exact(v);

export const roundMoney = (v: Value) => new Exact(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** A money value as the wire carries it: always two decimals, e.g. `-12.50`. */
export const moneyText = (v: Value) => roundMoney(v).toFixed(2);

/** A quantity or price as the wire carries it: no trailing zeros, e.g. `12.5`. */
export const decimalText = (v: Value) => new Exact(v).toFixed();

export type LineFigures = { qty: Decimal; amount: Decimal; tax: Decimal };

/** qty × price → rounded amount, rounded tax. */
export function lineFigures(qty: Value, unitPrice: Value, taxRate: Value): LineFigures {
  const q = new Exact(qty);
  const amount = roundMoney(q.times(unitPrice));
  return { qty: q, amount, tax: roundMoney(amount.times(taxRate).div(100)) };
}

/** The billed quantity of a received line: received qty (PO unit) × unit rate (base units per PO unit). */
export const billedQty = (receivedQty: Value, unitExrate: Value) => new Exact(receivedQty).times(unitExrate);

/** Tax of an expense bill (the same rule as a line). */
export const billTax = (amount: Value, taxRate: Value) =>
  roundMoney(new Exact(amount).times(taxRate).div(100));

/** Whether a money value fits numeric(18,2). */
export const fitsMoney = (v: Value) => new Exact(v).abs().lt(moneyLimit);
