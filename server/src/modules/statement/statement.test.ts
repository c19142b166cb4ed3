import {
  apiPaths,
  type EligibleLines,
  type ExpenseBill,
  fieldCaption,
  formatMoney,
  type PrintResult,
  type StatementDetail,
  type StatementXlsxResult,
} from '@srm/contract';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../../e2e/support/pdf-reader.ts';
import { call, moreSessions, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { cents, expectedReceipt, roundDiv, scaled } from '../../../test/exact-money.ts';
import { buildTestApp, describeOnDatabase, type TestApp, testDatabases } from '../../../test/helper.ts';
import { type Received, receivedLines } from '../../../test/received-lines.ts';
import { auditTrail, columnOf, countRows } from '../../../test/rows.ts';
import type { Db } from '../../platform/db.ts';
import { statementActions, statementTransitions } from './statement.state.ts';

const p = apiPaths.statement;
const today = new Date().toISOString().slice(0, 10);
const period = { PERIOD_FROM: '2000-01-01', PERIOD_TO: '2099-12-31' };

let currencySerial = 0;
/** A currency code of its own per test (QAA, QAB, …): its lines and bills are eligible for nobody else. */
const freshCurrency = () => {
  const n = currencySerial++;
  return `Q${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (n % 26))}`;
};

/** Everything a refused call must leave as it was: the statement, its lines and the bills. */
async function snapshot(db: Db, statementId: number) {
  return {
    statement: await db.selectFrom('statement').selectAll().where('id', '=', statementId).executeTakeFirst(),
    lines: await db
      .selectFrom('statement_line')
      .selectAll()
      .where('statement_id', '=', statementId)
      .orderBy('id')
      .execute(),
    bills: await db
      .selectFrom('expense_bill')
      .select(['id', 'state', 'statement_id'])
      .orderBy('id')
      .execute(),
  };
}

// ---- an independent exact computation (BigInt cents), never the service's code: server/test/exact-money.ts

function expectedBill(b: { amount: string; taxRate: string; direction: 'deduct' | 'add' }) {
  const sign = b.direction === 'deduct' ? -1n : 1n;
  const amount = sign * scaled(b.amount, 2);
  return { amount, tax: roundDiv(amount * scaled(b.taxRate, 4), 10n ** 6n) };
}

/** What an xlsx of one statement shows: per line AMOUNT, TAX, AMOUNT_WITH_TAX, and the totals row's three. */
async function readStatementXlsx(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows[row.number - 1] = (row.values as unknown[]).slice(1);
  });
  const headAt = rows.findIndex((r) => r?.[0] === fieldCaption('SEQ')!.en);
  const head = rows[headAt]!;
  const at = (field: string) => head.indexOf(fieldCaption(field)!.en);
  const money = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const figures = (r: unknown[]) => [r[at('AMOUNT')], r[at('TAX')], r[at('AMOUNT_WITH_TAX')]].map(money);
  const body = rows.slice(headAt + 1);
  const totalAt = body.findIndex((r) => r?.[0] === 'Total');
  return {
    header: Object.fromEntries(rows.slice(0, headAt - 1).map((r) => [String(r[0]), r[1]])),
    lines: body.slice(0, totalAt).map(figures),
    totals: figures(body[totalAt]!),
    rule: String(body[totalAt + 2]?.[0] ?? ''),
  };
}

/** A decimal text or an xlsx number as cents (an exact comparison). */
const asCents = (v: string) => scaled(v, 2);

const fixed = (scale: number, max: number, min = 0) =>
  fc.integer({ min, max }).map((n) => (n / 10 ** scale).toFixed(scale));

/** A received line: up to 99,999.9999 PO units × up to 1,000 base units each × up to 99,999.999999 a base unit. */
const receipt = fc.record({
  receivedQty: fixed(4, 99_999_9999, 1),
  unitExrate: fixed(6, 1_000_000_000, 1),
  unitPrice: fixed(6, 99_999_999_999),
  taxRate: fixed(4, 250_000),
});
const bill = fc.record({
  amount: fixed(2, 99_999_999, 1),
  taxRate: fixed(4, 250_000),
  direction: fc.constantFrom('deduct' as const, 'add' as const),
});

describeOnDatabase('reconciliation statements', (t) => {
  const { buyer, vendor1, vendor2, finance, admin } = signedIn(t);

  /** A bill of V001 the vendor confirmed, through HTTP. */
  const confirmedBill = async (
    currency: string,
    amount: string,
    taxRate: string,
    direction: 'deduct' | 'add' = 'deduct',
    vendor = vendor1,
  ): Promise<ExpenseBill> => {
    const saved = await call<ExpenseBill>(t.app, buyer, 'POST', apiPaths.expenseBill.addOrModifySave, {
      body: {
        VENDOR_CODE: vendor.vendorCode,
        EXPENSE_KIND: direction === 'add' ? 'freight' : 'quality',
        DIRECTION: direction,
        AMOUNT: amount,
        TAX_RATE: taxRate,
        CURRENCY: currency,
        REASON: 'test',
        PERIOD: today.slice(0, 7),
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const sent = await call(t.app, buyer, 'POST', apiPaths.expenseBill.send, {
      body: { ID: saved.body.data.ID },
    });
    expect(sent.status, sent.body.msg).toBe(200);
    const confirmed = await call<ExpenseBill>(t.app, vendor, 'POST', apiPaths.expenseBill.confirm, {
      body: { ID: saved.body.data.ID },
    });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    return confirmed.body.data;
  };

  const create = (session: Session, body: object) =>
    call<StatementDetail>(t.app, session, 'POST', p.create, { body: { ...period, ...body }, lang: 'en' });

  const oneLine: Received = { receivedQty: '3', unitExrate: '12', unitPrice: '0.125', taxRate: '13' };

  it('goes the whole cycle: build with a bill, reject a line, remove it, re-send, confirm, approve, close', async () => {
    const currency = freshCurrency();
    const lines = await receivedLines(t.db, 'V001', currency, [
      oneLine,
      { receivedQty: '2.5', unitExrate: '1', unitPrice: '10.005', taxRate: '13' },
    ]);
    const bill = await confirmedBill(currency, '10.00', '13');

    const eligible = await call<EligibleLines>(t.app, buyer, 'POST', p.eligibleLines, {
      body: { VENDOR_CODE: 'V001', CURRENCY: currency, ...period },
    });
    expect(eligible.status, eligible.body.msg).toBe(200);
    expect(eligible.body.data.Lines.map((l) => l.DELIVERY_LINE_ID ?? l.BILL_NO)).toEqual([
      ...lines,
      bill.BILL_NO,
    ]);
    // 3 × 12 × 0.125 = 4.50 (tax 0.585 → 0.59); 2.5 × 10.005 = 25.0125 → 25.01 (tax 3.2513 → 3.25); bill −10.00 (−1.30)
    expect(eligible.body.data.Lines.map((l) => [l.QTY, l.AMOUNT, l.TAX])).toEqual([
      ['36', '4.50', '0.59'],
      ['2.5', '25.01', '3.25'],
      ['1', '-10.00', '-1.30'],
    ]);

    const created = await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true });
    expect(created.status, created.body.msg).toBe(200);
    const st = created.body.data;
    expect(st).toMatchObject({
      STATE: 1,
      LINE_COUNT: 3,
      TOTAL_AMOUNT: '19.51',
      TOTAL_TAX: '2.54',
      TOTAL_WITH_TAX: '22.05',
    });
    expect(st.STATEMENT_NO).toMatch(/^ST\d{8}\d{4}$/);
    expect(st.ROUNDING_RULE).toContain('half-up');
    const billNow = await call<ExpenseBill>(t.app, buyer, 'GET', apiPaths.expenseBill.get, {
      query: { id: bill.ID },
    });
    expect(billNow.body.data).toMatchObject({ STATE: 'included', STATEMENT_ID: st.ID });

    // The vendor does not see a draft.
    expect((await call(t.app, vendor1, 'GET', p.get, { query: { id: st.ID } })).status).toBe(404);
    expect((await call(t.app, buyer, 'POST', p.send, { body: { ID: st.ID } })).status).toBe(200);
    const seen = await call<StatementDetail>(t.app, vendor1, 'GET', p.get, {
      query: { id: st.ID },
      lang: 'zh-chs',
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data.ROUNDING_RULE).toContain('四舍五入');

    const rejected = await call<StatementDetail>(t.app, vendor1, 'POST', p.reject, {
      body: { ID: st.ID, Lines: [{ ID: st.Lines[1]!.ID, REASON: 'short' }] },
    });
    expect(rejected.status, rejected.body.msg).toBe(200);
    expect(rejected.body.data.STATE).toBe(4);
    expect(rejected.body.data.Lines[1]).toMatchObject({ LINE_STATE: 'rejected', REJECT_REASON: 'short' });

    const removed = await call<StatementDetail>(t.app, buyer, 'POST', p.removeLines, {
      body: { ID: st.ID, LINE_IDS: [st.Lines[1]!.ID] },
    });
    expect(removed.status, removed.body.msg).toBe(200);
    expect(removed.body.data).toMatchObject({ LINE_COUNT: 2, TOTAL_AMOUNT: '-5.50', TOTAL_TAX: '-0.71' });
    // The removed line is eligible again.
    const again = await call<EligibleLines>(t.app, buyer, 'POST', p.eligibleLines, {
      body: { VENDOR_CODE: 'V001', CURRENCY: currency, ...period },
    });
    expect(again.body.data.Lines.map((l) => l.DELIVERY_LINE_ID)).toEqual([lines[1]]);

    expect((await call(t.app, buyer, 'POST', p.send, { body: { ID: st.ID } })).status).toBe(200);
    expect((await call(t.app, vendor1, 'POST', p.confirm, { body: { ID: st.ID } })).status).toBe(200);
    const approved = await call<StatementDetail>(t.app, finance, 'POST', p.approve, {
      body: {
        ID: st.ID,
        INVOICE_NO: 'INV-1',
        INVOICE_DATE: today,
        // A credit note: the deduction outweighs the line (−5.50, tax −0.71).
        INVOICE_AMOUNT: '-5.50',
        INVOICE_TAX: '-0.71',
      },
    });
    expect(approved.status, approved.body.msg).toBe(200);
    expect(approved.body.data).toMatchObject({
      STATE: 5,
      INVOICE_NO: 'INV-1',
      INVOICE_AMOUNT: '-5.50',
      OVERRIDE_REASON: null,
    });
    const closed = await call<StatementDetail>(t.app, finance, 'POST', p.close, { body: { ID: st.ID } });
    expect(closed.body.data.STATE).toBe(6);
    const billClosed = await call<ExpenseBill>(t.app, buyer, 'GET', apiPaths.expenseBill.get, {
      query: { id: bill.ID },
    });
    expect(billClosed.body.data.STATE).toBe('closed');

    const audit = await auditTrail(t.db, 'statement', st.ID, ['action']);
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'send',
      'reject',
      'removeLines',
      'send',
      'confirm',
      'approve',
      'close',
    ]);
  });

  it('the rejection trail stays on the statement: what, by whom, why, and what purchasing did', async () => {
    const currency = freshCurrency();
    await receivedLines(t.db, 'V001', currency, [
      oneLine,
      { receivedQty: '2', unitExrate: '1', unitPrice: '10', taxRate: '13' },
      { receivedQty: '5', unitExrate: '1', unitPrice: '4', taxRate: '13' },
    ]);
    const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true })).body.data;
    const [kept, removed, changed] = st.Lines;
    const label = (l: StatementDetail['Lines'][number]) => `${l.DELIVERY_NO}/${l.LINE_NO}`;
    expect((await call(t.app, buyer, 'POST', p.send, { body: { ID: st.ID } })).status).toBe(200);
    const rejected = await call<StatementDetail>(t.app, vendor1, 'POST', p.reject, {
      body: {
        ID: st.ID,
        REASON: 'period is off',
        Lines: [
          { ID: kept!.ID, REASON: 'wrong lot' },
          { ID: removed!.ID, REASON: 'not received' },
          { ID: changed!.ID, REASON: 'old price' },
        ],
      },
    });
    expect(rejected.status, rejected.body.msg).toBe(200);

    // The lists' reject-reason column names the line-level reasons too.
    const listed = async (session: Session, path: string, of = st) => {
      const res = await call<{ ID: number; REJECT_REASON: string | null }[]>(t.app, session, 'POST', path, {
        body: {
          Page: 1,
          Limit: 10,
          Params: [
            { FIELD_NAME: 'STATEMENT_NO', ACTION_TYPE: 1, PARAM_VALUE: of.STATEMENT_NO, DATA_TYPE: 1 },
          ],
        },
      });
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.find((r) => r.ID === of.ID)?.REJECT_REASON ?? '';
    };
    const summary = [
      'period is off',
      `${label(kept!)}: wrong lot`,
      `${label(removed!)}: not received`,
      `${label(changed!)}: old price`,
    ].join('; ');
    expect(await listed(buyer, p.manageLoadData)).toBe(summary);
    expect(await listed(vendor1, p.vendorLoadData)).toBe(summary);

    // Purchasing takes two lines out, the PO price of one is corrected, and that line is billed again.
    expect(
      (
        await call(t.app, buyer, 'POST', p.removeLines, {
          body: { ID: st.ID, LINE_IDS: [removed!.ID, changed!.ID] },
        })
      ).status,
    ).toBe(200);
    const orderLine = await columnOf(t.db, 'delivery_line', 'order_line_id', {
      id: changed!.DELIVERY_LINE_ID!,
    });
    await t.db.updateTable('order_line').set({ unit_price: '3.5' }).where('id', '=', orderLine).execute();
    const readded = await call<StatementDetail>(t.app, buyer, 'POST', p.addLines, {
      body: { ID: st.ID, DELIVERY_LINE_IDS: [changed!.DELIVERY_LINE_ID] },
    });
    expect(readded.status, readded.body.msg).toBe(200);
    // 5 × 3.5 = 17.50, tax 2.28 (was 20.00 + 2.60)
    expect(readded.body.data.Lines.at(-1)).toMatchObject({ AMOUNT: '17.50', TAX: '2.28' });
    const whileRejected = readded.body.data.Rejections;
    expect(whileRejected.map((r) => [r.LABEL, r.OUTCOME])).toEqual([
      [null, 'open'],
      [label(kept!), 'open'],
      [label(removed!), 'removed'],
      [label(changed!), 'removed'],
    ]);

    expect((await call(t.app, buyer, 'POST', p.send, { body: { ID: st.ID } })).status).toBe(200);
    expect((await call(t.app, vendor1, 'POST', p.confirm, { body: { ID: st.ID } })).status).toBe(200);
    const total = (await call<StatementDetail>(t.app, buyer, 'GET', p.get, { query: { id: st.ID } })).body
      .data;
    const approved = await call(t.app, finance, 'POST', p.approve, {
      body: {
        ID: st.ID,
        INVOICE_NO: 'INV-T',
        INVOICE_DATE: today,
        INVOICE_AMOUNT: total.TOTAL_AMOUNT,
        INVOICE_TAX: total.TOTAL_TAX,
      },
    });
    expect(approved.status, approved.body.msg).toBe(200);
    expect((await call(t.app, finance, 'POST', p.close, { body: { ID: st.ID } })).status).toBe(200);

    // The closed statement, as finance and as the vendor read it: every rejection, its reason, who and what was done.
    for (const session of [finance, vendor1, buyer]) {
      const final = await call<StatementDetail>(t.app, session, 'GET', p.get, { query: { id: st.ID } });
      expect(final.status).toBe(200);
      expect(final.body.data.STATE).toBe(6);
      expect(
        final.body.data.Rejections.map((r) => ({
          ROUND: r.ROUND,
          LABEL: r.LABEL,
          REASON: r.REASON,
          REJECTED_BY: r.REJECTED_BY,
          AMOUNT_WITH_TAX: r.AMOUNT_WITH_TAX,
          OUTCOME: r.OUTCOME,
          OUTCOME_AMOUNT: r.OUTCOME_AMOUNT,
          OUTCOME_BY: r.OUTCOME_BY,
        })),
      ).toEqual([
        // The whole statement: 3 lines, 5.09 + 22.60 + 22.60 when rejected; sent again with other lines and total.
        {
          ROUND: 1,
          LABEL: null,
          REASON: 'period is off',
          REJECTED_BY: 'vendor1',
          AMOUNT_WITH_TAX: '50.29',
          OUTCOME: 'changed',
          OUTCOME_AMOUNT: total.TOTAL_WITH_TAX,
          OUTCOME_BY: 'buyer',
        },
        {
          ROUND: 1,
          LABEL: label(kept!),
          REASON: 'wrong lot',
          REJECTED_BY: 'vendor1',
          AMOUNT_WITH_TAX: '5.09',
          OUTCOME: 'kept',
          OUTCOME_AMOUNT: null,
          OUTCOME_BY: 'buyer',
        },
        {
          ROUND: 1,
          LABEL: label(removed!),
          REASON: 'not received',
          REJECTED_BY: 'vendor1',
          AMOUNT_WITH_TAX: '22.60',
          OUTCOME: 'removed',
          OUTCOME_AMOUNT: null,
          OUTCOME_BY: 'buyer',
        },
        {
          ROUND: 1,
          LABEL: label(changed!),
          REASON: 'old price',
          REJECTED_BY: 'vendor1',
          AMOUNT_WITH_TAX: '22.60',
          OUTCOME: 'changed',
          OUTCOME_AMOUNT: '19.78',
          OUTCOME_BY: 'buyer',
        },
      ]);
      expect(final.body.data.Rejections.every((r) => r.OUTCOME_AT !== null && r.REJECTED_AT)).toBe(true);
    }
    expect(total.TOTAL_WITH_TAX).toBe('24.87');
    expect(await listed(finance, p.financeLoadData)).toBe(summary);

    // Voiding a rejected statement leaves its open rejections as voided.
    const [line] = await receivedLines(t.db, 'V001', currency, [oneLine]);
    const other = (
      await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, DELIVERY_LINE_IDS: [line] })
    ).body.data;
    await call(t.app, buyer, 'POST', p.send, { body: { ID: other.ID } });
    await call(t.app, vendor1, 'POST', p.reject, {
      body: { ID: other.ID, Lines: [{ ID: other.Lines[0]!.ID, REASON: 'duplicate' }] },
    });
    expect(await listed(buyer, p.manageLoadData, other)).toBe(`${other.Lines[0]!.DELIVERY_NO}/1: duplicate`);
    const voided = await call<StatementDetail>(t.app, buyer, 'POST', p.void, { body: { ID: other.ID } });
    expect(voided.body.data.Rejections.map((r) => [r.REASON, r.OUTCOME, r.OUTCOME_BY])).toEqual([
      ['duplicate', 'voided', 'buyer'],
    ]);
  });

  it('a voided draft frees its lines and bills for the next statement', async () => {
    const currency = freshCurrency();
    const [line] = await receivedLines(t.db, 'V001', currency, [oneLine]);
    const bill = await confirmedBill(currency, '1.00', '0');
    const first = await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true });
    const taken = await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, DELIVERY_LINE_IDS: [line] });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toContain(first.body.data.STATEMENT_NO);
    expect((await call(t.app, buyer, 'POST', p.void, { body: { ID: first.body.data.ID } })).status).toBe(200);
    const lines = await t.db
      .selectFrom('statement_line')
      .select('live')
      .where('statement_id', '=', first.body.data.ID)
      .execute();
    expect(lines.every((l) => l.live === false)).toBe(true);
    const second = await create(buyer, {
      VENDOR_CODE: 'V001',
      CURRENCY: currency,
      DELIVERY_LINE_IDS: [line],
      EXPENSE_BILL_IDS: [bill.ID],
    });
    expect(second.status, second.body.msg).toBe(200);
    expect(second.body.data.LINE_COUNT).toBe(2);
  });

  it('a rejected statement can be voided: its lines and bills are free, the vendor sees it voided', async () => {
    const currency = freshCurrency();
    const [line] = await receivedLines(t.db, 'V001', currency, [oneLine]);
    const bill = await confirmedBill(currency, '2.00', '13');
    const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true })).body.data;
    expect((await call(t.app, buyer, 'POST', p.send, { body: { ID: st.ID } })).status).toBe(200);
    const rejected = await call(t.app, vendor1, 'POST', p.reject, {
      body: { ID: st.ID, REASON: 'wrong month' },
    });
    expect(rejected.status, rejected.body.msg).toBe(200);
    const voided = await call<StatementDetail>(t.app, buyer, 'POST', p.void, { body: { ID: st.ID } });
    expect(voided.status, voided.body.msg).toBe(200);
    expect(voided.body.data.STATE).toBe(9);
    const lines = await t.db
      .selectFrom('statement_line')
      .select('live')
      .where('statement_id', '=', st.ID)
      .execute();
    expect(lines.length).toBe(2);
    expect(lines.every((l) => l.live === false)).toBe(true);
    const billNow = await call<ExpenseBill>(t.app, buyer, 'GET', apiPaths.expenseBill.get, {
      query: { id: bill.ID },
    });
    expect(billNow.body.data).toMatchObject({ STATE: 'confirmed', STATEMENT_ID: null });
    // The vendor was sent it: it still sees it, as voided, and can do nothing with it.
    const seen = await call<StatementDetail>(t.app, vendor1, 'GET', p.get, { query: { id: st.ID } });
    expect(seen.status).toBe(200);
    expect(seen.body.data.STATE).toBe(9);
    expect((await call(t.app, vendor1, 'POST', p.confirm, { body: { ID: st.ID } })).status).toBe(409);
    expect((await call(t.app, vendor2, 'GET', p.get, { query: { id: st.ID } })).status).toBe(404);
    const again = await create(buyer, {
      VENDOR_CODE: 'V001',
      CURRENCY: currency,
      DELIVERY_LINE_IDS: [line],
      EXPENSE_BILL_IDS: [bill.ID],
    });
    expect(again.status, again.body.msg).toBe(200);
    expect(again.body.data.LINE_COUNT).toBe(2);
    const audit = await auditTrail(t.db, 'statement', st.ID, ['action']);
    expect(audit.map((a) => a.action)).toEqual(['create', 'send', 'reject', 'void']);
  });

  it('the database keeps a delivery line in one live statement, whatever the code does', async () => {
    const currency = freshCurrency();
    const [line] = await receivedLines(t.db, 'V001', currency, [oneLine]);
    const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true })).body.data;
    const other = (
      await create(buyer, {
        VENDOR_CODE: 'V001',
        CURRENCY: freshCurrency(),
        ALL: false,
        DELIVERY_LINE_IDS: [],
      })
    ).status;
    expect(other).toBe(400);
    const copy = await t.db
      .selectFrom('statement_line')
      .selectAll()
      .where('statement_id', '=', st.ID)
      .executeTakeFirstOrThrow();
    const { id: _id, ...row } = copy;
    await expect(
      t.db
        .insertInto('statement_line')
        .values({ ...row, line_no: 99 })
        .execute(),
    ).rejects.toMatchObject({
      code: '23505',
    });
    // A line cannot claim a liveness its statement does not have.
    await expect(
      t.db
        .insertInto('statement_line')
        .values({ ...row, line_no: 98, live: false })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
    // Nor break the rounding rule.
    await sql`update statement_line set amount = amount + 0.01 where id = ${copy.id}`
      .execute(t.db)
      .then(() => expect.unreachable('the rounding check let a wrong amount in'))
      .catch((error: { code?: string }) => expect(error.code).toBe('23514'));
    expect(line).toBe(copy.delivery_line_id);
  });

  it('state machine: every (state × action × role) through HTTP; refusals are 403/404/409 and change nothing', async () => {
    type Role = 'buyer' | 'vendor1' | 'vendor2' | 'finance' | 'admin';
    const sessions: Record<Role, Session> = { buyer, vendor1, vendor2, finance, admin };
    const currency = freshCurrency();
    /** Menus per route side (demo grants): who passes the route's permission. */
    const sideOf = (action: string) =>
      ['confirm', 'reject'].includes(action)
        ? 'vendor'
        : ['approve', 'close'].includes(action)
          ? 'finance'
          : 'buyer';
    const holds: Record<string, Role[]> = {
      buyer: ['buyer', 'admin'],
      vendor: ['vendor1', 'vendor2', 'admin'],
      finance: ['finance', 'admin'],
    };
    const expected = (action: (typeof statementActions)[number], state: number, role: Role): number => {
      const side = sideOf(action);
      if (!holds[side]!.includes(role)) return 403;
      const actor = role.startsWith('vendor')
        ? side === 'vendor'
          ? 'vendor'
          : null
        : side === 'vendor'
          ? null
          : side;
      const rule = statementTransitions[action];
      if (actor === null || !rule.actors.includes(actor as 'buyer')) return 403;
      if (role === 'vendor2' || (role === 'vendor1' && (state === 1 || state === 9))) return 404;
      return rule.from.includes(state) ? 200 : 409;
    };
    const states = [1, 2, 3, 4, 5, 6, 9];
    /** A statement of V001 with two lines, moved to `state`. */
    const statementIn = async (state: number): Promise<StatementDetail> => {
      const lines = await receivedLines(t.db, 'V001', currency, [oneLine, oneLine]);
      const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, DELIVERY_LINE_IDS: lines }))
        .body.data;
      const go = async (s: Session, path: string, body: object = {}) => {
        const res = await call(t.app, s, 'POST', path, { body: { ID: st.ID, ...body } });
        expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
      };
      if (state === 9) await go(buyer, p.void);
      if (state >= 2 && state <= 6) await go(buyer, p.send);
      if (state === 4) await go(vendor1, p.reject, { REASON: 'no' });
      if (state === 3 || state === 5 || state === 6) await go(vendor1, p.confirm);
      if (state === 5 || state === 6)
        await go(finance, p.approve, {
          INVOICE_NO: 'I',
          INVOICE_DATE: today,
          INVOICE_AMOUNT: '9.00',
          INVOICE_TAX: '1.18',
        });
      if (state === 6) await go(finance, p.close);
      return st;
    };
    const request = async (action: string, st: StatementDetail) => {
      switch (action) {
        case 'create':
          return {
            path: p.create,
            body: {
              VENDOR_CODE: 'V001',
              CURRENCY: currency,
              ...period,
              DELIVERY_LINE_IDS: await receivedLines(t.db, 'V001', currency, [oneLine]),
            },
          };
        case 'addLines':
          return {
            path: p.addLines,
            body: { ID: st.ID, DELIVERY_LINE_IDS: await receivedLines(t.db, 'V001', currency, [oneLine]) },
          };
        case 'removeLines':
          return { path: p.removeLines, body: { ID: st.ID, LINE_IDS: [st.Lines[0]!.ID] } };
        case 'reject':
          return { path: p.reject, body: { ID: st.ID, Lines: [{ ID: st.Lines[0]!.ID, REASON: 'x' }] } };
        case 'approve':
          return {
            path: p.approve,
            // Two lines of 4.50 (tax 0.59): the invoice matches.
            body: {
              ID: st.ID,
              INVOICE_NO: 'I',
              INVOICE_DATE: today,
              INVOICE_AMOUNT: '9.00',
              INVOICE_TAX: '1.18',
            },
          };
        default:
          return { path: (p as Record<string, string>)[action]!, body: { ID: st.ID } };
      }
    };
    const outcomes: string[] = [];
    for (const state of states) {
      const shared = await statementIn(state);
      for (const action of statementActions)
        for (const role of Object.keys(sessions) as Role[]) {
          const want =
            action === 'create'
              ? expected(action, 1, role) === 409
                ? 200
                : expected(action, 1, role)
              : expected(action, state, role);
          if (action === 'create' && state !== 1) continue;
          const st = want === 200 ? await statementIn(state) : shared;
          const before = await snapshot(t.db, st.ID);
          const { path, body } = await request(action, st);
          const res = await call<StatementDetail>(t.app, sessions[role], 'POST', path, { body, lang: 'en' });
          outcomes.push(`${state} ${action} ${role} → ${res.status}`);
          expect(res.status, `${state} ${action} ${role}: ${res.body.msg}`).toBe(want);
          if (want !== 200) {
            expect(await snapshot(t.db, st.ID), `${state} ${action} ${role} changed something`).toEqual(
              before,
            );
            expect(res.body.msg).not.toBe('');
          }
          if (want === 409) expect(res.body.msg).toContain(st.STATEMENT_NO);
          if (want === 200 && action !== 'create') {
            const to = statementTransitions[action].to;
            expect(res.body.data.STATE).toBe(to === 'same' ? state : to);
          }
        }
    }
    expect(outcomes.filter((o) => o.endsWith('200')).length).toBeGreaterThan(10);
  });

  it('vendor2 cannot list, get, confirm, reject, count or export vendor1’s statements; finance cannot edit lines', async () => {
    const currency = freshCurrency();
    const lines = await receivedLines(t.db, 'V001', currency, [oneLine]);
    const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, DELIVERY_LINE_IDS: lines }))
      .body.data;
    await call(t.app, buyer, 'POST', p.send, { body: { ID: st.ID } });
    const before = await snapshot(t.db, st.ID);
    for (const [method, path, options] of [
      ['GET', p.get, { query: { id: st.ID } }],
      ['POST', p.confirm, { body: { ID: st.ID } }],
      ['POST', p.reject, { body: { ID: st.ID, REASON: 'x' } }],
    ] as const) {
      const res = await call(t.app, vendor2, method, path, options);
      expect(res.status, path).toBe(404);
    }
    for (const path of [p.loadData, p.vendorLoadData]) {
      for (const params of [
        [],
        [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V001', DATA_TYPE: 1 }],
        [{ FIELD_NAME: 'STATEMENT_NO', ACTION_TYPE: 1, PARAM_VALUE: st.STATEMENT_NO, DATA_TYPE: 1 }],
      ]) {
        const res = await call<{ VENDOR_CODE: string }[]>(t.app, vendor2, 'POST', path, {
          body: { Page: 1, Limit: 500, Params: params },
        });
        expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
        expect(res.body.data.filter((r) => r.VENDOR_CODE !== 'V002')).toEqual([]);
      }
    }
    // vendor1 sees it in its list; vendor2's staff lists are closed.
    const own = await call<{ ID: number }[]>(t.app, vendor1, 'POST', p.vendorLoadData, {
      body: { Page: 1, Limit: 500 },
    });
    expect(own.body.data.map((r) => r.ID)).toContain(st.ID);
    for (const path of [
      p.manageLoadData,
      p.financeLoadData,
      p.eligibleLines,
      p.create,
      p.addLines,
      p.send,
      p.approve,
    ])
      expect((await call(t.app, vendor2, 'POST', path, { body: {} })).status, path).toBe(403);
    const counts = await call<{ STATE: number; COUNT: number }[]>(t.app, vendor2, 'GET', p.counts);
    const v1Counts = await call<{ STATE: number; COUNT: number }[]>(t.app, vendor1, 'GET', p.counts);
    expect(counts.body.data.every((c) => c.STATE !== 1 && c.STATE !== 9)).toBe(true);
    expect(v1Counts.body.data.find((c) => c.STATE === 2)!.COUNT).toBeGreaterThan(0);
    const exported = await call<{ ExportId: number }>(t.app, vendor2, 'POST', p.vendorExportData, {
      body: {
        Page: 1,
        Limit: 500,
        Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V001', DATA_TYPE: 1 }],
      },
    });
    expect(exported.status, exported.body.msg).toBe(200);
    // Finance holds no purchasing screen: it cannot add, remove or send lines; a vendor cannot approve.
    for (const path of [p.addLines, p.removeLines, p.send, p.create])
      expect(
        (
          await call(t.app, finance, 'POST', path, {
            body: { ID: st.ID, LINE_IDS: [1], DELIVERY_LINE_IDS: [1] },
          })
        ).status,
      ).toBe(403);
    expect(
      (
        await call(t.app, vendor1, 'POST', p.approve, {
          body: { ID: st.ID, INVOICE_NO: 'X', INVOICE_DATE: today, INVOICE_AMOUNT: '1', INVOICE_TAX: '0' },
        })
      ).status,
    ).toBe(403);
    expect(await snapshot(t.db, st.ID)).toEqual(before);
  });

  it('bad input is a localised 400 naming the field and changes nothing; no 500', async () => {
    const currency = freshCurrency();
    const lines = await receivedLines(t.db, 'V001', currency, [oneLine]);
    const count = () => countRows(t.db, 'statement');
    const before = await count();
    const cases: [string, object][] = [
      [
        p.create,
        {
          VENDOR_CODE: 'V001',
          CURRENCY: currency,
          PERIOD_FROM: '2026-12-01',
          PERIOD_TO: '2026-01-01',
          ALL: true,
        },
      ],
      [p.create, { VENDOR_CODE: 'V001', CURRENCY: 'cny', ...period, ALL: true }],
      [p.create, { VENDOR_CODE: 'V001', CURRENCY: currency, ...period }],
      [p.create, { VENDOR_CODE: 'V\u0000', CURRENCY: currency, ...period, ALL: true }],
      [p.create, { VENDOR_CODE: 'V001', CURRENCY: currency, ...period, DELIVERY_LINE_IDS: ['x'] }],
      [p.reject, { ID: 1 }],
      [p.approve, { ID: 1, INVOICE_NO: 'I', INVOICE_DATE: today, INVOICE_AMOUNT: 1.5, INVOICE_TAX: '0' }],
      [p.approve, { ID: 1, INVOICE_NO: 'I', INVOICE_DATE: today, INVOICE_AMOUNT: '1.555', INVOICE_TAX: '0' }],
      [p.removeLines, { ID: 1, LINE_IDS: [] }],
      [
        p.approve,
        {
          ID: 1,
          INVOICE_NO: 'I',
          INVOICE_DATE: today,
          INVOICE_AMOUNT: '1',
          INVOICE_TAX: '0',
          OVERRIDE_REASON: 'x'.repeat(513),
        },
      ],
      [p.saveTolerance, { PRICE_TOLERANCE_PCT: '101', AMOUNT_TOLERANCE: '0.05' }],
      [p.saveTolerance, { PRICE_TOLERANCE_PCT: 'abc', AMOUNT_TOLERANCE: '0.05' }],
      [p.saveTolerance, { PRICE_TOLERANCE_PCT: '1', AMOUNT_TOLERANCE: '-0.05' }],
    ];
    for (const [path, body] of cases) {
      const session =
        path === p.reject ? vendor1 : path === p.approve || path === p.saveTolerance ? finance : buyer;
      const res = await call(t.app, session, 'POST', path, { body, lang: 'en' });
      expect(res.status, `${path} ${JSON.stringify(body)}: ${res.body.msg}`).toBe(400);
      expect(res.body.msg).toMatch(/Field|Request body/);
    }
    const zh = await call(t.app, buyer, 'POST', p.create, {
      body: {
        VENDOR_CODE: 'V001',
        CURRENCY: currency,
        PERIOD_FROM: '2026-12-01',
        PERIOD_TO: '2026-01-01',
        ALL: true,
      },
      lang: 'zh-chs',
    });
    expect(zh.body.msg).toContain('结束日期不能早于开始日期');
    const unknown = await create(buyer, { VENDOR_CODE: 'NOPE', CURRENCY: currency, ALL: true });
    expect(unknown.status).toBe(400);
    // Lines that are not eligible are named, with a 409.
    const notEligible = await create(buyer, {
      VENDOR_CODE: 'V002',
      CURRENCY: currency,
      DELIVERY_LINE_IDS: lines,
    });
    expect(notEligible.status).toBe(409);
    expect(notEligible.body.msg).toMatch(/TN.*\/1/);
    const nothing = await create(buyer, { VENDOR_CODE: 'V002', CURRENCY: currency, ALL: true });
    expect(nothing.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('invoice matching: within tolerance approves; outside is refused naming the differences; an override with a reason approves and is audited', async () => {
    type Match = {
      WITHIN: boolean;
      DIFFERENCES: string[];
      Invoice: { CHECK: string; DIFFERENCE: string | null; VERDICT: string }[];
      Lines: { DELIVERY_NO: string; LINE_NO: number; PRICE_DIFFERENCE_PCT: string | null; VERDICT: string }[];
    };
    type Tolerance = { PRICE_TOLERANCE_PCT: string; AMOUNT_TOLERANCE: string };
    const currency = freshCurrency();
    const defaults = await call<Tolerance>(t.app, finance, 'GET', p.getTolerance);
    expect(defaults.status, defaults.body.msg).toBe(200);
    expect(defaults.body.data).toMatchObject({ PRICE_TOLERANCE_PCT: '0', AMOUNT_TOLERANCE: '0.05' });

    /** A confirmed statement of two lines of 4.50 (tax 0.59 each): 9.00 + 1.18 = 10.18. */
    const confirmedStatement = async () => {
      const lines = await receivedLines(t.db, 'V001', currency, [oneLine, oneLine]);
      const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, DELIVERY_LINE_IDS: lines }))
        .body.data;
      expect((await call(t.app, buyer, 'POST', p.send, { body: { ID: st.ID } })).status).toBe(200);
      expect((await call(t.app, vendor1, 'POST', p.confirm, { body: { ID: st.ID } })).status).toBe(200);
      return st;
    };
    const approve = (id: number, amount: string, tax: string, extra: object = {}) =>
      call<StatementDetail>(t.app, finance, 'POST', p.approve, {
        body: {
          ID: id,
          INVOICE_NO: 'INV-M',
          INVOICE_DATE: today,
          INVOICE_AMOUNT: amount,
          INVOICE_TAX: tax,
          ...extra,
        },
        lang: 'en',
      });
    const match = (id: number, amount?: string, tax?: string) =>
      call<Match>(t.app, finance, 'GET', p.match, {
        query: { id, ...(amount ? { INVOICE_AMOUNT: amount, INVOICE_TAX: tax } : {}) },
        lang: 'en',
      });

    // Within tolerance: 9.04 + 1.18 = 10.22 is 0.04 off the total with tax, within 0.05.
    const within = await confirmedStatement();
    const preview = await match(within.ID, '9.04', '1.18');
    expect(preview.status, preview.body.msg).toBe(200);
    expect(preview.body.data.WITHIN).toBe(true);
    expect(preview.body.data.Invoice.map((i) => [i.CHECK, i.DIFFERENCE, i.VERDICT])).toEqual([
      ['amountWithTax', '0.04', 'ok'],
      ['tax', '0.00', 'ok'],
    ]);
    expect(preview.body.data.Lines.map((l) => l.VERDICT)).toEqual(['ok', 'ok']);
    const ok = await approve(within.ID, '9.04', '1.18');
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.body.data).toMatchObject({ STATE: 5, OVERRIDE_REASON: null });
    // Without an invoice typed, Match reads the one the statement holds.
    expect((await match(within.ID)).body.data.WITHIN).toBe(true);

    // Outside: the ERP moved a PO price 4 % and the invoice (9.12 + 1.18) is 0.12 off.
    const outside = await confirmedStatement();
    const [first] = outside.Lines;
    const orderLine = await columnOf(t.db, 'delivery_line', 'order_line_id', {
      id: first!.DELIVERY_LINE_ID!,
    });
    await t.db.updateTable('order_line').set({ unit_price: '0.13' }).where('id', '=', orderLine).execute();
    const label = `${first!.DELIVERY_NO}/${first!.LINE_NO}`;
    const seen = await match(outside.ID, '9.12', '1.18');
    expect(seen.body.data.WITHIN).toBe(false);
    expect(seen.body.data.Lines.map((l) => [l.VERDICT, l.PRICE_DIFFERENCE_PCT])).toEqual([
      ['outside', '3.8462'],
      ['ok', '0.0000'],
    ]);
    expect(seen.body.data.Invoice.map((i) => i.VERDICT)).toEqual(['outside', 'ok']);
    const before = await snapshot(t.db, outside.ID);
    const refused = await approve(outside.ID, '9.12', '1.18');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(outside.STATEMENT_NO);
    expect(refused.body.msg).toContain(label);
    expect(refused.body.msg).toContain(
      'invoice amount with tax 10.30 vs statement total with tax 10.18: difference 0.12',
    );
    expect((refused.body.data as unknown as Match).DIFFERENCES).toHaveLength(2);
    const blank = await approve(outside.ID, '9.12', '1.18', { OVERRIDE_REASON: '  ' });
    expect(blank.status).toBe(409);
    // Invisible characters are no reason either (issue #37): zero-width space, joiners, BOM, a Hangul filler.
    for (const invisible of ['\u200b', '\u200d\u2060', '\ufeff\u3000', '\u3164', '\u00ad\u200e'])
      expect((await approve(outside.ID, '9.12', '1.18', { OVERRIDE_REASON: invisible })).status).toBe(409);
    expect(await snapshot(t.db, outside.ID)).toEqual(before);
    const zh = await call(t.app, finance, 'POST', p.approve, {
      body: {
        ID: outside.ID,
        INVOICE_NO: 'I',
        INVOICE_DATE: today,
        INVOICE_AMOUNT: '9.12',
        INVOICE_TAX: '1.18',
      },
      lang: 'zh-chs',
    });
    expect(zh.body.msg).toContain('超出容差');

    // A wider price tolerance (an administrator may save it too) takes the line in; the amount is still outside.
    const saved = await call<Tolerance>(t.app, admin, 'POST', p.saveTolerance, {
      body: { PRICE_TOLERANCE_PCT: '5', AMOUNT_TOLERANCE: '0.05' },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ PRICE_TOLERANCE_PCT: '5', AMOUNT_TOLERANCE: '0.05' });
    const wider = await match(outside.ID, '9.12', '1.18');
    expect(wider.body.data.DIFFERENCES).toHaveLength(1);
    expect(wider.body.data.Lines.map((l) => l.VERDICT)).toEqual(['ok', 'ok']);

    // Override with a reason: approved, the reason stored and audited with the differences.
    const overridden = await approve(outside.ID, '9.12', '1.18', {
      OVERRIDE_REASON: 'freight on the invoice',
    });
    expect(overridden.status, overridden.body.msg).toBe(200);
    expect(overridden.body.data).toMatchObject({ STATE: 5, OVERRIDE_REASON: 'freight on the invoice' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'statement')
      .where('entity_id', '=', String(outside.ID))
      .where('action', '=', 'approve')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ OVERRIDE_REASON: 'freight on the invoice', WITHIN: false });
    expect(JSON.stringify(audit.after)).toContain('invoice amount with tax 10.30');
    const toleranceAudit = await t.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('entity', '=', 'invoice_tolerance')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(toleranceAudit.after).toMatchObject({ PRICE_TOLERANCE_PCT: '5' });

    // Nobody but finance (or an administrator) matches: vendors and buyers are refused; nothing changes.
    for (const session of [vendor1, vendor2, buyer]) {
      expect((await call(t.app, session, 'GET', p.getTolerance)).status).toBe(403);
      expect((await call(t.app, session, 'GET', p.match, { query: { id: outside.ID } })).status).toBe(403);
      expect(
        (
          await call(t.app, session, 'POST', p.saveTolerance, {
            body: { PRICE_TOLERANCE_PCT: '50', AMOUNT_TOLERANCE: '100' },
          })
        ).status,
      ).toBe(403);
    }
    expect((await call(t.app, finance, 'GET', p.match, { query: { id: 999999 } })).status).toBe(404);
    expect(
      (await call(t.app, finance, 'GET', p.match, { query: { id: outside.ID, INVOICE_AMOUNT: '1.234' } }))
        .status,
    ).toBe(400);
    const reset = await call(t.app, finance, 'POST', p.saveTolerance, {
      body: { PRICE_TOLERANCE_PCT: '0', AMOUNT_TOLERANCE: '0.05' },
    });
    expect(reset.status).toBe(200);
  });

  const download = async (as: Session, fileUrl: string | null) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${fileUrl}`, headers: as.headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };
  const printed = async (as: Session, id: number, lang: 'en' | 'zh-chs' = 'en') => {
    const res = await call<PrintResult>(t.app, as, 'GET', p.print, { query: { id }, lang });
    expect(res.status, res.body.msg).toBe(200);
    return readPdf(await download(as, res.body.data.FileUrl)).text;
  };
  const exportedXlsx = async (as: Session, id: number) => {
    const res = await call<StatementXlsxResult>(t.app, as, 'GET', p.exportOne, { query: { id }, lang: 'en' });
    expect(res.status, res.body.msg).toBe(200);
    return readStatementXlsx(await download(as, res.body.data.FileUrl));
  };

  it('a very long quantity does not squeeze the amounts: each line’s tax prints whole (a case fast-check found)', async () => {
    const currency = freshCurrency();
    await receivedLines(t.db, 'V001', currency, [
      { receivedQty: '99999.9987', unitExrate: '591.915971', unitPrice: '0.000012', taxRate: '0.9744' },
      { receivedQty: '0.0030', unitExrate: '0.000021', unitPrice: '68545.579289', taxRate: '0.0001' },
      { receivedQty: '75598.4577', unitExrate: '0.000025', unitPrice: '10686.541781', taxRate: '0.0008' },
    ]);
    const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true })).body.data;
    expect(st.Lines.map((l) => l.TAX)).toEqual(['6.92', '0.00', '0.16']);
    const text = await printed(buyer, st.ID);
    // The quantity 59,191,596.3305092377 once took the tax column's room and 6.92 broke into "6.9" and "2".
    expect(text).toContain('59,191,596.3305092377');
    for (const l of st.Lines) {
      expect(text).toContain(formatMoney(l.AMOUNT));
      expect(text).toContain(formatMoney(l.TAX));
    }
  });

  it('prints a statement through the statement template: its number, every line’s amount, the totals and the rule', async () => {
    const currency = freshCurrency();
    await receivedLines(t.db, 'V001', currency, [
      oneLine,
      { receivedQty: '1234.5', unitExrate: '1', unitPrice: '1000.001', taxRate: '13' },
    ]);
    await confirmedBill(currency, '10.00', '13');
    const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true })).body.data;
    // 1234.5 × 1000.001 = 1,234,501.2345 → 1,234,501.23 (tax 160,485.16)
    expect(st.Lines.map((l) => l.AMOUNT)).toEqual(['4.50', '1234501.23', '-10.00']);
    const text = await printed(buyer, st.ID);
    expect(text).toContain(st.STATEMENT_NO);
    for (const l of st.Lines) {
      expect(text).toContain(formatMoney(l.AMOUNT));
      expect(text).toContain(formatMoney(l.TAX));
    }
    expect(text).toContain('1,234,501.23');
    for (const total of [st.TOTAL_AMOUNT, st.TOTAL_TAX, st.TOTAL_WITH_TAX])
      expect(text).toContain(formatMoney(total));
    expect(text).toContain('half-up');
    const zh = await printed(buyer, st.ID, 'zh-chs');
    expect(zh).toContain('四舍五入');

    // Vendor scope as for Get: not a draft, never another vendor's.
    for (const path of [p.print, p.exportOne]) {
      expect((await call(t.app, vendor1, 'GET', path, { query: { id: st.ID } })).status, path).toBe(404);
      expect((await call(t.app, vendor2, 'GET', path, { query: { id: st.ID } })).status, path).toBe(404);
    }
    expect((await call(t.app, buyer, 'POST', p.send, { body: { ID: st.ID } })).status).toBe(200);
    expect(await printed(vendor1, st.ID)).toContain(st.STATEMENT_NO);
    expect((await exportedXlsx(vendor1, st.ID)).totals).toEqual(
      [Number(st.TOTAL_AMOUNT), Number(st.TOTAL_TAX), Number(st.TOTAL_WITH_TAX)].map(String),
    );
    for (const path of [p.print, p.exportOne])
      expect((await call(t.app, vendor2, 'GET', path, { query: { id: st.ID } })).status, path).toBe(404);
    // The files are the caller's own export records.
    const own = await call<PrintResult>(t.app, buyer, 'GET', p.print, { query: { id: st.ID } });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/${own.body.data.FileUrl}`,
      headers: vendor1.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('the xlsx heads each column with its own caption and writes money as numbers formatted #,##0.00', async () => {
    const currency = freshCurrency();
    await receivedLines(t.db, 'V001', currency, [
      // 1,200 × 301 = 361,200.00 (tax 46,956.00): the figure that was written as a bare 361200.
      { receivedQty: '1200', unitExrate: '1', unitPrice: '301', taxRate: '13' },
      { receivedQty: '2.5', unitExrate: '1', unitPrice: '10.005', taxRate: '13' },
    ]);
    await confirmedBill(currency, '10.00', '13');
    const st = (await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true })).body.data;
    // Expected captions written out here, not read from the code under test.
    const expected = {
      'zh-chs': { seq: '序号', qty: '对账数量', noteLine: '送货单行号', poItem: '订单行号', box: '箱内数量' },
      en: { seq: 'No.', qty: 'Billed qty', noteLine: 'Note line', poItem: 'PO item', box: 'Qty in box' },
    };
    for (const lang of ['zh-chs', 'en'] as const) {
      const res = await call<StatementXlsxResult>(t.app, buyer, 'GET', p.exportOne, {
        query: { id: st.ID },
        lang,
      });
      expect(res.status, res.body.msg).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(buyer, res.body.data.FileUrl)) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      let headAt = 0;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === expected[lang].seq) headAt = row.number;
      });
      expect(headAt, lang).toBeGreaterThan(0);
      const head = (sheet.getRow(headAt).values as unknown[]).slice(1).map(String);
      expect(new Set(head).size, `${lang}: ${head.join(' | ')}`).toBe(head.length);
      expect(head).toContain(expected[lang].qty);
      expect(head).toContain(expected[lang].noteLine);
      expect(head).toContain(expected[lang].poItem);
      expect(head).not.toContain(expected[lang].box);
      const col = (caption: string) => head.indexOf(caption) + 1;
      const money = ['AMOUNT', 'TAX', 'AMOUNT_WITH_TAX'].map((f) => col(fieldCaption(f)![lang]));
      expect(money.every((c) => c > 0)).toBe(true);
      const rows = [1, 2, 3].map((i) => sheet.getRow(headAt + i));
      const total = sheet.getRow(headAt + 4);
      // Every money cell: a number whose cell format groups thousands and shows two decimals.
      for (const row of [...rows, total])
        for (const c of money) {
          const cell = row.getCell(c);
          expect(typeof cell.value, `${lang} row ${row.number} col ${c}`).toBe('number');
          expect(cell.numFmt, `${lang} row ${row.number} col ${c}`).toBe('#,##0.00');
        }
      expect(rows[0]!.getCell(money[0]!).value).toBe(361200);
      expect(rows[0]!.getCell(money[1]!).value).toBe(46956);
      expect(total.getCell(money[2]!).value).toBe(Number(st.TOTAL_WITH_TAX));
      // Quantities: numbers grouped with the decimals they have (1,200 and 2.5), never a bare decimal point.
      const qty = col(expected[lang].qty);
      expect([rows[0]!.getCell(qty).value, rows[1]!.getCell(qty).value]).toEqual([1200, 2.5]);
      expect([rows[0]!.getCell(qty).numFmt, rows[1]!.getCell(qty).numFmt]).toEqual(['#,##0', '#,##0.0']);
      const received = col(fieldCaption('RECEIVED_QTY')![lang]);
      expect(rows[0]!.getCell(received).numFmt).toBe('#,##0');
    }
  });

  it('property: lines and totals equal an independent exact computation (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(receipt, { minLength: 1, maxLength: 6 }),
        fc.array(bill, { maxLength: 3 }),
        async (receipts, bills) => {
          const currency = freshCurrency();
          await receivedLines(t.db, 'V001', currency, receipts);
          for (const b of bills) await confirmedBill(currency, b.amount, b.taxRate, b.direction);
          const res = await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true });
          expect(res.status, res.body.msg).toBe(200);
          const expectedLines = [...receipts.map(expectedReceipt), ...bills.map(expectedBill)];
          expect(res.body.data.Lines.map((l) => [l.AMOUNT, l.TAX])).toEqual(
            expectedLines.map((l) => [cents(l.amount), cents(l.tax)]),
          );
          const amount = expectedLines.reduce((s, l) => s + l.amount, 0n);
          const tax = expectedLines.reduce((s, l) => s + l.tax, 0n);
          expect([res.body.data.TOTAL_AMOUNT, res.body.data.TOTAL_TAX, res.body.data.TOTAL_WITH_TAX]).toEqual(
            [cents(amount), cents(tax), cents(amount + tax)],
          );
          // Get answers the same figures as Create did.
          const got = await call<StatementDetail>(t.app, buyer, 'GET', p.get, {
            query: { id: res.body.data.ID },
          });
          expect(got.body.data.Lines).toEqual(res.body.data.Lines);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('property: the xlsx and the PDF show the figures of Get and of the independent computation (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(receipt, { minLength: 1, maxLength: 5 }),
        fc.array(bill, { maxLength: 2 }),
        async (receipts, bills) => {
          const currency = freshCurrency();
          await receivedLines(t.db, 'V001', currency, receipts);
          for (const b of bills) await confirmedBill(currency, b.amount, b.taxRate, b.direction);
          const created = await create(buyer, { VENDOR_CODE: 'V001', CURRENCY: currency, ALL: true });
          expect(created.status, created.body.msg).toBe(200);
          const got = (
            await call<StatementDetail>(t.app, buyer, 'GET', p.get, {
              query: { id: created.body.data.ID },
              lang: 'en',
            })
          ).body.data;
          const expected = [...receipts.map(expectedReceipt), ...bills.map(expectedBill)];
          const amount = expected.reduce((s, l) => s + l.amount, 0n);
          const tax = expected.reduce((s, l) => s + l.tax, 0n);
          const expectedLines = expected.map((l) => [l.amount, l.tax, l.amount + l.tax]);
          const expectedTotals = [amount, tax, amount + tax];
          // Get, as cents.
          expect(got.Lines.map((l) => [l.AMOUNT, l.TAX, l.AMOUNT_WITH_TAX].map(asCents))).toEqual(
            expectedLines,
          );
          expect([got.TOTAL_AMOUNT, got.TOTAL_TAX, got.TOTAL_WITH_TAX].map(asCents)).toEqual(expectedTotals);

          const xlsx = await exportedXlsx(buyer, got.ID);
          expect(xlsx.header[fieldCaption('STATEMENT_NO')!.en]).toBe(got.STATEMENT_NO);
          expect(xlsx.lines.map((l) => l.map(asCents))).toEqual(expectedLines);
          expect(xlsx.totals.map(asCents)).toEqual(expectedTotals);
          expect(xlsx.rule).toBe(got.ROUNDING_RULE);

          const text = await printed(buyer, got.ID);
          expect(text).toContain(got.STATEMENT_NO);
          for (const [a, tx] of expectedLines) {
            expect(text).toContain(formatMoney(cents(a!)));
            expect(text).toContain(formatMoney(cents(tx!)));
          }
          for (const total of expectedTotals) expect(text).toContain(formatMoney(cents(total)));
        },
      ),
      // A failing case reports itself at once: shrinking re-renders PDFs for minutes and ended in a time-out.
      { numRuns: 6, endOnFailure: true },
    );
    // Six statements rendered to PDF and xlsx and read back: 7–18 s alone, over a minute on a loaded machine.
  }, 180_000);
});

/** 20 buyers at once build statements from overlapping lines: the database lets each line into one live statement. */
describe.skipIf(!testDatabases().includes('postgres'))('statements built concurrently [postgres]', () => {
  let app: TestApp;
  afterAll(async () => app?.close());

  it('no line lands in two live statements; every refusal is a 409 naming the line', async () => {
    app = await buildTestApp('postgres');
    const buyer = await signIn(app.app, 'buyer');
    const sessions = [buyer, ...(await moreSessions(app.app, buyer, 19))];
    const currency = 'QZZ';
    const lines = await receivedLines(
      app.db,
      'V001',
      currency,
      Array.from({ length: 30 }, () => ({
        receivedQty: '1',
        unitExrate: '1',
        unitPrice: '1',
        taxRate: '13',
      })),
    );
    const answers = await Promise.all(
      sessions.map((s, i) =>
        call<StatementDetail>(app.app, s, 'POST', apiPaths.statement.create, {
          body: {
            VENDOR_CODE: 'V001',
            CURRENCY: currency,
            ...period,
            DELIVERY_LINE_IDS: lines.slice(i, i + 8).reverse(),
          },
          lang: 'en',
        }),
      ),
    );
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 409)).toBe(true);
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(won.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.body.msg).toMatch(/Delivery line TN\w+\/\d+/);
    const billed = won.flatMap((a) => a.body.data.Lines.map((l) => l.DELIVERY_LINE_ID));
    expect(new Set(billed).size).toBe(billed.length);
    const twice = await sql<{ n: number }>`
      select count(*)::integer as n from (select delivery_line_id from statement_line where live and delivery_line_id is not null
       group by delivery_line_id having count(*) > 1) t`.execute(app.db);
    expect(twice.rows[0]!.n).toBe(0);
    // A refused Create left nothing behind.
    const statements = await app.db
      .selectFrom('statement')
      .select('id')
      .where('currency', '=', currency)
      .execute();
    expect(statements.length).toBe(won.length);
  });
});
