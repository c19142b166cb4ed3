import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  addFirstOpenLines,
  cellByCaption,
  filterStatus,
  greater,
  gridCell,
  minus,
  openNote,
  plus,
  quantityIn,
  rowsOf,
  searchLines,
  signedIn,
} from './delivery-support.ts';

/**
 * The core supplier flow of issue 6, in the browser against the real server: vendor1 creates a note from two
 * open PO lines (an over-delivery is refused with the allowed figure), audits and ships it; the WMS receipt push
 * (integration API, demo key) receives it with a shortage; the buyer sees it received; the purchase order report
 * follows; vendor2 never sees the note. The buyer's receive dialog is in delivery-note-receive-shortage.spec.ts.
 */
/** The demo organisation's ERP/WMS key (server/src/seed/demo.ts, README "Integration API"). */
const demoApiKey = 'srm_demo_erp_wms_key_2026';
const reportPath = '/DeliveryNote/PurchaseOrderReport';

/** The purchase order report rows of some order lines: remaining and received, read off the screen. */
async function reportFigures(page: Page, lines: { id: string; po: string }[]) {
  if (!page.url().includes(reportPath)) await page.goto(reportPath);
  const table = page.getByTestId('list-table');
  await searchLines(
    page,
    table,
    'PO_NO',
    lines.map((l) => l.po),
  );
  const figures: { remaining: string; received: string }[] = [];
  for (const line of lines) {
    const row = table.locator(`tr.ant-table-row[data-row-key="${line.id}"]`);
    await expect(row).toBeVisible();
    figures.push({
      remaining: await quantityIn(await cellByCaption(table, row, '未交数量')),
      received: await quantityIn(await cellByCaption(table, row, '已收货数量')),
    });
  }
  return figures;
}

const statusOf = (page: Page) => page.getByTestId('dn-status');
const refusal = (page: Page): Locator => page.getByTestId('dn-refusal');

test('vendor1 ships two PO lines, the WMS receives them with a shortage, the buyer and the PO report see it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await signedIn(browser, 'vendor1');
  await vendor.getByTestId('dn-add').click();
  await expect(vendor.getByTestId('dn-editor')).toBeVisible();
  const [a, b] = await addFirstOpenLines(vendor, 2);
  if (!a || !b) throw new Error('two open lines expected');
  expect(greater(b.remaining, '1'), `remaining of ${b.po}/${b.item}`).toBe(true);

  // The new lines start at the remaining quantity, packed by SPQ; boxes follow the quantity live.
  await expect(gridCell(vendor, 'DELIVERY_QTY', 0)).toHaveValue(a.remaining);
  await expect(gridCell(vendor, 'DELIVERY_QTY', 1)).toHaveValue(b.remaining);

  // What the buyer's report says before the note (the report counts the same notes as the remaining quantity).
  const buyer = await signedIn(browser, 'buyer', reportPath);
  const before = await reportFigures(buyer, [a, b]);
  expect(before.map((f) => f.remaining)).toEqual([a.remaining, b.remaining]);

  // One line over what it may still take: the server refuses with the figure, next to the form.
  await gridCell(vendor, 'DELIVERY_QTY', 0).fill(plus(a.max, '5'));
  await vendor.getByTestId('dn-save').click();
  await expect(refusal(vendor)).toContainText(`订单 ${a.po}/${a.item} 超出可送数量，最多还可送 ${a.max}`);
  await expect(rowsOf(vendor.getByTestId('dn-lines-grid')).first()).toHaveClass(/dn-row-flagged/);
  await expect(vendor.getByTestId('dn-editor')).toBeVisible();

  // Corrected: line A in full, line B one less than remaining.
  const qtyA = a.remaining;
  const qtyB = minus(b.remaining, '1');
  await gridCell(vendor, 'DELIVERY_QTY', 0).fill(qtyA);
  await gridCell(vendor, 'DELIVERY_QTY', 1).fill(qtyB);
  await gridCell(vendor, 'LOT_NO', 0).fill('LOT-E2E-A');
  await vendor.getByTestId('dn-save').click();
  await expect(vendor.getByTestId('dn-detail')).toBeVisible();
  await expect(statusOf(vendor)).toHaveText('未处理');
  const deliveryNo = (await vendor.getByTestId('dn-number').innerText()).trim();
  expect(deliveryNo).toMatch(/^DN\d{8}\d{4}$/);

  // Audit, then ship: logistics company and tracking number are both required.
  await vendor.getByTestId('dn-action-audit').click();
  await vendor.getByTestId('dn-confirm-audit-ok').click();
  await expect(statusOf(vendor)).toHaveText('已审核');
  await expect(vendor.getByTestId('dn-action-edit')).toHaveCount(0);
  await vendor.getByTestId('dn-action-ship').click();
  await vendor.getByTestId('dn-ship-ok').click();
  await expect(vendor.getByText('请输入物流公司')).toBeVisible();
  await expect(vendor.getByText('请输入物流单号')).toBeVisible();
  await vendor.getByTestId('dn-ship-company').fill('顺丰速运');
  await vendor.getByTestId('dn-ship-tracking').fill('SF7700112233');
  await vendor.getByTestId('dn-ship-ok').click();
  await expect(statusOf(vendor)).toHaveText('在途');
  await expect(vendor.getByTestId('dn-tracking')).toHaveText('SF7700112233');
  // In transit, the vendor has nothing left to do with it.
  await expect(
    vendor.getByTestId('dn-toolbar').getByRole('button', { name: /审核|发货|作废|收货/ }),
  ).toHaveCount(0);

  // vendor2 never sees the note: not in its list, not through a search, not by its address.
  const other = await signedIn(browser, 'vendor2');
  const otherTable = other.locator('.dn-list').getByTestId('list-table');
  await expect(rowsOf(otherTable).first()).toBeVisible();
  await expect(otherTable).not.toContainText(deliveryNo);
  await expect(otherTable).not.toContainText('V001');
  await searchLines(other, otherTable, 'DELIVERY_NO', [deliveryNo]);
  await expect(otherTable.locator('.ant-table-placeholder')).toBeVisible();
  await expect(rowsOf(otherTable)).toHaveCount(0);
  const noteId = new URL(vendor.url()).searchParams.get('id');
  await other.goto(`/DeliveryNote/MaintainDeliveryNote2?view=detail&id=${noteId}`);
  await expect(other.locator('.ant-result-title')).toHaveText('送货单不存在');
  await expect(other.getByTestId('dn-detail')).toHaveCount(0);

  // The warehouse receives it through the WMS push: 2 short on line A, line B in full.
  const receivedA = minus(qtyA, '2');
  const receipt = {
    Receipts: [
      {
        ExternalId: `WMS-${deliveryNo}`,
        DELIVERY_NO: deliveryNo,
        Lines: [{ LINE_NO: 1, RECEIVED_QTY: receivedA }],
      },
    ],
  };
  const pushed = await request.post('/api/Integration/PushReceipts', {
    data: receipt,
    headers: { 'X-Api-Key': demoApiKey },
  });
  expect(pushed.ok(), await pushed.text()).toBe(true);
  expect((await pushed.json()).data).toMatchObject({ Created: 1 });

  // The buyer finds it received, with the shortage on its line.
  await buyer.goto('/DeliveryNote/MaintainDeliveryNote2');
  await filterStatus(buyer, '已收货');
  await openNote(buyer, deliveryNo);
  await expect(statusOf(buyer)).toHaveText('已收货');
  const shortage = buyer.getByTestId('dn-shortage');
  await expect(shortage.nth(0)).toHaveText('2');
  await expect(shortage.nth(1)).toHaveText('0');
  expect(await quantityIn(buyer.getByTestId('dn-received').nth(0))).toBe(receivedA);
  await expect(buyer.getByTestId('dn-toolbar').getByRole('button', { name: /审核|收货|作废/ })).toHaveCount(
    0,
  );

  // The note is received in the buyer's list (status 5).
  await buyer.getByTestId('dn-back').click();
  const buyerTable = buyer.locator('.dn-list').getByTestId('list-table');
  const listed = rowsOf(buyerTable).filter({ hasText: deliveryNo });
  await expect(listed.locator('.dn-status')).toHaveText('已收货');

  // The purchase order report: remaining = ordered − delivered, received counts what came in.
  await buyer.goto(reportPath);
  const after = await reportFigures(buyer, [a, b]);
  expect(after).toEqual([
    { remaining: minus(a.remaining, qtyA), received: plus(before[0]!.received, receivedA) },
    { remaining: minus(b.remaining, qtyB), received: plus(before[1]!.received, qtyB) },
  ]);
});
