import type { Browser, Page } from '@playwright/test';
import { selectOption, selectOptions } from '../support/antd.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { printedPdf } from '../support/printed-pdf.ts';
import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Money end to end (issue #13): the buyer writes and sends an expense bill with a PDF, vendor1 reads the PDF and
 * confirms the bill; the buyer builds a statement of every eligible line (the bill and V001's received lines) and
 * sends it; vendor1 rejects the bill's line with a reason and explains it in the dispute thread with a PDF; the
 * buyer reads it, removes that line and sends again; vendor1 confirms; finance records an invoice outside tolerance
 * (blocked, the differences shown), corrects it, approves, closes and prints the statement, which still shows the
 * vendor's rejection and what was done about it. Each user in a browser of their own; every step waits for what
 * the user sees.
 */
async function as(browser: Browser, user: string, path: string): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openSignedIn(page, user, path);
  return page;
}

/** Confirms the "are you sure" question of an irreversible step. */
const agree = (page: Page) => page.getByTestId('st-ask-ok').click();
const state = (page: Page, code: number) =>
  expect(page.getByTestId('st-state').locator(`[data-state="${code}"]`)).toBeVisible();

const receiptPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a statement goes from the buyer to the vendor and back, then to finance', async ({ browser }) => {
  test.setTimeout(180_000);
  const reason = `E2E freight ${Date.now()}`;

  // The buyer writes a bill for V001 and sends it.
  let page = await as(browser, 'buyer', '/DeliveryNote/ExpenseBill');
  await page.getByTestId('eb-new').click();
  await page.getByTestId('eb-vendor').click();
  await page.keyboard.type('V001');
  await selectOption(page, 'V001').first().click();
  await page.getByTestId('eb-kind').click();
  await selectOptions(page).first().click();
  await page.getByTestId('eb-amount').fill('100.05');
  await page.getByTestId('eb-rate').fill('13');
  // The tax as the server will compute it: round(100.05 × 13 %, 2) half-up = 13.01.
  await expect(page.getByTestId('eb-tax')).toHaveText('13.01');
  await page.getByTestId('eb-reason').fill(reason);
  // The freight receipt as a PDF: uploaded at once, kept by the save.
  await page
    .getByTestId('eb-attachments')
    .locator('input[type=file]')
    .setInputFiles({ name: '运费单.pdf', mimeType: 'application/pdf', buffer: receiptPdf });
  // Listed with its size once the server took it.
  await expect(page.getByTestId('eb-attachments').getByText(/运费单\.pdf \(\d+ KB\)/)).toBeVisible();
  await page.getByTestId('eb-save').click();
  const title = page.getByTestId('eb-detail-title');
  await expect(title).toBeVisible();
  const billNo = (await title.getAttribute('data-no'))!;
  await expect(page.getByTestId('eb-detail-with-tax')).toHaveText('113.06');
  await page.getByTestId('eb-detail-send').click();
  await page.getByTestId('eb-ask-ok').click();
  await expect(page.getByTestId('eb-detail-send')).toBeHidden();
  await page.context().close();

  // vendor1 confirms it.
  page = await as(browser, 'vendor1', '/DeliveryNote/ExpenseBill');
  await page.getByRole('button', { name: billNo }).click();
  // The vendor reads the buyer's receipt before confirming.
  const download = page.waitForResponse((r) => /\/api\/Attachment\/Download\?id=\d+/.test(r.url()));
  await page.getByTestId('eb-detail-attachments').getByRole('button', { name: '运费单.pdf' }).click();
  expect((await download).status()).toBe(200);
  await page.getByTestId('eb-detail-confirm').click();
  await page.getByTestId('eb-ask-ok').click();
  await expect(page.getByTestId('eb-detail').locator('[data-state="confirmed"]')).toBeVisible();
  await page.context().close();

  // The buyer builds a statement of every eligible line of V001 and sends it.
  page = await as(browser, 'buyer', '/DeliveryNote/ReconBillMstManage');
  await page.getByTestId('st-new').click();
  await page.getByTestId('st-vendor').click();
  await page.keyboard.type('V001');
  await selectOption(page, 'V001').first().click();
  const eligible = page.getByTestId('st-eligible');
  await expect(eligible.getByText(billNo)).toBeVisible();
  // The bill and at least one received line: one line stays once the bill's is removed.
  expect(await eligible.locator('tr.ant-table-row').count()).toBeGreaterThan(1);
  await page.getByTestId('st-create-all').click();
  const lines = page.getByTestId('st-lines');
  await expect(lines.getByText(billNo)).toBeVisible();
  await state(page, 1);
  const stNo = (await page.getByTestId('st-number').getAttribute('data-no'))!;
  await expect(page.getByTestId('st-rounding')).not.toBeEmpty();
  await page.getByTestId('st-action-send').click();
  await agree(page);
  await state(page, 2);
  await page.context().close();

  // vendor1 rejects the bill's line with a reason.
  page = await as(browser, 'vendor1', '/DeliveryNote/ReconBillMstManage/Vendor');
  await page.getByRole('button', { name: stNo }).click();
  await page.getByTestId('st-action-reject').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('st-reject-ok') });
  const billRow = dialog.locator('tr.ant-table-row', { hasText: billNo });
  await billRow.getByRole('checkbox').check();
  await billRow.getByRole('textbox').fill('Freight was agreed to be ours');
  await page.getByTestId('st-reject-ok').click();
  await state(page, 4);
  // …and explains it in the statement's dispute thread, about that line, with the signed freight terms.
  await page.getByTestId('dp-line').click();
  // The statement holds every eligible line of V001: the bill's line is found by typing its number.
  await page.keyboard.type(billNo);
  await selectOption(page, billNo).first().click();
  await page.getByTestId('dp-body').fill('See clause 4: freight is on the buyer');
  await page
    .getByTestId('dp-files')
    .locator('input[type=file]')
    .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: receiptPdf });
  await expect(page.getByTestId('dp-files').getByText(/terms\.pdf \(\d+ KB\)/)).toBeVisible();
  await page.getByTestId('dp-send').click();
  await expect(page.getByTestId('dp-message').last()).toContainText('See clause 4');
  await page.context().close();

  // The buyer sees the rejected line, removes it and sends the statement again.
  page = await as(browser, 'buyer', '/DeliveryNote/ReconBillMstManage');
  await page.getByRole('button', { name: stNo }).click();
  await expect(page.getByTestId('st-rejected-alert')).toBeVisible();
  const rejected = page.getByTestId('st-lines').locator('tr.ant-table-row', { hasText: billNo });
  await expect(rejected.getByText('Freight was agreed to be ours')).toBeVisible();
  const message = page.getByTestId('dp-message').last();
  await expect(message).toContainText('See clause 4: freight is on the buyer');
  await expect(message.getByRole('button', { name: 'terms.pdf' })).toBeVisible();
  await rejected.getByRole('checkbox').check();
  await page.getByTestId('st-action-removeLines').click();
  await agree(page);
  await expect(page.getByTestId('st-lines').getByText(billNo)).toBeHidden();
  await page.getByTestId('st-action-send').click();
  await agree(page);
  await state(page, 2);
  await page.context().close();

  // vendor1 confirms.
  page = await as(browser, 'vendor1', '/DeliveryNote/ReconBillMstManage/Vendor');
  await page.getByRole('button', { name: stNo }).click();
  await expect(page.getByTestId('st-line-rejected')).toHaveCount(0);
  await page.getByTestId('st-action-confirm').click();
  await agree(page);
  await state(page, 3);
  await page.context().close();

  // Finance records an invoice 10.00 above the statement: the match shows the difference, approval is blocked
  // until a reason is given; finance corrects the amount instead, the match agrees, finance approves, closes
  // and prints the statement.
  page = await as(browser, 'finance', '/DeliveryNote/ReconBillMstManage/Finance');
  await page.getByRole('button', { name: stNo }).click();
  const withTax = (await page.getByTestId('st-header-with-tax').innerText()).split(' ')[0]!;
  await page.getByTestId('st-action-approve').click();
  await page.getByTestId('st-invoice-no').fill(`INV-${Date.now()}`);
  const amount = page.getByTestId('st-invoice-amount');
  const proposed = await amount.inputValue();
  const [units, cents = '00'] = proposed.split('.');
  await amount.fill(`${BigInt(units!) + 10n}.${cents.padEnd(2, '0')}`);
  const match = page.getByTestId('st-match');
  await expect(match).toHaveAttribute('data-within', 'false');
  await expect(page.getByTestId('st-match-differences').locator('li')).not.toHaveCount(0);
  await expect(match.getByTestId('st-match-invoice').getByText('10.00', { exact: true })).toBeVisible();
  await page.getByTestId('st-approve-ok').click();
  // Blocked: a reason is asked for, and the statement stays confirmed.
  await expect(page.getByTestId('st-override')).toBeVisible();
  await expect(page.locator('.st-override .ant-form-item-explain-error')).toBeVisible();
  await state(page, 3);
  await amount.fill(proposed);
  await expect(match).toHaveAttribute('data-within', 'true');
  await expect(page.getByTestId('st-override')).toBeHidden();
  await page.getByTestId('st-approve-ok').click();
  await state(page, 5);
  await expect(page.getByTestId('st-override-alert')).toBeHidden();
  // The action says what it closes, and is not confused with the drawer's own close icon (issue #36).
  await expect(page.getByTestId('st-action-close')).toHaveAccessibleName('关闭对账单');
  await expect(page.getByRole('button', { name: '关闭', exact: true })).toHaveCount(1);
  await page.getByTestId('st-action-close').click();
  await agree(page);
  await state(page, 6);
  const pdf = readPdf(await printedPdf(page, page.getByTestId('st-print'), /\/ReconBillMst\/Print$/));
  expect(pdf.text).toContain(stNo);
  expect(pdf.text).toContain(withTax);
  // The closed statement still tells its rejection: the bill's line, why, by whom, and that purchasing removed it
  // (#36 item 7); the list's reject-reason column names it too.
  const trail = page.getByTestId('st-trail');
  await expect(trail).toContainText(billNo);
  await expect(trail).toContainText('vendor1');
  await expect(trail.getByTestId('st-trail-reason')).toHaveText('Freight was agreed to be ours');
  await expect(trail.getByTestId('st-trail-outcome')).toHaveAttribute('data-outcome', 'removed');
  await page.getByTestId('st-drawer').locator('.ant-drawer-close').click();
  await expect(page.getByTestId('st-drawer')).toBeHidden();
  await expect(page.locator('tr.ant-table-row', { hasText: stNo })).toContainText(
    `${billNo}: Freight was agreed to be ours`,
  );
  await page.context().close();
});
