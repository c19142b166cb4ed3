import { formatDecimal, type InvoiceKind } from '@srm/contract';
import { centsOf, isTaxRate, moneyText, sumMoney } from '../expense-bill/money.ts';

/**
 * The invoice screens' money (issue #47), exact: decimal strings as the API carries them, summed and multiplied as
 * scaled BigInts, never as JS numbers. The server's rule for a rate's tax is round(amount × rate / 100, 2),
 * half away from zero (a credit note's amounts are negative).
 */

/** A signed amount of two decimals at most (the contract's `signedMoney`). */
export const isSignedMoney = (value: string) => /^-?\d{1,16}(\.\d{1,2})?$/.test(value.trim());

/** `"13.5"` as an integer of 10⁻⁴ (135000n). */
function rateScaled(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return BigInt(whole + fraction.padEnd(4, '0'));
}

/** The tax of an amount at a rate in percent, as the server rounds it; null while either is not valid. */
export function rateTax(amount: string, rate: string): string | null {
  const cents = isSignedMoney(amount) ? centsOf(amount) : null;
  if (cents === null || !isTaxRate(rate)) return null;
  // cents × (rate × 10⁴) is the tax in cents × 10⁶ (the rate is in percent): ÷ 10⁶, half away from zero.
  const product = cents * rateScaled(rate);
  const magnitude = ((product < 0n ? -product : product) + 500_000n) / 1_000_000n;
  return moneyText(product < 0n ? -magnitude : magnitude);
}

/** A rate as one key whatever its spelling (`13`, `13.0000` → `13`). */
export const rateKey = (rate: string) => formatDecimal(rate.trim());

/** The tax rates a statement bills, each once, lowest first (`["6", "13"]`). */
export function ratesOf(lines: readonly { TAX_RATE: string }[]): string[] {
  const keys = [...new Set(lines.map((l) => rateKey(l.TAX_RATE)).filter(isTaxRate))];
  return keys.sort((a, b) => Number(rateScaled(a) - rateScaled(b)));
}

/**
 * An amount with the sign its kind wants: a credit note's amounts are negative, an invoice's positive. Typed the
 * other way round (`100` on a credit note) it is turned; anything that is not an amount stays as typed.
 */
export function withSignOf(kind: InvoiceKind, value: string): string {
  const text = value.trim();
  if (!isSignedMoney(text) || !/[1-9]/.test(text)) return value;
  const negative = text.startsWith('-');
  if (kind === 'creditNote' && !negative) return `-${text}`;
  if (kind === 'invoice' && negative) return text.slice(1);
  return text;
}

/** An invoice's amount, tax and total: the sums of its rates (what is not an amount yet counts 0). */
export function totalsOf(rates: readonly { AMOUNT?: string; TAX?: string }[]) {
  const amount = sumMoney(rates.map((r) => r.AMOUNT ?? ''));
  const tax = sumMoney(rates.map((r) => r.TAX ?? ''));
  return { amount, tax, total: sumMoney([amount, tax]) };
}

/**
 * A remittance advice's own check: the invoices it settles (credit notes negative) less its deductions make the
 * money that moved.
 */
export function remittanceCheck(payment: {
  AMOUNT: string;
  Invoices: readonly { AMOUNT: string }[];
  Deductions: readonly { AMOUNT: string }[];
}) {
  const invoices = sumMoney(payment.Invoices.map((i) => i.AMOUNT));
  const deductions = sumMoney(payment.Deductions.map((d) => d.AMOUNT));
  const expected = moneyText((centsOf(invoices) ?? 0n) - (centsOf(deductions) ?? 0n));
  return { invoices, deductions, expected, ok: centsOf(payment.AMOUNT) === centsOf(expected) };
}

/** The differences an invoice was flagged for, one a line as the server stored them. */
export const differencesOf = (text: string | null): string[] =>
  (text ?? '')
    .split('\n')
    .map((d) => d.trim())
    .filter(Boolean);
