const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An exact decimal as the server sends it ("2900.5000") as people read it: thousands grouped, no trailing zeros
 * beyond `scale` (money: 2, so 1,280.00 and 449,712.90), every digit the value has (string work, never a float).
 * Anything that is not a plain decimal is shown as it is. The screens and the server's prints show decimals through
 * this one function.
 */
export function formatDecimal(value: unknown, scale = 0): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const match = decimalPattern.exec(text);
  if (!match) return text;
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const trimmed = fraction.replace(/0+$/, '');
  const kept = trimmed.length >= scale ? trimmed : trimmed.padEnd(scale, '0');
  const negative = sign && (digits !== '0' || /[1-9]/.test(kept)) ? '-' : '';
  return `${negative}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${kept ? `.${kept}` : ''}`;
}

/** Money as every screen and document shows it: grouped, two decimals at least (1,280.00). */
export const formatMoney = (value: unknown): string => formatDecimal(value, 2);
