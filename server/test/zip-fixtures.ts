import { crc32, createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/**
 * Hostile workbooks for the upload guards (issue #44): a zip written by hand, so a test controls what each entry
 * declares and holds, and large entries deflated as a stream (a 1,000 MB entry never sits in memory here either).
 */
export type ZipPart = { name: string; deflated: Buffer; size: number; crc: number };

/** A part deflated from its whole content. */
export async function part(name: string, content: Buffer | string): Promise<ZipPart> {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, ...(await deflate([bytes])) };
}

/** A part of `size` bytes: `head`, then `fill` repeated (zeros unless given), then `tail`: deflated as a stream. */
export async function bigPart(
  name: string,
  size: number,
  { head = '', tail = '', fill = '\0' }: { head?: string; tail?: string; fill?: string } = {},
): Promise<ZipPart> {
  const chunk = Buffer.alloc(1024 * 1024, fill);
  const body = size - Buffer.byteLength(head) - Buffer.byteLength(tail);
  function* chunks() {
    yield Buffer.from(head);
    for (let left = body; left > 0; left -= chunk.length)
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield Buffer.from(tail);
  }
  return { name, ...(await deflate(chunks())) };
}

async function deflate(chunks: Iterable<Buffer>): Promise<Omit<ZipPart, 'name'>> {
  const stream = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  stream.on('data', (d: Buffer) => out.push(d));
  const ended = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  for (const c of chunks) {
    size += c.length;
    crc = crc32(c, crc);
    if (!stream.write(c)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await ended;
  return { deflated: Buffer.concat(out), size, crc };
}

/** The zip of the parts; `declare` overrides what the directory says of a part's inflated size (a lying zip). */
export function zip(parts: ZipPart[], declare: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = declare[p.name] ?? p.size;
    const header = (signature: number, length: number) => {
      const b = Buffer.alloc(length);
      b.writeUInt32LE(signature, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = header(0x02014b50, 46);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(p.crc >>> 0, 16);
    dir.writeUInt32LE(p.deflated.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    central.push(dir, name);
    offset += local.length + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a real workbook (to rebuild it with one part changed or added). */
export async function partsOf(workbook: Buffer): Promise<ZipPart[]> {
  const zipFile = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(workbook, { lazyEntries: true }, (e, z) => (e || !z ? reject(e) : resolve(z))),
  );
  const parts: ZipPart[] = [];
  await new Promise<void>((resolve, reject) => {
    zipFile.on('end', resolve).on('error', reject);
    zipFile.on('entry', (entry: yauzl.Entry) => {
      zipFile.openReadStream(entry, async (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        for await (const c of stream) chunks.push(c as Buffer);
        parts.push(await part(entry.fileName, Buffer.concat(chunks)));
        zipFile.readEntry();
      });
    });
    zipFile.readEntry();
  });
  return parts;
}

/** A workbook of one sheet: the header, then the rows (written by exceljs, as a user's Excel file). */
export async function workbookOf(rows: (string | number | boolean | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The workbook with `replace` parts put in place of (or beside) its own. */
export async function withParts(workbook: Buffer, replace: ZipPart[], declare: Record<string, number> = {}) {
  const names = new Set(replace.map((p) => p.name));
  return zip([...(await partsOf(workbook)).filter((p) => !names.has(p.name)), ...replace], declare);
}

/** A first sheet of `count` rows under `header` (inline numbers and strings, as an ERP export writes them). */
export function sheetXml(header: string[], count: number, row: (n: number) => (string | number)[]): string {
  const cell = (v: string | number) =>
    typeof v === 'number' ? `<c><v>${v}</v></c>` : `<c t="inlineStr"><is><t>${v}</t></is></c>`;
  const rows = [`<row r="1">${header.map(cell).join('')}</row>`];
  for (let n = 1; n <= count; n++) rows.push(`<row r="${n + 1}">${row(n).map(cell).join('')}</row>`);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    `${rows.join('')}</sheetData></worksheet>`
  );
}
