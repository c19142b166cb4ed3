import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from '@pdfme/common';

/**
 * The one font every PDF embeds: Noto Sans SC (SIL Open Font License, from npm), so Chinese, Latin and digits render
 * with one face. pdfme subsets it per document (only the glyphs used are embedded); the 10 MB file is read once per
 * process and kept.
 */
export const defaultFontName = 'NotoSansSC';

const require = createRequire(import.meta.url);
let fontBytes: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** The TTF's bytes, read on first use. */
export function notoSansScBytes(): Promise<Uint8Array<ArrayBuffer>> {
  fontBytes ??= readFile(
    require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  ).then((buffer) => new Uint8Array(buffer));
  return fontBytes;
}

let parsedOnce: Promise<Uint8Array<ArrayBuffer>> | undefined;

type FontTable = { tag: string };
type TtfPrototype = { _decodeTable(this: { stream: { buffer: unknown } }, table: FontTable): unknown };

/**
 * The font's bytes as the one Buffer every PDF of the process passes to pdfme, and fontkit taught to decode that
 * font's tables once per process: pdfme parses the font twice per document (once to measure text, once to embed
 * it), and decoding the 10 MB of tables each time was a quarter of a label print's CPU (issue #38 profile). Decoded
 * tables are only read afterwards (glyphs, layouts and subsets are new objects per document) and fontkit's calls are
 * synchronous, so documents rendered one after another or interleaved share them safely. Other fonts are untouched.
 */
function parsedOnceBuffer(): Promise<Uint8Array<ArrayBuffer>> {
  parsedOnce ??= (async () => {
    const fontkit = await import('fontkit');
    // A Buffer: pdfme passes it to fontkit as it is (any other array it copies, per document).
    const bytes = Buffer.from(await notoSansScBytes()) as Uint8Array<ArrayBuffer>;
    const ttf = fontkit.create(bytes).constructor as unknown as { prototype: TtfPrototype };
    const decode = ttf.prototype._decodeTable;
    const tables = new Map<string, unknown>();
    ttf.prototype._decodeTable = function (table) {
      if (this.stream.buffer !== bytes) return decode.call(this, table);
      if (!tables.has(table.tag)) tables.set(table.tag, decode.call(this, table));
      return tables.get(table.tag);
    };
    return bytes;
  })();
  parsedOnce.catch(() => {
    parsedOnce = undefined;
  });
  return parsedOnce;
}

/** pdfme's font option: Noto Sans SC as the fallback (used by every element naming no font). */
export async function pdfFonts(): Promise<Font> {
  return { [defaultFontName]: { data: await parsedOnceBuffer(), fallback: true, subset: true } };
}

/** Sorted, disjoint code point ranges: start, end (inclusive), start, end, … */
type Coverage = Uint32Array;
let coverage: Promise<Coverage> | undefined;

/**
 * The code points a TrueType font maps to a glyph, from its `cmap` table: the Unicode full-repertoire subtable
 * (platform 3 encoding 10, or platform 0 encoding 4, format 12) where there is one, else the BMP one (3/1 or 0/3,
 * format 4; a segment counts whole). Other formats are not read (a font with neither answers no ranges).
 */
export function cmapCoverage(font: Uint8Array): Coverage {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + 16 * i;
    if (String.fromCharCode(...font.subarray(record, record + 4)) === 'cmap')
      cmap = view.getUint32(record + 8);
  }
  if (cmap < 0) return new Uint32Array();
  const subtables = new Map<string, number>();
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const record = cmap + 4 + 8 * i;
    const at = cmap + view.getUint32(record + 4);
    subtables.set(`${view.getUint16(record)}/${view.getUint16(record + 2)}/${view.getUint16(at)}`, at);
  }
  const full = subtables.get('3/10/12') ?? subtables.get('0/4/12');
  const ranges: number[] = [];
  if (full !== undefined) {
    for (let g = 0; g < view.getUint32(full + 12); g++) {
      const group = full + 16 + 12 * g;
      ranges.push(view.getUint32(group), view.getUint32(group + 4));
    }
  } else {
    const bmp = subtables.get('3/1/4') ?? subtables.get('0/3/4');
    if (bmp === undefined) return new Uint32Array();
    const segments = view.getUint16(bmp + 6) / 2;
    for (let i = 0; i < segments; i++) {
      const end = view.getUint16(bmp + 14 + 2 * i);
      const start = view.getUint16(bmp + 16 + 2 * segments + 2 * i);
      if (start !== 0xffff) ranges.push(start, end);
    }
  }
  const pairs = Array.from(
    { length: ranges.length / 2 },
    (_, i) => [ranges[2 * i]!, ranges[2 * i + 1]!] as const,
  );
  return Uint32Array.from(pairs.sort((a, b) => a[0] - b[0]).flat());
}

/** Whether `codePoint` lies in one of the ranges (binary search). */
export function covers(ranges: Coverage, codePoint: number): boolean {
  let lo = 0;
  let hi = ranges.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (codePoint < ranges[2 * mid]!) hi = mid - 1;
    else if (codePoint > ranges[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The code points Noto Sans SC draws, read once. */
export function fontCoverage(): Promise<Coverage> {
  coverage ??= notoSansScBytes().then(cmapCoverage);
  return coverage;
}

/** Marks and joiners that only shape the character before them (emoji variations, skin tones, tags, keycaps). */
const modifier = /[\u200d\u20e3\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
const pictograph = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/**
 * `text` with what the font cannot draw taken out, so nothing prints as the font's empty-box glyph: emoji (and the
 * marks that compose them) are left out and the spaces they leave closed up; any other character without a glyph
 * (a script the font lacks) becomes "?", so the reader sees that something is missing there. Line breaks, tabs and
 * other control characters are the layout's and stay.
 */
export function printableText(text: string, ranges: Coverage): string {
  // A font whose cmap this does not read says nothing about its glyphs: the text is left as it is.
  if (ranges.length === 0) return text;
  let out = '';
  let dropped = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || covers(ranges, cp)) out += ch;
    else if (modifier.test(ch) || pictograph.test(ch)) dropped = true;
    else out += '?';
  }
  return dropped ? out.replace(/[ \u3000]{2,}/g, ' ').trim() : out;
}
