import {
  apiPaths,
  type InvoiceDetail,
  type InvoiceMatch,
  type PaymentDetail,
  type StatementDetail,
} from '@srm/contract';
import { beforeAll, expect, it } from 'vitest';
import { call, erpKeyOf, listRows, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { receivedLines } from '../../../test/received-lines.ts';
import { columnOf, countRows } from '../../../test/rows.ts';
import { saveMailSettings } from '../../../test/smtp-test-server.ts';
import { createStatement, sendStatement } from '../../../test/statements.ts';
import { downloadFile, sampleFiles, uploadFile } from '../../../test/upload-helper.ts';

const p = apiPaths.invoice;
const today = new Date().toISOString().slice(0, 10);
let currencySerial = 0;
/** A currency of its own per statement (IAA, IAB, …): its lines are eligible for nobody else. */
const freshCurrency = () => {
  const n = currencySerial++;
  return `I${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (n % 26))}`;
};
let numberSerial = 0;
const freshNo = () => `T${process.pid % 10000}${String(numberSerial++).padStart(4, '0')}`;

describeOnDatabase('invoices and payments', (t) => {
  const { buyer, vendor1, vendor2, finance, admin } = signedIn(t);
  let erpKey: string;

  beforeAll(async () => {
    erpKey = await erpKeyOf(t.app, admin, 'ERP invoices', ['invoices']);
  });

  /**
   * A statement of V001 (or `vendor`) the vendor confirmed: lines at 13 % — 3 × 12 × 0.125 = 4.50 (tax 0.59) and
   * 2.5 × 10.005 = 25.01 (tax 3.25) — and one at 6 %: 10 × 1 × 10 = 100.00 (tax 6.00). Totals 129.51 + 9.84 = 139.35.
   */
  async function confirmedStatement(vendor = vendor1, state: 'sent' | 'confirmed' = 'confirmed') {
    const currency = freshCurrency();
    await receivedLines(t.db, vendor.vendorCode!, currency, [
      { receivedQty: '3', unitExrate: '12', unitPrice: '0.125', taxRate: '13' },
      { receivedQty: '2.5', unitExrate: '1', unitPrice: '10.005', taxRate: '13' },
      { receivedQty: '10', unitExrate: '1', unitPrice: '10', taxRate: '6' },
    ]);
    const created = await createStatement(t.app, buyer, {
      VENDOR_CODE: vendor.vendorCode,
      CURRENCY: currency,
      ALL: true,
    });
    expect(created.status, created.body.msg).toBe(200);
    const id = created.body.data.ID;
    expect(created.body.data).toMatchObject({ TOTAL_AMOUNT: '129.51', TOTAL_TAX: '9.84' });
    await sendStatement(t.app, buyer, id, state === 'confirmed' ? vendor : undefined);
    return { id, currency };
  }

  type Rate = { RATE: string; AMOUNT: string; TAX: string };
  const invoice = (currency: string, rates: Rate[], extra: object = {}) => ({
    INVOICE_NO: freshNo(),
    INVOICE_DATE: today,
    CURRENCY: currency,
    Rates: rates,
    ...extra,
  });
  /** The statement split in two invoices that add up exactly. */
  const exactPair = (currency: string) => [
    invoice(currency, [{ RATE: '13', AMOUNT: '29.51', TAX: '3.84' }]),
    invoice(currency, [{ RATE: '6', AMOUNT: '100.00', TAX: '6.00' }]),
  ];

  const erp = (method: 'GET' | 'POST', path: string, options: { body?: object; query?: object } = {}) =>
    call(t.app, null, method, path, {
      ...(options.body ? { body: options.body } : {}),
      ...(options.query ? { query: options.query as Record<string, string> } : {}),
      headers: { 'x-api-key': erpKey },
      lang: 'en',
    });
  /** The ERP pays V001's invoice `invoiceNo` in full today, under a fresh reference, which it answers. */
  const payInFull = async (invoiceNo: string, currency: string, amount: string) => {
    const reference = `PAY-${freshNo()}`;
    const paid = await erp('POST', p.pushPayments, {
      body: {
        Payments: [
          {
            Reference: reference,
            VendorCode: 'V001',
            PayDate: today,
            Currency: currency,
            Amount: amount,
            Invoices: [{ InvoiceNo: invoiceNo, Amount: amount }],
          },
        ],
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return reference;
  };
  const invoiceCount = () => countRows(t.db, 'invoice');

  it('flips a confirmed statement into two invoices: a mismatch shown and refused without a reason, then fixed and submitted', async () => {
    const st = await confirmedStatement();
    const [first, second] = exactPair(st.currency);
    const wrong = { ...second!, Rates: [{ RATE: '6', AMOUNT: '100.00', TAX: '6.50' }] };

    const match = await call<InvoiceMatch>(t.app, vendor1, 'POST', p.match, {
      body: { STATEMENT_ID: st.id, Invoices: [first, wrong] },
      lang: 'en',
    });
    expect(match.status, match.body.msg).toBe(200);
    expect(match.body.data.WITHIN).toBe(false);
    expect(match.body.data.Totals).toEqual([
      { CHECK: 'amount', STATEMENT: '129.51', INVOICES: '129.51', DIFFERENCE: '0.00', VERDICT: 'ok' },
      { CHECK: 'tax', STATEMENT: '9.84', INVOICES: '10.34', DIFFERENCE: '0.50', VERDICT: 'outside' },
      { CHECK: 'total', STATEMENT: '139.35', INVOICES: '139.85', DIFFERENCE: '0.50', VERDICT: 'outside' },
    ]);
    expect(match.body.data.Rates.map((r) => [r.RATE, r.VERDICT])).toEqual([
      ['6', 'outside'],
      ['13', 'ok'],
    ]);
    expect(match.body.data.WARNINGS.join('\n')).toContain('tax 6.50 vs amount × rate 6.00');

    const before = await invoiceCount();
    const refused = await call(t.app, vendor1, 'POST', p.submit, {
      body: { STATEMENT_ID: st.id, Invoices: [first, wrong] },
      lang: 'zh-chs',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('超出容差');
    expect(await invoiceCount()).toBe(before);

    const submitted = await call<{ Invoices: InvoiceDetail[]; Match: InvoiceMatch }>(
      t.app,
      vendor1,
      'POST',
      p.submit,
      {
        body: { STATEMENT_ID: st.id, Invoices: [first, second] },
      },
    );
    expect(submitted.status, submitted.body.msg).toBe(200);
    expect(submitted.body.data.Match.WITHIN).toBe(true);
    expect(submitted.body.data.Invoices.map((i) => [i.STATE, i.TOTAL, i.WITHIN, i.ACTIONS])).toEqual([
      ['submitted', '33.35', true, ['withdraw']],
      ['submitted', '106.00', true, ['withdraw']],
    ]);
    // Finance cannot type an invoice over the vendor's waiting for review (the old Approve).
    const typed = await call(t.app, finance, 'POST', apiPaths.statement.approve, {
      body: {
        ID: st.id,
        INVOICE_NO: 'TYPED-1',
        INVOICE_DATE: today,
        INVOICE_AMOUNT: '129.51',
        INVOICE_TAX: '9.84',
      },
      lang: 'en',
    });
    expect(typed.status).toBe(409);
    expect(typed.body.msg).toContain('approve them under Invoice review');
    // Finance sees them to review; approving the first leaves the statement confirmed, the second approves it.
    const [a, b] = submitted.body.data.Invoices;
    const asFinance = await call<InvoiceDetail>(t.app, finance, 'GET', p.get, { query: { id: a!.ID } });
    expect(asFinance.body.data.ACTIONS).toEqual(['approve', 'reject']);
    const approvedA = await call<InvoiceDetail>(t.app, finance, 'POST', p.approve, { body: { ID: a!.ID } });
    expect(approvedA.status, approvedA.body.msg).toBe(200);
    const expected = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(approvedA.body.data).toMatchObject({ STATE: 'approved', EXPECTED_PAY_DATE: expected });
    const stillConfirmed = await call<StatementDetail>(t.app, finance, 'GET', apiPaths.statement.get, {
      query: { id: st.id },
    });
    expect(stillConfirmed.body.data.STATE).toBe(3);
    expect((await call(t.app, finance, 'POST', p.approve, { body: { ID: b!.ID } })).status).toBe(200);
    const approved = await call<StatementDetail>(t.app, finance, 'GET', apiPaths.statement.get, {
      query: { id: st.id },
    });
    expect(approved.body.data).toMatchObject({
      STATE: 5,
      INVOICE_NO: `${a!.INVOICE_NO},${b!.INVOICE_NO}`,
      INVOICE_AMOUNT: '129.51',
      INVOICE_TAX: '9.84',
    });
    // No more invoices on an approved statement.
    const late = await call(t.app, vendor1, 'POST', p.submit, {
      body: {
        STATEMENT_ID: st.id,
        Invoices: [invoice(st.currency, [{ RATE: '13', AMOUNT: '1.00', TAX: '0.13' }])],
      },
      lang: 'en',
    });
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain('is not confirmed');
  });

  it('submits outside tolerance with a reason: flagged for finance, who rejects; the vendor corrects and submits again', async () => {
    const st = await confirmedStatement();
    const one = invoice(st.currency, [
      { RATE: '13', AMOUNT: '29.51', TAX: '3.84' },
      { RATE: '6', AMOUNT: '101.00', TAX: '6.06' },
    ]);
    const flagged = await call<{ Invoices: InvoiceDetail[] }>(t.app, vendor1, 'POST', p.submit, {
      body: { STATEMENT_ID: st.id, Invoices: [one], REASON: 'freight added by agreement' },
    });
    expect(flagged.status, flagged.body.msg).toBe(200);
    const inv = flagged.body.data.Invoices[0]!;
    expect(inv).toMatchObject({ WITHIN: false, FLAG_REASON: 'freight added by agreement' });
    expect(inv.DIFFERENCES).toContain('1.00');
    // Finance's queue opens on the flagged ones first.
    const review = await listRows<{ ID: number; FLAGGED: boolean }>(t.app, finance, 'InvoiceReview');
    expect(review.status, review.body.msg).toBe(200);
    const flags = review.body.data.map((r) => r.FLAGGED);
    expect(flags[0]).toBe(true);
    expect(flags.indexOf(false) === -1 || flags.lastIndexOf(true) < flags.indexOf(false)).toBe(true);

    const noReason = await call(t.app, finance, 'POST', p.reject, {
      body: { ID: inv.ID, REASON: ' \u200b ' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await call<InvoiceDetail>(t.app, finance, 'POST', p.reject, {
      body: { ID: inv.ID, REASON: 'no freight on this statement' },
    });
    expect(rejected.body.data).toMatchObject({
      STATE: 'rejected',
      REJECT_REASON: 'no freight on this statement',
    });
    const seen = await call<InvoiceDetail>(t.app, vendor1, 'GET', p.get, { query: { id: inv.ID } });
    expect(seen.body.data.ACTIONS).toEqual(['resubmit', 'withdraw']);
    // Finance does not correct the vendor's own invoice.
    const financeFix = await call(t.app, finance, 'POST', p.resubmit, { body: { ...one, ID: inv.ID } });
    expect(financeFix.status).toBe(403);
    const fixed = await call<InvoiceDetail>(t.app, vendor1, 'POST', p.resubmit, {
      body: {
        ...one,
        ID: inv.ID,
        Rates: [
          { RATE: '13', AMOUNT: '29.51', TAX: '3.84' },
          { RATE: '6', AMOUNT: '100.00', TAX: '6.00' },
        ],
      },
    });
    expect(fixed.status, fixed.body.msg).toBe(200);
    expect(fixed.body.data).toMatchObject({
      STATE: 'submitted',
      WITHIN: true,
      FLAG_REASON: null,
      SUBMISSIONS: 2,
      TOTAL: '139.35',
      REJECT_REASON: null,
    });
    // Withdrawn, its number is free again.
    expect((await call(t.app, vendor1, 'POST', p.withdraw, { body: { ID: inv.ID } })).status).toBe(200);
    expect((await call(t.app, vendor1, 'GET', p.get, { query: { id: inv.ID } })).status).toBe(404);
    const again = await call(t.app, vendor1, 'POST', p.submit, {
      body: { STATEMENT_ID: st.id, Invoices: [{ ...one, Rates: fixed.body.data.Rates }] },
    });
    expect(again.status, again.body.msg).toBe(200);
  });

  it('refuses bad invoices with a clear message each, writing nothing', async () => {
    const st = await confirmedStatement();
    const sent = await confirmedStatement(vendor1, 'sent');
    const other = await confirmedStatement(vendor2);
    const good = exactPair(st.currency);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const before = await invoiceCount();
    const cases: [string, Session, object, number, string][] = [
      [
        'not confirmed',
        vendor1,
        { STATEMENT_ID: sent.id, Invoices: exactPair(sent.currency) },
        409,
        'not confirmed',
      ],
      [
        "another vendor's statement",
        vendor1,
        { STATEMENT_ID: other.id, Invoices: good },
        404,
        'does not exist',
      ],
      [
        'future date',
        vendor1,
        { STATEMENT_ID: st.id, Invoices: [{ ...good[0], INVOICE_DATE: tomorrow }] },
        400,
        'after today',
      ],
      [
        'currency',
        vendor1,
        { STATEMENT_ID: st.id, Invoices: [{ ...good[0], CURRENCY: 'USD' }] },
        400,
        'the statement is in',
      ],
      [
        'rate not on the statement',
        vendor1,
        {
          STATEMENT_ID: st.id,
          Invoices: [invoice(st.currency, [{ RATE: '9', AMOUNT: '10.00', TAX: '0.90' }])],
        },
        400,
        'bills nothing at 9 %',
      ],
      [
        'rate twice',
        vendor1,
        {
          STATEMENT_ID: st.id,
          Invoices: [
            invoice(st.currency, [
              { RATE: '13', AMOUNT: '10.00', TAX: '1.30' },
              { RATE: '13.00', AMOUNT: '1.00', TAX: '0.13' },
            ]),
          ],
        },
        400,
        'twice',
      ],
      [
        'credit note that adds',
        vendor1,
        { STATEMENT_ID: st.id, Invoices: [{ ...good[0], KIND: 'creditNote' }] },
        400,
        'credit note less than 0',
      ],
      [
        'number twice in one hand-in',
        vendor1,
        { STATEMENT_ID: st.id, Invoices: [good[0], { ...good[1], INVOICE_NO: good[0]!.INVOICE_NO }] },
        400,
        'appears twice',
      ],
      ['the buyer', buyer, { STATEMENT_ID: st.id, Invoices: good }, 403, ''],
    ];
    for (const [name, session, body, status, text] of cases) {
      const res = await call(t.app, session, 'POST', p.submit, { body, lang: 'en' });
      expect([name, res.status], res.body.msg).toEqual([name, status]);
      expect(res.body.msg, name).toContain(text);
    }
    expect(await invoiceCount()).toBe(before);

    // A number used once is refused again — even on another statement of the vendor; another vendor may use it.
    expect(
      (await call(t.app, vendor1, 'POST', p.submit, { body: { STATEMENT_ID: st.id, Invoices: good } }))
        .status,
    ).toBe(200);
    const st2 = await confirmedStatement();
    const reused = await call(t.app, vendor1, 'POST', p.submit, {
      body: { STATEMENT_ID: st2.id, Invoices: [{ ...good[0], CURRENCY: st2.currency }] },
      lang: 'zh-chs',
    });
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toBe(`发票号码 ${good[0]!.INVOICE_NO} 已使用过，不能重复提交`);
    const otherVendor = await call(t.app, vendor2, 'POST', p.submit, {
      body: {
        STATEMENT_ID: other.id,
        Invoices: [
          { ...good[0], CURRENCY: other.currency },
          { ...good[1], INVOICE_NO: freshNo(), CURRENCY: other.currency },
        ],
      },
    });
    expect(otherVendor.status, otherVendor.body.msg).toBe(200);
    // The same total and date as an invoice already handed in: a warning, not a refusal.
    const st3 = await confirmedStatement();
    const twin = await call<InvoiceMatch>(t.app, vendor1, 'POST', p.match, {
      body: {
        STATEMENT_ID: st3.id,
        Invoices: [{ ...good[0], INVOICE_NO: freshNo(), CURRENCY: st3.currency }],
      },
      lang: 'en',
    });
    expect(twin.body.data.WARNINGS.join()).toMatch(
      /has the same total \(33\.35\) and date .* as invoice T\d+ already handed in/,
    );
  });

  it('tells finance of a hand-in and the vendor of approval and payment, by mail and through the outbox', async () => {
    // The organisation's mail is set up (no mail worker runs: the mails stay queued in the log).
    const settings = await saveMailSettings(t.app, admin, 2525, { FROM_NAME: 'SRM' });
    expect(settings.status, settings.body.msg).toBe(200);
    await t.app.events.start({ pollingIntervalSeconds: 0.2 });
    const st = await confirmedStatement();
    const [first] = exactPair(st.currency);
    const handed = await call<{ Invoices: InvoiceDetail[] }>(t.app, vendor1, 'POST', p.submit, {
      body: {
        STATEMENT_ID: st.id,
        Invoices: [{ ...first!, Rates: [...first!.Rates, { RATE: '6', AMOUNT: '100.00', TAX: '6.00' }] }],
      },
    });
    expect(handed.status, handed.body.msg).toBe(200);
    const inv = handed.body.data.Invoices[0]!;
    expect((await call(t.app, finance, 'POST', p.approve, { body: { ID: inv.ID } })).status).toBe(200);
    const ref = await payInFull(inv.INVOICE_NO, st.currency, '139.35');
    const events = await t.db
      .selectFrom('domain_event')
      .select(['name', 'payload'])
      .where('name', 'in', ['invoice.submitted', 'invoice.approved', 'payment.made'])
      .orderBy('id')
      .execute();
    const mine = events.filter((e) => JSON.stringify(e.payload).includes(inv.INVOICE_NO));
    expect(mine.map((e) => e.name)).toEqual(['invoice.submitted', 'invoice.approved', 'payment.made']);
    expect(mine[2]!.payload).toMatchObject({
      reference: ref,
      amount: '139.35',
      invoices: [{ invoiceNo: inv.INVOICE_NO }],
    });
    // The mails, each to its side (the finance user reads Chinese, V001's users too by default).
    await expect
      .poll(
        async () =>
          (
            await t.db
              .selectFrom('mail_log')
              .select(['to_address', 'subject'])
              .where('subject', 'like', `%${inv.INVOICE_NO}%`)
              .orderBy('id')
              .execute()
          ).map((m) => `${m.to_address}: ${m.subject}`),
        { timeout: 20_000 },
      )
      .toEqual([
        `finance@demo.srm.local: 供应商 V001 提交了发票 ${inv.INVOICE_NO}，待审核`,
        `vendor1@demo.srm.local: 发票 ${inv.INVOICE_NO} 已审核通过`,
      ]);
    await expect
      .poll(
        async () =>
          (
            await t.db.selectFrom('mail_log').select('body').where('subject', 'like', `%${ref}%`).execute()
          ).map((m) => m.body),
        {
          timeout: 20_000,
        },
      )
      .toEqual([expect.stringContaining(`${inv.INVOICE_NO}: 139.35 ${st.currency}`)]);
  });

  it('keeps vendors apart on every invoice and payment route', async () => {
    const st = await confirmedStatement();
    const submitted = await call<{ Invoices: InvoiceDetail[] }>(t.app, vendor1, 'POST', p.submit, {
      body: { STATEMENT_ID: st.id, Invoices: exactPair(st.currency) },
    });
    const id = submitted.body.data.Invoices[0]!.ID;
    expect((await call(t.app, vendor2, 'GET', p.get, { query: { id } })).status).toBe(404);
    expect((await call(t.app, vendor2, 'GET', p.ofStatement, { query: { id: st.id } })).status).toBe(404);
    expect((await call(t.app, vendor2, 'POST', p.withdraw, { body: { ID: id } })).status).toBe(404);
    expect(
      (
        await call(t.app, vendor2, 'POST', p.match, {
          body: { STATEMENT_ID: st.id, Invoices: exactPair(st.currency) },
        })
      ).status,
    ).toBe(404);
    // A vendor never approves, even its own.
    expect((await call(t.app, vendor1, 'POST', p.approve, { body: { ID: id } })).status).toBe(403);
    const list = await call<{ VENDOR_CODE: string }[]>(t.app, vendor2, 'POST', 'Invoice/LoadData', {
      body: { page: 1, rows: 200 },
    });
    expect(list.status, list.body.msg).toBe(200);
    expect(list.body.data.filter((r) => r.VENDOR_CODE !== 'V002')).toEqual([]);
    const ofOwn = await call<InvoiceDetail[]>(t.app, vendor1, 'GET', p.ofStatement, { query: { id: st.id } });
    expect(ofOwn.body.data.map((i) => i.ID)).toContain(id);
    // Signed-in users never reach the ERP's calls, and an ERP key without the scope is refused.
    expect((await call(t.app, finance, 'GET', p.pullInvoices)).status).toBe(401);
    const notesKey = await call<{ Key: string }>(t.app, admin, 'POST', apiPaths.integration.keyCreate, {
      body: { Name: 'notes only', Scopes: ['notes'] },
    });
    const pulled = await call(t.app, null, 'GET', p.pullInvoices, {
      headers: { 'x-api-key': notesKey.body.data.Key },
    });
    expect(pulled.status).toBe(403);
  });

  it('the ERP pulls approved invoices and pays them: partly, twice the same push, then in full; the vendor reads the remittance', async () => {
    const st = await confirmedStatement();
    const handed = await call<{ Invoices: InvoiceDetail[] }>(t.app, vendor1, 'POST', p.submit, {
      body: { STATEMENT_ID: st.id, Invoices: exactPair(st.currency) },
    });
    const [a, b] = handed.body.data.Invoices;
    const start = await erp('GET', p.pullInvoices, { query: { since: 0, limit: 1000 } });
    const since = (start.body.data as { next: number }).next;
    for (const inv of [a!, b!])
      expect((await call(t.app, finance, 'POST', p.approve, { body: { ID: inv.ID } })).status).toBe(200);
    const pulled = await erp('GET', p.pullInvoices, { query: { since } });
    const items = (pulled.body.data as { items: { invoiceNo: string; total: string; rates: unknown[] }[] })
      .items;
    expect(items.map((i) => [i.invoiceNo, i.total])).toEqual([
      [a!.INVOICE_NO, '33.35'],
      [b!.INVOICE_NO, '106.00'],
    ]);

    const payment = (
      ref: string,
      invoices: { InvoiceNo: string; Amount: string }[],
      amount: string,
      deductions: object[] = [],
    ) => ({
      Reference: ref,
      VendorCode: 'V001',
      PayDate: today,
      Currency: st.currency,
      Amount: amount,
      Invoices: invoices,
      Deductions: deductions,
    });
    const ref1 = `PAY-${freshNo()}`;
    const partial = payment(ref1, [{ InvoiceNo: a!.INVOICE_NO, Amount: '20.00' }], '19.50', [
      { Reason: 'bank charge', Amount: '0.50' },
    ]);
    const first = await erp('POST', p.pushPayments, { body: { Payments: [partial] } });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toEqual({ Created: 1, Updated: 0, Unchanged: 0 });
    const again = await erp('POST', p.pushPayments, { body: { Payments: [partial] } });
    expect(again.body.data).toEqual({ Created: 0, Updated: 0, Unchanged: 1 });
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['user_name', 'after'])
      .where('entity', '=', 'payment')
      .where('action', '=', 'push')
      .execute();
    expect(audited.filter((a) => JSON.stringify(a.after).includes(ref1))).toHaveLength(1);
    const changed = await erp('POST', p.pushPayments, {
      body: { Payments: [{ ...partial, Amount: '20.00', Deductions: [] }] },
    });
    expect(changed.status).toBe(400);
    const partly = await call<InvoiceDetail>(t.app, vendor1, 'GET', p.get, { query: { id: a!.ID } });
    expect(partly.body.data).toMatchObject({ STATE: 'partlyPaid', PAID: '20.00', OPEN: '13.35' });

    const over = await erp('POST', p.pushPayments, {
      body: {
        Payments: [payment(`PAY-${freshNo()}`, [{ InvoiceNo: a!.INVOICE_NO, Amount: '13.36' }], '13.36')],
      },
    });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body.data)).toContain('has 13.35 open');
    const ref2 = `PAY-${freshNo()}`;
    const full = await erp('POST', p.pushPayments, {
      body: {
        Payments: [
          payment(
            ref2,
            [
              { InvoiceNo: a!.INVOICE_NO, Amount: '13.35' },
              { InvoiceNo: b!.INVOICE_NO, Amount: '106.00' },
            ],
            '119.35',
          ),
        ],
      },
    });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    const paid = await call<InvoiceDetail>(t.app, vendor1, 'GET', p.get, { query: { id: a!.ID } });
    expect(paid.body.data).toMatchObject({ STATE: 'paid', PAID: '33.35', OPEN: '0.00', PAID_DATE: today });
    expect(paid.body.data.Payments.map((x) => [x.REFERENCE, x.AMOUNT])).toEqual([
      [ref1, '20.00'],
      [ref2, '13.35'],
    ]);
    const paymentId = paid.body.data.Payments[1]!.PAYMENT_ID;
    const remittance = await call<PaymentDetail>(t.app, vendor1, 'GET', p.payment, {
      query: { id: paymentId },
    });
    expect(remittance.body.data).toMatchObject({ REFERENCE: ref2, AMOUNT: '119.35', DEDUCTIONS: '0.00' });
    expect(remittance.body.data.Invoices.map((i) => [i.INVOICE_NO, i.AMOUNT]).sort()).toEqual(
      [
        [a!.INVOICE_NO, '13.35'],
        [b!.INVOICE_NO, '106.00'],
      ].sort(),
    );
    expect((await call(t.app, vendor2, 'GET', p.payment, { query: { id: paymentId } })).status).toBe(404);
    // A paid invoice takes no more money; an unknown one is named.
    const more = await erp('POST', p.pushPayments, {
      body: {
        Payments: [
          payment(`PAY-${freshNo()}`, [{ InvoiceNo: a!.INVOICE_NO, Amount: '1.00' }], '1.00'),
          payment(`PAY-${freshNo()}`, [{ InvoiceNo: 'NOPE-1', Amount: '1.00' }], '1.00'),
        ],
      },
    });
    expect(more.status).toBe(400);
    const reasons = JSON.stringify(more.body.data);
    expect(reasons).toContain('cannot be paid');
    expect(reasons).toContain('Vendor V001 has no invoice NOPE-1');
  });

  it("takes the vendor's payment terms for the expected payment date; only finance sets them", async () => {
    const get = (session: Session, vendor: string) =>
      call<{ BASIS: string; DAYS: number; DEFAULT: boolean }>(t.app, session, 'GET', p.termGet, {
        query: { vendor },
        lang: 'en',
      });
    expect((await get(finance, 'V002')).body.data).toMatchObject({
      BASIS: 'invoiceDate',
      DAYS: 30,
      DEFAULT: true,
    });
    expect((await get(vendor2, 'V002')).status).toBe(403);
    expect((await get(finance, 'NOPE')).body.msg).toBe('Vendor NOPE does not exist');
    const bad = await call(t.app, finance, 'POST', p.termSave, {
      body: { VENDOR_CODE: 'V002', BASIS: 'never', DAYS: 10 },
    });
    expect(bad.status).toBe(400);
    const saved = await call(t.app, finance, 'POST', p.termSave, {
      body: { VENDOR_CODE: 'V002', BASIS: 'monthEnd', DAYS: 15 },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect((await get(finance, 'V002')).body.data).toMatchObject({
      BASIS: 'monthEnd',
      DAYS: 15,
      DEFAULT: false,
    });

    const st = await confirmedStatement(vendor2);
    const handed = await call<{ Invoices: InvoiceDetail[] }>(t.app, vendor2, 'POST', p.submit, {
      body: { STATEMENT_ID: st.id, Invoices: exactPair(st.currency) },
    });
    const approved = await call<InvoiceDetail>(t.app, finance, 'POST', p.approve, {
      body: { ID: handed.body.data.Invoices[0]!.ID },
    });
    const now = new Date(`${today}T00:00:00Z`);
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
    const expected = new Date(monthEnd.getTime() + 15 * 86_400_000).toISOString().slice(0, 10);
    expect(approved.body.data.EXPECTED_PAY_DATE).toBe(expected);
  });

  it("counts on the vendor's scorecard the invoices approved this month and the share approved first time", async () => {
    // One more invoice approved after a rejection, so the share is below 100 %.
    const st = await confirmedStatement();
    const handed = await call<{ Invoices: InvoiceDetail[] }>(t.app, vendor1, 'POST', p.submit, {
      body: { STATEMENT_ID: st.id, Invoices: exactPair(st.currency) },
    });
    const id = handed.body.data.Invoices[0]!.ID;
    await call(t.app, finance, 'POST', p.reject, { body: { ID: id, REASON: 'wrong date' } });
    const again = await call<InvoiceDetail>(t.app, vendor1, 'POST', p.resubmit, {
      body: { ...exactPair(st.currency)[0], INVOICE_NO: handed.body.data.Invoices[0]!.INVOICE_NO, ID: id },
    });
    expect(again.status, again.body.msg).toBe(200);
    expect((await call(t.app, finance, 'POST', p.approve, { body: { ID: id } })).status).toBe(200);

    const month = today.slice(0, 7);
    const rows = await t.db
      .selectFrom('invoice')
      .select(['submissions'])
      .where('vendor_code', '=', 'V001')
      .where('approved_at', 'is not', null)
      .execute();
    const firstTime = rows.filter((r) => r.submissions === 1).length;
    const expectedRate = (Math.round((1000 * firstTime) / rows.length) / 10).toFixed(1);
    const card = await listRows<{ ID: string; INVOICES_APPROVED: number; FIRST_TIME_INVOICE_RATE: string }>(
      t.app,
      buyer,
      'VendorScorecard',
    );
    expect(card.status, card.body.msg).toBe(200);
    const row = card.body.data.find((r) => r.ID === `V001|${month}`);
    expect(row).toMatchObject({ INVOICES_APPROVED: rows.length, FIRST_TIME_INVOICE_RATE: expectedRate });
    expect(Number(expectedRate)).toBeLessThan(100);
  });

  it('keeps a downstream vendor and another organisation away from the invoices and payments', async () => {
    const st = await confirmedStatement();
    const handed = await call<{ Invoices: InvoiceDetail[] }>(t.app, vendor1, 'POST', p.submit, {
      body: { STATEMENT_ID: st.id, Invoices: exactPair(st.currency) },
    });
    const [a] = handed.body.data.Invoices;
    await call(t.app, finance, 'POST', p.approve, { body: { ID: a!.ID } });
    await payInFull(a!.INVOICE_NO, st.currency, '33.35');
    const paymentId = (await call<InvoiceDetail>(t.app, vendor1, 'GET', p.get, { query: { id: a!.ID } })).body
      .data.Payments[0]!.PAYMENT_ID;
    const vendor3 = await signIn(t.app, 'vendor3');
    const vendor1Sz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
    const adminSz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
    for (const [who, session] of [
      ['downstream vendor3', vendor3],
      ['vendor1 at SZ', vendor1Sz],
      ['admin at SZ', adminSz],
    ] as const) {
      const seen = [
        (await call(t.app, session, 'GET', p.get, { query: { id: a!.ID } })).status,
        (await call(t.app, session, 'GET', p.ofStatement, { query: { id: st.id } })).status,
        (await call(t.app, session, 'GET', p.payment, { query: { id: paymentId } })).status,
      ];
      expect([who, seen.every((s) => s === 404 || s === 403)], JSON.stringify(seen)).toEqual([who, true]);
      for (const list of ['Invoice', 'InvoiceReview', 'Payment', 'PayablesAgeing'] as const) {
        const rows = await listRows<{ VENDOR_CODE: string }>(t.app, session, list);
        if (rows.status === 403) continue;
        expect(rows.status, `${who} ${list}: ${rows.body.msg}`).toBe(200);
        expect(
          rows.body.data.filter((r) => r.VENDOR_CODE === 'V001'),
          `${who} ${list}`,
        ).toEqual([]);
      }
    }
    // The ERP key of another organisation does not reach HQ's invoices.
    const szKey = await erpKeyOf(t.app, adminSz, 'SZ ERP', ['invoices']);
    const szPull = await call<{ items: { invoiceNo: string }[] }>(t.app, null, 'GET', p.pullInvoices, {
      query: { since: 0, limit: 1000 },
      headers: { 'x-api-key': szKey },
    });
    expect(szPull.body.data.items.map((i) => i.invoiceNo)).not.toContain(a!.INVOICE_NO);
    const szPay = await call(t.app, null, 'POST', p.pushPayments, {
      body: {
        Payments: [
          {
            Reference: `SZ-${freshNo()}`,
            VendorCode: 'V001',
            PayDate: today,
            Currency: st.currency,
            Amount: '1.00',
            Invoices: [{ InvoiceNo: handed.body.data.Invoices[1]!.INVOICE_NO, Amount: '1.00' }],
          },
        ],
      },
      headers: { 'x-api-key': szKey },
      lang: 'en',
    });
    expect(szPay.status).toBe(400);
    expect(JSON.stringify(szPay.body.data)).toContain('has no invoice');
  });

  it("keeps the invoice's PDF for its readers only, refuses another file type, and drops the file with a withdrawal", async () => {
    const st = await confirmedStatement();
    const [first] = exactPair(st.currency);
    const png = await uploadFile(t.app, vendor1, 'invoice', 'invoice.png', sampleFiles.png);
    expect(png.status).toBe(400);
    const pdf = await uploadFile(t.app, vendor1, 'invoice', 'invoice.pdf', sampleFiles.pdf);
    expect(pdf.status, pdf.body.msg).toBe(200);
    const handed = await call<{ Invoices: InvoiceDetail[] }>(t.app, vendor1, 'POST', p.submit, {
      body: {
        STATEMENT_ID: st.id,
        Invoices: [
          {
            ...first!,
            ATTACHMENT_ID: pdf.body.data.ID,
            Rates: [...first!.Rates, { RATE: '6', AMOUNT: '100.00', TAX: '6.00' }],
          },
        ],
      },
    });
    expect(handed.status, handed.body.msg).toBe(200);
    const invoice = handed.body.data.Invoices[0]!;
    expect(invoice.ATTACHMENT_ID).toBe(pdf.body.data.ID);
    expect((await downloadFile(t.app, vendor1, pdf.body.data.ID)).statusCode).toBe(200);
    expect((await downloadFile(t.app, finance, pdf.body.data.ID)).statusCode).toBe(200);
    expect((await downloadFile(t.app, vendor2, pdf.body.data.ID)).statusCode).toBe(404);
    expect((await call(t.app, vendor1, 'POST', p.withdraw, { body: { ID: invoice.ID } })).status).toBe(200);
    const releasedAt = await columnOf(t.db, 'attachment', 'released_at', { id: pdf.body.data.ID });
    expect(releasedAt).not.toBeNull();
  });
});
