import { expect, test } from '../support/test.ts';
import { openList, rows, table } from './list-table-support.ts';
import {
  cellText,
  columnCount,
  pageSize50Option,
  routeWideList,
  scrollBodySelector,
  wideText,
} from './list-table-wide.ts';

/**
 * Issue 5 "large pages stay smooth", what can be checked without a clock: 50 configured columns × 50 rows render,
 * page, and scroll to the last row and column. How fast is a benchmark's question: `npm run bench:list`.
 */
test('50 columns × 50 rows render, page and scroll to the far corner', async ({ page }) => {
  await routeWideList(page);
  await openList(page);
  await expect(table(page).locator('.ant-table-header .lt-header-caption')).toHaveCount(columnCount);

  await (await pageSize50Option(page)).click();
  await expect(cellText(page, wideText(50, 0))).toBeVisible();
  await expect(rows(page)).toHaveCount(50);

  await table(page).locator('.lt-footer').getByRole('listitem', { name: '2', exact: true }).click();
  await expect(cellText(page, wideText(51, 0))).toBeVisible();
  await expect(rows(page)).toHaveCount(50);

  // The last cell of the page is reached by scrolling the body down, and right by dragging the horizontal bar
  // drawn under the list (#15 item 6: headless Chromium, like macOS, shows no native bar).
  const corner = cellText(page, wideText(100, columnCount - 1));
  const body = page.locator(scrollBodySelector).first();
  await body.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  const bar = table(page).getByTestId('wide-table-scrollbar');
  await expect(bar).toBeVisible();
  const track = (await bar.boundingBox())!;
  const thumb = (await bar.locator('div').boundingBox())!;
  await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width + 40, thumb.y + thumb.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(() => body.evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft))
    .toBeLessThan(2);
  await expect(corner).toBeInViewport();
});
