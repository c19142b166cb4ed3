import { expect, test } from '@playwright/test';
import { openList, table } from '../tests/list-table-support.ts';
import {
  cellText,
  columnCount,
  pageSize50Option,
  routeWideList,
  scrollBodySelector,
  wideText,
} from '../tests/list-table-wide.ts';

/**
 * `npm run bench:list`: how fast the list table is with 50 columns × 50 rows (issue 5), a benchmark, not a test.
 * Prints the time from the page-size click to the first frame painted with 50 rows, from a page click to the next
 * 50-row page, and the frame times of 90 frames of scrolling down and right. `BENCH_RUNS` rounds (default 3).
 * Figures swing with the machine's load; docs/performance.md and web/src/platform/list-table/README.md keep some.
 */
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** Milliseconds from the mark `t0` set in the page to the next animation frame. */
const sinceMarkToNextFrame = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => resolve(performance.now() - (window as unknown as { t0: number }).t0)),
  );
const mark = () => {
  (window as unknown as { t0: number }).t0 = performance.now();
};

for (let run = 1; run <= runs; run++) {
  test(`list table 50 columns × 50 rows, round ${run}`, async ({ page }) => {
    await routeWideList(page);
    await openList(page);
    await expect(table(page).locator('.ant-table-header .lt-header-caption')).toHaveCount(columnCount);

    // Page size 10 → 50: from the click to the first frame painted with 50 rows of 50 cells.
    const option = await pageSize50Option(page);
    await page.evaluate(mark);
    await option.click();
    // Row 11 exists only once the 50-row page is there.
    await expect(cellText(page, wideText(11, 0))).toBeVisible();
    const renderMs = await page.evaluate(sinceMarkToNextFrame);

    // Next page (50 new rows replace 50): the steady-state cost of paging.
    await page.evaluate(mark);
    await table(page).locator('.lt-footer').getByRole('listitem', { name: '2', exact: true }).click();
    await expect(cellText(page, wideText(51, 0))).toBeVisible();
    const pageMs = await page.evaluate(sinceMarkToNextFrame);

    // Scrolling: 90 frames moving the body down and right; the frame times tell jank.
    const frames = await page.evaluate(async (selector) => {
      const body = document.querySelector<HTMLElement>(selector)!;
      const times: number[] = [];
      let last = performance.now();
      for (let i = 0; i < 90; i++) {
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        times.push(now - last);
        last = now;
        body.scrollTop += 40;
        body.scrollLeft += 60;
      }
      times.sort((a, b) => a - b);
      return { p50: times[45]!, p95: times[85]!, max: times[89]! };
    }, scrollBodySelector);

    const figures = `render 50×50: ${renderMs.toFixed(0)} ms; next page: ${pageMs.toFixed(0)} ms; scroll frames p50 ${frames.p50.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms`;
    console.log(`round ${run}: ${figures}`);
    test.info().annotations.push({ type: 'figures', description: figures });
  });
}
