import { BLANK_PDF, type Template } from '@pdfme/common';
import { generate } from '@pdfme/generator';
import { barcodes, text } from '@pdfme/schemas';
import { apiPaths } from '@srm/contract';
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { qrTextsOfPdf, vatQrOf } from './invoice.qr.ts';

/**
 * The QR pre-fill (issue #47 item 1): an invoice PDF rendered as a tax authority's system renders one — its QR code
 * an embedded image — and a photo of a paper invoice are read into number, code, date and amount.
 */
const digital = '01,32,,25312000000012345678,1234.56,20261120,,9A3F';
const classic = '01,04,044002400111,12345678,880.00,20261105,12345678901234567890,C1D2';

async function invoicePdf(qr: string | null): Promise<Uint8Array> {
  const template: Template = {
    basePdf: BLANK_PDF,
    schemas: [
      [
        { name: 'title', type: 'text', position: { x: 20, y: 20 }, width: 150, height: 10, fontSize: 16 },
        { name: 'seller', type: 'text', position: { x: 20, y: 60 }, width: 150, height: 10, fontSize: 10 },
        ...(qr ? [{ name: 'qr', type: 'qrcode', position: { x: 20, y: 80 }, width: 30, height: 30 }] : []),
      ],
    ],
  } as Template;
  return generate({
    template,
    inputs: [
      { title: 'VAT invoice (electronic)', seller: 'Seller: Demo Supplier Ltd', ...(qr ? { qr } : {}) },
    ],
    plugins: { text, qrcode: barcodes.qrcode },
  });
}

describe('the VAT QR code of an invoice', () => {
  it('is read from a rendered invoice PDF, fully digital and classic', async () => {
    expect(await qrTextsOfPdf(await invoicePdf(digital))).toEqual([digital]);
    expect(await vatQrOf(await invoicePdf(digital))).toMatchObject({
      ok: true,
      code: null,
      number: '25312000000012345678',
      amount: '1234.56',
      date: '2026-11-20',
    });
    expect(await vatQrOf(await invoicePdf(classic))).toMatchObject({
      code: '044002400111',
      number: '12345678',
      amount: '880.00',
      date: '2026-11-05',
    });
  });

  it('is read from a photo; a PDF without one, or a QR code that is no VAT code, gives nothing', async () => {
    const png = await bwipjs.toBuffer({
      bcid: 'qrcode',
      text: classic,
      scale: 4,
      paddingwidth: 8,
      paddingheight: 8,
      backgroundcolor: 'FFFFFF',
    });
    expect(await vatQrOf(new Uint8Array(png))).toMatchObject({ number: '12345678' });
    expect(await vatQrOf(await invoicePdf(null))).toBeNull();
    expect(await vatQrOf(await invoicePdf('https://example.com/not-an-invoice'))).toBeNull();
    expect(await vatQrOf(new TextEncoder().encode('%PDF-1.7 broken'))).toBeNull();
  });
});

describeOnDatabase('Invoice/ReadQr', (t) => {
  const { vendor1, buyer } = signedIn(t);
  const read = (session: Session, file: Uint8Array, lang: 'en' | 'zh-chs' = 'en') =>
    call(t.app, session, 'POST', apiPaths.invoice.readQr, {
      body: { ContentBase64: Buffer.from(file).toString('base64') },
      lang,
    });

  it('pre-fills number, code, date and amount; says so when there is no code; only for invoice screens', async () => {
    const res = await read(vendor1, await invoicePdf(classic));
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({
      INVOICE_NO: '12345678',
      INVOICE_CODE: '044002400111',
      INVOICE_DATE: '2026-11-05',
      AMOUNT: '880.00',
      TYPE_CODE: '04',
    });
    const none = await read(vendor1, await invoicePdf(null), 'zh-chs');
    expect([none.status, none.body.msg]).toEqual([400, '文件中没有找到增值税发票二维码，请手工填写']);
    expect((await read(buyer, await invoicePdf(classic))).status).toBe(403);
  });
});
