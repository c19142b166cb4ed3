import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a person or a scanner reads on a PDF, with standard tools: the text (poppler's pdftotext), its words with
 * their boxes in points, and every barcode on its pages rendered at 300 dpi (zbar's zbarimg). Shared by the server
 * tests and the browser tests (.ci/run installs poppler-utils and zbar-tools).
 */
export type PdfReading = {
  /** pdftotext in layout mode. */
  text: string;
  /** Each word with its upper left corner (points from the page's upper left). */
  words: { x: number; y: number; text: string }[];
  /** The decoded barcodes of every page (or of the first only): their data. */
  codes: string[];
  /** The same with zbar's name of the symbology: `CODE-128:L2611230000001`, `QR-Code:{…}`. */
  symbols: string[];
};

/** zbarimg's exit status when it found no barcode on an image; any other failure is an error of the test machine. */
const noBarcodeFound = 4;

/** `TYPE:data` per symbol (a line without a type continues the data before it). */
function decode(image: string): string[] {
  const run = spawnSync('zbarimg', ['--quiet', image], { encoding: 'utf8' });
  if (run.error) throw run.error;
  if (run.status === noBarcodeFound) return [];
  if (run.status !== 0) throw new Error(`zbarimg ${image} failed (${run.status}): ${run.stderr.trim()}`);
  const symbols: string[] = [];
  for (const line of run.stdout.replace(/\n$/, '').split('\n')) {
    if (/^[A-Za-z0-9-]+:/.test(line) || symbols.length === 0) symbols.push(line);
    else symbols[symbols.length - 1] += `\n${line}`;
  }
  return symbols;
}

const fromXml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

/** The words of `file` with their boxes (pdftotext -bbox). */
function wordsOf(file: string): PdfReading['words'] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), text: fromXml(m[3]!) }));
}

/** The barcodes of `file`'s pages (or of its first), rendered at 300 dpi into `dir` and decoded. */
function symbolsOf(file: string, dir: string, firstPageOnly: boolean): string[] {
  const pages = firstPageOnly ? ['-f', '1', '-l', '1'] : [];
  execFileSync('pdftoppm', ['-r', '300', '-png', ...pages, file, path.join(dir, 'page')]);
  return readdirSync(dir)
    .filter((f) => /^page-\d+\.png$/.test(f))
    .sort()
    .flatMap((png) => decode(path.join(dir, png)));
}

/** Runs `work` on the PDF written to a file in `dir` (a temporary folder, removed afterwards, when none is given). */
function withFile<T>(pdf: Uint8Array, dir: string | undefined, work: (file: string, dir: string) => T): T {
  const folder = dir ?? mkdtempSync(path.join(os.tmpdir(), 'srm-pdf-'));
  try {
    const file = path.join(folder, 'print.pdf');
    writeFileSync(file, pdf);
    return work(file, folder);
  } finally {
    if (!dir) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Reads a PDF. `firstPageOnly` decodes the barcodes of page 1 only (a single label); `keepIn` writes the PDF and its
 * page images into that folder (to look at) instead of a temporary one removed afterwards.
 *
 * The words and the barcodes are read when first asked for: rendering every page at 300 dpi for the barcodes costs
 * seconds of CPU on a long statement, and most checks read only the text (docs/performance.md "Test suite").
 */
export function readPdf(
  pdf: Uint8Array,
  options: { firstPageOnly?: boolean; keepIn?: string } = {},
): PdfReading {
  const bytes = Uint8Array.from(pdf);
  const firstPageOnly = options.firstPageOnly ?? false;
  if (options.keepIn) {
    return withFile(bytes, options.keepIn, (file, dir) => {
      const symbols = symbolsOf(file, dir, firstPageOnly);
      return {
        text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
        words: wordsOf(file),
        codes: symbols.map((s) => s.slice(s.indexOf(':') + 1)),
        symbols,
      };
    });
  }
  const text = withFile(bytes, undefined, (file) =>
    execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  );
  let words: PdfReading['words'] | undefined;
  let symbols: string[] | undefined;
  const readSymbols = () => {
    symbols ??= withFile(bytes, undefined, (file, dir) => symbolsOf(file, dir, firstPageOnly));
    return symbols;
  };
  return {
    text,
    get words() {
      words ??= withFile(bytes, undefined, wordsOf);
      return words;
    },
    get symbols() {
      return readSymbols();
    },
    get codes() {
      return readSymbols().map((s) => s.slice(s.indexOf(':') + 1));
    },
  };
}
