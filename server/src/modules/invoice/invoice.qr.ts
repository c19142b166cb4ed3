import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream } from '@pdfme/pdf-lib';
import { parseVatQr, type VatQr } from '@srm/contract';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * The tax authority's QR code on a Chinese VAT invoice PDF (issue #47 item 1): the images the PDF embeds are read with
 * the barcode decoder the dock's camera uses (zxing-wasm), and the first text that is a VAT QR code
 * (`contract/src/vat-qr.ts`) pre-fills the invoice. Within bounds: at most 40 images of at most 16 megapixels each;
 * a JPEG is decoded by the reader, a deflated bitmap is inflated to its declared size and no further.
 */
const maxImages = 40;
const maxPixels = 16_000_000;

let ready: Promise<unknown> | null = null;
function decoder() {
  ready ??= prepareZXingModule({
    overrides: {
      wasmBinary: new Uint8Array(
        readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')),
      ).buffer,
    },
    fireImmediately: true,
  });
  return ready;
}

type Image = { width: number; height: number; data: Uint8ClampedArray; colorSpace: 'srgb' };

const filterOf = (stream: PDFRawStream) => {
  const f = stream.dict.get(PDFName.of('Filter'));
  if (f instanceof PDFName) return [f.asString()];
  if (f instanceof PDFArray) return f.asArray().map((n) => (n instanceof PDFName ? n.asString() : '?'));
  return [];
};
const numberOf = (stream: PDFRawStream, key: string) => {
  const v = stream.dict.get(PDFName.of(key));
  return v instanceof PDFNumber ? v.asNumber() : 0;
};

/** A deflated 8-bit gray or RGB bitmap as RGBA, or null when it is another kind (indexed, CMYK, 1-bit …). */
function bitmapOf(stream: PDFRawStream, width: number, height: number): Image | null {
  const space = stream.dict.get(PDFName.of('ColorSpace'));
  const channels = space === PDFName.of('DeviceGray') ? 1 : space === PDFName.of('DeviceRGB') ? 3 : 0;
  if (!channels || numberOf(stream, 'BitsPerComponent') !== 8) return null;
  const size = width * height * channels;
  const raw = inflateSync(stream.getContents(), { maxOutputLength: size });
  if (raw.length !== size) return null;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const at = p * channels;
    data[p * 4] = raw[at]!;
    data[p * 4 + 1] = raw[at + (channels === 3 ? 1 : 0)]!;
    data[p * 4 + 2] = raw[at + (channels === 3 ? 2 : 0)]!;
    data[p * 4 + 3] = 255;
  }
  return { width, height, data, colorSpace: 'srgb' };
}

/** Every QR code text in the images the PDF embeds (an unreadable PDF has none). */
export async function qrTextsOfPdf(pdf: Uint8Array): Promise<string[]> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return [];
  }
  await decoder();
  const texts: string[] = [];
  const images = doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .slice(0, maxImages);
  for (const stream of images) {
    const width = numberOf(stream, 'Width');
    const height = numberOf(stream, 'Height');
    if (width <= 0 || height <= 0 || width * height > maxPixels) continue;
    const filters = filterOf(stream);
    try {
      const input =
        filters.length === 1 && filters[0] === '/DCTDecode'
          ? new Uint8Array(stream.getContents())
          : filters.length === 1 && filters[0] === '/FlateDecode'
            ? bitmapOf(stream, width, height)
            : null;
      if (!input) continue;
      for (const r of await readBarcodes(input, { formats: ['QRCode'], tryHarder: true }))
        if (r.isValid) texts.push(r.text);
    } catch {
      // An image that does not decode is no QR code.
    }
  }
  return texts;
}

/** Every QR code text of a photo or scan (PNG or JPEG). */
async function qrTextsOfImage(image: Uint8Array): Promise<string[]> {
  await decoder();
  try {
    return (await readBarcodes(image, { formats: ['QRCode'], tryHarder: true }))
      .filter((r) => r.isValid)
      .map((r) => r.text);
  } catch {
    return [];
  }
}

const isPdf = (file: Uint8Array) => Buffer.from(file.subarray(0, 5)).toString('latin1') === '%PDF-';

/** The VAT QR code a PDF (or a photo of the paper invoice) carries, read into its fields, or null. */
export async function vatQrOf(file: Uint8Array): Promise<Extract<VatQr, { ok: true }> | null> {
  for (const text of await (isPdf(file) ? qrTextsOfPdf(file) : qrTextsOfImage(file))) {
    const qr = parseVatQr(text);
    if (qr.ok) return qr;
  }
  return null;
}
