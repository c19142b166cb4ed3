/**
 * Money on the screens stays a decimal string (contract `money`, `taxRate`): the tax preview of a bill is computed
 * on scaled BigInts, never on JS numbers, with the server's rule: round(AMOUNT × TAX_RATE / 100, 2), half-up.
 */
const amountPattern = /^\d{1,16}(\.\d{1,2})?$/;
const ratePattern = /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/;

/** `"12.3"` at `scale` decimals as an integer (`12300n` at scale 3). */
function scaled(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

/** An integer of cents as `"1234.50"` (non-negative). */
function cents(value: bigint): string {
  const text = value.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

export const isMoney = (v: string) => amountPattern.test(v.trim());
export const isTaxRate = (v: string) => ratePattern.test(v.trim());

/** The tax and the amount with tax of an unsigned amount at a rate in percent; null while either is not valid. */
export function taxPreview(amount: string, rate: string): { tax: string; withTax: string } | null {
  const a = amount.trim();
  const r = rate.trim();
  if (!isMoney(a) || !isTaxRate(r)) return null;
  // cents × (rate × 10⁴) / 100 = tax in 10⁻⁸; to cents: ÷ 10⁶, half-up.
  const product = scaled(a, 2) * scaled(r, 4);
  const tax = (product + 500_000n) / 1_000_000n;
  return { tax: cents(tax), withTax: cents(scaled(a, 2) + tax) };
}

const signedMoney = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Cents of a signed 2-decimal string (`"-315.75"` → -31575n); null when it is not one. */
export function centsOf(value: string): bigint | null {
  const m = signedMoney.exec(value.trim());
  if (!m) return null;
  const v = BigInt((m[2] ?? '0') + (m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -v : v;
}

/** Signed cents as `"-315.75"`. */
export function moneyText(value: bigint): string {
  return value < 0n ? `-${cents(-value)}` : cents(value);
}

/** The exact sum of 2-decimal strings (a picked subset of statement lines); what is not money counts 0. */
export function sumMoney(values: string[]): string {
  return moneyText(values.reduce((sum, v) => sum + (centsOf(v) ?? 0n), 0n));
}
