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

/**
 * Reads a PDF. `firstPageOnly` decodes the barcodes of page 1 only (a single label); `keepIn` writes the PDF and its
 * page images into that folder (to look at) instead of a temporary one removed afterwards.
 */
export function readPdf(
  pdf: Uint8Array,
  options: { firstPageOnly?: boolean; keepIn?: string } = {},
): PdfReading {
  const dir = options.keepIn ?? mkdtempSync(path.join(os.tmpdir(), 'srm-pdf-'));
  try {
    const file = path.join(dir, 'print.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const words = [
      ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g),
    ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), text: fromXml(m[3]!) }));
    const pages = options.firstPageOnly ? ['-f', '1', '-l', '1'] : [];
    execFileSync('pdftoppm', ['-r', '300', '-png', ...pages, file, path.join(dir, 'page')]);
    const symbols = readdirSync(dir)
      .filter((f) => /^page-\d+\.png$/.test(f))
      .sort()
      .flatMap((png) => decode(path.join(dir, png)));
    return { text, words, codes: symbols.map((s) => s.slice(s.indexOf(':') + 1)), symbols };
  } finally {
    if (!options.keepIn) rmSync(dir, { recursive: true, force: true });
  }
}
