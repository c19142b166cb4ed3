import { valueLabels } from '@srm/contract';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/test.ts';
import { rowsOf, searchLines, signedIn } from './delivery-support.ts';

/**
 * The delivery details report (PRODUCT §5): every line of every note with its header, through the shared list
 * table; its export is the same rows, and a vendor's export holds its own notes only.
 */
const detailsPath = '/DeliveryNote/DeliveryDetailsQuery';

/** Starts the export of the list on screen and downloads the file from the export records. */
async function exportAndDownload(page: import('@playwright/test').Page, dir: string) {
  await page.getByRole('button', { name: '导出' }).click();
  await page.getByRole('button', { name: '打开下载列表' }).click();
  await expect(page).toHaveURL(/\/System\/ExportRecord$/);
  const status = page.locator('[data-testid^="export-status-"]').first();
  await expect(status).toHaveText('已完成', { timeout: 30_000 });
  const download = page.waitForEvent('download');
  await status.click();
  const file = `${dir}/${(await download).suggestedFilename()}`;
  await (await download).saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      Object.fromEntries(header.map((h, i) => [h, values[i] === undefined ? '' : String(values[i])])),
    );
  });
  return { header, rows };
}

test('the delivery details report filters by note and exports what it shows; a vendor exports its own lines only', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const vendor = await signedIn(browser, 'vendor1', detailsPath);
  const table = vendor.getByTestId('list-table');
  await expect(rowsOf(table).first()).toBeVisible();
  // Every line on screen is vendor1's, or a downstream note addressed to it (V003 → V001, PRODUCT §5).
  const vendorCells = table.locator('tr.ant-table-row td').filter({ hasText: /^V00\d$/ });
  await expect(vendorCells.first()).toBeVisible();
  for (const text of await vendorCells.allInnerTexts()) expect(['V001', 'V003']).toContain(text);

  // Filter on the first note shown: only its lines remain, with their quantities right-aligned and exact.
  const first = rowsOf(table).first();
  const deliveryNo = (
    await first
      .locator('td')
      .filter({ hasText: /^(DN)\d{12}$/ })
      .first()
      .innerText()
  ).trim();
  await searchLines(vendor, table, 'DELIVERY_NO', [deliveryNo]);
  await expect(rowsOf(table).filter({ hasNotText: deliveryNo })).toHaveCount(0);
  const lines = await rowsOf(table).count();
  expect(lines).toBeGreaterThan(0);
  await expect(first.locator('td.lt-num').first()).toHaveCSS('text-align', 'right');

  const filtered = await exportAndDownload(vendor, testInfo.outputDir);
  expect(filtered.header).toContain('送货单号');
  expect(filtered.rows).toHaveLength(lines);
  for (const row of filtered.rows) expect(row.送货单号).toBe(deliveryNo);

  // Without a filter the whole report goes out: vendor1's notes and the downstream notes addressed to it only.
  await vendor.goto(detailsPath);
  await expect(rowsOf(vendor.getByTestId('list-table')).first()).toBeVisible();
  const all = await exportAndDownload(vendor, testInfo.outputDir);
  expect(all.rows.length).toBeGreaterThan(lines);
  // The export writes the kind's label (下级送货单), not its code.
  const downstream = valueLabels.NOTE_KIND.SUB['zh-chs'];
  const foreign = all.rows.filter((r) => r.供应商编码 !== 'V001' && r.单据类型 !== downstream);
  expect(foreign).toEqual([]);
  expect(all.rows.some((r) => r.供应商编码 === 'V001')).toBe(true);
});
