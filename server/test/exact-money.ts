/**
 * An independent exact computation of statement figures (BigInt, never the service's code), shared by the statement
 * and quality tests: amount = round(received × exrate × price, 2); tax = round(amount × rate / 100, 2), half away
 * from zero.
 */

export const scaled = (text: string, scale: number): bigint => {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole! + fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -value : value;
};
/** n / d rounded half away from zero. */
export const roundDiv = (n: bigint, d: bigint): bigint => {
  const sign = n < 0n ? -1n : 1n;
  const a = n < 0n ? -n : n;
  return sign * ((a * 2n + d) / (2n * d));
};
export const cents = (v: bigint) => {
  const sign = v < 0n ? '-' : '';
  const a = v < 0n ? -v : v;
  return `${sign}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};
export type ReceiptFigures = { receivedQty: string; unitExrate: string; unitPrice: string; taxRate: string };
/** amount = round(received × exrate × price, 2); tax = round(amount × rate / 100, 2). */
export function expectedReceipt(l: ReceiptFigures) {
  const product = scaled(l.receivedQty, 4) * scaled(l.unitExrate, 6) * scaled(l.unitPrice, 6); // scale 16
  const amount = roundDiv(product, 10n ** 14n);
  return { amount, tax: roundDiv(amount * scaled(l.taxRate, 4), 10n ** 6n) };
}
