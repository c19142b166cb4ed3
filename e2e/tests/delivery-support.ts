import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { selectOption } from '../support/antd.ts';
import { baseURL } from '../support/base-url.ts';
import { openSignedIn } from '../support/session.ts';

/** Helpers of the delivery specs (issue 6). Not a spec itself: Playwright only runs `*.spec.ts`. */

export const notesPath = '/DeliveryNote/MaintainDeliveryNote2';

/** A fresh browser context signed in as `userName`, on `path`. */
export async function signedIn(browser: Browser, userName: string, path = notesPath): Promise<Page> {
  // A context of its own per user (the fixture's `use` options do not apply to contexts made here).
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  await openSignedIn(page, userName, path);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
  return page;
}

/** The data rows of a list table (the measure row of antd excluded). */
export const rowsOf = (scope: Locator | Page) => scope.locator('tr.ant-table-row');

/** The cell of `row` under the column captioned `caption` (by header position). */
export async function cellByCaption(table: Locator, row: Locator, caption: string): Promise<Locator> {
  const headers = await table.locator('.ant-table-thead > tr > th').allInnerTexts();
  const index = headers.findIndex((h) => h.split('\n')[0]?.trim() === caption);
  expect(index, `column ${caption} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.locator(':scope > td').nth(index);
}

/** The text of a quantity cell as a plain decimal (no thousands separators). */
export async function quantityIn(cell: Locator): Promise<string> {
  return (await cell.innerText()).replace(/,/g, '').trim();
}

export type ChosenLine = { id: string; po: string; item: string; remaining: string; max: string };

/**
 * In the edit view: opens the add-order-row dialog, ticks the first `count` open lines and adds them. Returns
 * what the grid then shows of each new row (order line id, PO no/item, remaining, max deliverable).
 */
export async function addFirstOpenLines(page: Page, count: number): Promise<ChosenLine[]> {
  const grid = page.getByTestId('dn-lines-grid');
  const already = await rowsOf(grid).count();
  await page.getByTestId('dn-add-row').click();
  const dialog = page.getByTestId('dn-order-lines');
  const table = dialog.getByTestId('list-table');
  await expect(rowsOf(table).first()).toBeVisible();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = rowsOf(table).nth(i);
    ids.push((await row.getAttribute('data-row-key')) ?? '');
    await row.locator('.ant-checkbox-input').check();
  }
  await page.getByTestId('dn-lines-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(rowsOf(grid)).toHaveCount(already + count);
  const chosen: ChosenLine[] = [];
  for (let i = already; i < already + count; i++) {
    const row = rowsOf(grid).nth(i);
    const [po = '', item = ''] = (await (await cellByCaption(grid, row, '订单号/行号')).innerText())
      .trim()
      .split('/');
    chosen.push({
      id: ids[i - already]!,
      po,
      item,
      remaining: await quantityIn(await cellByCaption(grid, row, '未交数量')),
      max: await quantityIn(await cellByCaption(grid, row, '最多可送')),
    });
  }
  return chosen;
}

export const gridCell = (page: Page, field: string, row: number) =>
  page.getByTestId(`dn-cell-${field}-${row}`);

/**
 * Chooses a status in the per-module order status dropdown of the note list, and waits until the list shows only
 * notes of that status: rows of the unfiltered list painted before the filtered answer came must not be taken for
 * it (a busy machine once opened such a row, and the list then held it after it had changed status).
 */
export async function filterStatus(page: Page, label: string) {
  const filter = page.getByTestId('dn-status-filter');
  await filter.click();
  await selectOption(page, label).click();
  await expect(filter).toContainText(label);
  const statuses = page.locator('.dn-list').getByTestId('list-table').locator('tr.ant-table-row .dn-status');
  await expect(statuses.filter({ hasNotText: label })).toHaveCount(0);
}

/** Opens a note of the list by its number (the number is a link to the index view). */
export async function openNote(page: Page, deliveryNo: string) {
  const table = page.locator('.dn-list').getByTestId('list-table');
  await expect(table.getByRole('button', { name: deliveryNo })).toBeVisible();
  await table.getByRole('button', { name: deliveryNo }).click();
  await expect(page.getByTestId('dn-number')).toHaveText(deliveryNo);
}

/** Multi-line header search (type 6) of a list table column: one value per line, confirmed with OK. */
export async function searchLines(page: Page, table: Locator, field: string, values: string[]) {
  await table
    .locator(`.lt-header-search[data-field="${field}"]`)
    .getByLabel(/^搜索 /)
    .click();
  await page
    .locator('.ant-popover:visible')
    .getByLabel(/^每行一个值 /)
    .fill(values.join('\n'));
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
}

/** Exact decimal arithmetic on quantity strings (4 decimals, like the database). */
const scale = 10_000n;
const toScaled = (v: string) => {
  const [whole = '0', fraction = ''] = v.trim().split('.');
  return BigInt(whole) * scale + BigInt(fraction.padEnd(4, '0').slice(0, 4));
};
const fromScaled = (n: bigint) => {
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  const fraction = (abs % scale).toString().padStart(4, '0').replace(/0+$/, '');
  return `${sign}${abs / scale}${fraction ? `.${fraction}` : ''}`;
};
export const plus = (a: string, b: string) => fromScaled(toScaled(a) + toScaled(b));
export const minus = (a: string, b: string) => fromScaled(toScaled(a) - toScaled(b));
export const greater = (a: string, b: string) => toScaled(a) > toScaled(b);
