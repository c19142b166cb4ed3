import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '@srm/contract';
import { look as lookAt } from '../support/look.ts';
import { settle } from '../support/page-checks.ts';
import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { unique } from './admin-support.ts';
import { apiAs } from './list-table-support.ts';
import { choosePreferences, resetPreferences } from './shell-support.ts';

/**
 * Issue #35 item 3 and #45 item 8, browser tests: the administrator registers a Webhook endpoint for a public address through the
 * dialog, sees its signing secret once (with how a receiver checks a message), and the endpoint on the list,
 * enabled; the allowlist dialog and the deliveries' screen open. No event is produced, so the address is never
 * called. A vendor (its demo role holds both screens) registers its own endpoint after being told every reason its
 * first address is refused, and reads the failed message of its confirmed expense bill: the bill's number, the error
 * in words, and in the drawer each attempt and the body as signed. Its address is under `.invalid` (RFC 2606: it
 * never resolves), so nothing is ever connected to. Each language's screens are written to `screenshots/webhook/` (git-ignored) and checked as every page is:
 * axe (serious or critical), no text cut or broken mid-word and, in Chinese, no English but the product's name.
 */

// axe is injected into the page; the portal's Content-Security-Policy would refuse the script.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
test.afterEach(async ({ page, request }) => resetPreferences(page, request));

const url = 'https://8.8.8.8/hook';

const look = (page: Page, language: string, what: string, problems: string[]) =>
  lookAt(page, what, problems, { folder: 'webhook', language, mouseAt: { x: 1279, y: 799 } });

for (const language of ['zh-chs', 'en'] as const)
  test(`registers an endpoint, shows its secret once and lists it; allowlist and deliveries open (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const description = `${language === 'en' ? 'ERP' : '采购系统'} ${unique()}`;
    await openSignedIn(page, 'admin', 'about:blank');
    await choosePreferences(page, { theme: 'd2', language });
    await page.goto('/System/Webhooks');
    await settle(page, 'd2');
    await expect(page.getByTestId('list-table')).toBeVisible();
    await look(page, language, 'endpoints', problems);

    await page.getByTestId('webhook-new').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('webhook-url') });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('webhook-url').fill(url);
    await dialog.getByTestId('webhook-description').fill(description);
    await look(page, language, 'endpoint-dialog', problems);
    await dialog.getByTestId('webhook-save').click();

    // The secret, once: a read-only field with the secret, the warning and how the receiver checks a message.
    const secret = page.getByTestId('webhook-secret');
    await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const shown = await secret.inputValue();
    await expect(page.getByTestId('webhook-secret-verify')).toContainText('webhook-signature');
    await expect(page.getByTestId('webhook-secret-url')).toContainText(url);
    await look(page, language, 'secret', problems);
    await page.getByTestId('webhook-secret-done').click();
    await expect(secret).toHaveCount(0);
    expect(await page.content()).not.toContain(shown);

    // The endpoint on the list, enabled, its events as words.
    const row = page.locator('.lt-body .ant-table-row').filter({ hasText: description });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(url);
    await expect(row.locator('[data-state="enabled"]')).toHaveText(language === 'en' ? 'Enabled' : '启用');
    await expect(row).toContainText(language === 'en' ? 'Delivery note shipped' : '送货单已发货');
    await look(page, language, 'endpoints-with-row', problems);

    await row.locator('input[type=checkbox]').check();
    await expect(page.getByTestId('webhook-rotate')).toBeEnabled();
    await look(page, language, 'endpoints-selected', problems);

    // A new secret asks first: the old one keeps signing for a day unless revoked at once (the box); cancelled here.
    await page.getByTestId('webhook-rotate').click();
    await expect(page.getByTestId('webhook-rotate-revoke')).toBeVisible();
    await expect(page.getByTestId('webhook-rotate-revoke')).not.toBeChecked();
    await look(page, language, 'rotate-question', problems);
    await page.getByTestId('webhook-ask-rotate-cancel').click();
    await expect(page.getByTestId('webhook-rotate-revoke')).toHaveCount(0);

    await page.getByTestId('webhook-allowlist-open').click();
    await expect(page.getByTestId('webhook-allowlist')).toBeVisible();
    await look(page, language, 'allowlist', problems);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('webhook-allowlist')).toHaveCount(0);

    await page.goto('/System/WebhookDeliveries');
    await settle(page, 'd2');
    await expect(page.getByTestId('webhook-send-again')).toBeDisabled();
    await look(page, language, 'deliveries', problems);

    expect(problems).toEqual([]);
  });

type DeliveryRow = { ID: number; URL: string; ATTEMPTS: number; DOCUMENT: string | null };

/** A confirmed V001 expense bill (the buyer raises and sends it, vendor1 confirms): a `bill.confirmed` of V001. */
async function confirmedBill(request: APIRequestContext): Promise<string> {
  const buyer = await apiAs(request, 'buyer');
  const bill = await buyer.post<{ ID: number; BILL_NO: string }>(apiPaths.expenseBill.addOrModifySave, {
    VENDOR_CODE: 'V001',
    EXPENSE_KIND: 'freight',
    DIRECTION: 'add',
    AMOUNT: '12.5',
    TAX_RATE: '0',
    CURRENCY: 'CNY',
    REASON: 'freight',
    PERIOD: '2026-11',
  });
  await buyer.post(apiPaths.expenseBill.send, { ID: bill.data.ID });
  await (await apiAs(request, 'vendor1')).post(apiPaths.expenseBill.confirm, { ID: bill.data.ID });
  return bill.data.BILL_NO;
}

for (const language of ['zh-chs', 'en'] as const)
  test(`a vendor registers its own endpoint and reads a failed message: document, error in words, attempts and body (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const address = `https://hooks-${unique()}-${language}.invalid/srm`;
    await openSignedIn(page, 'vendor1', 'about:blank');
    await choosePreferences(page, { theme: 'd2', language });
    await page.goto('/System/Webhooks');
    await settle(page, 'd2');
    await expect(page.getByTestId('list-table')).toBeVisible();
    // The allowlist is the organisation's administrators'.
    await expect(page.getByTestId('webhook-allowlist-open')).toHaveCount(0);

    await page.getByTestId('webhook-new').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('webhook-url') });
    await expect(dialog.locator('[data-group]')).toHaveCount(4);
    await expect(dialog.locator('[data-group="quality"]')).toContainText(
      language === 'en' ? 'NCR opened' : '不合格品报告已发起',
    );
    // Every reason the address is refused, at once: credentials, plain http, a private address.
    await dialog.getByTestId('webhook-url').fill('http://user:secret@10.1.2.3/hook');
    await dialog.getByTestId('webhook-save').click();
    const refusal = page.getByTestId('webhook-error');
    await expect(refusal.locator('li')).toHaveCount(3);
    await expect(refusal).not.toContainText('secret');
    await look(page, language, 'vendor-address-refused', problems);
    await dialog.getByTestId('webhook-url').fill(address);
    await dialog.getByTestId('webhook-save').click();
    await page.getByTestId('webhook-secret-done').click();
    await expect(page.locator('.lt-body .ant-table-row').filter({ hasText: address })).toHaveCount(1);

    // An event of V001's; its first attempt fails (the host never resolves).
    const billNo = await confirmedBill(request);
    const vendor = await apiAs(request, 'vendor1');
    const deliveries = async () =>
      (await vendor.post<DeliveryRow[]>('WebhookDelivery/LoadData', { Page: 1, Limit: 100 })).data.filter(
        (d) => d.URL === address && d.DOCUMENT === billNo,
      );
    await expect
      .poll(async () => (await deliveries())[0]?.ATTEMPTS ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);

    await page.goto('/System/WebhookDeliveries');
    await settle(page, 'd2');
    const row = page.locator('.lt-body .ant-table-row').filter({ hasText: address });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(billNo);
    const sentence =
      language === 'en' ? "The receiver's host name does not resolve" : '接收地址的主机名无法解析';
    await expect(row).toContainText(sentence);
    await look(page, language, 'vendor-deliveries', problems);

    await row.locator('input[type=checkbox]').check();
    await page.getByTestId('webhook-open').click();
    const drawer = page.getByTestId('webhook-drawer');
    await expect(drawer.getByTestId('webhook-drawer-title')).toContainText(billNo);
    await expect(drawer.getByTestId('webhook-attempt-result').first()).toContainText(sentence);
    await expect(drawer.getByTestId('webhook-body')).toContainText(`"billNo": "${billNo}"`);
    await look(page, language, 'vendor-delivery-drawer', problems);
    await page.keyboard.press('Escape');
    await expect(drawer.getByTestId('webhook-body')).toHaveCount(0);

    // Tidy: the endpoint (and its retries) go.
    const mine = await vendor.post<{ ID: number; URL: string }[]>('WebhookEndpoint/LoadData', {
      Page: 1,
      Limit: 100,
    });
    const endpoint = mine.data.find((e) => e.URL === address)!;
    await vendor.post(apiPaths.webhook.remove, { ID: endpoint.ID });

    expect(problems).toEqual([]);
  });
