import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiPaths } from '@srm/contract';
import { openSignedIn, tokenFor } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * A statement the vendor rejected goes back to the buyer, who may fix and send it again or give it up: the drawer
 * offers "Void" on it (the contract's `statementTransitions`, the table the server enforces; the web's own copy of
 * the rules once hid it). Set up through the API — a bill of V002 in a currency of its own, confirmed, billed in a
 * statement that vendor2 rejects — then seen by the buyer in both languages and voided.
 */
type Headers = Record<string, string>;

async function headersOf(request: APIRequestContext, user: string): Promise<Headers> {
  const { Token, Userinfo } = await tokenFor(request, user);
  return { Authorization: `Bearer ${Token}`, OrgId: String(Userinfo.ORG_ID) };
}

async function post<T>(request: APIRequestContext, headers: Headers, path: string, data: object): Promise<T> {
  const res = await request.post(`/api/${path}`, { headers, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).data as T;
}

/** The buyer's stored preferences, with this language and no restored tabs (the language wins over the cookie). */
async function buyerSpeaks(request: APIRequestContext, headers: Headers, prefs: object, language: string) {
  await post(request, headers, apiPaths.user.savePreferences, { ...prefs, tabs: [], language });
}

async function openStatement(browser: Browser, language: 'zh-chs' | 'en', no: string): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openSignedIn(page, 'buyer', '/DeliveryNote/ReconBillMstManage');
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
  await page.getByRole('button', { name: no }).click();
  await expect(page.getByTestId('st-state').locator('[data-state="4"]')).toBeVisible();
  return page;
}

test('the buyer sees Void on a rejected statement and voids it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const currency = 'XTS';
  const buyer = await headersOf(request, 'buyer');
  const vendor = await headersOf(request, 'vendor2');
  const p = apiPaths;
  const today = new Date().toISOString().slice(0, 10);

  const bill = await post<{ ID: number }>(request, buyer, p.expenseBill.addOrModifySave, {
    VENDOR_CODE: 'V002',
    EXPENSE_KIND: 'freight',
    DIRECTION: 'add',
    AMOUNT: '12.34',
    CURRENCY: currency,
    REASON: `E2E void ${Date.now()}`,
    PERIOD: today.slice(0, 7),
  });
  await post(request, buyer, p.expenseBill.send, { ID: bill.ID });
  await post(request, vendor, p.expenseBill.confirm, { ID: bill.ID });
  const statement = await post<{ ID: number; STATEMENT_NO: string; Lines: { ID: number }[] }>(
    request,
    buyer,
    p.statement.create,
    {
      VENDOR_CODE: 'V002',
      CURRENCY: currency,
      PERIOD_FROM: today,
      PERIOD_TO: today,
      EXPENSE_BILL_IDS: [bill.ID],
    },
  );
  await post(request, buyer, p.statement.send, { ID: statement.ID });
  await post(request, vendor, p.statement.reject, {
    ID: statement.ID,
    Lines: [{ ID: statement.Lines[0]!.ID, REASON: 'Not agreed' }],
  });
  const no = statement.STATEMENT_NO;

  const before = await (await request.get(`/api/${p.user.getPreferences}`, { headers: buyer })).json();
  const prefs = (before.data ?? {}) as object;
  try {
    // In Chinese: 作废 (void) beside send, as on a draft.
    await buyerSpeaks(request, buyer, prefs, 'zh-chs');
    let page = await openStatement(browser, 'zh-chs', no);
    await expect(page.getByTestId('st-action-void')).toHaveText('作废');
    await expect(page.getByTestId('st-action-send')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('rejected-statement-zh-chs.png') });
    await page.context().close();

    // In English: Void, asked first; the statement is voided and offers nothing more.
    await buyerSpeaks(request, buyer, prefs, 'en');
    page = await openStatement(browser, 'en', no);
    const voidButton = page.getByTestId('st-action-void');
    await expect(voidButton).toHaveText('Void');
    await page.screenshot({ path: test.info().outputPath('rejected-statement-en.png') });
    await voidButton.click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText(`Void statement ${no}?`);
    const voided = page.waitForResponse((r) => r.url().endsWith(`/api/${p.statement.void}`));
    await page.getByTestId('st-ask-ok').click();
    expect((await voided).status()).toBe(200);
    await expect(page.getByTestId('st-state').locator('[data-state="9"]')).toBeVisible();
    await expect(voidButton).toBeHidden();
    await expect(page.getByTestId('st-action-send')).toBeHidden();
    await page.context().close();
  } finally {
    // The buyer's preferences as they were: later specs see the buyer as they left it.
    await post(request, buyer, p.user.savePreferences, prefs);
  }
});
