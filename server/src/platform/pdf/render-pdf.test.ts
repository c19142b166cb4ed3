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

  it('renders documents at the same time with the font decoded once: each has its own text, subset and all', async () => {
    const template = {
      basePdf: page(120, 20),
      schemas: [
        [
          {
            name: 'T',
            type: 'text',
            content: '',
            position: { x: 4, y: 4 },
            width: 110,
            height: 10,
            fontSize: 10,
          },
        ],
      ],
    };
    // Different characters in each (each PDF embeds a subset of the glyphs it uses), rendered interleaved.
    const words = [
      '螺丝不锈钢 M3',
      '垫片镀锌 Φ3',
      '弹簧钢丝 0.5',
      '深圳市示例电子',
      '供应商送货单',
      'Größe ½ €',
    ];
    const pdfs = await Promise.all(words.map((T) => renderPdf(template, [{ T }])));
    for (const [i, pdf] of pdfs.entries()) expect(inspect(pdf).text.trim()).toBe(words[i]);
    // A subset holds only its document's glyphs: no PDF carries the font's 10 MB.
    for (const pdf of pdfs) expect(pdf.byteLength).toBeLessThan(60_000);
  }, 60_000);

  it('marks a QR code of non-ASCII text as UTF-8 (ECI 26), so a scanner reads Chinese, not mojibake', async () => {
    const qr = (x: number) => ({ type: 'qrcode', content: '', position: { x, y: 5 }, width: 40, height: 40 });
    const template = {
      basePdf: page(150, 50),
      schemas: [
        [
          { name: 'A', ...qr(5) },
          { name: 'B', ...qr(55) },
          { name: 'C', ...qr(105) },
        ],
      ],
    };
    // Without the ECI, zbar guesses Shift JIS for these bytes and reads "L2611-謇ｹ谺｡A" and "Grﾃｶﾃ歹".
    const values = { A: 'L2611-批次A', B: 'Größe-ü 1½', C: '{"LOT_NO":"批次A","QTY":"200"}' };
    const { codes } = inspect(await renderPdf(template, [values]));
    expect(codes.sort()).toEqual(
      Object.values(values)
        .map((v) => `QR-Code:${v}`)
        .sort(),
    );
  }, 60_000);

  it('leaves out emoji the font cannot draw (no empty boxes), marks other missing glyphs "?", keeps QR data whole', async () => {
    const text = (name: string, y: number) => ({
      name,
      type: 'text',
      content: '',
      position: { x: 5, y },
      width: 190,
      height: 8,
      fontSize: 10,
    });
    const cellStyles = {
      fontSize: 10,
      alignment: 'left',
      verticalAlignment: 'middle',
      fontColor: '#000000',
      backgroundColor: '',
      borderColor: '#000000',
      borderWidth: { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 },
      padding: { top: 1, right: 1, bottom: 1, left: 1 },
    };
    const template = {
      basePdf: page(200, 80),
      schemas: [
        [
          text('REMARK', 5),
          text('NAME', 15),
          { ...text('CAPTION', 25), readOnly: true, content: '备注 ✅ Remark' },
          {
            name: 'LINES',
            type: 'table',
            content: '',
            position: { x: 5, y: 35 },
            width: 190,
            height: 10,
            head: ['批次号 Lot no. 🏷️'],
            headWidthPercentages: [100],
            showHead: true,
            tableStyles: { borderColor: '#000000', borderWidth: 0.2 },
            headStyles: cellStyles,
            bodyStyles: cellStyles,
            columnStyles: {},
          },
          {
            name: 'REMARK#qr',
            type: 'qrcode',
            content: '',
            position: { x: 150, y: 50 },
            width: 25,
            height: 25,
          },
        ],
      ],
    };
    const remark = '请轻放📦 易碎 👍🏻 Handle with care 👨‍👩‍👧 ©2026';
    const pdf = await renderPdf(template, [
      { REMARK: remark, NAME: '김 한국 Thai ไทย', LINES: JSON.stringify([['L2611-批次A 🎉']]) },
    ]);
    const { text: printed, codes } = inspect(pdf);
    const lines = printed.split('\n').map((l) => l.trim());
    expect(lines).toContain('请轻放 易碎 Handle with care ©2026');
    expect(lines).toContain('? ?? Thai ???');
    expect(lines).toContain('备注 Remark');
    expect(lines).toContain('批次号 Lot no.');
    expect(lines).toContain('L2611-批次A');
    // The QR code carries the remark as typed: a scanner has no font to miss.
    expect(codes).toEqual([`QR-Code:${remark}`]);
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
