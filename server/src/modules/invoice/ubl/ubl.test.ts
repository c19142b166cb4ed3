import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact } from '../../../platform/money.ts';
import { type UblMessageKey, ublMessages } from './ubl.messages.ts';
import { readUblInvoice, type UblInvoice, type UblProblem } from './ubl.ts';
import { maxDocumentBytes } from './ubl.xml.ts';

/**
 * The UBL reader against real EN 16931 examples (`examples/`, see its README: copied unchanged from
 * ConnectingEurope/eInvoicing-EN16931, EUPL 1.2), every refusal built by editing one of them, and a property over
 * generated minimal documents. Every value asserted below was read by hand from the example's XML.
 */
const examplesDir = path.join(import.meta.dirname, 'examples');
const example = (name: string) => readFileSync(path.join(examplesDir, name), 'utf8');
/** DKK, two VAT rates, three lines: the document the refusals below are built from. */
const baseInvoice = example('ubl-tc434-example4.xml');
const baseCreditNote = example('ubl-tc434-creditnote1.xml');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Keys answered by the tests below: the last test checks every key of the table was met. */
const met = new Set<UblMessageKey>();

function read(xml: string | Buffer): UblInvoice {
  const result = readUblInvoice(xml);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result.invoice;
}

/** The problems of a refused document; each names a key of the table with exactly its placeholders. */
function problemsOf(xml: string | Buffer): UblProblem[] {
  const result = readUblInvoice(xml);
  if (result.ok) throw new Error('read, expected a refusal');
  expect(result.problems.length).toBeGreaterThan(0);
  for (const problem of result.problems) {
    met.add(problem.key);
    expect(Object.keys(problem.params ?? {}).sort(), problem.key).toEqual(
      placeholders(ublMessages[problem.key].en),
    );
  }
  return result.problems;
}

/** `text` with `from` replaced once (every match for a /g pattern); fails when `from` is not there. */
function edit(text: string, from: string | RegExp, to: string): string {
  const found =
    typeof from === 'string'
      ? text.includes(from)
      : new RegExp(from.source, from.flags.replace(/[gy]/g, '')).test(text);
  if (!found) throw new Error(`not in the example: ${String(from)}`);
  return text.replace(from, to);
}

/** `text` without the first element `<prefix:name …>…</prefix:name>` (or `<prefix:name/>`). */
const drop = (text: string, qname: string) =>
  edit(text, new RegExp(`<${qname}[\\s>/][\\s\\S]*?(?:</${qname}>|/>)`), '');

/** A line as [id, quantity, unitCode, net, price, name]. */
const lineRow = (l: UblInvoice['lines'][number]) => [l.id, l.quantity, l.unitCode, l.net, l.price, l.name];

describe('real EN 16931 examples (ConnectingEurope/eInvoicing-EN16931, ubl/examples)', () => {
  it('every example there is read', () => {
    const names = readdirSync(examplesDir).filter((n) => n.endsWith('.xml'));
    expect(names.sort()).toEqual([
      'ubl-tc434-creditnote1.xml',
      'ubl-tc434-example2.xml',
      'ubl-tc434-example4.xml',
      'ubl-tc434-example5.xml',
      'ubl-tc434-example7.xml',
      'ubl-tc434-example8.xml',
    ]);
    for (const name of names)
      expect(readUblInvoice(readFileSync(path.join(examplesDir, name))).ok, name).toBe(true);
  });

  it('ubl-tc434-example4.xml: DKK, two VAT rates of category S, three lines', () => {
    expect(read(baseInvoice)).toEqual({
      kind: 'invoice',
      number: 'TOSL110',
      issueDate: '2013-04-10',
      dueDate: '2013-05-10',
      currency: 'DKK',
      buyerReference: null,
      orderReference: '123',
      sellerName: 'SellerCompany',
      sellerTaxId: 'DK16356706',
      buyerName: 'Buyercompany ltd',
      buyerTaxId: null,
      buyerEndpoint: null,
      lineExtension: '4000.00',
      taxExclusive: '4000.00',
      tax: '675.00',
      taxInclusive: '4675.00',
      payable: '4675.00',
      taxes: [
        { category: 'S', rate: '25', taxable: '1500.00', tax: '375.00' },
        { category: 'S', rate: '12', taxable: '2500.00', tax: '300.00' },
      ],
      lines: [
        {
          id: '1',
          quantity: '1000',
          unitCode: 'EA',
          net: '1000.00',
          price: '1.00',
          name: 'Printing paper',
          sellersItemId: 'JB007',
          buyersItemId: null,
          orderLineReference: null,
          taxCategory: 'S',
          taxRate: '25',
        },
        {
          id: '2',
          quantity: '100',
          unitCode: 'EA',
          net: '500.00',
          price: '5.00',
          name: 'Parker Pen',
          sellersItemId: 'JB008',
          buyersItemId: null,
          orderLineReference: null,
          taxCategory: 'S',
          taxRate: '25',
        },
        {
          id: '3',
          quantity: '500',
          unitCode: 'EA',
          net: '2500.00',
          price: '5.00',
          name: 'American Cookies',
          sellersItemId: 'JB009',
          buyersItemId: null,
          orderLineReference: null,
          taxCategory: 'S',
          taxRate: '12',
        },
      ],
    });
  });

  it('ubl-tc434-example2.xml: NOK, three subtotals (S 25, S 15, E), allowances and charges, a prepayment', () => {
    const invoice = read(example('ubl-tc434-example2.xml'));
    expect(invoice).toEqual({
      kind: 'invoice',
      number: 'TOSL108',
      issueDate: '2013-06-30',
      dueDate: '2013-07-20',
      currency: 'NOK',
      buyerReference: null,
      orderReference: '123',
      sellerName: 'Salescompany ltd.',
      sellerTaxId: 'NO123456789MVA',
      buyerName: 'The Buyercompany',
      buyerTaxId: 'NO987654321MVA',
      buyerEndpoint: null,
      // Lines 1436.50 − allowance 100.00 + charge 100.00; payable is with tax less the 1000.00 prepaid.
      lineExtension: '1436.50',
      taxExclusive: '1436.50',
      tax: '365.28',
      taxInclusive: '1801.78',
      payable: '801.78',
      taxes: [
        { category: 'S', rate: '25', taxable: '1460.50', tax: '365.13' },
        { category: 'S', rate: '15', taxable: '1.00', tax: '0.15' },
        { category: 'E', rate: '0', taxable: '-25.00', tax: '0.00' },
      ],
      lines: expect.any(Array),
    });
    expect(invoice.lines.map(lineRow)).toEqual([
      ['1', '2', 'EA', '1273.00', '1273.00', 'Laptop computer'],
      ['2', '-1', 'EA', '-3.96', '3.96', 'Returned "Advanced computing" book'],
      ['3', '2', 'EA', '4.96', '2.48', '"Computing for dummies" book'],
      ['4', '-1', 'EA', '-25.00', '25.00', 'Returned IBM 5150 desktop'],
      ['5', '250', 'MTR', '187.50', '0.75', 'Network cable'],
    ]);
    // Line 5's order line reference is written empty (<cbc:LineID></cbc:LineID>): none.
    expect(
      invoice.lines.map((l) => [
        l.sellersItemId,
        l.buyersItemId,
        l.orderLineReference,
        l.taxCategory,
        l.taxRate,
      ]),
    ).toEqual([
      ['JB007', null, '1', 'S', '25'],
      ['JB008', null, '5', 'S', '15'],
      ['JB009', null, '3', 'S', '15'],
      ['JB010', null, '2', 'E', '0'],
      ['JB011', null, null, 'S', '25'],
    ]);
  });

  it('ubl-tc434-example5.xml: a second TaxTotal in the tax currency EUR, half prepaid, electronic addresses', () => {
    const invoice = read(example('ubl-tc434-example5.xml'));
    expect(invoice).toEqual({
      kind: 'invoice',
      number: 'TOSL110',
      issueDate: '2013-04-10',
      dueDate: '2013-05-10',
      currency: 'DKK',
      buyerReference: 'qwerty',
      orderReference: 'PO4711',
      // The legal name, not the trading name (SelCo); the VAT scheme's CompanyID, not the LOC one after it.
      sellerName: 'SellerCompany',
      sellerTaxId: 'NL16356706',
      buyerName: 'Buyercompany ltd',
      buyerTaxId: 'DK16356607',
      buyerEndpoint: 'info@buyercompany.dk',
      lineExtension: '4000.00',
      taxExclusive: '4000.00',
      // The DKK TaxTotal, not the EUR one (628.62) that has no subtotals.
      tax: '675.00',
      taxInclusive: '4675.00',
      payable: '2337.50',
      taxes: [
        { category: 'S', rate: '25', taxable: '1500.00', tax: '375.00' },
        { category: 'S', rate: '12', taxable: '2500.00', tax: '300.00' },
      ],
      lines: expect.any(Array),
    });
    expect(
      invoice.lines.map((l) => [
        ...lineRow(l),
        l.sellersItemId,
        l.buyersItemId,
        l.orderLineReference,
        l.taxRate,
      ]),
    ).toEqual([
      ['1', '1000', 'EA', '1000.00', '1.00', 'Printing paper', 'JB007', 'BUY123', '1', '25'],
      ['2', '100', 'EA', '500.00', '5.00', 'Parker Pen', 'JB008', null, '2', '25'],
      ['3', '500', 'EA', '2500.00', '5.00', 'American Cookies', 'JB009', null, null, '12'],
    ]);
  });

  it('ubl-tc434-example7.xml: outside the scope of VAT (O, no rate), no VAT numbers, no due date, SEK', () => {
    expect(read(example('ubl-tc434-example7.xml'))).toEqual({
      kind: 'invoice',
      number: 'INVOICE_test_7',
      issueDate: '2013-03-11',
      dueDate: null,
      currency: 'SEK',
      buyerReference: null,
      orderReference: 'Order_9988_x',
      sellerName: 'The Sellercompany Incorporated',
      sellerTaxId: null,
      buyerName: 'THe Buyercompany',
      buyerTaxId: null,
      buyerEndpoint: null,
      lineExtension: '3200.00',
      taxExclusive: '3200.00',
      tax: '0.00',
      taxInclusive: '3200.00',
      payable: '3200.00',
      taxes: [{ category: 'O', rate: '0', taxable: '3200.00', tax: '0.00' }],
      lines: [
        {
          id: '1',
          quantity: '1',
          unitCode: 'EA',
          net: '2500.00',
          price: '2500.00',
          name: 'Road tax',
          sellersItemId: 'RT3000',
          buyersItemId: null,
          orderLineReference: '1',
          taxCategory: 'O',
          taxRate: null,
        },
        {
          id: '2',
          quantity: '1',
          unitCode: 'EA',
          net: '700.00',
          price: '700.00',
          name: 'Road Register fee',
          sellersItemId: 'REG',
          buyersItemId: null,
          orderLineReference: null,
          taxCategory: 'O',
          taxRate: null,
        },
      ],
    });
  });

  it('ubl-tc434-example8.xml: ten lines, prices per base quantity, non-ASCII text', () => {
    const invoice = read(example('ubl-tc434-example8.xml'));
    expect(invoice).toEqual({
      kind: 'invoice',
      number: '1100512149',
      issueDate: '2014-11-10',
      dueDate: '2014-11-24',
      currency: 'EUR',
      buyerReference: null,
      orderReference: null,
      sellerName: 'Enexis B.V.',
      sellerTaxId: 'NL809561074B01',
      buyerName: 'Klant',
      buyerTaxId: null,
      buyerEndpoint: null,
      lineExtension: '908.91',
      taxExclusive: '908.91',
      tax: '190.87',
      taxInclusive: '1099.78',
      payable: '1099.78',
      taxes: [{ category: 'S', rate: '21', taxable: '908.91', tax: '190.87' }],
      lines: expect.any(Array),
    });
    // Prices as written, per their BaseQuantity (line 3: 132 KW × 15.24 / 12 = 167.64).
    expect(invoice.lines.map(lineRow)).toEqual([
      ['1', '16000', 'KWH', '140.80', '0.00880', 'Getransporteerde kWh’s'],
      ['2', '16000', 'KWH', '16.16', '0.00101', 'Systeemdiensten'],
      ['3', '132', 'KW', '167.64', '15.24', 'Contract transportvermogen'],
      ['4', '58', 'KW', '88.74', '1.53', 'Maximaal afgenomen vermogen'],
      ['5', '1', 'MON', '36.75', '441.00', 'Vastrecht Transportdienst'],
      ['6', '1', 'MON', '56.50', '678.00', 'Vastrecht Aansluitdienst'],
      ['7', '1', 'MON', '83.34', '83.34', 'Huur Transformatoren'],
      ['8', '1', 'MON', '190.31', '190.31', 'Huur Schakelinstallaties'],
      ['9', '1', 'MON', '64.21', '64.21', 'Huur Overige Apparaten'],
      ['10', '1', 'MON', '64.46', '64.46', 'Huur Meterdiensten'],
    ]);
    for (const line of invoice.lines)
      expect(line).toMatchObject({
        sellersItemId: null,
        buyersItemId: null,
        orderLineReference: null,
        taxCategory: 'S',
        taxRate: '21',
      });
  });

  it('ubl-tc434-creditnote1.xml: a credit note, exempt, amounts positive as written, no due date', () => {
    expect(read(baseCreditNote)).toEqual({
      kind: 'creditNote',
      number: '018304 / 28865',
      issueDate: '2019-09-23',
      dueDate: null,
      currency: 'EUR',
      buyerReference: '018304 / 28865',
      orderReference: null,
      sellerName: 'My Supplier Company',
      sellerTaxId: 'BE0000000196',
      buyerName: 'My Customer Company',
      buyerTaxId: 'BE0000000295',
      buyerEndpoint: '0000000295',
      lineExtension: '100.11',
      taxExclusive: '100.11',
      tax: '0.00',
      taxInclusive: '100.11',
      payable: '100.11',
      taxes: [{ category: 'E', rate: '0.00', taxable: '100.11', tax: '0.00' }],
      lines: [
        {
          id: '1',
          quantity: '1.00',
          unitCode: 'C62',
          net: '100.11',
          price: '100.11',
          name: 'Exonération du versement du PP',
          sellersItemId: 'V55',
          buyersItemId: null,
          orderLineReference: null,
          taxCategory: 'E',
          taxRate: '0.00',
        },
      ],
    });
  });
});

describe('reading what documents vary in', () => {
  it('prefixes: a prefixed root and other prefixes for cac/cbc read the same', () => {
    const renamed = baseInvoice
      .replace(/(<\/?)cac:/g, '$1a:')
      .replace(/(<\/?)cbc:/g, '$1b:')
      .replace('xmlns:cac=', 'xmlns:a=')
      .replace('xmlns:cbc=', 'xmlns:b=')
      .replace('<Invoice ', '<ubl:Invoice ')
      .replace('</Invoice>', '</ubl:Invoice>')
      .replace(
        'xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
        'xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
      );
    expect(renamed).toContain('<ubl:Invoice');
    expect(renamed).toContain('<b:PayableAmount');
    expect(read(renamed)).toEqual(read(baseInvoice));
  });

  it('bytes: UTF-8 with or without a BOM, UTF-16 with a BOM, and a declared GBK', () => {
    // example8 has a non-ASCII character (’ in "kWh’s"), so a wrong decoding would show.
    const text = example('ubl-tc434-example8.xml');
    const expected = read(text);
    expect(expected.lines[0]!.name).toBe('Getransporteerde kWh’s');
    expect(read(Buffer.from(text, 'utf8'))).toEqual(expected);
    expect(read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toEqual(
      expected,
    );
    expect(read(`\uFEFF${text}`)).toEqual(expected);
    const utf16 = `\uFEFF${edit(text, 'encoding="UTF-8"', 'encoding="UTF-16"')}`;
    expect(read(Buffer.from(utf16, 'utf16le'))).toEqual(expected);
    // The credit note's declaration is in single quotes (encoding='UTF-8'); its é are two bytes each.
    expect(baseCreditNote).toContain("encoding='UTF-8'");
    expect(read(Buffer.from(baseCreditNote, 'utf8'))).toEqual(read(baseCreditNote));
    // 供应商 in GBK is B9 A9 D3 A6 C9 CC.
    const gbk = Buffer.concat([
      Buffer.from(edit(baseInvoice, 'encoding="UTF-8"', 'encoding="GBK"').split('SellerCompany')[0]!),
      Buffer.from([0xb9, 0xa9, 0xd3, 0xa6, 0xc9, 0xcc]),
      Buffer.from(baseInvoice.split('SellerCompany')[1]!),
    ]);
    expect(read(gbk).sellerName).toBe('供应商');
  });

  it('references and CDATA: the predefined entities and character references are decoded', () => {
    const xml = edit(
      edit(baseInvoice, 'SellerCompany', 'A &amp; B &lt;&gt; &quot;&apos; &#20379;&#x5E94;&#x5546;'),
      '<cbc:Name>Printing paper</cbc:Name>',
      '<cbc:Name><![CDATA[x & <y>]]> &amp; z</cbc:Name>',
    );
    const invoice = read(xml);
    expect(invoice.sellerName).toBe(`A & B <> "' 供应商`);
    expect(invoice.lines[0]!.name).toBe('x & <y> & z');
  });

  it('whitespace around values is trimmed; xsd:decimal spellings are made plain, others kept as written', () => {
    let xml = edit(baseInvoice, '<cbc:ID>TOSL110</cbc:ID>', '<cbc:ID>\n  TOSL110 \n</cbc:ID>');
    xml = edit(
      xml,
      '<cbc:InvoicedQuantity unitCode="EA">1000<',
      '<cbc:InvoicedQuantity unitCode="EA"> +1000.<',
    );
    xml = edit(xml, '<cbc:PriceAmount currencyID="DKK">1.00<', '<cbc:PriceAmount currencyID="DKK">01.000<');
    xml = edit(xml, '<cbc:PriceAmount currencyID="DKK">5.00<', '<cbc:PriceAmount currencyID="DKK">.5<');
    const invoice = read(xml);
    expect(invoice.number).toBe('TOSL110');
    expect(invoice.lines.map((l) => [l.quantity, l.price])).toEqual([
      ['1000', '01.000'],
      ['100', '0.5'],
      ['500', '5.00'],
    ]);
  });

  it("a credit note's due date is its PaymentMeans/PaymentDueDate", () => {
    const xml = edit(
      baseCreditNote,
      '<cbc:PaymentMeansCode>1</cbc:PaymentMeansCode>',
      '<cbc:PaymentMeansCode>1</cbc:PaymentMeansCode><cbc:PaymentDueDate>2019-10-23</cbc:PaymentDueDate>',
    );
    expect(read(xml).dueDate).toBe('2019-10-23');
  });

  it('buyer item identifiers, and a currencyID left out, are read', () => {
    let xml = edit(
      baseInvoice,
      '<cbc:Name>Parker Pen</cbc:Name>',
      '<cbc:Name>Parker Pen</cbc:Name><cac:BuyersItemIdentification><cbc:ID>B-77</cbc:ID></cac:BuyersItemIdentification>',
    );
    xml = edit(xml, '<cbc:PayableAmount currencyID="DKK">', '<cbc:PayableAmount>');
    const invoice = read(xml);
    expect(invoice.lines[1]!.buyersItemId).toBe('B-77');
    expect(invoice.payable).toBe('4675.00');
  });

  it('the TaxTotal in the tax currency is never the one read, wherever it stands and whatever it says', () => {
    const text = example('ubl-tc434-example5.xml');
    const expected = read(text);
    const eur =
      '<cac:TaxTotal>\n        <cbc:TaxAmount currencyID="EUR">628.62</cbc:TaxAmount>\n    </cac:TaxTotal>';
    const first = /<cac:TaxTotal>/;
    expect(read(edit(edit(text, eur, ''), first, `${eur}<cac:TaxTotal>`))).toEqual(expected);
    expect(read(edit(text, '>628.62<', '>1.00<'))).toEqual(expected);
    expect(read(edit(text, eur, ''))).toEqual(expected);
  });

  it('a rounding amount (PayableRoundingAmount) is accepted: PayableAmount is read as written', () => {
    const xml = edit(
      example('ubl-tc434-example2.xml'),
      '<cbc:PayableAmount currencyID="NOK">801.78</cbc:PayableAmount>',
      '<cbc:PayableRoundingAmount currencyID="NOK">0.22</cbc:PayableRoundingAmount><cbc:PayableAmount currencyID="NOK">802.00</cbc:PayableAmount>',
    );
    expect(read(xml)).toMatchObject({ taxInclusive: '1801.78', payable: '802.00' });
  });

  it('a leap day is a date; the 29th of February of other years is not', () => {
    expect(read(edit(baseInvoice, '<cbc:IssueDate>2013-04-10', '<cbc:IssueDate>2016-02-29')).issueDate).toBe(
      '2016-02-29',
    );
    expect(read(edit(baseInvoice, '<cbc:IssueDate>2013-04-10', '<cbc:IssueDate>2000-02-29')).issueDate).toBe(
      '2000-02-29',
    );
    for (const day of ['2017-02-29', '1900-02-29'])
      expect(problemsOf(edit(baseInvoice, '<cbc:IssueDate>2013-04-10', `<cbc:IssueDate>${day}`))).toEqual([
        { key: 'invoice.ubl.badDate', params: { field: 'cbc:IssueDate', value: day } },
      ]);
  });
});

describe('refusals', () => {
  const only = (key: UblMessageKey, params?: Record<string, string>) => [params ? { key, params } : { key }];

  it('a document over 10 MB, as a string or as bytes; exactly 10 MB is read', () => {
    const padTo = (bytes: number) =>
      edit(
        baseInvoice,
        '<cac:AccountingSupplierParty>',
        `<!--${'x'.repeat(bytes - Buffer.byteLength(baseInvoice) - 7)}--><cac:AccountingSupplierParty>`,
      );
    const limit = padTo(maxDocumentBytes);
    expect(Buffer.byteLength(limit)).toBe(10 * 1024 * 1024);
    expect(read(limit).number).toBe('TOSL110');
    const over = padTo(maxDocumentBytes + 1);
    expect(problemsOf(over)).toEqual(only('invoice.ubl.tooLarge', { limit: '10 MB' }));
    expect(problemsOf(Buffer.from(over))).toEqual(only('invoice.ubl.tooLarge', { limit: '10 MB' }));
    // Characters count as their UTF-8 bytes: 3.5 M characters of 3 bytes each are over.
    const wide = edit(baseInvoice, '<cac:AccountingSupplierParty>', `<!--${'中'.repeat(3_500_000)}-->`);
    expect(problemsOf(wide)).toEqual(only('invoice.ubl.tooLarge', { limit: '10 MB' }));
  });

  it('bytes that do not decode in the declared (or default) encoding, and an unknown encoding', () => {
    const bad = Buffer.concat([
      Buffer.from(baseInvoice.split('SellerCompany')[0]!),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(baseInvoice.split('SellerCompany')[1]!),
    ]);
    expect(problemsOf(bad)).toEqual(only('invoice.ubl.encoding', { encoding: 'UTF-8' }));
    const unknown = Buffer.from(edit(baseInvoice, 'encoding="UTF-8"', 'encoding="x-klingon"'));
    expect(problemsOf(unknown)).toEqual(only('invoice.ubl.encoding', { encoding: 'x-klingon' }));
  });

  it('not XML at all', () => {
    for (const text of ['', '   ', 'hello', '%PDF-1.7\n%âãÏÓ', '{"Invoice":{}}'])
      expect(problemsOf(text), text).toEqual(only('invoice.ubl.notXml'));
    expect(problemsOf(Buffer.from('%PDF-1.7\n'))).toEqual(only('invoice.ubl.notXml'));
  });

  it('not well-formed: cut short, tags crossed, a bare ampersand (with the line it was found at)', () => {
    const cut = problemsOf(baseInvoice.slice(0, 4000));
    expect(cut.map((p) => p.key)).toEqual(['invoice.ubl.notWellFormed']);
    const crossed = problemsOf(
      edit(baseInvoice, '<cbc:ID>TOSL110</cbc:ID>', '<cbc:ID><b>TOSL110</cbc:ID></b>'),
    );
    expect(crossed).toEqual(only('invoice.ubl.notWellFormed', { line: '16', column: expect.any(String) }));
    const amp = problemsOf(edit(baseInvoice, 'SellerCompany', 'Smith & Sons'));
    expect(amp.map((p) => p.key)).toEqual(['invoice.ubl.notWellFormed']);
  });

  it('a billion-laughs DOCTYPE is refused before any parsing (fast, whatever the expansion would be)', () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE Invoice [',
      '  <!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
      ),
      ']>',
    ].join('\n');
    const xml = edit(baseInvoice, '<?xml version="1.0" encoding="UTF-8"?>', laughs).replace(
      'SellerCompany',
      '&lol9;',
    );
    const started = performance.now();
    expect(problemsOf(xml)).toEqual(only('invoice.ubl.doctype'));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('an external entity (XXE), an external DTD and a parameter entity are refused; nothing is fetched', () => {
    const xxe = edit(
      baseInvoice,
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE Invoice [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>',
    ).replace('SellerCompany', '&xxe;');
    expect(problemsOf(xxe)).toEqual(only('invoice.ubl.doctype'));
    const dtd = edit(
      baseInvoice,
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE Invoice SYSTEM "http://127.0.0.1:9/invoice.dtd">',
    );
    expect(problemsOf(dtd)).toEqual(only('invoice.ubl.doctype'));
    const parameter = edit(
      baseInvoice,
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!doctype Invoice [<!ENTITY % p SYSTEM "http://127.0.0.1:9/p"> %p;]>',
    );
    expect(problemsOf(parameter)).toEqual(only('invoice.ubl.doctype'));
    // An undeclared entity (there is no DTD to declare one), an HTML one included, and a character XML forbids.
    for (const reference of ['&xxe;', '&nbsp;', '&#0;', '&#xD800;'])
      expect(problemsOf(edit(baseInvoice, 'SellerCompany', reference))).toEqual(
        only('invoice.ubl.badReference', { reference }),
      );
  });

  it('two root elements, or elements nested too deeply', () => {
    expect(problemsOf(`${baseInvoice}<Invoice/>`)).toEqual(only('invoice.ubl.unreadable'));
    const deep = edit(
      baseInvoice,
      '<cbc:CustomizationID>',
      `${'<cac:X>'.repeat(100)}${'</cac:X>'.repeat(100)}<cbc:CustomizationID>`,
    );
    expect(problemsOf(deep)).toEqual(only('invoice.ubl.unreadable'));
  });

  it('a root other than a UBL 2 Invoice or CreditNote', () => {
    const ns = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
    const cases: [string, Record<string, string>][] = [
      [
        baseInvoice.replace(`xmlns="${ns}"`, 'xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"'),
        { root: 'Invoice', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Order-2' },
      ],
      [baseInvoice.replace(` xmlns="${ns}"`, ''), { root: 'Invoice', namespace: '-' }],
      [
        baseInvoice.replace('<Invoice ', '<CreditNote ').replace('</Invoice>', '</CreditNote>'),
        { root: 'CreditNote', namespace: ns },
      ],
      [
        '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
        {
          root: 'CrossIndustryInvoice',
          namespace: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
        },
      ],
      // The right name and a UBL namespace elsewhere, but the root's own prefix is bound to another one.
      [
        baseInvoice
          .replace('<Invoice ', '<ubl:Invoice xmlns:ubl="urn:example:other" ')
          .replace('</Invoice>', '</ubl:Invoice>'),
        { root: 'Invoice', namespace: 'urn:example:other' },
      ],
    ];
    for (const [xml, params] of cases) expect(problemsOf(xml)).toEqual(only('invoice.ubl.notUbl', params));
  });

  it.each([
    ['cbc:ID', (x: string) => edit(x, '<cbc:ID>TOSL110</cbc:ID>', '')],
    ['cbc:IssueDate', (x: string) => drop(x, 'cbc:IssueDate')],
    ['cbc:DocumentCurrencyCode', (x: string) => drop(x, 'cbc:DocumentCurrencyCode')],
    [
      'cac:LegalMonetaryTotal/cbc:LineExtensionAmount',
      (x: string) =>
        edit(x, '<cbc:LineExtensionAmount currencyID="DKK">4000.00</cbc:LineExtensionAmount>', ''),
    ],
    ['cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount', (x: string) => drop(x, 'cbc:TaxExclusiveAmount')],
    ['cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount', (x: string) => drop(x, 'cbc:TaxInclusiveAmount')],
    ['cac:LegalMonetaryTotal/cbc:PayableAmount', (x: string) => drop(x, 'cbc:PayableAmount')],
    ['cac:LegalMonetaryTotal', (x: string) => drop(x, 'cac:LegalMonetaryTotal')],
    ['cac:TaxTotal', (x: string) => drop(x, 'cac:TaxTotal')],
    [
      'cac:TaxTotal/cbc:TaxAmount',
      (x: string) => edit(x, '<cbc:TaxAmount currencyID="DKK">675.00</cbc:TaxAmount>', ''),
    ],
    [
      'cac:TaxTotal/cac:TaxSubtotal',
      (x: string) => edit(x, /<cac:TaxSubtotal>[\s\S]*?<\/cac:TaxSubtotal>/g, ''),
    ],
    ['cac:TaxTotal/cac:TaxSubtotal[1]/cbc:TaxableAmount', (x: string) => drop(x, 'cbc:TaxableAmount')],
    [
      'cac:TaxTotal/cac:TaxSubtotal[1]/cac:TaxCategory/cbc:ID',
      (x: string) => edit(x, /(<cac:TaxSubtotal>[\s\S]*?<cac:TaxCategory>\s*)<cbc:ID>S<\/cbc:ID>/, '$1'),
    ],
    ['cac:InvoiceLine[2]/cbc:ID', (x: string) => edit(x, '<cbc:ID>2</cbc:ID>', '<cbc:ID> </cbc:ID>')],
    ['cac:InvoiceLine[1]/cbc:InvoicedQuantity', (x: string) => drop(x, 'cbc:InvoicedQuantity')],
    [
      'cac:InvoiceLine[2]/cbc:LineExtensionAmount',
      (x: string) =>
        edit(x, '<cbc:LineExtensionAmount currencyID="DKK">500.00</cbc:LineExtensionAmount>', ''),
    ],
  ])('missing %s', (field, without) => {
    const problems = problemsOf(without(baseInvoice));
    expect(problems).toContainEqual({ key: 'invoice.ubl.missing', params: { field } });
    expect(problems.every((p) => p.key === 'invoice.ubl.missing')).toBe(true);
  });

  it('a missing quantity of a credit note line names CreditedQuantity', () => {
    expect(problemsOf(drop(baseCreditNote, 'cbc:CreditedQuantity'))).toEqual(
      only('invoice.ubl.missing', { field: 'cac:CreditNoteLine[1]/cbc:CreditedQuantity' }),
    );
  });

  it('a date that is not a day of the calendar in YYYY-MM-DD', () => {
    for (const value of [
      '2017-13-01',
      '2017-11-31',
      '2017-00-10',
      '13.11.2017',
      '2017-11-13Z',
      '2017-11-13T10:00',
    ])
      expect(
        problemsOf(edit(baseInvoice, '<cbc:DueDate>2013-05-10', `<cbc:DueDate>${value}`)),
        value,
      ).toEqual(only('invoice.ubl.badDate', { field: 'cbc:DueDate', value }));
  });

  it('an amount, a quantity or a rate that is not a decimal', () => {
    const payable = (value: string) =>
      edit(
        baseInvoice,
        '<cbc:PayableAmount currencyID="DKK">4675.00',
        `<cbc:PayableAmount currencyID="DKK">${value}`,
      );
    for (const value of [
      '1,656.25',
      '4675.00 DKK',
      '1.6e3',
      'NaN',
      '-',
      '.',
      '0x10',
      '１６５６',
      '1'.repeat(31),
    ])
      expect(problemsOf(payable(value)), value).toEqual(
        only('invoice.ubl.badDecimal', {
          field: 'cac:LegalMonetaryTotal/cbc:PayableAmount',
          value: value.length > 40 ? `${value.slice(0, 40)}…` : value,
        }),
      );
    expect(problemsOf(edit(baseInvoice, 'unitCode="EA">1000<', 'unitCode="EA">seven<'))).toEqual(
      only('invoice.ubl.badDecimal', { field: 'cac:InvoiceLine[1]/cbc:InvoicedQuantity', value: 'seven' }),
    );
    // The first subtotal's Percent (the lines' ClassifiedTaxCategory has its own, after it).
    const percent = edit(baseInvoice, /(?<=<cac:TaxSubtotal>[\s\S]*?)<cbc:Percent>25</, '<cbc:Percent>25%<');
    expect(problemsOf(percent)).toEqual(
      only('invoice.ubl.badDecimal', {
        field: 'cac:TaxTotal/cac:TaxSubtotal[1]/cac:TaxCategory/cbc:Percent',
        value: '25%',
      }),
    );
  });

  it('a document currency that is not an ISO 4217 code', () => {
    for (const value of ['eur', 'EURO', '€'])
      expect(
        problemsOf(
          edit(baseInvoice, '>DKK</cbc:DocumentCurrencyCode>', `>${value}</cbc:DocumentCurrencyCode>`),
        ),
      ).toEqual(only('invoice.ubl.badCurrency', { value }));
  });

  it('a currencyID other than DocumentCurrencyCode: on a total, a tax subtotal, a line, a price', () => {
    const cases: [string | RegExp, string, string][] = [
      [
        '<cbc:PayableAmount currencyID="DKK">',
        '<cbc:PayableAmount currencyID="USD">',
        'cac:LegalMonetaryTotal/cbc:PayableAmount',
      ],
      [
        '<cbc:TaxExclusiveAmount currencyID="DKK">',
        '<cbc:TaxExclusiveAmount currencyID="dkk">',
        'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount',
      ],
      [
        '<cbc:TaxableAmount currencyID="DKK">',
        '<cbc:TaxableAmount currencyID="SEK">',
        'cac:TaxTotal/cac:TaxSubtotal[1]/cbc:TaxableAmount',
      ],
      [
        '<cbc:LineExtensionAmount currencyID="DKK">1000.00',
        '<cbc:LineExtensionAmount currencyID="GBP">1000.00',
        'cac:InvoiceLine[1]/cbc:LineExtensionAmount',
      ],
      [
        '<cbc:PriceAmount currencyID="DKK">5.00',
        '<cbc:PriceAmount currencyID="NOK">5.00',
        'cac:InvoiceLine[2]/cac:Price/cbc:PriceAmount',
      ],
    ];
    for (const [from, to, field] of cases) {
      const currency = /currencyID="(\w+)"/.exec(to)![1]!;
      expect(problemsOf(edit(baseInvoice, from, to)), field).toEqual(
        only('invoice.ubl.currencyMismatch', { field, currency, expected: 'DKK' }),
      );
    }
  });

  it('a tax total in another currency only is refused as such; two in the document currency are ambiguous', () => {
    const sek = baseInvoice.replaceAll(
      /(<cac:TaxTotal>\s*<cbc:TaxAmount) currencyID="DKK"/g,
      '$1 currencyID="SEK"',
    );
    expect(problemsOf(sek)).toEqual(
      only('invoice.ubl.currencyMismatch', {
        field: 'cac:TaxTotal/cbc:TaxAmount',
        currency: 'SEK',
        expected: 'DKK',
      }),
    );
    const block = /<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>/.exec(baseInvoice)![0];
    expect(problemsOf(edit(baseInvoice, block, block + block))).toEqual(
      only('invoice.ubl.taxTotalTwice', { currency: 'DKK' }),
    );
  });

  it('no lines at all', () => {
    const without = baseInvoice.replaceAll(/<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/g, '');
    expect(problemsOf(without)).toEqual(only('invoice.ubl.noLines'));
  });

  it('tax subtotals that do not add up to the tax total', () => {
    const xml = edit(
      baseInvoice,
      /(?<=<cac:TaxSubtotal>[\s\S]*?<cbc:TaxAmount currencyID="DKK">)375\.00/,
      '375.01',
    );
    expect(problemsOf(xml)).toEqual(only('invoice.ubl.taxSumMismatch', { sum: '675.01', total: '675.00' }));
    // Three subtotals: 365.13 + 0.15 + 0.00 = 365.28; a total one cent off is refused.
    const three = edit(example('ubl-tc434-example2.xml'), '>365.28<', '>365.29<');
    expect(problemsOf(three)).toContainEqual({
      key: 'invoice.ubl.taxSumMismatch',
      params: { sum: '365.28', total: '365.29' },
    });
  });

  it('TaxExclusiveAmount + TaxAmount that is not TaxInclusiveAmount', () => {
    const xml = edit(
      baseInvoice,
      '<cbc:TaxInclusiveAmount currencyID="DKK">4675.00',
      '<cbc:TaxInclusiveAmount currencyID="DKK">4675.01',
    );
    expect(problemsOf(xml)).toEqual(
      only('invoice.ubl.taxInclusiveMismatch', {
        taxExclusive: '4000.00',
        tax: '675.00',
        taxInclusive: '4675.01',
      }),
    );
  });

  it('lines that do not add up to LineExtensionAmount', () => {
    const xml = edit(baseInvoice, 'currencyID="DKK">1000.00<', 'currencyID="DKK">1000.01<');
    expect(problemsOf(xml)).toEqual(
      only('invoice.ubl.lineSumMismatch', { sum: '4000.01', total: '4000.00' }),
    );
  });

  it('several problems are answered together', () => {
    let xml = drop(baseInvoice, 'cbc:IssueDate');
    xml = edit(xml, '<cbc:PayableAmount currencyID="DKK">4675.00', '<cbc:PayableAmount currencyID="DKK">abc');
    expect(problemsOf(xml).map((p) => p.key)).toEqual(['invoice.ubl.missing', 'invoice.ubl.badDecimal']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property: a minimal UBL document built from random subtotals and lines reads back exactly what was written.

const decimalArb = (maxScale: number, signed: boolean) =>
  fc
    .tuple(
      fc.bigInt({ min: signed ? -(10n ** 12n) : 0n, max: 10n ** 12n }),
      fc.integer({ min: 0, max: maxScale }),
    )
    .map(([n, scale]) => {
      const digits = (n < 0n ? -n : n).toString().padStart(scale + 1, '0');
      const whole = digits.slice(0, digits.length - scale);
      return `${n < 0n ? '-' : ''}${whole}${scale ? `.${digits.slice(digits.length - scale)}` : ''}`;
    });

const textArb = fc
  .string({
    unit: fc.constantFrom('a', 'Z', '7', '中', '&', '<', '>', '"', "'", ' ', 'é', '😀', '-'),
    maxLength: 12,
  })
  .map((s) => s.trim());

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const subtotalArb = fc.record({
  category: fc.constantFrom('S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'),
  rate: decimalArb(2, false),
  taxable: decimalArb(2, true),
  tax: decimalArb(2, true),
});

const lineArb = fc.record({
  quantity: decimalArb(4, true),
  unitCode: fc.option(fc.constantFrom('C62', 'EA', 'KGM', 'H87'), { nil: null }),
  net: decimalArb(2, true),
  price: fc.option(decimalArb(4, false), { nil: null }),
  name: textArb,
  sellersItemId: fc.option(fc.stringMatching(/^[A-Z0-9-]{1,10}$/), { nil: null }),
  buyersItemId: fc.option(fc.stringMatching(/^[A-Z0-9-]{1,10}$/), { nil: null }),
  orderLineReference: fc.option(fc.stringMatching(/^[0-9]{1,4}$/), { nil: null }),
  taxRate: fc.option(decimalArb(2, false), { nil: null }),
});

const documentArb = fc.record({
  kind: fc.constantFrom('invoice' as const, 'creditNote' as const),
  rootPrefix: fc.constantFrom('', 'ubl', 'inv'),
  prefixes: fc.constantFrom(['cac', 'cbc'], ['a', 'b'], ['agg', 'basic'], ['cbc', 'cac']),
  currency: fc.constantFrom('EUR', 'CNY', 'USD', 'SEK'),
  taxExclusive: decimalArb(2, true),
  payable: decimalArb(2, true),
  taxes: fc.array(subtotalArb, { minLength: 1, maxLength: 5 }),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
});

type Generated = typeof documentArb extends fc.Arbitrary<infer T> ? T : never;

const sumOf = (values: string[]) => values.reduce((s, v) => s.plus(v), exact(0)).toFixed();

function buildDocument(d: Generated) {
  const [cac, cbc] = d.prefixes as [string, string];
  const root = d.kind === 'invoice' ? 'Invoice' : 'CreditNote';
  const lineName = d.kind === 'invoice' ? 'InvoiceLine' : 'CreditNoteLine';
  const quantityName = d.kind === 'invoice' ? 'InvoicedQuantity' : 'CreditedQuantity';
  const q = d.rootPrefix ? `${d.rootPrefix}:${root}` : root;
  const ns = `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`;
  const money = (name: string, value: string) =>
    `<${cbc}:${name} currencyID="${d.currency}">${value}</${cbc}:${name}>`;
  const tax = sumOf(d.taxes.map((t) => t.tax));
  const lineExtension = sumOf(d.lines.map((l) => l.net));
  const taxInclusive = exact(d.taxExclusive).plus(tax).toFixed();
  const optional = (value: string | null, xml: (v: string) => string) => (value === null ? '' : xml(value));
  const lines = d.lines.map(
    (l, i) =>
      `<${cac}:${lineName}><${cbc}:ID>${i + 1}</${cbc}:ID>` +
      `<${cbc}:${quantityName}${l.unitCode ? ` unitCode="${l.unitCode}"` : ''}>${l.quantity}</${cbc}:${quantityName}>` +
      money('LineExtensionAmount', l.net) +
      optional(
        l.orderLineReference,
        (v) => `<${cac}:OrderLineReference><${cbc}:LineID>${v}</${cbc}:LineID></${cac}:OrderLineReference>`,
      ) +
      `<${cac}:Item><${cbc}:Name>${escapeXml(l.name)}</${cbc}:Name>` +
      optional(
        l.buyersItemId,
        (v) =>
          `<${cac}:BuyersItemIdentification><${cbc}:ID>${v}</${cbc}:ID></${cac}:BuyersItemIdentification>`,
      ) +
      optional(
        l.sellersItemId,
        (v) =>
          `<${cac}:SellersItemIdentification><${cbc}:ID>${v}</${cbc}:ID></${cac}:SellersItemIdentification>`,
      ) +
      `<${cac}:ClassifiedTaxCategory><${cbc}:ID>S</${cbc}:ID>${optional(l.taxRate, (v) => `<${cbc}:Percent>${v}</${cbc}:Percent>`)}</${cac}:ClassifiedTaxCategory>` +
      `</${cac}:Item>${optional(l.price, (v) => `<${cac}:Price>${money('PriceAmount', v)}</${cac}:Price>`)}</${cac}:${lineName}>`,
  );
  const subtotals = d.taxes.map(
    (t) =>
      `<${cac}:TaxSubtotal>${money('TaxableAmount', t.taxable)}${money('TaxAmount', t.tax)}` +
      `<${cac}:TaxCategory><${cbc}:ID>${t.category}</${cbc}:ID><${cbc}:Percent>${t.rate}</${cbc}:Percent></${cac}:TaxCategory></${cac}:TaxSubtotal>`,
  );
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<${q} ${d.rootPrefix ? `xmlns:${d.rootPrefix}` : 'xmlns'}="${ns}" ` +
    `xmlns:${cac}="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ` +
    `xmlns:${cbc}="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">` +
    `<${cbc}:ID>P-1</${cbc}:ID><${cbc}:IssueDate>2026-11-30</${cbc}:IssueDate><${cbc}:DocumentCurrencyCode>${d.currency}</${cbc}:DocumentCurrencyCode>` +
    `<${cac}:TaxTotal>${money('TaxAmount', tax)}${subtotals.join('')}</${cac}:TaxTotal>` +
    `<${cac}:LegalMonetaryTotal>${money('LineExtensionAmount', lineExtension)}${money('TaxExclusiveAmount', d.taxExclusive)}` +
    `${money('TaxInclusiveAmount', taxInclusive)}${money('PayableAmount', d.payable)}</${cac}:LegalMonetaryTotal>` +
    `${lines.join('')}</${q}>`;
  const expected: UblInvoice = {
    kind: d.kind,
    number: 'P-1',
    issueDate: '2026-11-30',
    dueDate: null,
    currency: d.currency,
    buyerReference: null,
    orderReference: null,
    sellerName: null,
    sellerTaxId: null,
    buyerName: null,
    buyerTaxId: null,
    buyerEndpoint: null,
    lineExtension,
    taxExclusive: d.taxExclusive,
    tax,
    taxInclusive,
    payable: d.payable,
    taxes: d.taxes,
    lines: d.lines.map((l, i) => ({ id: String(i + 1), ...l, name: l.name || null, taxCategory: 'S' })),
  };
  return { xml, expected, taxInclusive };
}

describe('property: a generated document reads back exactly', () => {
  it('returns exactly the amounts, rates, quantities and texts written', () => {
    fc.assert(
      fc.property(documentArb, (d) => {
        const { xml, expected } = buildDocument(d);
        expect(read(xml)).toEqual(expected);
      }),
      { seed: 20261130, numRuns: 300 },
    );
  });

  it('refuses the same document with its TaxInclusiveAmount one cent off', () => {
    fc.assert(
      fc.property(documentArb, (d) => {
        const { xml, taxInclusive } = buildDocument(d);
        const off = exact(taxInclusive).plus('0.01').toFixed();
        const changed = xml.replace(
          `TaxInclusiveAmount currencyID="${d.currency}">${taxInclusive}<`,
          `TaxInclusiveAmount currencyID="${d.currency}">${off}<`,
        );
        expect(changed).not.toBe(xml);
        expect(problemsOf(changed).map((p) => p.key)).toEqual(['invoice.ubl.taxInclusiveMismatch']);
      }),
      { seed: 20261201, numRuns: 100 },
    );
  });
});

describe('messages', () => {
  it('every key has both languages with the same placeholders', () => {
    for (const [key, texts] of Object.entries(ublMessages)) {
      expect(key).toMatch(/^invoice\.ubl\.[a-zA-Z]+$/);
      expect(texts['zh-chs'].trim(), key).not.toBe('');
      expect(texts.en.trim(), key).not.toBe('');
      expect(placeholders(texts['zh-chs']), key).toEqual(placeholders(texts.en));
    }
  });

  it('every key of the table was answered by a test above (none unused, none untested)', () => {
    expect([...met].sort()).toEqual(Object.keys(ublMessages).sort());
  });
});
