import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/test.ts';
import {
  allRows,
  apiAs,
  expectTotal,
  header,
  headerSearch,
  openList,
  resetListConfig,
  tool,
  visibleDialog,
} from './list-table-support.ts';

/**
 * Spec §2.3 export record page, §4 export Status, PRODUCT §8: a list's export runs as a job; the record turns
 * green, its xlsx holds the filtered rows with the visible columns' captions; empty exports, delete, clear all.
 */

test.describe.configure({ timeout: 120_000 });

const records = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const status = (page: Page, row = 0) => records(page).nth(row).locator('.ant-tag');

async function clearRecords(request: Parameters<typeof apiAs>[0]) {
  const api = await apiAs(request, 'admin');
  const list = await api.get<{ ID: number; FileUrl: string | null }[]>('User/ExportFileList', {
    Page: 1,
    Limit: 9999,
  });
  if (list.data.length)
    await api.post('User/ExportFileDelete', { FileUrlList: list.data.map((r) => r.FileUrl || String(r.ID)) });
  return api;
}

async function exportFiltered(page: Page, field: string, value: string) {
  await headerSearch(page, field).fill(value);
  await headerSearch(page, field).press('Enter');
  await tool(page, '导出').click();
  await expect(page.locator('.ant-message')).toContainText('导出任务已创建');
}

test('export the filtered list and download its xlsx: the captions and rows match the list', async ({
  page,
  request,
}) => {
  const api = await clearRecords(request);
  await resetListConfig(api);
  const expected = await allRows(api, [
    { FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 6, PARAM_VALUE: 'V001', DATA_TYPE: 1 },
  ]);
  expect(expected.length).toBeGreaterThan(0);

  await openList(page);
  // One hidden column: the export carries the visible columns only.
  const captions = (await header(page).locator('.lt-header-caption').allTextContents()).map((c) => c.trim());
  await exportFiltered(page, 'VENDOR_CODE', 'V001');
  await expectTotal(page, expected.length);
  await page
    .locator('.ant-message')
    .getByRole('button', { name: /打开下载列表/ })
    .click();
  await expect(page).toHaveURL(/\/System\/ExportRecord$/);

  await expect(records(page)).toHaveCount(1);
  await expect(status(page)).toHaveText('已完成', { timeout: 30_000 });
  await expect(status(page)).toHaveClass(/ant-tag-green/);
  const download = page.waitForEvent('download');
  await status(page).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const values = (n: number) =>
    (sheet.getRow(n).values as unknown[])
      .slice(1)
      .map((v) => (v === null || v === undefined ? '' : String(v)));
  expect(values(1)).toEqual(captions);
  expect(sheet.actualRowCount - 1).toBe(expected.length);
  const poColumn = captions.indexOf('订单号');
  const itemColumn = captions.indexOf('行号');
  const inFile = new Set<string>();
  for (let n = 2; n <= sheet.actualRowCount; n++)
    inFile.add(`${values(n)[poColumn]}/${values(n)[itemColumn]}`);
  expect(inFile).toEqual(new Set(expected.map((r) => `${r.PO_NO}/${r.PO_ITEM}`)));
  await expect(records(page).nth(0)).toContainText(String(expected.length));
});

test('export records: empty data is red and warns, processing warns, delete one, clear all with confirmation', async ({
  page,
  request,
}) => {
  await resetListConfig(await clearRecords(request));
  await openList(page);
  await exportFiltered(page, 'VENDOR_NAME', 'no such vendor at all');
  await headerSearch(page, 'VENDOR_NAME').fill('');
  await exportFiltered(page, 'VENDOR_CODE', 'V002');
  await page.goto('/System/ExportRecord');
  await expect(records(page)).toHaveCount(2);
  // Newest first: the V002 export, then the empty one.
  await expect(status(page, 1)).toHaveText('数据为空', { timeout: 30_000 });
  await expect(status(page, 1)).toHaveClass(/ant-tag-red/);
  await status(page, 1).click();
  await expect(page.locator('.ant-message')).toContainText('数据为空');
  await expect(status(page, 0)).toHaveText('已完成', { timeout: 30_000 });

  // A record still being written warns instead of opening (the server's answer is held at status 0 here).
  await page.route('**/api/User/ExportFileList**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data[0].Status = 0;
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(status(page, 0)).toHaveText('处理中');
  await expect(status(page, 0)).toHaveClass(/ant-tag-orange/);
  await status(page, 0).click();
  await expect(page.locator('.ant-message')).toContainText('数据正在处理中');
  await page.unroute('**/api/User/ExportFileList**');
  await page.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(status(page, 0)).toHaveText('已完成');

  // Delete one.
  await records(page).nth(1).getByRole('button', { name: /删除/ }).click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('记录删除成功');
  await expect(records(page)).toHaveCount(1);

  // Clear all asks first; with nothing left it refuses.
  await page.getByRole('button', { name: /全部清空/ }).click();
  await expect(visibleDialog(page)).toContainText('确定删除全部导出记录?');
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('记录已全部删除成功');
  await expect(records(page)).toHaveCount(0);
  await page.getByRole('button', { name: /全部清空/ }).click();
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('数据为空，删除失败');
});
