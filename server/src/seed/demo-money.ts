import { screens } from '@srm/contract';
import Decimal from 'decimal.js';
import { saveBill, transitionBill } from '../modules/expense-bill/index.ts';
import {
  approveInvoice,
  pushPayments,
  statementApprovalBy,
  submitInvoices,
} from '../modules/invoice/index.ts';
import {
  createStatement,
  eligibleReceipts,
  type Side,
  transitionStatement,
} from '../modules/statement/index.ts';
import type { AuthContext } from '../platform/auth.ts';
import type { Db } from '../platform/db.ts';
import { silentPublisher } from '../platform/events/event-catalogue.ts';

/** The demo documents are history: their transitions tell no subscriber. */
const events = {
  bill: silentPublisher<'expense-bill'>(),
  statement: silentPublisher<'statement'>(),
  invoice: silentPublisher<'invoice'>(),
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A caller for the demo documents: the demo user of that name, acting as the service expects. */
async function demoCaller(trx: Db, orgId: number, userName: string): Promise<AuthContext> {
  const user = await trx
    .selectFrom('app_user')
    .select(['id', 'user_name', 'nick_name', 'role_id', 'vendor_code'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return {
    userId: user.id,
    userName: user.user_name,
    nickName: user.nick_name,
    roleId: user.role_id ?? 0,
    roleType: 'normal',
    vendorCode: user.vendor_code,
    parentVendorCode: null,
    orgId,
    orgCode: 'HQ',
    sessionId: 'demo',
    grants: { all: false, menus: new Set(), buttons: new Set() },
    listParamsVersion: 0,
    authVersion: 0,
  };
}

/** Who acts on the demo money and over which days, shared by the bills and the statements. */
type MoneyScope = {
  trx: Db;
  orgId: number;
  buyer: AuthContext;
  finance: AuthContext;
  vendors: Record<string, AuthContext>;
  period: string;
  from: string;
  to: string;
};

const lang = 'zh-chs' as const;

/**
 * Demo money (issue #13), built through the services so every figure follows the rounding rule: expense bills of
 * V001 and V002 in every state, and statements of the received demo lines in every state — V001: closed (with a
 * closed bill), rejected (one line with a reason), sent, voided, and a draft that took the voided one's line again
 * with an included bill; V002: confirmed, and approved through its invoice handed in outside tolerance (and its
 * reason), half paid by the ERP; the closed one's invoice is within tolerance.
 */
export async function loadDemoMoney(trx: Db, orgId: number, today: Date): Promise<void> {
  const scope: MoneyScope = {
    trx,
    orgId,
    buyer: await demoCaller(trx, orgId, 'buyer'),
    finance: await demoCaller(trx, orgId, 'finance'),
    vendors: {
      V001: await demoCaller(trx, orgId, 'vendor1'),
      V002: await demoCaller(trx, orgId, 'vendor2'),
    },
    period: isoDay(today).slice(0, 7),
    from: isoDay(new Date(today.getTime() - 90 * 86_400_000)),
    to: isoDay(today),
  };
  const bills = await loadBills(scope);
  await loadV001Statements(scope, bills);
  await loadV002Statements(scope);
}

/** Expense bills of V001 and V002 in every state; answers the two a V001 statement takes. */
async function loadBills(scope: MoneyScope): Promise<{ closedBill: number; includedBill: number }> {
  const { trx, buyer, vendors, period } = scope;
  const bill = async (
    vendorCode: string,
    kind: 'quality' | 'freight' | 'penalty' | 'other',
    amount: string,
    reason: string,
    upTo: 'draft' | 'sent' | 'confirmed' | 'disputed',
  ) => {
    const saved = await saveBill(trx, buyer, {
      VENDOR_CODE: vendorCode,
      EXPENSE_KIND: kind,
      DIRECTION: kind === 'freight' ? 'add' : 'deduct',
      AMOUNT: amount,
      TAX_RATE: kind === 'freight' ? '9' : '13',
      CURRENCY: 'CNY',
      REASON: reason,
      PERIOD: period,
      ATTACHMENT_IDS: [],
    });
    if (upTo === 'draft') return saved.ID;
    await transitionBill(trx, events.bill, buyer, saved.ID, { action: 'send' });
    if (upTo === 'confirmed')
      await transitionBill(trx, events.bill, vendors[vendorCode]!, saved.ID, { action: 'confirm' });
    if (upTo === 'disputed')
      await transitionBill(trx, events.bill, vendors[vendorCode]!, saved.ID, {
        action: 'dispute',
        reason: '该批次来料检验合格，不应扣款',
      });
    return saved.ID;
  };

  await bill('V001', 'quality', '1280.00', '来料不良返工费用（2026-11 批次）', 'draft');
  await bill('V001', 'penalty', '500.00', '交货延误 3 天违约金', 'sent');
  await bill('V001', 'other', '86.40', '包装破损补偿', 'disputed');
  await bill('V002', 'quality', '2360.50', '来料抽检不合格扣款', 'sent');
  await bill('V002', 'freight', '420.00', '供应商代垫运费', 'confirmed');
  const closedBill = await bill('V001', 'quality', '315.75', '外观划伤扣款', 'confirmed');
  const includedBill = await bill('V001', 'freight', '260.00', '加急空运运费', 'confirmed');
  return { closedBill, includedBill };
}

/** The statement steps both vendors' demo statements are made of: its receipts, a draft, a simple move. */
function statementSteps({ trx, orgId, buyer, from, to }: MoneyScope) {
  const receipts = async (vendorCode: string) =>
    (
      await eligibleReceipts(
        trx,
        { orgId, vendorCode, currency: 'CNY', periodFrom: from, periodTo: to },
        null,
      )
    ).map((r) => r.delivery_line_id);
  const create = (vendorCode: string, lines: number[], bills: number[] = []) =>
    createStatement(
      trx,
      buyer,
      'buyer',
      {
        VENDOR_CODE: vendorCode,
        CURRENCY: 'CNY',
        PERIOD_FROM: from,
        PERIOD_TO: to,
        ALL: false,
        DELIVERY_LINE_IDS: lines,
        EXPENSE_BILL_IDS: bills,
      },
      lang,
    );
  const move = (caller: AuthContext, side: Side, id: number, action: 'send' | 'confirm' | 'close' | 'void') =>
    transitionStatement(trx, events.statement, caller, side, id, { action }, lang);
  return { receipts, create, move };
}

/** V001: closed (with a closed bill), rejected, sent, voided, and a draft that took the voided one's line again. */
async function loadV001Statements(
  scope: MoneyScope,
  { closedBill, includedBill }: { closedBill: number; includedBill: number },
): Promise<void> {
  const { trx, buyer, finance, vendors, to } = scope;
  const { receipts, create, move } = statementSteps(scope);
  const v1 = await receipts('V001');
  if (v1.length >= 1) {
    const closed = await create('V001', [v1[0]!], [closedBill]);
    await move(buyer, 'buyer', closed.ID, 'send');
    await move(vendors.V001!, 'vendor', closed.ID, 'confirm');
    await transitionStatement(
      trx,
      events.statement,
      finance,
      'finance',
      closed.ID,
      {
        action: 'approve',
        INVOICE_NO: '04412026110001',
        INVOICE_DATE: to,
        INVOICE_AMOUNT: closed.TOTAL_AMOUNT,
        INVOICE_TAX: closed.TOTAL_TAX,
      },
      lang,
    );
    await move(finance, 'finance', closed.ID, 'close');
  }
  if (v1.length >= 3) {
    const rejected = await create('V001', [v1[1]!, v1[2]!]);
    await move(buyer, 'buyer', rejected.ID, 'send');
    await transitionStatement(
      trx,
      events.statement,
      vendors.V001!,
      'vendor',
      rejected.ID,
      {
        action: 'reject',
        reason: undefined,
        lines: [{ ID: rejected.Lines[0]!.ID, REASON: '实收数量与我方发货记录不符' }],
      },
      lang,
    );
  }
  if (v1.length >= 4) {
    const sent = await create('V001', [v1[3]!]);
    await move(buyer, 'buyer', sent.ID, 'send');
  }
  const free = v1[4] ?? v1[3];
  if (free !== undefined) {
    const voided = await create('V001', [free]);
    await move(buyer, 'buyer', voided.ID, 'void');
    // The voided draft's line is free again: the current draft bills it, with a freight bill.
    if (v1.length >= 5) await create('V001', [free], [includedBill]);
  }
}

/** V002: confirmed, and approved through its invoice handed in outside tolerance (and its reason), half paid. */
async function loadV002Statements(scope: MoneyScope): Promise<void> {
  const { buyer, vendors } = scope;
  const { receipts, create, move } = statementSteps(scope);
  const v2 = await receipts('V002');
  if (v2.length >= 1) {
    const confirmed = await create('V002', [v2[0]!]);
    await move(buyer, 'buyer', confirmed.ID, 'send');
    await move(vendors.V002!, 'vendor', confirmed.ID, 'confirm');
  }
  if (v2.length >= 2) {
    const approved = await create('V002', v2.slice(1, 3));
    await move(buyer, 'buyer', approved.ID, 'send');
    await move(vendors.V002!, 'vendor', approved.ID, 'confirm');
    await invoiceAndPay(scope, approved);
  }
}

/**
 * V002's second statement goes the invoice way (issue #47): vendor2 hands in its VAT invoice 1.20 over the statement
 * (outside the default tolerance, with its reason: flagged), finance approves it — which approves the statement —
 * and the ERP has paid part of it, so Invoices, Payments and Payables ageing have something to show.
 */
async function invoiceAndPay(
  { trx, orgId, finance, vendors, to }: MoneyScope,
  statement: { ID: number; CURRENCY: string; Lines: { TAX_RATE: string; AMOUNT: string; TAX: string }[] },
): Promise<void> {
  const byRate = new Map<string, { amount: Decimal; tax: Decimal }>();
  for (const l of statement.Lines) {
    const now = byRate.get(l.TAX_RATE) ?? { amount: new Decimal(0), tax: new Decimal(0) };
    byRate.set(l.TAX_RATE, { amount: now.amount.plus(l.AMOUNT), tax: now.tax.plus(l.TAX) });
  }
  const rates = [...byRate].map(([rate, f], i) => ({
    RATE: rate,
    // The invoice bills 1.20 of freight more on its first rate: outside tolerance, with the vendor's reason.
    AMOUNT: (i === 0 ? f.amount.plus('1.20') : f.amount).toFixed(2),
    TAX: f.tax.toFixed(2),
  }));
  const handed = await submitInvoices(
    trx,
    events.invoice,
    vendors.V002!,
    {
      STATEMENT_ID: statement.ID,
      Invoices: [
        {
          KIND: 'invoice',
          INVOICE_NO: '04412026110002',
          INVOICE_DATE: to,
          CURRENCY: statement.CURRENCY,
          Rates: rates,
        },
      ],
      REASON: '发票多开运费 1.20 元，采购已确认，下期对账单扣回',
    },
    lang,
  );
  const invoice = handed.Invoices[0]!;
  // Finance acts on invoices from its review screen.
  const reviewer = {
    ...finance,
    grants: { all: false, menus: new Set([screens.InvoiceReview.path]), buttons: new Set<string>() },
  };
  await approveInvoice(
    trx,
    events.invoice,
    reviewer,
    invoice.ID,
    statementApprovalBy(events.statement, reviewer, lang),
  );
  const part = new Decimal(invoice.TOTAL).div(2).toDecimalPlaces(2).toFixed(2);
  await pushPayments(
    trx,
    events.invoice,
    { orgId, keyId: 0, name: 'demo-erp', vendorCode: null },
    [
      {
        Reference: 'PAY-2026-11-0001',
        VendorCode: 'V002',
        PayDate: to,
        Currency: statement.CURRENCY,
        Amount: part,
        Invoices: [{ InvoiceNo: invoice.INVOICE_NO, Amount: part }],
        Deductions: [],
      },
    ],
    lang,
  );
}
