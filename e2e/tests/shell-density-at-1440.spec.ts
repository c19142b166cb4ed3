import type { Locator, Page } from '@playwright/test';
import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { choosePreferences, resetPreferences } from './shell-support.ts';

/**
 * A day's work at 1440 × 900 with both menu panels open (issue #36): the amounts of finance's statement list, the
 * lot number and date code of the note editor and every column caption are in view without scrolling sideways, and
 * the second menu panel folds away and stays folded for its user.
 */
test.use({ viewport: { width: 1440, height: 900 } });
test.afterEach(async ({ page, request }) => resetPreferences(page, request));

/** `cell` lies inside the visible part of `container` (no sideways scroll needed to read it). */
async function inView(container: Locator, cell: Locator) {
  const [box, cellBox] = [await container.boundingBox(), await cell.boundingBox()];
  expect(box && cellBox).toBeTruthy();
  expect(cellBox!.x).toBeGreaterThanOrEqual(box!.x - 1);
  expect(cellBox!.x + cellBox!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
}

/** Captions whose text is cut (an ellipsis): none may be. */
const cutCaptions = (page: Page) =>
  page
    .locator('.lt-header-caption')
    .evaluateAll((nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent));

test('finance sees the amounts of its statements and whole English captions at 1440 px', async ({ page }) => {
  await openSignedIn(page, 'finance', 'about:blank');
  await choosePreferences(page, { language: 'en' });
  await page.goto('/DeliveryNote/ReconBillMstManage/Finance');
  const table = page.getByTestId('list-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  const body = table.locator('.ant-table-content, .ant-table-body').first();
  await inView(body, table.locator('th').filter({ hasText: 'Amount with tax' }).first());
  expect(await cutCaptions(page)).toEqual([]);
  // The user's name in the header reads whole.
  const user = page.getByTestId('current-user');
  expect(await user.evaluate((n) => n.scrollWidth <= n.clientWidth + 1)).toBe(true);
});

test('the note editor shows lot number and date code beside the quantity at 1440 px', async ({ page }) => {
  await openSignedIn(page, 'vendor1', '/DeliveryNote/MaintainDeliveryNote2');
  await page.getByTestId('dn-add').click();
  const grid = page.getByTestId('dn-lines-grid');
  await expect(grid).toBeVisible();
  const body = grid.locator('.ant-table-content, .ant-table-body').first();
  for (const caption of ['批次号', '日期码'])
    await inView(body, grid.locator('th').filter({ hasText: caption }).first());
});

test('the second menu panel folds away and stays folded after a reload', async ({ page }) => {
  await openSignedIn(page, 'buyer', '/DeliveryNote/MaintainDeliveryNote2');
  const panel = page.getByTestId('shell-panel');
  await expect(panel).toHaveAttribute('aria-hidden', 'false');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/User/SavePreferences') && r.ok());
  await panel.getByRole('button', { name: '收起二级菜单' }).click();
  await expect(panel).toHaveAttribute('aria-hidden', 'true');
  await saved;
  await page.reload();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.getByTestId('shell-panel')).toHaveAttribute('aria-hidden', 'true');
});
