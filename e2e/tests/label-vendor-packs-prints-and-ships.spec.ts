import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gs1CheckDigit } from '@srm/contract';
import { readPdf } from '../support/pdf-reader.ts';
import { printedPdf } from '../support/printed-pdf.ts';
import { expect, test } from '../support/test.ts';
import { cellByCaption, greater, gridCell, rowsOf, searchLines, signedIn } from './delivery-support.ts';

/**
 * What a vendor does before the truck leaves (issue #12, browser test 1): vendor1 makes a note of 3 boxes (one
 * line, 3 × 1), audits it, generates its inner labels from the note, packs them by scanning into two outer boxes
 * (a made-up number is refused on screen), prints the inner labels, the boxes and the note (every barcode is read
 * back from the PDFs), cannot un-audit it any more (told why), and ships it.
 */

const boxes = 3;
const statusOf = (page: Page) => page.getByTestId('dn-status');

/** Adds the first open order line that can still take `qty` (earlier specs may have used up some lines). */
async function addLineTaking(page: Page, qty: string) {
  await page.getByTestId('dn-add').click();
  await expect(page.getByTestId('dn-editor')).toBeVisible();
  await page.getByTestId('dn-add-row').click();
  const dialog = page.getByTestId('dn-order-lines');
  const table = dialog.getByTestId('list-table');
  await expect(rowsOf(table).first()).toBeVisible();
  const count = await rowsOf(table).count();
  for (let i = 0; i < count; i++) {
    const row = rowsOf(table).nth(i);
    const remaining = (await (await cellByCaption(table, row, '未交数量')).innerText())
      .replace(/,/g, '')
      .trim();
    if (greater(qty, remaining)) continue;
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('dn-lines-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(rowsOf(page.getByTestId('dn-lines-grid'))).toHaveCount(1);
    return;
  }
  throw new Error(`no open order line on the first page can take ${qty}`);
}

/** The PDF's text and barcodes, kept in `dir/name` to look at. */
function readKept(pdf: Buffer, dir: string, name: string) {
  const folder = path.join(dir, name);
  mkdirSync(folder);
  return readPdf(pdf, { keepIn: folder });
}

test('a vendor packs a note into two outer boxes by scanning, prints labels, boxes and note, and ships it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'srm-e2e-labels-'));
  const page = await signedIn(browser, 'vendor1');
  // Each print opens its PDF in a new tab: the test reads the file from the response, the tabs are not needed.
  page.context().on('page', (tab) => void tab.close());

  // 1. A note of one line: 3 pieces, 1 per box, so 3 inner boxes. Saved, then audited.
  await addLineTaking(page, String(boxes));
  await gridCell(page, 'DELIVERY_QTY', 0).fill(String(boxes));
  await gridCell(page, 'PACKING_QTY', 0).fill('1');
  await expect(page.getByTestId('dn-boxes').first()).toHaveText(String(boxes));
  await page.getByTestId('dn-save').click();
  await expect(page.getByTestId('dn-detail')).toBeVisible();
  await expect(statusOf(page)).toHaveText('未处理');
  const deliveryNo = (await page.getByTestId('dn-number').innerText()).trim();
  const noteUrl = page.url();
  await page.getByTestId('dn-action-audit').click();
  await page.getByTestId('dn-confirm-audit-ok').click();
  await expect(statusOf(page)).toHaveText('已审核');

  // 2. "Labels" on the note generates its inner labels and opens them on the DeliveryCode screen.
  await page.getByTestId('dn-action-labels').click();
  await expect(page).toHaveURL(/\/DeliveryNote\/DeliveryCode\?/);
  await expect(page.getByTestId('label-note-filter')).toHaveText(`送货单 ${deliveryNo}`);
  const labelsUrl = page.url();
  const labelTable = page.getByTestId('list-table');
  await expect(rowsOf(labelTable)).toHaveCount(boxes);
  const labelNos: string[] = [];
  for (let i = 0; i < boxes; i++) {
    const row = rowsOf(labelTable).nth(i);
    await expect(row).toContainText(deliveryNo);
    labelNos.push((await (await cellByCaption(labelTable, row, '标签号')).innerText()).trim());
  }
  expect(new Set(labelNos).size, labelNos.join(', ')).toBe(boxes);
  for (const no of labelNos) expect(no).not.toBe('');

  // 3. Pack by scanning: two labels into a first box, a made-up number refused, the third into a second box.
  await page.goto('/DeliveryNote/OuterBoxLabelManagement');
  await page.getByTestId('label-scan-pack').click();
  const input = page.getByTestId('label-scan-pack-input');
  const results = page.getByTestId('label-scan-pack-results');
  const current = page.getByTestId('label-scan-pack-box');
  await expect(current).toHaveText('第一次扫描将新建外箱');
  // The dialog's own focus (its close button) wins over the field's autoFocus when it opens: the packer clicks
  // into the field once; after every scan (and "new box") the field takes the focus back by itself.
  await input.click();
  const scan = async (code: string) => {
    await expect(input).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  };
  const boxIn = async () => /外箱 (\d{18})/.exec(await current.innerText())?.[1] ?? '';

  await scan(labelNos[0]!);
  await expect(current).toHaveText(/^正在装入外箱 \d{18}（已装 1 个）$/);
  const firstBox = await boxIn();
  await expect(results.locator('li').first()).toHaveText(`${labelNos[0]} → 外箱 ${firstBox}（已装 1 个）`);
  await scan(labelNos[1]!);
  await expect(results.locator('li').first()).toHaveText(`${labelNos[1]} → 外箱 ${firstBox}（已装 2 个）`);
  // Scanned again: said to be in the box already, not packed a second time (issue #36).
  await scan(labelNos[1]!);
  await expect(results.locator('li.label-history-warn')).toHaveText(
    `${labelNos[1]} 已在箱 ${firstBox} 中，未重复装箱（箱内 2 个）`,
  );
  const madeUp = 'NO-SUCH-LABEL-0001';
  await scan(madeUp);
  const refused = results.locator('li.label-history-bad');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(`${madeUp} 未装箱：`);
  await expect(refused).toContainText('标签不存在');
  await expect(current).toHaveText(`正在装入外箱 ${firstBox}（已装 2 个）`);

  await page.getByRole('button', { name: '新外箱' }).click();
  await expect(current).toHaveText('第一次扫描将新建外箱');
  await scan(labelNos[2]!);
  await expect(current).toHaveText(/^正在装入外箱 \d{18}（已装 1 个）$/);
  const secondBox = await boxIn();
  expect(secondBox).not.toBe(firstBox);
  await expect(results.locator('li.label-history-ok')).toHaveCount(3);
  await page.getByRole('button', { name: /^完\s*成$/ }).click();
  await expect(input).toHaveCount(0);

  // The two boxes in the list, with 2 and 1 inner boxes.
  const boxTable = page.getByTestId('list-table');
  await searchLines(page, boxTable, 'OUTER_NO', [firstBox, secondBox]);
  await expect(rowsOf(boxTable)).toHaveCount(2);
  const boxRow = (no: string) => rowsOf(boxTable).filter({ hasText: no });
  await expect(await cellByCaption(boxTable, boxRow(firstBox), '内箱数')).toHaveText('2');
  await expect(await cellByCaption(boxTable, boxRow(secondBox), '内箱数')).toHaveText('1');

  // 4a. The outer boxes, printed: each SSCC decodes from its GS1-128 barcode, with a valid check digit.
  for (const no of [firstBox, secondBox]) await boxRow(no).locator('.ant-checkbox-input').check();
  const outer = readKept(
    await printedPdf(page, page.getByTestId('label-print-boxes'), /^\/api\/OuterBox\/Print$/),
    dir,
    'outer',
  );
  const ssccs = new Set(outer.codes.flatMap((c) => [...c.matchAll(/(?:^|\D)00(\d{18})/g)].map((m) => m[1]!)));
  expect([...ssccs].sort(), outer.codes.join('\n')).toEqual([firstBox, secondBox].sort());
  for (const sscc of ssccs) expect(Number(sscc[17]), sscc).toBe(gs1CheckDigit(sscc.slice(0, 17)));

  // 4b. The inner labels of the note, printed: every label number decodes.
  await page.goto(labelsUrl);
  await expect(rowsOf(labelTable)).toHaveCount(boxes);
  const inner = readKept(
    await printedPdf(
      page,
      page.getByRole('button', { name: `打印 ${deliveryNo} 全部` }),
      /^\/api\/DeliveryCode\/Print$/,
    ),
    dir,
    'inner',
  );
  for (const no of labelNos) expect(inner.codes, `label ${no}`).toContain(no);
  expect(inner.text).toContain(deliveryNo);

  // 4c. The delivery note, printed from its detail view.
  await page.goto(noteUrl);
  await expect(page.getByTestId('dn-number')).toHaveText(deliveryNo);
  const note = readKept(
    await printedPdf(page, page.getByTestId('dn-action-printNote'), /^\/api\/\w+\/Print$/),
    dir,
    'note',
  );
  expect(note.text).toContain(deliveryNo);

  // 5. Printed and packed labels hold the note audited: un-audit is refused, with the reason.
  await page.getByTestId('dn-action-unAudit').click();
  await expect(page.getByTestId('dn-refusal')).toContainText(
    `该送货单已有 ${boxes} 个标签打印、${boxes} 个标签装入外箱，不能反审核；请先拆箱`,
  );
  await expect(statusOf(page)).toHaveText('已审核');

  // 6. Ship: the boxes are not verified by scanning, so the app asks first; then company and tracking number.
  await page.getByTestId('dn-action-ship').click();
  await expect(page.getByTestId('dn-ship-packing')).toContainText('2 个外箱中有 2 个未扫描核对。');
  await page.getByRole('button', { name: '继续发货' }).click();
  await page.getByTestId('dn-ship-company').fill('顺丰速运');
  await page.getByTestId('dn-ship-tracking').fill(`SF-${deliveryNo}`);
  await page.getByTestId('dn-ship-ok').click();
  await expect(statusOf(page)).toHaveText('在途');
  await expect(page.getByTestId('dn-tracking')).toHaveText(`SF-${deliveryNo}`);

  rmSync(dir, { recursive: true, force: true });
  await page.context().close();
});
