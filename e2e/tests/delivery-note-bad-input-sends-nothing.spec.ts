import { expect, test } from '../support/test.ts';
import { addFirstOpenLines, gridCell, signedIn } from './delivery-support.ts';

/**
 * #36 item 8: what the note cannot take is said where it was typed, and nothing else changes. A negative quantity is
 * refused under its cell and adds nothing to the total row; a longer lot number stays whole and is said too long;
 * Save then says nothing was sent (not "the server refused"), and indeed sends nothing.
 */
test('a negative quantity or a too-long lot is refused in the grid; save sends nothing and says so', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'vendor1');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/DeliveryNote\/AddOrModifySave/.test(r.url())) saves.push(r.url());
  });
  await page.getByTestId('dn-add').click();
  await expect(page.getByTestId('dn-editor')).toBeVisible();
  await addFirstOpenLines(page, 2);
  const other = await gridCell(page, 'DELIVERY_QTY', 1).inputValue();

  // −5: said under the cell, and the total row counts the other line only.
  await gridCell(page, 'DELIVERY_QTY', 0).fill('-5');
  await expect(page.getByTestId('dn-problem-DELIVERY_QTY-0')).toHaveText('不能为负数');
  await expect(gridCell(page, 'DELIVERY_QTY', 0)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('dn-total-qty')).toHaveText(
    Number(other).toLocaleString('en-US', { maximumFractionDigits: 4 }),
  );

  // A pasted lot number longer than 64 characters is kept whole and said too long, not cut.
  const lot = `LOT-${'7'.repeat(70)}`;
  await gridCell(page, 'LOT_NO', 1).fill(lot);
  await expect(gridCell(page, 'LOT_NO', 1)).toHaveValue(lot);
  await expect(page.getByTestId('dn-problem-LOT_NO-1')).toHaveText('最多 64 个字符，现有 74 个');

  await page.getByTestId('dn-save').click();
  const banner = page.getByTestId('dn-refusal');
  await expect(banner).toHaveAttribute('data-local', 'true');
  await expect(banner).toContainText('未保存，也未发送给服务器');
  await expect(banner).toContainText('请先修正标红的单元格');
  await expect(banner).not.toContainText('服务器拒绝了本次操作');
  expect(saves).toEqual([]);
});
