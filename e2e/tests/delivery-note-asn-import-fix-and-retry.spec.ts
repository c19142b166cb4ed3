import ExcelJS from 'exceljs';
import { expect, test } from '../support/test.ts';
import { notesPath, signedIn } from './delivery-support.ts';
import { apiAs } from './list-table-support.ts';

/**
 * Issue #35 item 1: a vendor imports its ASN from Excel. A sheet with one bad row creates nothing and the dialog names
 * that row, its column and why; the vendor fixes the cell, uploads again, and sees the notes it made in the dialog and
 * in the list behind.
 */

async function asnSheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('ASN');
  // The template's Chinese captions (the page's language); the field names would do as well.
  ws.addRow([
    '订单号',
    '行号',
    '送货数量',
    '送货日期',
    '预计到货日期',
    '收货地点',
    '备品数量',
    '包装数量',
    '批次号',
  ]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an ASN sheet with one bad row is refused naming it; fixed and uploaded again, it makes the notes', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, 'vendor1');
  const open = (
    await api.post<{ PO_NO: string; PO_ITEM: number; PO_REMAINING_QTY: string }[]>(
      'DeliveryNote/OpenOrderLines',
      {
        LIST_ROUTE: `${notesPath}/OrderLines`,
        Page: 1,
        Limit: 200,
        Params: [],
      },
    )
  ).data.filter((l) => Number(l.PO_REMAINING_QTY) >= 5);
  expect(open.length, 'two open order lines of vendor1 with 5 left').toBeGreaterThanOrEqual(2);
  const [a, b] = open;
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const lot = `E2E-${Date.now()}`;

  const page = await signedIn(browser, 'vendor1');
  await page.getByTestId('dn-asn-import').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // Row 3 has a delivery date no calendar has.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'asn.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await asnSheet([
      [a!.PO_NO, a!.PO_ITEM, 1, day, '', 'WH-E2E', '', '', lot],
      [b!.PO_NO, b!.PO_ITEM, 2, '2026-13-45', '', 'WH-E2E', '', '', lot],
    ]),
  });
  await expect(page.getByTestId('asn-file')).toHaveText('asn.xlsx');
  await page.getByTestId('asn-upload').click();
  await expect(page.getByTestId('asn-refused')).toContainText('未创建任何送货单');
  const errors = page.getByTestId('asn-errors').locator('tr.ant-table-row');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText('3');
  await expect(errors.first()).toContainText('送货日期');
  await expect(errors.first()).toContainText('2026-13-45');

  // Fixed: the same rows with a real date.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'asn-fixed.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await asnSheet([
      [a!.PO_NO, a!.PO_ITEM, 1, day, '', 'WH-E2E', '', '', lot],
      [b!.PO_NO, b!.PO_ITEM, 2, day, '', 'WH-E2E', '', '', lot],
    ]),
  });
  await expect(page.getByTestId('asn-file')).toHaveText('asn-fixed.xlsx');
  await expect(page.getByTestId('asn-errors')).toHaveCount(0);
  await page.getByTestId('asn-upload').click();
  await expect(page.getByTestId('asn-created')).toContainText('已创建 1 张送货单');
  const created = page.getByTestId('asn-notes').locator('tr.ant-table-row');
  await expect(created).toHaveCount(1);
  const no = (await created.first().locator('td').first().innerText()).trim();
  expect(no).toMatch(/^DN\d{12}$/);
  await expect(created.first()).toContainText('WH-E2E');

  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('dn-open').filter({ hasText: no })).toBeVisible();
});
