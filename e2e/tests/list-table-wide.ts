import type { Page } from '@playwright/test';
import { poLoad, table } from './list-table-support.ts';

/**
 * Issue 5 "large pages stay smooth": a list of 50 visible columns whose answers are widened in the browser (50
 * columns of text, 5,000 rows), so what is exercised is the table, not the data; the real server still signs in and
 * serves the app. Used by the spec `list-table-large` (it works) and the bench `npm run bench:list` (how fast).
 */
export const columnCount = 50;
const fields = Array.from({ length: columnCount }, (_, i) => `FIELD_${String(i).padStart(2, '0')}`);

/** The text of row `row`, column `column` (both from 1 and 0) in the widened answers. */
export const wideText = (row: number, column: number) => `R${row}-C${column} 文本`;

export const cellText = (page: Page, text: string) =>
  table(page).locator('.lt-body .ant-table-cell').getByText(text, { exact: true });

/** Answers the list's column configuration and pages with the widened list. Call before opening the list. */
export async function routeWideList(page: Page) {
  await page.route('**/api/ListParam/LoadListFields', (route) =>
    route.fulfill({
      json: {
        code: 200,
        msg: '',
        data: fields.map((f, i) => ({
          ORD_IDX: i + 1,
          FIELD_NAME: f,
          FIELD_CAPTION: `列 ${i + 1}`,
          FIELD_WIDTH: 120,
          IS_VISIBLE: 'Y',
        })),
      },
    }),
  );
  await page.route(`**/api/${poLoad}`, async (route) => {
    const { Page, Limit } = route.request().postDataJSON() as { Page: number; Limit: number };
    const data = Array.from({ length: Limit }, (_, r) => {
      const id = (Page - 1) * Limit + r + 1;
      return Object.fromEntries([['ID', id], ...fields.map((f, c) => [f, wideText(id, c)])]);
    });
    await route.fulfill({ json: { code: 200, msg: '', data, count: 5000, pageSize: Limit } });
  });
}

/** Opens the page-size menu and picks 50 rows a page (the click itself is left to the caller, to time it). */
export async function pageSize50Option(page: Page) {
  await table(page).locator('.ant-pagination-options .ant-select').click();
  return page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: '50 条/页' });
}

/** The list body's scrolling element. */
export const scrollBodySelector = '.lt-body .ant-table-tbody-virtual-holder, .lt-body .ant-table-body';
