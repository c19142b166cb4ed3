import { sscc } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../e2e/support/pdf-reader.ts';
import { isValidBarcode } from './barcode-plugins.ts';
import { PdfTemplateError, renderPdf, renderPdfPages } from './render-pdf.ts';

/** The PDF's text and the barcodes zbarimg reads on its first page (`TYPE:data`). */
const inspect = (pdf: Uint8Array) => {
  const { text, symbols } = readPdf(pdf, { firstPageOnly: true });
  return { text, codes: symbols };
};

const page = (width: number, height: number) => ({
  width,
  height,
  padding: [0, 0, 0, 0] as [number, number, number, number],
});

describe('renderPdf', () => {
  it('draws Chinese text in the embedded font, and Code 128 and QR codes that decode', async () => {
    const template = {
      basePdf: page(100, 70),
      schemas: [
        [
          {
            name: 'cap',
            type: 'text',
            readOnly: true,
            content: '物料编码 Part no.',
            position: { x: 4, y: 3 },
            width: 60,
            height: 6,
            fontSize: 10,
          },
          {
            name: 'PART_NAME',
            type: 'text',
            content: '',
            position: { x: 4, y: 10 },
            width: 60,
            height: 6,
            fontSize: 10,
          },
          {
            name: 'LABEL_NO',
            type: 'code128',
            content: '',
            position: { x: 4, y: 20 },
            width: 60,
            height: 14,
          },
          {
            name: 'LABEL_NO#text',
            type: 'text',
            content: '',
            position: { x: 4, y: 35 },
            width: 60,
            height: 5,
            fontSize: 9,
          },
          { name: 'QR_TEXT', type: 'qrcode', content: '', position: { x: 70, y: 20 }, width: 26, height: 26 },
        ],
      ],
    };
    const { pdf, pages } = await renderPdfPages(template, [
      { PART_NAME: '螺丝 不锈钢', LABEL_NO: 'L2611230000001', QR_TEXT: '{"PART_NO":"P-1","QTY":"200"}' },
      { PART_NAME: '垫片', LABEL_NO: 'L2611230000002', QR_TEXT: 'two' },
    ]);
    expect(pages).toBe(2);
    const { text, codes } = inspect(pdf);
    expect(text).toContain('物料编码 Part no.');
    expect(text).toContain('螺丝 不锈钢');
    expect(text).toContain('L2611230000001');
    expect(codes).toContain('CODE-128:L2611230000001');
    expect(codes).toContain('QR-Code:{"PART_NO":"P-1","QTY":"200"}');
  }, 60_000);

  it('draws GS1-128 (gs1128) from the bracketed element string: an SSCC decodes to its digits', async () => {
    const code = sscc(0, '6901234', 4711);
    const template = {
      basePdf: page(100, 60),
      schemas: [
        [{ name: 'GS1_DATA', type: 'gs1128', content: '', position: { x: 5, y: 10 }, width: 90, height: 30 }],
      ],
    };
    const pdf = await renderPdf(template, [{ GS1_DATA: `(00)${code}(37)12(10)LOT-1` }]);
    const { codes } = inspect(pdf);
    // zbar reports GS1-128 as Code 128 with the AIs' digits; a variable-length AI (10) ends at the symbol's end.
    expect(codes).toEqual([expect.stringMatching(new RegExp(`^CODE-128:00${code}3712.?10LOT-1$`))]);
  }, 60_000);

  it('refuses an SSCC with a wrong check digit, and unknown element types', async () => {
    const good = sscc(0, '6901234', 1);
    const bad = `${good.slice(0, 17)}${(Number(good[17]) + 1) % 10}`;
    expect(isValidBarcode('gs1128', `(00)${good}`)).toBe(true);
    expect(isValidBarcode('gs1128', `(00)${bad}`)).toBe(false);
    const template = {
      basePdf: page(50, 50),
      schemas: [[{ name: 'X', type: 'marquee', position: { x: 0, y: 0 }, width: 10, height: 10 }]],
    };
    await expect(renderPdf(template, [{ X: '1' }])).rejects.toThrow(PdfTemplateError);
  });
});
