import type { Page } from '@playwright/test';
import { valueLabels } from '@srm/contract';
import ExcelJS from 'exceljs';
import { readPdf } from '../support/pdf-reader.ts';
import { printedPdf } from '../support/printed-pdf.ts';
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
  resetListConfig,
  rows,
  tool,
} from './list-table-support.ts';

/**
 * A coded column is one declaration (issue 11): the purchase order report's OVERDUE (Y/N) is offered in the header
 * search by its labels, and the screen, the printout and the exported file read 逾期/否, never the code.
 */

test.describe.configure({ timeout: 120_000 });

const label = (code: unknown) => valueLabels.OVERDUE[code as 'Y' | 'N']['zh-chs'];
const openOptions = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ visible: true });

test('overdue: filtered by the labels of its dropdown; printed and exported as 逾期/否, not Y/N', async ({
  page,
  request,
}, testInfo) => {
  const api = await apiAs(request, 'admin');
  await resetListConfig(api);
  await openList(page);

  // (a) The header dropdown offers the labels the server declared, and sends the code.
  await headerSearch(page, 'OVERDUE').click();
  await expect(openOptions(page).locator('.ant-select-item-option')).toHaveText(['逾期', '否']);
  await page.keyboard.press('Escape');
  for (const code of ['Y', 'N'] as const) {
    const load = nextLoad(page);
    await choose(page, headerSearch(page, 'OVERDUE'), label(code));
    expect((await load).postDataJSON().Params).toEqual([
      { FIELD_NAME: 'OVERDUE', ACTION_TYPE: 1, PARAM_VALUE: code, DATA_TYPE: 2 },
    ]);
    const expected = await allRows(api, [
      { FIELD_NAME: 'OVERDUE', ACTION_TYPE: 1, PARAM_VALUE: code, DATA_TYPE: 2 },
    ]);
    await expectTotal(page, expected.length);
    if (expected.length === 0) continue;

    // On screen: the label in each row.
    const captions = (await header(page).locator('.lt-header-caption').allTextContents()).map((c) =>
      c.trim(),
    );
    const overdueAt = captions.indexOf('是否逾期');
    const qtyAt = captions.indexOf('订单数量');
    expect(overdueAt).toBeGreaterThanOrEqual(0);
    // The table's first cell is the selection checkbox.
    const onScreen = (at: number) =>
      rows(page).evaluateAll(
        (trs, i) => trs.map((tr) => (tr.querySelectorAll('td')[i]?.textContent ?? '').trim()),
        at + 1,
      );
    expect(new Set(await onScreen(overdueAt))).toEqual(new Set([label(code)]));

    // (b) Printed (a PDF through the list template): labels, and the quantities exactly as the screen shows them.
    const printed = readPdf(await printedPdf(page, tool(page, '打印'), /\/PrintData$/));
    expect(printed.text).toContain('订单号');
    // Below the head (a wrapped caption 是否 / 逾期 has a word 逾期 too): the rows start at the first PO number.
    const poNumbers = new Set(expected.map((r) => String(r.PO_NO)));
    const firstRow = Math.min(...printed.words.filter((w) => poNumbers.has(w.text)).map((w) => w.y));
    const printedOverdue = printed.words.filter(
      (w) => w.y >= firstRow - 1 && (w.text === label(code) || w.text === code),
    );
    expect(printedOverdue.map((w) => w.text)).toEqual(Array(Math.min(10, expected.length)).fill(label(code)));
    for (const qty of await onScreen(qtyAt)) expect(printed.words.map((w) => w.text)).toContain(qty);
  }
  const overdue = header(page).locator('.lt-header-search[data-field="OVERDUE"] .ant-select');
  await overdue.hover();
  await overdue.locator('.ant-select-clear').click();
  const all = await allRows(api);
  await expectTotal(page, all.length);

  // (c) The export of the whole list writes the labels too.
  await tool(page, '导出').click();
  await page
    .locator('.ant-message')
    .getByRole('button', { name: /打开下载列表/ })
    .click();
  await expect(page).toHaveURL(/\/System\/ExportRecord$/);
  const status = page.locator('[data-testid^="export-status-"]').first();
  await expect(status).toHaveText('已完成', { timeout: 30_000 });
  const download = page.waitForEvent('download');
  await status.click();
  const file = testInfo.outputPath('order-report.xlsx');
  await (await download).saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const headerRow = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const overdueColumn = headerRow.indexOf('是否逾期') + 1;
  expect(overdueColumn).toBeGreaterThan(0);
  const exported: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) exported.push(String(row.getCell(overdueColumn).value));
  });
  expect(exported).toHaveLength(all.length);
  expect(exported.filter((v) => v === 'Y' || v === 'N')).toEqual([]);
  expect(exported.sort()).toEqual(all.map((r) => label(r.OVERDUE)).sort());
});
