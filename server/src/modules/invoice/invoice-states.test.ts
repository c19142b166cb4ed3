import {
  apiPaths,
  type InvoiceAction,
  type InvoiceDetail,
  type InvoiceState,
  invoiceStates,
  invoiceTransitions,
} from '@srm/contract';
import { beforeAll, expect, it } from 'vitest';
import { call, type Session, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { receivedLines } from '../../../test/received-lines.ts';
import { createStatement } from '../../../test/statements.ts';

/**
 * Every invoice state × action × role, through the HTTP API on both engines (issue #47): what the invoice table allows
 * moves the invoice where the table says; anything else is refused and changes nothing. Roles: the vendor (its own
 * invoice), finance, a buyer (no actor), and the ERP (its key). The invoices are recorded by finance, so finance's
 * own correction (resubmit) is allowed where the table has it.
 */
const p = apiPaths.invoice;
const today = new Date().toISOString().slice(0, 10);
const roles = ['vendor', 'finance', 'buyer', 'erp'] as const;
type Role = (typeof roles)[number];
const actions = Object.keys(invoiceTransitions).filter((a) => a !== 'submit') as Exclude<
  InvoiceAction,
  'submit'
>[];

describeEachDatabase('invoice states × actions × roles', (t) => {
  const sessions = {} as Record<Exclude<Role, 'erp'>, Session>;
  let erpKey: string;
  let serial = 0;

  beforeAll(async () => {
    const [vendor, finance, buyer, admin] = await Promise.all(
      ['vendor1', 'finance', 'buyer', 'admin'].map((u) => signIn(t.app, u)),
    );
    Object.assign(sessions, { vendor, finance, buyer });
    const key = await call<{ Key: string }>(t.app, admin!, 'POST', apiPaths.integration.keyCreate, {
      body: { Name: 'ERP', Scopes: ['invoices'] },
    });
    erpKey = key.body.data.Key;
  });

  const erp = (path: string, body: object) =>
    call(t.app, null, 'POST', path, { body, headers: { 'x-api-key': erpKey }, lang: 'en' });

  /** An invoice of 11.30 (10.00 + 1.30 at 13 %) that finance recorded for V001, brought to `state`. */
  async function invoiceIn(state: InvoiceState): Promise<InvoiceDetail> {
    const n = serial++;
    const currency = `S${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(65 + (n % 26))}`;
    await receivedLines(t.db, 'V001', currency, [
      { receivedQty: '10', unitExrate: '1', unitPrice: '1', taxRate: '13' },
    ]);
    const { buyer, vendor, finance } = sessions;
    const st = await createStatement(t.app, buyer, { CURRENCY: currency, ALL: true });
    await call(t.app, buyer, 'POST', apiPaths.statement.send, { body: { ID: st.body.data.ID } });
    await call(t.app, vendor, 'POST', apiPaths.statement.confirm, { body: { ID: st.body.data.ID } });
    const no = `SM${process.pid % 1000}${n}`;
    const submitted = await call<{ Invoices: InvoiceDetail[] }>(t.app, finance, 'POST', p.submit, {
      body: {
        STATEMENT_ID: st.body.data.ID,
        Invoices: [
          {
            INVOICE_NO: no,
            INVOICE_DATE: today,
            CURRENCY: currency,
            Rates: [{ RATE: '13', AMOUNT: '10.00', TAX: '1.30' }],
          },
        ],
      },
    });
    expect(submitted.status, submitted.body.msg).toBe(200);
    const id = submitted.body.data.Invoices[0]!.ID;
    const pay = (amount: string) =>
      erp(p.pushPayments, {
        Payments: [
          {
            Reference: `R-${no}-${amount}`,
            VendorCode: 'V001',
            PayDate: today,
            Currency: currency,
            Amount: amount,
            Invoices: [{ InvoiceNo: no, Amount: amount }],
          },
        ],
      });
    if (state === 'rejected')
      await call(t.app, finance, 'POST', p.reject, { body: { ID: id, REASON: 'wrong' } });
    if (['approved', 'scheduled', 'partlyPaid', 'paid'].includes(state))
      await call(t.app, finance, 'POST', p.approve, { body: { ID: id } });
    if (state === 'scheduled')
      await erp(p.scheduleInvoices, { Invoices: [{ VendorCode: 'V001', InvoiceNo: no, PayDate: today }] });
    if (state === 'partlyPaid') await pay('1.00');
    if (state === 'paid') await pay('11.30');
    const now = await call<InvoiceDetail>(t.app, finance, 'GET', p.get, { query: { id } });
    expect(now.body.data.STATE).toBe(state);
    return now.body.data;
  }

  /** Takes `action` on `invoice` as `role`: the answer's status. */
  async function take(role: Role, action: (typeof actions)[number], invoice: InvoiceDetail): Promise<number> {
    const id = invoice.ID;
    const session = role === 'erp' ? null : sessions[role];
    const user = (path: string, body: object) =>
      session ? call(t.app, session, 'POST', path, { body }) : erp(path, body);
    const rates = invoice.Rates;
    const asErp = (path: string, body: object) =>
      role === 'erp' ? erp(path, body) : call(t.app, session, 'POST', path, { body });
    const open = invoice.OPEN;
    const payment = (amount: string) => ({
      Payments: [
        {
          Reference: `X-${invoice.INVOICE_NO}-${action}-${role}`,
          VendorCode: 'V001',
          PayDate: today,
          Currency: invoice.CURRENCY,
          Amount: amount,
          Invoices: [{ InvoiceNo: invoice.INVOICE_NO, Amount: amount }],
        },
      ],
    });
    const res = await {
      resubmit: () =>
        user(p.resubmit, {
          ID: id,
          INVOICE_NO: invoice.INVOICE_NO,
          INVOICE_DATE: invoice.INVOICE_DATE,
          CURRENCY: invoice.CURRENCY,
          Rates: rates,
        }),
      withdraw: () => user(p.withdraw, { ID: id }),
      approve: () => user(p.approve, { ID: id }),
      reject: () => user(p.reject, { ID: id, REASON: 'no' }),
      schedule: () =>
        asErp(p.scheduleInvoices, {
          Invoices: [{ VendorCode: 'V001', InvoiceNo: invoice.INVOICE_NO, PayDate: '2099-01-31' }],
        }),
      payPart: () => asErp(p.pushPayments, payment(open === '0.00' ? '0.01' : '0.01')),
      payInFull: () => asErp(p.pushPayments, payment(open === '0.00' ? '1.00' : open)),
    }[action]();
    return res.status;
  }

  const after: Record<string, InvoiceState | 'deleted'> = Object.fromEntries(
    Object.entries(invoiceTransitions).map(([a, rule]) => [a, rule.to as InvoiceState | 'deleted']),
  );

  it('allows exactly what the table allows, moving the invoice where it says; refuses the rest, changing nothing', {
    timeout: 240_000,
  }, async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const state of invoiceStates) {
      const standing = await invoiceIn(state);
      for (const action of actions)
        for (const role of roles) {
          const rule = invoiceTransitions[action];
          const allowed =
            (rule.actors as readonly string[]).includes(role) &&
            (rule.from as readonly string[]).includes(state);
          const target = allowed ? await invoiceIn(state) : standing;
          const status = await take(role, action, target);
          const now = await call<InvoiceDetail>(t.app, sessions.finance, 'GET', p.get, {
            query: { id: target.ID },
          });
          const result = now.status === 404 ? 'deleted' : now.body.data.STATE;
          outcomes.push(`${state} ${action} ${role}: ${status === 200 ? 'done' : 'refused'} → ${result}`);
          expected.push(
            `${state} ${action} ${role}: ${allowed ? 'done' : 'refused'} → ${allowed ? after[action] : state}`,
          );
        }
    }
    expect(outcomes).toEqual(expected);
  });
});
