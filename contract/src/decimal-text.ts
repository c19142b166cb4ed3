const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An exact decimal as the server sends it ("2900.5000") as people read it: thousands grouped, no trailing zeros,
 * every digit the value has (string work, never a float). Anything that is not a plain decimal is shown as it is.
 * The screens and the server's prints show decimals through this one function.
 */
export function formatDecimal(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const match = decimalPattern.exec(text);
  if (!match) return text;
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const kept = fraction.replace(/0+$/, '');
  const negative = sign && (digits !== '0' || kept) ? '-' : '';
  return `${negative}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${kept ? `.${kept}` : ''}`;
}
