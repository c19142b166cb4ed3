import { mm2pt, type Plugin, type Schema } from '@pdfme/common';
import { barcodes } from '@pdfme/schemas';
import { barcodeContent, type VectorBarcode, vectorBarcode } from './barcode-vector.ts';

/**
 * Barcode elements drawn as vectors (barcode-vector.ts). `code128` and `qrcode` keep pdfme's element shape, designer
 * panel and preview, only the PDF drawing is ours; `gs1128` is new: GS1-128 (the outer box's SSCC), which pdfme
 * lacks. bwip-js encodes it (`bcid: 'gs1-128'`) from the bracketed element string, e.g.
 * `(00)069012340000000018(02)06901234000017(37)4`, puts FNC1 and the separators after variable-length elements
 * itself, and refuses a wrong element string (an SSCC with a bad check digit, say). Human-readable text is a text
 * element of its own (GS1_TEXT, `LABEL_NO#text`), so it prints in the document's font; `includetext` is not drawn.
 */
export type BarcodeSchema = Schema & { barColor?: string; backgroundColor?: string };

type BarcodeType = 'code128' | 'qrcode' | 'gs1128';
const bcidOf: Record<BarcodeType, string> = { code128: 'code128', qrcode: 'qrcode', gs1128: 'gs1-128' };

/** Whether bwip-js takes the text as that barcode (GS1: AI syntax, lengths, check digits of fixed keys). */
export function isValidBarcode(type: BarcodeType, text: string): boolean {
  try {
    vectorBarcode(bcidOf[type], text);
    return true;
  } catch {
    return false;
  }
}

function vectorPlugin(type: BarcodeType, base: Pick<Plugin<BarcodeSchema>, 'ui' | 'propPanel' | 'icon'>) {
  const plugin: Plugin<BarcodeSchema> = {
    ...base,
    pdf({ value, schema, page, pdfLib, _cache }) {
      if (!value) return;
      // A document repeating one value (a note number on every page) draws it once.
      const key = `vector:${type}:${value}`;
      let barcode = _cache.get(key) as VectorBarcode | undefined;
      if (!barcode) {
        barcode = vectorBarcode(bcidOf[type], value);
        _cache.set(key, barcode);
      }
      const width = mm2pt(schema.width);
      const height = mm2pt(schema.height);
      const box = {
        x: mm2pt(schema.position.x),
        y: page.getHeight() - mm2pt(schema.position.y) - height,
        width,
        height,
      };
      const content = barcodeContent(barcode, box, {
        bar: schema.barColor,
        background: schema.backgroundColor,
      });
      // One operator whose "name" is the whole drawing: pdf-lib writes it as it is.
      page.pushOperators(pdfLib.PDFOperator.of(content as Parameters<typeof pdfLib.PDFOperator.of>[0]));
    },
  };
  return plugin;
}

const gs1128Default: BarcodeSchema = {
  name: '',
  type: 'gs1128',
  content: '(00)069012340000000018',
  position: { x: 0, y: 0 },
  width: 90,
  height: 25,
  rotate: 0,
  opacity: 1,
  barColor: '#000000',
  backgroundColor: '#ffffff',
};

export const gs1128Type = 'gs1128';
export const code128Plugin = vectorPlugin('code128', barcodes.code128 as unknown as Plugin<BarcodeSchema>);
export const qrcodePlugin = vectorPlugin('qrcode', barcodes.qrcode as unknown as Plugin<BarcodeSchema>);
export const gs1128Plugin = vectorPlugin('gs1128', {
  // The server only renders; the designer shows the element string until the web has a drawing of its own.
  ui({ rootElement, value }) {
    rootElement.textContent = value;
  },
  propPanel: { schema: {}, defaultSchema: gs1128Default },
});
