import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, type ExpenseBill, type InvoiceDetail } from '@srm/contract';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { type Received, receivedLines } from '../../../test/received-lines.ts';
import { countRows } from '../../../test/rows.ts';
import { createStatement, sendStatement } from '../../../test/statements.ts';

/**
 * UBL 2.1 invoices (issue #47 item 7): official EN 16931 examples import through the same match as a typed invoice —
 * uploaded on a statement or sent by the vendor's key — and a broken one, or one naming another buyer, is refused
 * with its reason, writing nothing.
 */
const p = apiPaths.invoice;
const example = (name: string) => readFileSync(path.join(import.meta.dirname, 'ubl/examples', name), 'utf8');
const today = new Date().toISOString().slice(0, 10);

describeOnDatabase('UBL invoices', (t) => {
  const { buyer, vendor1, vendor2, admin } = signedIn(t);
  let vendorKey: string;

  beforeAll(async () => {
    const key = await call<{ Key: string }>(t.app, vendor1, 'POST', apiPaths.vendorKey.create, {
      body: { Name: 'V001 ERP', Scopes: ['vendor.invoices'] },
    });
    expect(key.status, key.body.msg).toBe(200);
    vendorKey = key.body.data.Key;
  });

  /** A statement of V001 over `lines` (and bills), sent and confirmed: its id and number. */
  async function confirmed(currency: string, lines: Received[], bills: ExpenseBill[] = []) {
    if (lines.length) await receivedLines(t.db, 'V001', currency, lines);
    const created = await createStatement(t.app, buyer, { CURRENCY: currency, ALL: true });
    expect(created.status, created.body.msg).toBe(200);
    expect(created.body.data.LINE_COUNT).toBe(lines.length + bills.length);
    const id = created.body.data.ID;
    await sendStatement(t.app, buyer, id, vendor1);
    return { id, no: created.body.data.STATEMENT_NO };
  }
  const line = (unitPrice: string, taxRate: string): Received => ({
    receivedQty: '1',
    unitExrate: '1',
    unitPrice,
    taxRate,
  });
  const upload = (session: Session, statementId: number, xml: string, lang: 'en' | 'zh-chs' = 'en') =>
    call<{ Invoices: InvoiceDetail[]; Replayed: boolean }>(t.app, session, 'POST', p.importUbl, {
      body: { STATEMENT_ID: statementId, ContentBase64: Buffer.from(xml).toString('base64') },
      lang,
    });
  const count = () => countRows(t.db, 'invoice');
  /** The official example `file` uploaded by V001 on a confirmed statement over `lines`: the invoices it made. */
  const imported = async (currency: string, lines: Received[], file: string) => {
    const res = await upload(vendor1, (await confirmed(currency, lines)).id, example(file));
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data.Invoices;
  };

  it('imports official EN 16931 examples uploaded on statements whose figures they bill', async () => {
    // example4: DKK, 1500.00 at 25 % (375.00) and 2500.00 at 12 % (300.00)
    const four = await imported('DKK', [line('1500', '25'), line('2500', '12')], 'ubl-tc434-example4.xml');
    expect(four.map((i) => [i.INVOICE_NO, i.KIND, i.SOURCE, i.TOTAL, i.WITHIN, i.INVOICE_DATE])).toEqual([
      ['TOSL110', 'invoice', 'ubl', '4675.00', true, '2013-04-10'],
    ]);
    expect(four[0]!.Rates).toEqual([
      { RATE: '12', AMOUNT: '2500.00', TAX: '300.00' },
      { RATE: '25', AMOUNT: '1500.00', TAX: '375.00' },
    ]);
    // example7: SEK, outside the scope of VAT (no rate: 0 %)
    expect((await imported('SEK', [line('3200', '0')], 'ubl-tc434-example7.xml'))[0]).toMatchObject({
      INVOICE_NO: 'INVOICE_test_7',
      TOTAL: '3200.00',
      WITHIN: true,
    });
    // example8: EUR, 908.91 at 21 % (190.87) over ten lines
    expect((await imported('EUR', [line('908.91', '21')], 'ubl-tc434-example8.xml'))[0]).toMatchObject({
      INVOICE_NO: '1100512149',
      TOTAL: '1099.78',
      WITHIN: true,
    });
  });

  it('imports a credit note against a statement of deductions, its amounts negative', async () => {
    const saved = await call<ExpenseBill>(t.app, buyer, 'POST', apiPaths.expenseBill.addOrModifySave, {
      body: {
        VENDOR_CODE: 'V001',
        EXPENSE_KIND: 'quality',
        DIRECTION: 'deduct',
        AMOUNT: '100.11',
        TAX_RATE: '0',
        CURRENCY: 'XEU',
        REASON: 'credit note test',
        PERIOD: today.slice(0, 7),
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    await call(t.app, buyer, 'POST', apiPaths.expenseBill.send, { body: { ID: saved.body.data.ID } });
    const bill = await call<ExpenseBill>(t.app, vendor1, 'POST', apiPaths.expenseBill.confirm, {
      body: { ID: saved.body.data.ID },
    });
    const st = await confirmed('XEU', [], [bill.body.data]);
    const xml = example('ubl-tc434-creditnote1.xml').replaceAll('EUR', 'XEU');
    const credit = await upload(vendor1, st.id, xml);
    expect(credit.status, credit.body.msg).toBe(200);
    expect(credit.body.data.Invoices[0]).toMatchObject({
      INVOICE_NO: '018304 / 28865',
      KIND: 'creditNote',
      AMOUNT: '-100.11',
      TAX: '0.00',
      TOTAL: '-100.11',
      WITHIN: true,
    });
  });

  it("takes a vendor system's invoice by its key once, naming its statement in OrderReference; refuses others", async () => {
    const st = await confirmed('DKK', [line('1500', '25'), line('2500', '12')]);
    const xml = example('ubl-tc434-example4.xml')
      .replace('<cbc:ID>TOSL110</cbc:ID>', '<cbc:ID>TOSL110-API</cbc:ID>')
      .replace('<cbc:ID>123</cbc:ID>', `<cbc:ID>${st.no}</cbc:ID>`);
    expect(xml).toContain(`<cbc:ID>${st.no}</cbc:ID>`);
    const push = (key: string, body: object) =>
      call<{ Invoices: InvoiceDetail[]; Replayed: boolean }>(
        t.app,
        null,
        'POST',
        apiPaths.vendorKey.pushInvoices,
        {
          body,
          headers: { 'x-api-key': key },
          lang: 'en',
        },
      );
    const first = await push(vendorKey, { VendorRef: 'ERP-INV-1', Xml: xml });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.Invoices[0]).toMatchObject({
      INVOICE_NO: 'TOSL110-API',
      SOURCE: 'api',
      STATE: 'submitted',
    });
    const before = await count();
    const again = await push(vendorKey, { VendorRef: 'ERP-INV-1', Xml: xml });
    expect(again.body.data).toMatchObject({
      Replayed: true,
      Invoices: [{ ID: first.body.data.Invoices[0]!.ID }],
    });
    expect(await count()).toBe(before);

    // Another vendor's key cannot reach V001's statement; the organisation's ERP key has no vendor scope.
    const otherKey = await call<{ Key: string }>(t.app, vendor2, 'POST', apiPaths.vendorKey.create, {
      body: { Name: 'V002 ERP', Scopes: ['vendor.invoices'] },
    });
    const foreign = await push(otherKey.body.data.Key, {
      VendorRef: 'ERP-INV-2',
      Xml: xml.replace('TOSL110-API', 'TOSL110-V2'),
    });
    expect(foreign.status).toBe(404);
    const erp = await call<{ Key: string }>(t.app, admin, 'POST', apiPaths.integration.keyCreate, {
      body: { Name: 'ERP', Scopes: ['invoices'] },
    });
    expect((await push(erp.body.data.Key, { VendorRef: 'ERP-INV-3', Xml: xml })).status).toBe(403);
    const notesOnly = await call<{ Key: string }>(t.app, vendor1, 'POST', apiPaths.vendorKey.create, {
      body: { Name: 'notes only', Scopes: ['vendor.notes'] },
    });
    expect((await push(notesOnly.body.data.Key, { VendorRef: 'ERP-INV-4', Xml: xml })).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('refuses a broken document or one naming another buyer with its reason, writing nothing', async () => {
    const st = await confirmed('DKK', [line('1500', '25'), line('2500', '12')]);
    const before = await count();
    const broken = await upload(vendor1, st.id, '<Invoice><cbc:ID>1</Invoice>');
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toMatch(/^The UBL document was not read: /);
    const zh = await upload(
      vendor1,
      st.id,
      example('ubl-tc434-example4.xml').replace('<cbc:IssueDate>2013-04-10</cbc:IssueDate>', ''),
      'zh-chs',
    );
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toMatch(/^UBL 电子发票无法读取：.*IssueDate/);
    // The buyer's VAT number (BT-48), as PEPPOL documents carry it, put into the example's customer party.
    const buyerTaxId = 'DK11111111';
    const doc = example('ubl-tc434-example4.xml').replace(
      /(<cac:AccountingCustomerParty>[\s\S]*?<\/cac:PostalAddress>)/,
      `$1<cac:PartyTaxScheme><cbc:CompanyID>${buyerTaxId}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`,
    );
    expect(doc).toContain(`<cbc:CompanyID>${buyerTaxId}</cbc:CompanyID>`);
    await sql`update organization set tax_id = 'DK99999999' where id = ${vendor1.orgId}`.execute(t.db);
    try {
      const other = await upload(vendor1, st.id, doc);
      expect(other.status).toBe(400);
      expect(other.body.msg).toBe(
        `The UBL document names buyer ${buyerTaxId}, not this organisation (DK99999999)`,
      );
    } finally {
      await sql`update organization set tax_id = null where id = ${vendor1.orgId}`.execute(t.db);
    }
    // Another vendor's statement: not found.
    expect((await upload(vendor2, st.id, doc)).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
