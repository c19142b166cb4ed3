import { type AttachmentFileType, attachmentExtensions } from '@srm/contract';

/**
 * What a file is, by its content: the name and the browser's declared type are the uploader's word, the bytes are
 * not. An allowlist of four formats, each recognised by its signature; an xlsx is a zip archive whose central
 * directory names `[Content_Types].xml` and the workbook part (`xl/workbook.xml`), so neither a renamed docx nor an
 * HTML page called `.xlsx` passes.
 */
export function sniffFileType(bytes: Uint8Array): AttachmentFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names?.has('[Content_Types].xml') && names.has('xl/workbook.xml')) return 'xlsx';
  }
  return null;
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** Entries a zip archive may list before it is taken for something hostile rather than a workbook. */
const maxEntries = 10_000;

/**
 * The entry names of a zip archive's central directory, or null when it is not a well-formed (non-zip64) archive.
 * Reads only the directory at the end of the file, bounded in every offset, and decompresses nothing.
 */
export function zipEntryNames(bytes: Uint8Array): Set<string> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count > maxEntries || offset + size > end) return null;
  const names = new Set<string>();
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.add(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The extension of a file name, lower case without the dot ('' when it has none). */
export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** True when the name's extension is one the type may carry (`photo.JPG` for a jpeg; `report.png` not for HTML). */
export const extensionFits = (fileName: string, type: AttachmentFileType) =>
  (attachmentExtensions[type] as readonly string[]).includes(extensionOf(fileName));

/**
 * The name shown and sent back in downloads: the last path segment the browser sent (some send `C:\…\a.pdf`),
 * without control characters, at most 255 characters keeping the extension. Only ever displayed: storage keys are
 * random, never made of it.
 */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const name = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name.length <= 255) return name;
  const ext = extensionOf(name);
  return ext && ext.length < 20 ? `${name.slice(0, 254 - ext.length)}.${ext}` : name.slice(0, 255);
}
