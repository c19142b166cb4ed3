import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * The bounds of an uploaded workbook (issue #44): what a 5,000-row sheet needs, many times over, and nothing a bomb
 * needs. They are looked at in the zip's central directory BEFORE anything is inflated, and yauzl's size check stops
 * an entry whose stream inflates past what the directory declares, so a lying directory gains nothing.
 */
export const workbookLimits = {
  /** Entries in the zip (Excel writes ~10 for a plain sheet; drawings and comments add a few each). */
  entries: 2_000,
  /** All entries together, inflated. */
  totalBytes: 128 * 1024 * 1024,
  /** One worksheet, inflated: read as a stream that stops at the row limit. */
  sheetBytes: 96 * 1024 * 1024,
  /** The shared strings, inflated: read whole (a cell names any of them). */
  sharedStringsBytes: 24 * 1024 * 1024,
  /** Any other part (styles, workbook, media, …), inflated; media and the like are never inflated at all. */
  partBytes: 8 * 1024 * 1024,
} as const;

export type WorkbookRefusal = 'notWorkbook' | 'tooLarge' | 'unknownPart';

export class WorkbookError extends Error {
  constructor(
    readonly reason: WorkbookRefusal | 'busy' | 'tooComplex',
    readonly detail: { part?: string; limitMb?: number } = {},
  ) {
    super(`workbook refused: ${reason}${detail.part ? ` (${detail.part})` : ''}`);
  }
}

/** Where an .xlsx keeps its parts (OOXML SpreadsheetML, as Excel, WPS and LibreOffice write it). */
const partPrefixes = ['xl/', '_rels/', 'docProps/', 'docMetadata/', 'customXml/'];
const topLevelParts = new Set(['[Content_Types].xml']);

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The byte limit of a part by its path. */
export function partLimit(name: string): number {
  if (/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) return workbookLimits.sheetBytes;
  if (/^xl\/sharedStrings\.xml$/i.test(name)) return workbookLimits.sharedStringsBytes;
  return workbookLimits.partBytes;
}

export type ZipEntries = { zip: yauzl.ZipFile; entries: Map<string, yauzl.Entry> };

function openZip(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      content,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(new WorkbookError('notWorkbook')) : resolve(zip)),
    );
  });
}

/**
 * Reads the zip's directory and refuses, before inflating a byte: a file that is no zip, a part outside an
 * .xlsx's folders, an encrypted part, more entries than allowed, a part or a total over its limit.
 */
export async function inspectWorkbook(content: Buffer): Promise<ZipEntries> {
  const zip = await openZip(content);
  if (zip.entryCount > workbookLimits.entries) {
    zip.close();
    throw new WorkbookError('tooLarge', { limitMb: mb(workbookLimits.totalBytes) });
  }
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: WorkbookError) => {
      zip.close();
      reject(error);
    };
    zip.on('error', () => fail(new WorkbookError('notWorkbook')));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (name.endsWith('/')) {
        zip.readEntry();
        return;
      }
      if (!topLevelParts.has(name) && !partPrefixes.some((prefix) => name.startsWith(prefix)))
        return fail(new WorkbookError('unknownPart', { part: name.slice(0, 80) }));
      if (entry.isEncrypted()) return fail(new WorkbookError('notWorkbook'));
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > partLimit(name))
        return fail(new WorkbookError('tooLarge', { part: name.slice(0, 80), limitMb: mb(partLimit(name)) }));
      if (total > workbookLimits.totalBytes)
        return fail(new WorkbookError('tooLarge', { limitMb: mb(workbookLimits.totalBytes) }));
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  if (!entries.has('[Content_Types].xml') || !entries.has('xl/workbook.xml')) {
    zip.close();
    throw new WorkbookError('notWorkbook');
  }
  return { zip, entries };
}

/** An entry's inflated stream; it errors when the data inflates past the declared size (yauzl's check). */
export function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(new WorkbookError('notWorkbook')) : resolve(stream),
    );
  });
}

/** An entry's whole text (for the small parts: workbook, relationships, styles, shared strings). */
export async function entryText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const stream = await entryStream(zip, entry);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch {
    throw new WorkbookError('notWorkbook');
  }
  return Buffer.concat(chunks).toString('utf8');
}
