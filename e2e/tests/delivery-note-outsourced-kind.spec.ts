import { expect, test } from '../support/test.ts';
import { addFirstOpenLines, notesPath, rowsOf, signedIn } from './delivery-support.ts';

/** The same screens for outsourced notes and downstream vendors' notes (PRODUCT §5). */

test('an outsourced note draws on outsourcing orders and is listed apart from delivery notes', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'vendor1', '/DeliveryNote/Outsourced');
  await page.getByTestId('dn-add').click();
  const [line] = await addFirstOpenLines(page, 1);
  // Demo outsourcing orders are numbered 46…, purchase orders 45….
  expect(line!.po).toMatch(/^46/);
  await page.getByTestId('dn-save').click();
  await expect(page.getByTestId('dn-status')).toHaveText('未处理');
  const deliveryNo = (await page.getByTestId('dn-number').innerText()).trim();
  await page.getByTestId('dn-back').click();
  await expect(page.locator('.dn-list').getByRole('button', { name: deliveryNo })).toBeVisible();

  await page.goto(notesPath);
  const list = page.locator('.dn-list').getByTestId('list-table');
  await expect(rowsOf(list).first()).toBeVisible();
  await expect(list).not.toContainText(deliveryNo);
});

test("a downstream vendor's note reaches its parent vendor, who acts on it as the buyer", async ({
  browser,
}) => {
  const sub = await signedIn(browser, 'vendor3', '/DeliveryNote/SubDeliveryNote');
  await sub.getByTestId('dn-add').click();
  await addFirstOpenLines(sub, 1);
  await sub.getByTestId('dn-save').click();
  await expect(sub.getByTestId('dn-status')).toHaveText('未处理');
  const deliveryNo = (await sub.getByTestId('dn-number').innerText()).trim();
  await expect(sub.getByTestId('dn-action-edit')).toBeVisible();

  // vendor1 (the parent) sees it, may audit it but not edit it, and creates no downstream notes itself.
  const parent = await signedIn(browser, 'vendor1', '/DeliveryNote/SubDeliveryNote');
  await expect(parent.getByTestId('dn-add')).toHaveCount(0);
  const row = rowsOf(parent.locator('.dn-list').getByTestId('list-table')).filter({ hasText: deliveryNo });
  await row.getByRole('button', { name: deliveryNo }).click();
  await expect(parent.getByTestId('dn-status')).toHaveText('未处理');
  await expect(parent.getByTestId('dn-action-edit')).toHaveCount(0);
  await parent.getByTestId('dn-action-audit').click();
  await parent.getByTestId('dn-confirm-audit-ok').click();
  await expect(parent.getByTestId('dn-status')).toHaveText('已审核');
  await expect(parent.getByTestId('dn-action-void')).toBeVisible();

  // vendor2 has no part in it.
  const other = await signedIn(browser, 'vendor2', '/DeliveryNote/SubDeliveryNote');
  await expect(other.locator('.dn-list').getByTestId('list-table')).not.toContainText(deliveryNo);
});
