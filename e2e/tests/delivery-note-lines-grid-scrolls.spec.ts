import { expect, test } from '../support/test.ts';
import { addFirstOpenLines, gridCell, notesPath, signedIn } from './delivery-support.ts';

/**
 * Issue 15 item 6: the lines grid of the note editor is wider than the page (lot, date code and packing fields sit
 * off to the right). Its horizontal scrollbar is visible under the rows, and the columns that say which line is
 * which (row number, order no/item, part no) stay in place while the rest scrolls, with the row's actions.
 */
test('the note editor grid shows its horizontal scrollbar and keeps the key columns in place while it scrolls', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'vendor1', `${notesPath}?view=new`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('dn-editor')).toBeVisible();
  await addFirstOpenLines(page, 2);
  const grid = page.getByTestId('dn-lines-grid');

  // #45 item 3: each total stands under its own column, as drawn (they stood one to three columns to the right:
  // the delivered total under the date code, the boxes under the spares).
  await gridCell(page, 'SPARE_QTY', 0).fill('2');
  await gridCell(page, 'SPARE_QTY', 1).fill('1.5');
  const plain = (text: string) => Number(text.replace(/,/g, ''));
  const delivered = (
    await Promise.all([0, 1].map((i) => gridCell(page, 'DELIVERY_QTY', i).inputValue()))
  ).map(plain);
  const boxes = (await grid.getByTestId('dn-boxes').allInnerTexts()).map(plain);
  const totalsUnder = async () => {
    const heads = await grid
      .locator('.ant-table-thead th')
      .evaluateAll((ths) =>
        ths.map((th) => ({ text: th.textContent?.trim() ?? '', x: th.getBoundingClientRect().x })),
      );
    const cells = await grid
      .locator('.ant-table-summary tr > td')
      .evaluateAll((tds) =>
        tds.map((td) => ({ text: td.textContent?.trim() ?? '', x: td.getBoundingClientRect().x })),
      );
    const under = (caption: string) => {
      const head = heads.find((h) => h.text === caption);
      return cells.find((c) => head && Math.abs(c.x - head.x) < 1)?.text ?? `nothing under ${caption}`;
    };
    return [under('送货数量'), under('箱数'), under('备品数量')].map(plain);
  };
  expect(await totalsUnder()).toEqual([delivered[0]! + delivered[1]!, boxes[0]! + boxes[1]!, 3.5]);

  // The grid is wider than its box, and a scrollbar is drawn under it whatever the system does with its own
  // (headless Chromium, like macOS with a touchpad, hides native scrollbars until one scrolls).
  const scroller = grid.locator('.ant-table-body').first();
  const { content, box: width } = await scroller.evaluate((el) => ({
    content: el.scrollWidth,
    box: el.clientWidth,
  }));
  expect(content, 'the grid is wider than its box').toBeGreaterThan(width);
  const bar = page.getByTestId('wide-table-scrollbar');
  await expect(bar).toBeVisible();
  const track = (await bar.boundingBox())!;
  const thumb = bar.locator('div');
  const thumbBox = (await thumb.boundingBox())!;
  expect(track.height).toBeGreaterThanOrEqual(8);
  expect(thumbBox.width, 'the thumb shows how much of the grid is in view').toBeLessThan(track.width * 0.8);
  expect(thumbBox.width).toBeGreaterThan(track.width * (width / content) * 0.9);

  const row = grid.locator('tr.ant-table-row').first();
  const header = (caption: string) => grid.locator('.ant-table-thead th', { hasText: caption }).first();
  const leftOf = async (caption: string) => (await header(caption).boundingBox())!.x;
  const keyCaptions = ['订单号/行号', '物料编码'];
  const before = await Promise.all(keyCaptions.map(leftOf));
  const lotBefore = await leftOf('批次');

  // The thumb dragged to the far right: the key columns have not moved, the lot column has, and is in view.
  await page.mouse.move(thumbBox.x + thumbBox.width / 2, thumbBox.y + thumbBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width + 50, thumbBox.y + thumbBox.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(
    await scroller.evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft),
  ).toBeLessThanOrEqual(1);
  const moved = (await thumb.boundingBox())!;
  expect(moved.x + moved.width).toBeGreaterThan(track.x + track.width - 3);
  await expect.poll(() => leftOf('批次')).toBeLessThan(lotBefore);
  expect(await Promise.all(keyCaptions.map(leftOf))).toEqual(before);
  const box = (await grid.boundingBox())!;
  const lot = (await header('批次').boundingBox())!;
  expect(lot.x + lot.width).toBeLessThanOrEqual(box.x + box.width + 1);
  // The row's actions stay at its right end.
  await expect(row.getByRole('button', { name: /删除行/ })).toBeInViewport();
});
