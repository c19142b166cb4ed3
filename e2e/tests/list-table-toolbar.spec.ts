import type { Page } from '@playwright/test';
import { readPdf } from '../support/pdf-reader.ts';
import { printedPdf } from '../support/printed-pdf.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import {
  allRows,
  apiAs,
  choose,
  expectTotal,
  header,
  headerSearch,
  nextLoad,
  openList,
  poRoute,
  type Row,
  resetListConfig,
  rows,
  table,
  tool,
} from './list-table-support.ts';

/** Spec §2.4 items 1, 6 and 7, §4 full screen and multi-page selection, on the purchase order report. */

test.describe.configure({ timeout: 120_000 });

type Body = { Page: number; Limit: number; OrderByParam?: string; OrderBySort?: number; Params: unknown[] };
const bodyOf = async (request: Promise<import('@playwright/test').Request>) =>
  (await request).postDataJSON() as Body;

test('header search by data type: text, number, dropdown, date range, multi-line list', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  await resetListConfig(api);
  const all = await allRows(api);
  await openList(page);

  // 1 text: "like", on Enter.
  let load = nextLoad(page);
  await headerSearch(page, 'VENDOR_NAME').fill('华东');
  await headerSearch(page, 'VENDOR_NAME').press('Enter');
  expect((await bodyOf(load)).Params).toEqual([
    { FIELD_NAME: 'VENDOR_NAME', ACTION_TYPE: 6, PARAM_VALUE: '华东', DATA_TYPE: 1 },
  ]);
  await expectTotal(page, all.filter((r) => String(r.VENDOR_NAME).includes('华东')).length);
  load = nextLoad(page);
  await headerSearch(page, 'VENDOR_NAME').fill('');
  expect((await bodyOf(load)).Params).toEqual([]);
  await expectTotal(page, all.length);

  // 3 number: equals, on Enter.
  load = nextLoad(page);
  await headerSearch(page, 'PO_ITEM').fill('20');
  await headerSearch(page, 'PO_ITEM').press('Enter');
  expect((await bodyOf(load)).Params).toEqual([
    { FIELD_NAME: 'PO_ITEM', ACTION_TYPE: 1, PARAM_VALUE: '20', DATA_TYPE: 3 },
  ]);
  await expectTotal(page, all.filter((r) => Number(r.PO_ITEM) === 20).length);
  await headerSearch(page, 'PO_ITEM').fill('');
  await headerSearch(page, 'PO_ITEM').press('Enter');
  await expectTotal(page, all.length);

  // 2 dropdown: on change.
  load = nextLoad(page);
  await choose(page, headerSearch(page, 'OVERDUE'), '逾期');
  expect((await bodyOf(load)).Params).toEqual([
    { FIELD_NAME: 'OVERDUE', ACTION_TYPE: 1, PARAM_VALUE: 'Y', DATA_TYPE: 2 },
  ]);
  // Overdue depends on today: read the rows again, so a run across midnight compares like with like.
  await expectTotal(page, (await allRows(api)).filter((r) => r.OVERDUE === 'Y').length);
  const overdue = header(page).locator('.lt-header-search[data-field="OVERDUE"] .ant-select');
  await overdue.hover();
  await overdue.locator('.ant-select-clear').click();
  await expectTotal(page, all.length);

  // 5 date range: yyyy/MM/dd HH:mm:ss-yyyy/MM/dd HH:mm:ss over whole days.
  const dues = all.map((r) => String(r.DUE_DATE).slice(0, 10)).sort();
  const from = dues[0]!;
  const to = dues[Math.floor(dues.length / 2)]!;
  // The due date's range (the report has other date columns too, e.g. the promised date of issue #32).
  const range = header(page)
    .locator('th')
    .filter({ has: page.getByLabel('搜索 交货日期', { exact: true }) });
  load = nextLoad(page);
  await range.getByPlaceholder('开始日期').click();
  await range.getByPlaceholder('开始日期').fill(from);
  await range.getByPlaceholder('开始日期').press('Enter');
  await range.getByPlaceholder('结束日期').fill(to);
  await range.getByPlaceholder('结束日期').press('Enter');
  const sent = (await bodyOf(load)).Params as { PARAM_VALUE: string; DATA_TYPE: number }[];
  expect(sent).toEqual([
    {
      FIELD_NAME: 'DUE_DATE',
      ACTION_TYPE: 1,
      DATA_TYPE: 5,
      PARAM_VALUE: `${from.replaceAll('-', '/')} 00:00:00-${to.replaceAll('-', '/')} 23:59:59`,
    },
  ]);
  await expectTotal(page, dues.filter((d) => d >= from && d <= to).length);
  await range.hover();
  await range.locator('.ant-picker-clear').click();
  await expectTotal(page, all.length);

  // 6 multi-line list: one value a line, joined by commas.
  const pos = [...new Set(all.map((r) => String(r.PO_NO)))].slice(0, 2);
  await headerSearch(page, 'PO_NO').click();
  load = nextLoad(page);
  await page
    .locator('.ant-popover:visible')
    .getByLabel(/^每行一个值 /)
    .fill(`${pos[0]}\n\n ${pos[1]} \n`);
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  expect((await bodyOf(load)).Params).toEqual([
    { FIELD_NAME: 'PO_NO', ACTION_TYPE: 1, PARAM_VALUE: pos.join(','), DATA_TYPE: 6 },
  ]);
  await expectTotal(page, all.filter((r) => pos.includes(String(r.PO_NO))).length);
  await expect(headerSearch(page, 'PO_NO')).toHaveValue(pos.join(','));
});

async function check(page: Page, index: number) {
  await rows(page).nth(index).locator('input[type=checkbox]').check();
}
async function goToPage(page: Page, n: number) {
  // The previous page stays on screen until the next one arrives: wait for the rows to change.
  const before = await rows(page).first().textContent();
  await table(page)
    .locator('.lt-footer')
    .getByRole('listitem', { name: String(n), exact: true })
    .click();
  await expect(table(page).locator('.ant-pagination-item-active')).toHaveText(String(n));
  await expect(rows(page).first()).not.toHaveText(before ?? '');
}

test('multi-page selection across three pages, the selected records drawer and clearing it', async ({
  page,
  request,
}) => {
  await resetListConfig(await apiAs(request, 'admin'));
  await openList(page);
  const poOf = async (i: number) => (await rows(page).nth(i).locator('td').nth(1).textContent())!.trim();
  const chosen: string[] = [];

  await check(page, 0);
  await check(page, 3);
  chosen.push(await poOf(0), await poOf(3));
  await expect(page.getByTestId('list-selected-count')).toHaveText('已选择 2 项');

  await goToPage(page, 2);
  await table(page).locator('.ant-table-header input[type=checkbox]').check();
  for (let i = 0; i < 10; i++) chosen.push(await poOf(i));
  await expect(page.getByTestId('list-selected-count')).toHaveText('已选择 12 项');

  await goToPage(page, 3);
  await check(page, 9);
  chosen.push(await poOf(9));
  await expect(page.getByTestId('list-selected-count')).toHaveText('已选择 13 项');

  // Back on page 1 the chosen rows are still ticked, the others not.
  await goToPage(page, 1);
  await expect(rows(page).nth(0).locator('input[type=checkbox]')).toBeChecked();
  await expect(rows(page).nth(1).locator('input[type=checkbox]')).not.toBeChecked();
  await expect(rows(page).nth(3).locator('input[type=checkbox]')).toBeChecked();

  // Un-check-all on page 2 takes that page out again; check-all puts it back.
  await goToPage(page, 2);
  await table(page).locator('.ant-table-header input[type=checkbox]').uncheck();
  await expect(page.getByTestId('list-selected-count')).toHaveText('已选择 3 项');
  await table(page).locator('.ant-table-header input[type=checkbox]').check();
  await expect(page.getByTestId('list-selected-count')).toHaveText('已选择 13 项');

  await tool(page, '选中记录 13').click();
  const selected = page.locator('.ant-drawer-content-wrapper:visible').filter({ hasText: '选中记录配置' });
  await expect(selected.getByTestId('selected-count')).toHaveText('已选择 13 项');
  await expect(selected.locator('.ant-table-header')).toContainText('订单号');
  await expect(selected.locator('.ant-table-tbody .ant-table-row')).toHaveCount(13);
  for (const po of new Set(chosen)) await expect(selected.locator('.ant-table-tbody')).toContainText(po);
  await selected.getByRole('button', { name: /清空选择/ }).click();
  await expect(selected.getByTestId('selected-count')).toHaveText('已选择 0 项');
  await page.keyboard.press('Escape');
  await expect(rows(page).nth(0).locator('input[type=checkbox]')).not.toBeChecked();
});

test('toolbar: refresh, page sizes, sort, full screen (resize twice leaves it), print the page or the selection', async ({
  page,
  request,
}) => {
  await resetListConfig(await apiAs(request, 'admin'));
  await openList(page);

  let load = nextLoad(page);
  await tool(page, '刷新').click();
  expect(await bodyOf(load)).toMatchObject({ Page: 1, Limit: 10 });

  // Page sizes 10/20/30/50.
  await table(page).locator('.ant-pagination-options .ant-select').click();
  const sizes = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(sizes).toHaveText(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
  load = nextLoad(page);
  await sizes.filter({ hasText: '20 条/页' }).click();
  expect(await bodyOf(load)).toMatchObject({ Page: 1, Limit: 20 });
  await expect(rows(page)).toHaveCount(20);

  // Sorting by a header.
  load = nextLoad(page);
  await header(page).locator('th').filter({ hasText: '行号' }).locator('.lt-header-caption').click();
  expect(await bodyOf(load)).toMatchObject({ OrderByParam: 'PO_ITEM', OrderBySort: 0 });

  // Full screen: 90vh of table, two window resizes leave it.
  await tool(page, '全屏').click();
  await expect(table(page)).toHaveClass(/lt-fullscreen/);
  const viewport = page.viewportSize()!;
  const box = (await table(page).boundingBox())!;
  expect(box.width).toBe(viewport.width);
  expect(box.height).toBe(viewport.height);
  const body = (await table(page).locator('.lt-body').boundingBox())!;
  expect(body.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);
  expect(body.height).toBeGreaterThan(viewport.height * 0.7);
  await page.setViewportSize({ width: viewport.width - 100, height: viewport.height });
  await page.waitForTimeout(300);
  await expect(table(page)).toHaveClass(/lt-fullscreen/);
  await page.setViewportSize(viewport);
  await expect(table(page)).not.toHaveClass(/lt-fullscreen/);
  await tool(page, '全屏').click();
  await tool(page, '退出全屏').click();
  await expect(table(page)).not.toHaveClass(/lt-fullscreen/);

  // Print: the page, or the selection when there is one, as a PDF through the list template.
  load = nextLoad(page);
  await tool(page, '刷新').click();
  const shown = ((await (await (await load).response())!.json()) as { data: Row[] }).data;
  const onPage = new Set(shown.map((r) => String(r.PO_NO)));
  const poNumbers = (pdf: { words: { text: string }[] }) => pdf.words.filter((w) => onPage.has(w.text));
  const pagePdf = readPdf(await printedPdf(page, tool(page, '打印'), /\/PrintData$/));
  expect(pagePdf.text).toContain('采购订单报表');
  expect(pagePdf.text).toContain('订单号');
  expect(pagePdf.text).toContain('供应商名称');
  expect(poNumbers(pagePdf).map((w) => w.text)).toEqual(shown.map((r) => String(r.PO_NO)));
  await check(page, 1);
  await check(page, 2);
  const chosen = readPdf(await printedPdf(page, tool(page, '打印'), /\/PrintData$/));
  expect(poNumbers(chosen).map((w) => w.text)).toEqual(shown.slice(1, 3).map((r) => String(r.PO_NO)));
});

test('permission keys: finance sees advanced query and quick columns, not setting or column configuration', async ({
  page,
}) => {
  await openList(page, 'finance');
  await expect(tool(page, '高级查询')).toBeVisible();
  await expect(tool(page, '配置列')).toBeVisible();
  await expect(tool(page, '高级配置')).toHaveCount(0);
  await expect(tool(page, '表格列配置')).toHaveCount(0);
  await expect(tool(page, '选中记录')).toBeVisible();
  await expect(tool(page, '全屏')).toBeVisible();
});

test("the header's table-tools switch shows the configuration tools, live and remembered; everyday tools stay", async ({
  page,
}) => {
  // Signed in without the switch (openList turns it on): it starts off.
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto(poRoute);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  const everyday = ['导出', '打印', '刷新', '高级查询', '配置列', '全屏'];
  const configuration = ['高级配置', '表格列配置'];
  const switchOf = page.getByTestId('shell-table-tools');
  await expect(switchOf).toHaveAttribute('aria-pressed', 'false');
  for (const name of everyday) await expect(tool(page, name)).toBeVisible();
  for (const name of configuration) await expect(tool(page, name)).toHaveCount(0);

  await switchOf.click();
  for (const name of configuration) await expect(tool(page, name)).toBeVisible();
  await page.reload();
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  for (const name of [...everyday, ...configuration]) await expect(tool(page, name)).toBeVisible();

  await page.getByTestId('shell-table-tools').click();
  for (const name of configuration) await expect(tool(page, name)).toHaveCount(0);
  for (const name of everyday) await expect(tool(page, name)).toBeVisible();
});
