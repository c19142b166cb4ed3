import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, formatMoney } from '@srm/contract';
import { axeViolations } from '../support/axe.ts';
import type { LookOptions } from '../support/look.ts';
import { englishFindings, layoutFindings } from '../support/page-checks.ts';
import { expect } from '../support/test.ts';
import { apiAs } from './list-table-support.ts';

/**
 * Helpers of the invoice flow spec (issue #47). Not a spec itself: Playwright only runs `*.spec.ts`.
 *
 * A statement of V001 confirmed by vendor1, made through the API as the ERP, the vendor, the warehouse and the buyer
 * would: the ERP orders two parts in EUR (one taxed 13 %, one 6 %; the demo bills in CNY, so nothing else of V001 is
 * in this currency's statements), vendor1 ships them on a note, the warehouse receives them in full, the buyer bills
 * exactly those two lines and sends the statement, vendor1 confirms it. Every run orders its own quantities (from a
 * stamp) and numbers its own orders, invoices and payments, so a run on a database that saw others finds nothing of
 * theirs in its way — not even the "same total and date as another invoice" warning.
 */

export const currency = 'EUR';
const vendorCode = 'V001';

/** Money as cents (BigInt) and back: exact, as the server's decimals are. */
const cents = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
export const moneyOf = (c: bigint): string => {
  const sign = c < 0n ? '-' : '';
  const abs = c < 0n ? -c : c;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** round(amount × rate / 100, 2), half away from zero (the statement's and the invoice's rule), rate in whole %. */
const taxOf = (amount: bigint, rate: bigint): bigint => (amount * rate + 50n) / 100n;
export const plus = (...values: string[]) => moneyOf(values.reduce((a, v) => a + cents(v), 0n));
export const minus = (a: string, b: string) => moneyOf(cents(a) - cents(b));
/** Half of an amount, the odd cent left over. */
export const half = (a: string) => moneyOf(cents(a) / 2n);

/** One tax rate's part of the statement: what its order line bills. */
export type RatePart = {
  rate: string;
  partNo: string;
  qty: string;
  price: string;
  amount: string;
  tax: string;
  total: string;
};

const part = (rate: number, partNo: string, qty: number, price: string): RatePart => {
  const amount = BigInt(qty) * cents(price);
  const tax = taxOf(amount, BigInt(rate));
  return {
    rate: String(rate),
    partNo,
    qty: String(qty),
    price,
    amount: moneyOf(amount),
    tax: moneyOf(tax),
    total: moneyOf(amount + tax),
  };
};

/**
 * The figures of a run: quantities from its stamp (seconds), 100–999 at 12.50 and 13 %, 20–9,990 at 8.25 and 6 %: the
 * runs of a day bill other totals.
 */
export function figuresOf(stamp: number) {
  const high = part(13, 'P10005', 100 + (stamp % 900), '12.50');
  const low = part(6, 'P10006', 20 + (stamp % 9971), '8.25');
  return {
    high,
    low,
    amount: plus(high.amount, low.amount),
    tax: plus(high.tax, low.tax),
    total: plus(high.total, low.total),
  };
}
export type Figures = ReturnType<typeof figuresOf>;

/** `1,234.50` as the screens show money. */
export const shown = (money: string) => formatMoney(money);

const today = () => new Date().toISOString().slice(0, 10);
export const dayFrom = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type Note = { ID: number; DELIVERY_NO: string; Lines: { ID: number; ORDER_LINE_ID: number }[] };
type Statement = { ID: number; STATEMENT_NO: string; STATE: number; TOTAL_WITH_TAX: string };

/** An ERP integration key of HQ, made by admin on its screen's API, and what it calls. */
export async function erpKey(request: APIRequestContext, name: string, scopes: string[]) {
  const admin = await apiAs(request, 'admin');
  const { Key, Id } = (
    await admin.post<{ Key: string; Id: number }>(apiPaths.integration.keyCreate, {
      Name: name,
      Scopes: scopes,
    })
  ).data;
  return {
    async post<T>(path: string, data: unknown): Promise<T> {
      const r = await request.post(`/api/${path}`, { data, headers: { 'X-Api-Key': Key } });
      const text = await r.text();
      expect(r.ok(), `${path}: ${text}`).toBe(true);
      return (JSON.parse(text) as { data: T }).data;
    },
    revoke: () => admin.post(apiPaths.integration.keyRevoke, { ID: Id }),
  };
}
export type ErpKey = Awaited<ReturnType<typeof erpKey>>;

/**
 * The statement the flow starts from (see the file's comment): confirmed by vendor1, billing the two lines of
 * `figures` in EUR. Its id and number.
 */
export async function confirmedStatement(
  request: APIRequestContext,
  erp: ErpKey,
  stamp: string,
  figures: Figures,
): Promise<Statement> {
  const poNo = `E2E-INV-${stamp}`;
  const lines = [figures.high, figures.low];
  await erp.post(apiPaths.integration.pushOrders, {
    Orders: lines.map((l, i) => ({
      ExternalId: `${poNo}-${i + 1}`,
      PO_NO: poNo,
      PO_ITEM: (i + 1) * 10,
      VENDOR_CODE: vendorCode,
      PART_NO: l.partNo,
      ORDERED_QTY: l.qty,
      UNIT_PRICE: l.price,
      TAX_RATE: l.rate,
      CURRENCY: currency,
      DUE_DATE: dayFrom(today(), 14),
    })),
  });

  // vendor1 ships both lines in full on one note.
  const vendor = await apiAs(request, 'vendor1');
  const open = (
    await vendor.post<{ ID: number; PO_ITEM: number }[]>('DeliveryNote/OpenOrderLines', {
      LIST_ROUTE: '/DeliveryNote/MaintainDeliveryNote2/OrderLines',
      Page: 1,
      Limit: 10,
      Params: [{ FIELD_NAME: 'PO_NO', ACTION_TYPE: 1, PARAM_VALUE: poNo, DATA_TYPE: 1 }],
    })
  ).data.sort((a, b) => a.PO_ITEM - b.PO_ITEM);
  expect(open.map((l) => l.PO_ITEM)).toEqual([10, 20]);
  const note = (
    await vendor.post<Note>('DeliveryNote/AddOrModifySave', {
      DELIVERY_DATE: today(),
      Lines: open.map((l, i) => ({ ORDER_LINE_ID: l.ID, DELIVERY_QTY: lines[i]!.qty, PACKING_QTY: '1' })),
    })
  ).data;
  await vendor.post('DeliveryNote/Audit', { ID: note.ID });
  await vendor.post('DeliveryNote/Ship', { ID: note.ID, ATTRIBUTE1: 'DHL', ATTRIBUTE2: `JD${stamp}` });

  // The warehouse receives it in full.
  await erp.post(apiPaths.integration.pushReceipts, {
    Receipts: [{ ExternalId: `WMS-${note.DELIVERY_NO}`, DELIVERY_NO: note.DELIVERY_NO }],
  });

  // The buyer bills exactly these two lines and sends the statement; vendor1 confirms it.
  const buyer = await apiAs(request, 'buyer');
  const created = (
    await buyer.post<Statement>(apiPaths.statement.create, {
      VENDOR_CODE: vendorCode,
      CURRENCY: currency,
      PERIOD_FROM: dayFrom(today(), -1),
      PERIOD_TO: dayFrom(today(), 1),
      DELIVERY_LINE_IDS: note.Lines.map((l) => l.ID),
    })
  ).data;
  expect(moneyOf(cents(created.TOTAL_WITH_TAX))).toBe(figures.total);
  await buyer.post(apiPaths.statement.send, { ID: created.ID });
  const confirmed = (await vendor.post<Statement>(apiPaths.statement.confirm, { ID: created.ID })).data;
  expect(confirmed.STATE).toBe(3);
  return confirmed;
}

/**
 * `look` (support/look.ts) at a dialog that opens over a drawer, as the hand-in opens over the statement: the picture
 * is the whole screen (SHOTS=1, `screenshots/<folder>/`), the checks (axe, layout, no English in Chinese) are the
 * dialog's alone — everything else is hidden from them for the while. What the statement drawer behind it fails is
 * the statement's and the dispute thread's to answer (found here and reported with issue #47: the dispute line picker
 * has no accessible name, the lines table scrolls without anything focusable in it, the English period breaks its
 * dates over two lines, the thread's file hint lists file types the Chinese check takes for English words).
 */
export async function lookAtDialog(
  page: Page,
  dialog: string,
  what: string,
  problems: string[],
  options: LookOptions,
) {
  const { language } = options;
  await expect(page.locator('.ant-spin-spinning').filter({ visible: true }))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  if (options.noToasts)
    await expect(page.locator('.ant-message-notice').filter({ visible: true }))
      .toHaveCount(0, { timeout: 6_000 })
      .catch(() => undefined);
  await page.mouse.move(options.mouseAt?.x ?? 1, options.mouseAt?.y ?? 1);
  if (process.env.SHOTS === '1') {
    await page.waitForTimeout(300);
    const folder = path.resolve(import.meta.dirname, '..', '..', 'screenshots', options.folder);
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `${language}-${what}.png`) });
  }
  const others = await page.addStyleTag({
    content: `body *:not(${dialog}, ${dialog} *) { visibility: hidden !important } ${dialog} { visibility: visible !important }`,
  });
  try {
    const findings = (await layoutFindings(page)).filter((f) => !options.ignore?.(f));
    if (language === 'zh-chs') findings.push(...(await englishFindings(page)));
    problems.push(...findings.map((f) => `${language} ${what}: ${f.kind}: "${f.text}" (${f.where})`));
    for (const v of await axeViolations(page, { include: dialog, minImpact: 'serious' }))
      problems.push(`${language} ${what}: axe ${v.id} (${v.impact}): ${JSON.stringify(v.nodes)}`);
  } finally {
    await others.evaluate((style) => (style as HTMLStyleElement).remove());
  }
}
