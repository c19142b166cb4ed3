import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  addFirstOpenLines,
  cellByCaption,
  gridCell,
  notesPath,
  plus,
  quantityIn,
  rowsOf,
  searchLines,
  signedIn,
} from './delivery-support.ts';
import { apiAs } from './list-table-support.ts';

/**
 * Feedback before the server refuses (issue #15 item 5): an over-quantity line shows the allowed figure — the one
 * the server enforces, over-delivery allowance included — under its input while the vendor types; the state
 * changes a user cannot take back (audit, ship, void, receive) say what will happen and ask first.
 */

test.describe.configure({ timeout: 180_000 });

const statusOf = (page: Page) => page.getByTestId('dn-status');
const plain = (text: string) => text.replace(/,/g, '');

/** Adds one open order line (found over the API) to the note being edited, through the add-row dialog. */
async function addLine(page: Page, line: Record<string, unknown>) {
  await page.getByTestId('dn-add-row').click();
  const dialog = page.getByTestId('dn-order-lines');
  const table = dialog.getByTestId('list-table');
  await expect(rowsOf(table).first()).toBeVisible();
  await searchLines(page, table, 'PO_NO', [String(line.PO_NO)]);
  await table
    .locator(`tr.ant-table-row[data-row-key="${String(line.ID)}"]`)
    .locator('.ant-checkbox-input')
    .check();
  await page.getByTestId('dn-lines-confirm').click();
  await expect(dialog).toBeHidden();
}

/** Counts the note saves the page sends from now on. */
function countSaves(page: Page) {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/DeliveryNote\/Save/.test(r.url())) saves.push(r.url());
  });
  return saves;
}

test('an over-quantity shows the allowed figure (with the over-delivery allowance) at once; correcting it removes it', async ({
  browser,
  request,
}) => {
  // An open order line of vendor1 with an over-delivery allowance (the demo's tolerant part).
  const api = await apiAs(request, 'vendor1');
  const open = (
    await api.post<Record<string, unknown>[]>('DeliveryNote/OpenOrderLines', {
      LIST_ROUTE: `${notesPath}/OrderLines`,
      Page: 1,
      Limit: 1000,
      Params: [],
    })
  ).data;
  const tolerant = open.find((r) => Number(r.OVER_PCT) > 0);
  const strict = open.find((r) => Number(r.OVER_PCT) === 0 && r.PO_NO !== tolerant?.PO_NO);
  expect(tolerant, 'an open order line with an over-delivery allowance').toBeTruthy();
  expect(strict, 'an open order line without one').toBeTruthy();

  const page = await signedIn(browser, 'vendor1');
  const saves = countSaves(page);
  await page.getByTestId('dn-add').click();
  await addLine(page, tolerant!);
  await addLine(page, strict!);
  const grid = page.getByTestId('dn-lines-grid');
  await expect(rowsOf(grid)).toHaveCount(2);
  const figure = async (row: number, caption: string) =>
    plain(await (await cellByCaption(grid, rowsOf(grid).nth(row), caption)).innerText()).trim();
  // Remaining and most deliverable: the tolerant line may take more than remains.
  const remaining = '未交数量';
  const most = '最多可送';
  const max = await figure(0, most);
  expect(Number(max)).toBeGreaterThan(Number(await figure(0, remaining)));
  const strictMax = await figure(1, most);
  expect(strictMax).toBe(await figure(1, remaining));

  // Typing one over: the allowed figure shows under the input at once, the focus stays, nothing is sent.
  const cell = gridCell(page, 'DELIVERY_QTY', 0);
  const hint = page.getByTestId('dn-allowed-0');
  await cell.click();
  await cell.press('ControlOrMeta+a');
  await page.keyboard.type(plus(max, '1'));
  await expect(hint).toBeVisible();
  await expect(cell).toBeFocused();
  expect(plain(await hint.innerText())).toContain(`≤ ${max} 可送`);
  await expect(hint).toContainText('含超送允许量');
  await expect(cell).toHaveAttribute('aria-describedby', await hint.getAttribute('id').then(String));
  expect(saves).toHaveLength(0);
  // The other row is within its figure: no hint there.
  await expect(page.getByTestId('dn-allowed-1')).toHaveCount(0);

  // The figure is the server's: saving anyway is refused with the same number.
  await page.getByTestId('dn-save').click();
  await expect(page.getByTestId('dn-refusal')).toContainText(`最多还可送 ${max}`);

  // Corrected (to exactly the figure): the hint goes at once.
  await cell.fill(max);
  await expect(hint).toHaveCount(0);
  await gridCell(page, 'DELIVERY_QTY', 1).fill(plus(strictMax, '2'));
  await expect(page.getByTestId('dn-allowed-1')).toBeVisible();
  expect(plain(await page.getByTestId('dn-allowed-1').innerText())).toBe(`≤ ${strictMax} 可送`);
  await gridCell(page, 'DELIVERY_QTY', 1).fill('1');
  await expect(page.getByTestId('dn-allowed-1')).toHaveCount(0);
  await expect(page.locator('.dn-cell-hint')).toHaveCount(0);
});

/** vendor1 creates a note of one open line (1 piece) and lands on its index view. */
async function createNote(page: Page) {
  await page.getByTestId('dn-add').click();
  await addFirstOpenLines(page, 1);
  await gridCell(page, 'DELIVERY_QTY', 0).fill('1');
  await page.getByTestId('dn-save').click();
  await expect(statusOf(page)).toHaveText('未处理');
  return (await page.getByTestId('dn-number').innerText()).trim();
}

/** After a reload the note is still in `status`: nothing was sent to the server. */
async function stillAfterReload(page: Page, status: string) {
  await page.reload();
  await expect(statusOf(page)).toHaveText(status);
}

test('audit, ship, receive and void say what will happen and ask first: cancelling changes nothing', async ({
  browser,
}) => {
  const vendor = await signedIn(browser, 'vendor1');
  const deliveryNo = await createNote(vendor);

  // Audit asks, with what it does; cancel leaves the note unprocessed.
  const audit = vendor.getByTestId('dn-confirm-audit');
  await vendor.getByTestId('dn-action-audit').click();
  await expect(vendor.locator('.ant-modal-confirm')).toContainText(`审核送货单 ${deliveryNo}？`);
  await expect(audit).toContainText('单据将被锁定，明细不能再修改');
  await expect(audit).toContainText('采购员会收到邮件通知');
  await expect(audit).toContainText('只有在其标签尚未打印或装箱时，才能再反审核');
  await vendor.getByTestId('dn-confirm-audit-cancel').click();
  await expect(audit).toBeHidden();
  await expect(statusOf(vendor)).toHaveText('未处理');
  await stillAfterReload(vendor, '未处理');
  await vendor.getByTestId('dn-action-audit').click();
  await vendor.getByTestId('dn-confirm-audit-ok').click();
  await expect(statusOf(vendor)).toHaveText('已审核');

  // Ship: the dialog says the note can no longer be changed; cancel leaves it audited.
  await vendor.getByTestId('dn-action-ship').click();
  const ship = vendor.getByTestId('dn-ship-consequences');
  await expect(ship).toBeVisible();
  await expect(ship).toContainText('单据变为「在途」，不能再修改、反审核或作废');
  await vendor
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(ship).toBeHidden();
  await stillAfterReload(vendor, '已审核');
  await vendor.getByTestId('dn-action-ship').click();
  await vendor.getByTestId('dn-ship-company').fill('顺丰速运');
  await vendor.getByTestId('dn-ship-tracking').fill(`SF-${deliveryNo}`);
  await vendor.getByTestId('dn-ship-ok').click();
  await expect(statusOf(vendor)).toHaveText('在途');

  // Receive (the buyer): the dialog says it is final and what a shortage does; cancel leaves it in transit.
  const buyer = await signedIn(browser, 'buyer', vendor.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(statusOf(buyer)).toHaveText('在途');
  await buyer.getByTestId('dn-action-receive').click();
  const receive = buyer.getByTestId('dn-receive-consequences');
  await expect(receive).toBeVisible();
  await expect(receive).toContainText('单据将按下列实收数量收货，且不可撤销');
  await expect(receive).toContainText('少收的行记为短收，并以邮件通知供应商');
  await buyer
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(receive).toBeHidden();
  await stillAfterReload(buyer, '在途');
  await buyer.getByTestId('dn-action-receive').click();
  await buyer.getByTestId('dn-receive-ok').click();
  await expect(statusOf(buyer)).toHaveText('已收货');
  expect(await quantityIn(buyer.getByTestId('dn-received').first())).toBe('1');

  // A second note: the editor's audit asks too, and so does the list's.
  await vendor.goto(notesPath);
  const second = await createNote(vendor);
  await vendor.getByTestId('dn-action-edit').click();
  await expect(vendor.getByTestId('dn-editor')).toBeVisible();
  await vendor.getByTestId('dn-editor-audit').click();
  await expect(audit).toContainText('单据将被锁定');
  await vendor.getByTestId('dn-confirm-audit-cancel').click();
  await expect(audit).toBeHidden();
  await expect(vendor.getByTestId('dn-editor')).toBeVisible();
  await vendor.getByTestId('dn-cancel').click();
  await expect(statusOf(vendor)).toHaveText('未处理');
  await vendor.getByTestId('dn-back').click();
  const list = vendor.locator('.dn-list').getByTestId('list-table');
  const listed = rowsOf(list).filter({ hasText: second });
  await listed.locator('.ant-checkbox-input').check();
  await vendor.getByTestId('dn-list-audit').click();
  await expect(vendor.locator('.ant-modal-confirm')).toContainText(`审核送货单 ${second}？`);
  await vendor.getByTestId('dn-confirm-audit-cancel').click();
  await expect(audit).toBeHidden();
  await expect(listed.locator('.dn-status')).toHaveText('未处理');

  // Void: the dialog says it is for good and what goes with it; cancel leaves the note unprocessed.
  await listed.getByRole('button', { name: second }).click();
  await expect(statusOf(vendor)).toHaveText('未处理');
  await vendor.getByTestId('dn-action-void').click();
  const voiding = vendor.getByTestId('dn-void-consequences');
  await expect(voiding).toBeVisible();
  await expect(voiding).toContainText('单据将被作废且不可恢复，其数量释放回订单');
  await expect(voiding).toContainText('其标签和外箱一并作废');
  await vendor
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(voiding).toBeHidden();
  await stillAfterReload(vendor, '未处理');
  await vendor.getByTestId('dn-action-void').click();
  await vendor.getByTestId('dn-void-reason').fill('重复建单');
  await vendor.getByTestId('dn-void-ok').click();
  await expect(statusOf(vendor)).toHaveText('已作废');
});
