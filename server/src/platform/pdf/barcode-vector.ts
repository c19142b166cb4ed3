import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';

/**
 * Barcodes as vector paths in the PDF, drawn by bwip-js through a drawing context of ours: no PNG is encoded,
 * decoded and re-compressed per barcode (pdfme's barcode plugins do that: measured 130 ms per inner label, against
 * the 5 ms a label may take), and the bars stay sharp at any printer resolution.
 *
 * A barcode is a list of shapes in bwip-js's units (y downwards) and its size; `barcodeOperators` maps it into a
 * box of the page.
 */
export type VectorBarcode = {
  width: number;
  height: number;
  /** Bars: x, y, width, height (filled rectangles). */
  rects: number[];
  /** Polygons of 2D symbols, in the groups bwip-js fills together (even-odd, so finder patterns keep their holes);
   * each polygon a flat list of x, y points. */
  polygons: number[][][];
};

type Drawing = Parameters<typeof bwipjs.render>[1];

function vectorDrawing(target: VectorBarcode): Drawing {
  let dx = 0;
  let dy = 0;
  let options: Record<string, number> = {};
  let group: number[][] = [];
  return {
    setopts(opts: Record<string, number>) {
      options = opts;
    },
    scale() {},
    measure() {
      return { width: 0, ascent: 0, descent: 0 };
    },
    init(width: number, height: number) {
      dx = options.paddingleft ?? 0;
      dy = options.paddingtop ?? 0;
      target.width = width + dx + (options.paddingright ?? 0);
      target.height = height + dy + (options.paddingbottom ?? 0);
    },
    // At scale 1 bwip-js gives a line of even width by its centre and one of odd width half a unit right of it
    // (its own SVG drawing shifts odd lines back by 0.5 the same way).
    line(x0: number, y0: number, x1: number, y1: number, lw: number) {
      const shift = Math.round(lw) % 2 === 1 ? 0.5 : 0;
      if (x0 === x1)
        target.rects.push(x0 - lw / 2 - shift + dx, Math.min(y0, y1) + dy, lw, Math.abs(y1 - y0));
      else target.rects.push(Math.min(x0, x1) + dx, y0 - lw / 2 - shift + dy, Math.abs(x1 - x0), lw);
    },
    polygon(points: [number, number][]) {
      group.push(points.flatMap(([x, y]) => [x + dx, y + dy]));
    },
    hexagon(points: [number, number][]) {
      group.push(points.flatMap(([x, y]) => [x + dx, y + dy]));
    },
    ellipse() {},
    fill() {
      if (group.length > 0) target.polygons.push(group);
      group = [];
    },
    clip() {},
    unclip() {},
    text() {},
    end() {
      return target;
    },
  } as unknown as Drawing;
}

/** Quiet zones (in modules) the symbologies need around them; the box given holds them. */
const quietZone: Record<string, { x: number; y: number }> = {
  code128: { x: 10, y: 0 },
  'gs1-128': { x: 10, y: 0 },
  qrcode: { x: 4, y: 4 },
};

/**
 * A QR code by `qrcode` (error correction M, as bwip-js's default; a fixed mask: any mask is a valid symbol, and
 * scoring all eight is most of the encoding time): each row's runs of dark modules as one rectangle. bwip-js took
 * ~5 ms per code through its PostScript emulation, this ~0.1 ms, which is what a 1,000-label print needs.
 */
function qrVector(text: string): VectorBarcode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: 1 });
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
  return { width: size + 2 * zone, height: size + 2 * zone, rects, polygons: [] };
}

/** Draws `text` as `bcid` (a bwip-js symbology); throws bwip-js's error when the text does not fit it. */
export function vectorBarcode(bcid: string, text: string): VectorBarcode {
  if (bcid === 'qrcode') return qrVector(text);
  const target: VectorBarcode = { width: 0, height: 0, rects: [], polygons: [] };
  const zone = quietZone[bcid] ?? { x: 0, y: 0 };
  bwipjs.render(
    {
      bcid,
      text,
      scale: 1,
      // scale 1: one module is 1 unit. A linear symbol's bar height is stretched to its box anyway.
      height: 10,
      includetext: false,
      paddingwidth: zone.x,
      paddingheight: zone.y,
    },
    vectorDrawing(target),
  );
  return target;
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
  const { rects, polygons } = barcode;
  for (let i = 0; i < rects.length; i += 4) {
    out.push(`${num(rects[i]!)} ${num(rects[i + 1]!)} ${num(rects[i + 2]!)} ${num(rects[i + 3]!)} re`);
  }
  if (rects.length > 0) out.push('f');
  for (const group of polygons) {
    for (const points of group) {
      let path = `${num(points[0]!)} ${num(points[1]!)} m`;
      for (let i = 2; i < points.length; i += 2) path += ` ${num(points[i]!)} ${num(points[i + 1]!)} l`;
      out.push(`${path} h`);
    }
    out.push('f*');
  }
  out.push('Q');
  return out.join('\n');
}
