/**
 * The QR code printed on a Chinese VAT invoice (增值税发票二维码), read from its text. Comma-separated:
 *
 * `01,<type>,<invoice code>,<invoice number>,<amount>,<date>,<check code>,<crc>`
 *
 * - `01`: the format's version; any other is not read.
 * - type: two digits — 01 增值税专用发票, 04 普通发票, 10 电子普通发票, 31 数电专票, 32 数电普票, …
 * - invoice code (发票代码): 10 or 12 digits; empty on a fully digital invoice (数电票), whose number is 20 digits.
 * - invoice number (发票号码): 8 digits with a code, 20 digits without one.
 * - amount (金额): a decimal with at most 2 decimals, as printed ("1234.56", "64.9"); negative on a red-letter
 *   (红字) invoice.
 * - date (开票日期): YYYYMMDD, a day of the calendar.
 * - check code (校验码): 20 digits, or empty (专票 and 数电票 print none).
 * - crc: letters and digits, or empty; the text may also end without it or with one more comma.
 *
 * Whitespace around the text and around each field is ignored. Pure string work, no dependencies: the browser reads
 * a scanned code with it as the server does.
 */
export type VatQr =
  | {
      ok: true;
      typeCode: string;
      /** null for a fully digital invoice (数电票). */
      code: string | null;
      number: string;
      /** A decimal string exactly as printed ("1234.56", "64.9", "-100.00"). */
      amount: string;
      /** YYYY-MM-DD. */
      date: string;
      checkCode: string | null;
    }
  | { ok: false };

const notRead = { ok: false } as const;

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYYYMMDD → YYYY-MM-DD when it is a day of the calendar, else null. */
function isoDate(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y = '', m = '', d = ''] = match;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : monthDays[month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days ? `${y}-${m}-${d}` : null;
}

/** A code with an 8-digit number (10 or 12 digits), or none with a 20-digit one (数电票). */
const codeFitsNumber = (code: string, number: string) =>
  /^\d{20}$/.test(number) ? code === '' : /^\d{8}$/.test(number) && /^(?:\d{10}|\d{12})$/.test(code);

/** At most 2 decimals, no leading zeros, no negative zero. */
const isAmount = (text: string) =>
  /^-?(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(text) && !/^-0(?:\.0+)?$/.test(text);

/** Reads the text of a VAT invoice's QR code; `{ ok: false }` for anything that is not one, exactly. */
export function parseVatQr(text: string): VatQr {
  const fields = text.trim().split(',');
  if (fields.length === 9 && fields[8]!.trim() === '') fields.pop();
  if (fields.length !== 7 && fields.length !== 8) return notRead;
  const [version, typeCode, code, number, amount, date, checkCode, crc = ''] = fields.map((f) =>
    f.trim(),
  ) as [string, string, string, string, string, string, string, string?];
  const iso = isoDate(date);
  const valid =
    version === '01' &&
    /^\d{2}$/.test(typeCode) &&
    codeFitsNumber(code, number) &&
    isAmount(amount) &&
    iso !== null &&
    (checkCode === '' || /^\d{20}$/.test(checkCode)) &&
    /^[0-9A-Za-z]*$/.test(crc);
  if (!valid) return notRead;
  return { ok: true, typeCode, code: code || null, number, amount, date: iso, checkCode: checkCode || null };
}
