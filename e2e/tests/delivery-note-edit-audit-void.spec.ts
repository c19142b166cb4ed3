import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  addFirstOpenLines,
  cellByCaption,
  gridCell,
  minus,
  notesPath,
  quantityIn,
  rowsOf,
  signedIn,
} from './delivery-support.ts';

/** Edit, un-audit and void of delivery notes (PRODUCT §5), and the server's refusals shown as they come. */

const statusOf = (page: Page) => page.getByTestId('dn-status');

/** vendor1 creates a note from the first open line (quantity `qty`) and lands on its index view. */
async function createNote(page: Page, qty?: string) {
  await page.getByTestId('dn-add').click();
  const [line] = await addFirstOpenLines(page, 1);
  if (qty) await gridCell(page, 'DELIVERY_QTY', 0).fill(qty);
  await page.getByTestId('dn-save').click();
  await expect(statusOf(page)).toHaveText('未处理');
  return { line: line!, deliveryNo: (await page.getByTestId('dn-number').innerText()).trim() };
}

test('a vendor edits a note in status 1: quantities, rows added, changed and removed; boxes follow live', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'vendor1');
  const { line, deliveryNo } = await createNote(page, '7');

  await page.getByTestId('dn-action-edit').click();
  await expect(page.getByTestId('dn-editor')).toBeVisible();
  await expect(gridCell(page, 'DELIVERY_QTY', 0)).toHaveValue('7');
  // Boxes = ceil(quantity / per box), live while typing.
  await gridCell(page, 'PACKING_QTY', 0).fill('3');
  await expect(page.getByTestId('dn-boxes').first()).toHaveText('3');
  await gridCell(page, 'DELIVERY_QTY', 0).fill('10.5');
  await expect(page.getByTestId('dn-boxes').first()).toHaveText('4');
  // A malformed quantity is caught on the grid before anything is sent.
  await gridCell(page, 'DELIVERY_QTY', 0).fill('1.23456');
  await page.getByTestId('dn-save').click();
  await expect(page.getByTestId('dn-refusal')).toContainText('请先修正标红的单元格');
  await gridCell(page, 'DELIVERY_QTY', 0).fill('10.5');
  // Enter moves to the same cell of the next row.
  const [, second] = await addFirstOpenLines(page, 2);
  await gridCell(page, 'DELIVERY_QTY', 0).press('Enter');
  await expect(gridCell(page, 'DELIVERY_QTY', 1)).toBeFocused();
  await expect(gridCell(page, 'DELIVERY_QTY', 1)).toHaveValue(minus(line.remaining, '10.5'));
  await expect(gridCell(page, 'DELIVERY_QTY', 2)).toHaveValue(second!.remaining);

  // Change material: the second row takes another line of the same order.
  const grid = page.getByTestId('dn-lines-grid');
  await rowsOf(grid)
    .nth(1)
    .getByRole('button', { name: /^更换物料/ })
    .click();
  const dialog = page.getByTestId('dn-order-lines');
  await expect(dialog).toBeVisible();
  // The order's other lines arrive after the dialog opens: count them once the list has answered (a count read at
  // once found none on a busy run and took the cancel branch).
  await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(dialog.locator('.ant-table-row, .ant-empty').first()).toBeVisible();
  const options = rowsOf(dialog);
  if ((await options.count()) > 0) {
    await options.first().dblclick();
    await expect(dialog).toBeHidden();
    const po = (await (await cellByCaption(grid, rowsOf(grid).nth(1), '订单号/行号')).innerText()).trim();
    expect(po.split('/')[0]).toBe(line.po);
    expect(po).not.toBe(`${line.po}/${line.item}`);
  } else {
    await page
      .locator('.ant-modal')
      .filter({ has: dialog })
      .getByRole('button', { name: /取\s*消/ })
      .click();
  }
  // Remove the last row, save: the note keeps its number.
  await rowsOf(grid)
    .nth(2)
    .getByRole('button', { name: /^删除行/ })
    .click();
  await expect(rowsOf(grid)).toHaveCount(2);
  await page.getByTestId('dn-save').click();
  await expect(page.getByTestId('dn-detail')).toBeVisible();
  await expect(page.getByTestId('dn-number')).toHaveText(deliveryNo);
  const lines = page.getByTestId('dn-lines');
  await expect(rowsOf(lines)).toHaveCount(2);
  await expect(await cellByCaption(lines, rowsOf(lines).first(), '送货数量')).toHaveText('10.5');
  await expect(await cellByCaption(lines, rowsOf(lines).first(), '箱数')).toHaveText('4');
});

test('audit freezes a note, un-audit opens it again; a void needs a reason and frees the quantity', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'vendor1');
  const { line, deliveryNo } = await createNote(page, '1');

  await page.getByTestId('dn-action-audit').click();
  await page.getByTestId('dn-confirm-audit-ok').click();
  await expect(statusOf(page)).toHaveText('已审核');
  await expect(page.getByTestId('dn-action-edit')).toHaveCount(0);
  // A vendor may not void an audited note: the button is not offered.
  await expect(page.getByTestId('dn-action-void')).toHaveCount(0);
  await page.getByTestId('dn-action-unAudit').click();
  await expect(statusOf(page)).toHaveText('未处理');
  await expect(page.getByTestId('dn-action-edit')).toBeVisible();

  // Void: the reason is required; the note ends voided with its reason shown.
  await page.getByTestId('dn-action-void').click();
  await page.getByTestId('dn-void-ok').click();
  await expect(page.getByText('请输入作废原因')).toBeVisible();
  await page.getByTestId('dn-void-reason').fill('数量填错，重新开单');
  await page.getByTestId('dn-void-ok').click();
  await expect(statusOf(page)).toHaveText('已作废');
  await expect(
    page.getByTestId('dn-toolbar').getByRole('button', { name: /审核|发货|作废|修改/ }),
  ).toHaveCount(0);
  await expect(page.locator('.dn-header').getByText('数量填错，重新开单')).toBeVisible();

  // The voided quantity is free again: the order line offers its full remaining quantity.
  await page.getByTestId('dn-back').click();
  await page.getByTestId('dn-add').click();
  const [again] = await addFirstOpenLines(page, 1);
  expect(again!.id).toBe(line.id);
  expect(again!.remaining).toBe(line.remaining);
  await page.getByTestId('dn-cancel').click();
  await page.getByRole('button', { name: '放弃修改' }).click();
  await expect(page.locator('.dn-list').getByRole('button', { name: deliveryNo })).toBeVisible();
});

test('a note that moved on meanwhile: the refusal of the server is shown, and the note as it is now', async ({
  browser,
}) => {
  const vendor = await signedIn(browser, 'vendor1');
  const { deliveryNo } = await createNote(vendor, '1');
  const url = new URL(vendor.url());

  // The buyer audits it while the vendor still has it open in status 1.
  const buyer = await signedIn(browser, 'buyer', `${notesPath}${url.search}`);
  await expect(buyer.getByTestId('dn-number')).toHaveText(deliveryNo);
  await expect(buyer.getByTestId('dn-action-edit')).toHaveCount(0);
  await buyer.getByTestId('dn-action-audit').click();
  await buyer.getByTestId('dn-confirm-audit-ok').click();
  await expect(statusOf(buyer)).toHaveText('已审核');
  // Staff may void an audited note.
  await expect(buyer.getByTestId('dn-action-void')).toBeVisible();

  await vendor.getByTestId('dn-action-audit').click();
  await vendor.getByTestId('dn-confirm-audit-ok').click();
  await expect(vendor.getByTestId('dn-refusal')).toContainText('送货单当前状态为「已审核」，不能审核');
  await expect(statusOf(vendor)).toHaveText('已审核');
  // The list shows it audited too, with its total.
  await vendor.getByTestId('dn-back').click();
  const row = rowsOf(vendor.locator('.dn-list').getByTestId('list-table')).filter({ hasText: deliveryNo });
  await expect(row.locator('.dn-status')).toHaveText('已审核');
  expect(await quantityIn(row.locator('td.lt-num').last())).toBe('1');
});

test('unsaved lines survive a trip to another tab and a reload, and can be discarded', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'vendor1');
  await page.getByTestId('dn-add').click();
  const [line] = await addFirstOpenLines(page, 1);
  await gridCell(page, 'DELIVERY_QTY', 0).fill('3');
  await gridCell(page, 'LOT_NO', 0).fill('LOT-DRAFT');

  const shellTab = (title: string) => page.getByTestId('shell-tab').filter({ hasText: title });
  await shellTab('首页').click();
  await expect(page).toHaveURL(/\/index$/);
  // Back to the editor the way a person returns (the restored tab list of earlier tests may differ).
  await page.goBack();
  await expect(page.getByTestId('dn-editor')).toBeVisible();
  // The tab kept the page alive: the lines are still there.
  await expect(gridCell(page, 'DELIVERY_QTY', 0)).toHaveValue('3');
  // A reload loses the page; the draft kept in the browser session brings the lines back, and says so.
  await page.reload();
  await expect(page.getByTestId('dn-editor')).toBeVisible();
  await expect(page.getByTestId('dn-draft-restored')).toBeVisible();
  await expect(gridCell(page, 'DELIVERY_QTY', 0)).toHaveValue('3');
  await expect(gridCell(page, 'LOT_NO', 0)).toHaveValue('LOT-DRAFT');
  expect(
    (
      await (
        await cellByCaption(
          page.getByTestId('dn-lines-grid'),
          rowsOf(page.getByTestId('dn-lines-grid')).first(),
          '订单号/行号',
        )
      ).innerText()
    ).trim(),
  ).toBe(`${line!.po}/${line!.item}`);

  await page.getByTestId('dn-draft-restored').getByRole('button').click();
  await expect(rowsOf(page.getByTestId('dn-lines-grid'))).toHaveCount(0);
  await expect(page.getByTestId('dn-draft-restored')).toHaveCount(0);
});
