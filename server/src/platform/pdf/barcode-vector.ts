import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';

/**
 * Barcodes as vector paths in the PDF: no PNG is encoded, decoded and re-compressed per barcode (pdfme's barcode
 * plugins do that: measured 130 ms per inner label, against the 5 ms a label may take), and the bars stay sharp at
 * any printer resolution. Linear symbols (Code 128, GS1-128) are encoded by bwip-js without its drawing (`raw`:
 * the bar and space widths, 0.2 ms a code against 1.2 ms through its renderer), QR codes by `qrcode`.
 *
 * A barcode is a list of filled rectangles in module units (y downwards) and its size; `barcodeContent` maps it into
 * a box of the page.
 */
export type VectorBarcode = {
  width: number;
  height: number;
  /** Bars: x, y, width, height (filled rectangles). */
  rects: number[];
};

/** Quiet zones (in modules) the symbologies need around them; the box given holds them. */
const quietZone: Record<string, { x: number; y: number }> = {
  code128: { x: 10, y: 0 },
  'gs1-128': { x: 10, y: 0 },
  qrcode: { x: 4, y: 4 },
};

type QrSegment = {
  mode: { bit: number; ccBits: number[] };
  getLength(): number;
  getBitsLength(): number;
  write(buffer: unknown): void;
};
/**
 * `qrcode`'s segment builder, which `QRCode.create` calls on the array it is given. `qrcode` cannot write an ECI
 * segment (bwip-js can, at ~4 ms a code against 0.1 ms: 1,000 labels would miss their 5 s, docs/performance.md).
 */
const qrSegments = createRequire(import.meta.url)('qrcode/lib/core/segments.js') as {
  fromArray(data: unknown[]): QrSegment[];
};
/**
 * The ECI segment "the bytes that follow are UTF-8" (ECI 000026): mode indicator 0111 and the designator, which for
 * a value under 128 is one byte; `qrcode` writes it as a segment whose "character count" is that byte and whose data
 * is empty.
 */
const utf8Eci: QrSegment = {
  mode: { bit: 0b0111, ccBits: [8, 8, 8] },
  getLength: () => 26,
  getBitsLength: () => 0,
  write: () => {},
};

/**
 * A QR code's byte segment holds bytes, not characters: without an ECI a scanner guesses their encoding, and zbar
 * (like many) takes CJK in UTF-8 for Shift JIS ("L2611-謇ｹ谺｡A"). Text with any non-ASCII character is therefore
 * marked UTF-8 by an ECI segment before its bytes; ASCII text (the same bytes in every encoding) is left unmarked,
 * so a scanner that shows ECIs literally ("\000026") reads it as before.
 */
function qrSymbol(text: string) {
  const bytes = Buffer.from(text, 'utf8');
  // One byte segment: the optimal split into numeric/alphanumeric/byte segments is a graph search per code.
  const create = () =>
    QRCode.create([{ data: bytes, mode: 'byte' }], { errorCorrectionLevel: 'M', maskPattern: 1 });
  // As many UTF-8 bytes as UTF-16 units: ASCII only.
  if (bytes.length === text.length) return create();
  // `create` is synchronous: the builder is ours for exactly this call.
  const build = qrSegments.fromArray;
  qrSegments.fromArray = (data) => [utf8Eci, ...build(data)];
  try {
    return create();
  } finally {
    qrSegments.fromArray = build;
  }
}

/**
 * A QR code by `qrcode` (error correction M, as bwip-js's default; one byte segment of the UTF-8 text, marked UTF-8
 * when not ASCII; a fixed mask: any mask is a valid symbol, and scoring all eight is most of the encoding time):
 * each row's runs of dark modules as one rectangle.
 */
function qrVector(text: string): VectorBarcode {
  const { modules } = qrSymbol(text);
  const { size, data } = modules;
  const zone = quietZone.qrcode!.x;
  const rects: number[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      rects.push(start + zone, y + zone, x - start, 1);
    }
  }
  return { width: size + 2 * zone, height: size + 2 * zone, rects };
}

/** A linear symbol's bars from bwip-js's encoding: `sbs` alternates bar and space widths, starting with a bar. */
function linearVector(bcid: string, text: string): VectorBarcode {
  const [encoded] = bwipjs.raw({ bcid, text }) as { sbs: number[] }[];
  const zone = quietZone[bcid]?.x ?? 0;
  const rects: number[] = [];
  let x = zone;
  for (const [i, w] of (encoded?.sbs ?? []).entries()) {
    // A linear symbol's bar height is stretched to its box anyway.
    if (i % 2 === 0) rects.push(x, 0, w, 10);
    x += w;
  }
  return { width: x + zone, height: 10, rects };
}

/** Encodes `text` as `bcid` (qrcode, code128, gs1-128); throws the encoder's error when the text does not fit it. */
export function vectorBarcode(bcid: string, text: string): VectorBarcode {
  return bcid === 'qrcode' ? qrVector(text) : linearVector(bcid, text);
}

const num = (n: number) => {
  const text = n.toFixed(3);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

const rgbOf = (hex: string | undefined): string => {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!m) return '0 0 0';
  return [m[1]!, m[2]!, m[3]!].map((h) => num(Number.parseInt(h, 16) / 255)).join(' ');
};

/**
 * The content-stream text that draws a barcode into a box (points, PDF coordinates: x, y = its lower left corner),
 * stretched to fill it, on an optional background. One string per barcode: a QR code is hundreds of path
 * operators, and as pdf-lib operator objects a thousand labels kept the collector busy for most of the render.
 */
export function barcodeContent(
  barcode: VectorBarcode,
  box: { x: number; y: number; width: number; height: number },
  colors: { bar?: string | undefined; background?: string | undefined } = {},
): string {
  const out: string[] = ['q'];
  if (colors.background) {
    out.push(
      `${rgbOf(colors.background)} rg ${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)} re f`,
    );
  }
  const sx = box.width / (barcode.width || 1);
  const sy = box.height / (barcode.height || 1);
  out.push(`${num(sx)} 0 0 ${num(-sy)} ${num(box.x)} ${num(box.y + box.height)} cm ${rgbOf(colors.bar)} rg`);
  const { rects } = barcode;
  for (let i = 0; i < rects.length; i += 4) {
    out.push(`${num(rects[i]!)} ${num(rects[i + 1]!)} ${num(rects[i + 2]!)} ${num(rects[i + 3]!)} re`);
  }
  if (rects.length > 0) out.push('f');
  out.push('Q');
  return out.join('\n');
}
