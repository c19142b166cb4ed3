import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { shellRoutes } from '../../web/src/app/routes.ts';
import { baseURL } from '../support/base-url.ts';
import { openSignedIn } from '../support/session.ts';
import { choosePreferences, resetPreferences, themeNames } from '../tests/shell-support.ts';

/**
 * `npm run screenshots` writes a picture of every screen into `screenshots/` (git-ignored), so a change of look can
 * be reviewed without starting the app (issue 15):
 * - `routes/<language>-<route>.png`: every page of the route table, as the administrator, in both languages at
 *   1280 × 800 (and the sign-in page);
 * - `dialogs/<language>-<what>.png`: the main dialogs and drawers (a list's add dialog, its detail drawer, the
 *   advanced query, column settings, the theme dialog, the search panel);
 * - `themes/note-editor-<theme>-<language>.png`: the vendor's delivery-note editor in each of the 7 themes.
 * The folder is emptied first. Not a test: `npm test` never runs it.
 */
const folder = path.resolve(import.meta.dirname, '..', '..', 'screenshots');
const languages = ['en', 'zh-chs'] as const;
const viewport = { width: 1280, height: 800 };

test.use({ viewport });
test.afterEach(async ({ page, request }) => resetPreferences(page, request));
test.beforeAll(() => {
  rmSync(folder, { recursive: true, force: true });
  for (const sub of ['routes', 'dialogs', 'themes']) mkdirSync(path.join(folder, sub), { recursive: true });
});

/** The page has painted: shell, theme, no spinner or skeleton left (a slow corner gets 5 s), no toast moving. */
async function settle(page: Page, theme = 'd2') {
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', theme);
  await expect(page.getByTestId('shell-page')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await page.mouse.move(viewport.width - 1, viewport.height - 1);
  await page.waitForTimeout(300);
}

const shot = (page: Page, file: string) => page.screenshot({ path: path.join(folder, file) });
const slug = (p: string) => p.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '_') || 'root';

async function overlay(page: Page, selector: string) {
  await expect(page.locator(selector).filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

test('sign-in page in both languages', async ({ page }) => {
  for (const language of languages) {
    // The sign-in page reads the language from the `lang` cookie (web/src/platform/i18n.ts).
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL() }]);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: language === 'en' ? 'Sign in' : /登\s*录/ })).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `routes/${language}-login.png`);
  }
});

for (const language of languages) {
  test(`every route of the route table in ${language} at 1280 px`, async ({ page }) => {
    test.setTimeout(240_000);
    await openSignedIn(page, 'admin', '/index');
    await choosePreferences(page, { theme: 'd2', language: language });
    for (const route of shellRoutes) {
      await page.goto(route.path);
      await settle(page);
      await shot(page, `routes/${language}-${slug(route.path)}.png`);
    }
  });

  test(`dialogs and drawers in ${language} at 1280 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'admin', '/index');
    await choosePreferences(page, { theme: 'd2', language: language });
    await page.goto('/System/Role');
    await settle(page);
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();

    await page
      .getByTestId('shell-page')
      .getByRole('button', { name: /(新\s*增|Add)$/ })
      .click();
    await overlay(page, '.ant-modal');
    await shot(page, `dialogs/${language}-role-add-dialog.png`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal').filter({ visible: true })).toHaveCount(0);

    await page.locator('.admin-cell-link').first().click();
    await overlay(page, '.ant-drawer-body');
    await shot(page, `dialogs/${language}-role-drawer.png`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-drawer-body').filter({ visible: true })).toHaveCount(0);

    await page.getByRole('button', { name: /^(高级查询|Advanced query)$/ }).click();
    await overlay(page, '.ant-modal');
    await shot(page, `dialogs/${language}-advanced-query.png`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal').filter({ visible: true })).toHaveCount(0);

    await page.goto('/DeliveryNote/DeliveryDetailsQuery');
    await settle(page);
    await page.getByTestId('shell-theme').click();
    await overlay(page, '[data-testid="theme-dialog"]');
    await shot(page, `dialogs/${language}-theme-dialog.png`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('theme-dialog')).toHaveCount(0);

    await page.getByTestId('shell-search').click();
    const search = page.getByRole('dialog').getByRole('textbox').or(page.locator('input:focus'));
    await expect(search.first()).toBeVisible();
    await page.keyboard.type(language === 'en' ? 'de' : '送货');
    await page.waitForTimeout(400);
    await shot(page, `dialogs/${language}-search-panel.png`);
    await page.keyboard.press('Escape');
  });

  test(`order confirmation: the vendor's schedule dialog and a line's drawer in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'vendor1', '/index');
    await choosePreferences(page, { theme: 'd2', language: language });
    await page.goto('/Order/Confirmation');
    await settle(page);
    const rows = page.locator('tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    // A line to answer: propose a split.
    const toAnswer = rows.filter({ has: page.locator('[data-state="new"]') }).first();
    await toAnswer.locator('input[type=checkbox]').check();
    await page.getByTestId('oc-propose').click();
    await overlay(page, '[data-testid="oc-schedule-dialog"]');
    await page.getByTestId('oc-add-row').click();
    await page.waitForTimeout(300);
    await shot(page, `dialogs/${language}-order-confirmation-propose.png`);
    await page.keyboard.press('Escape');
    // A line with a history (the demo's confirmed ones have a proposal and its confirmation).
    await toAnswer.locator('input[type=checkbox]').uncheck();
    const answered = rows
      .filter({ has: page.locator('[data-state="confirmed"], [data-state="accepted"]') })
      .first();
    if (await answered.count()) {
      await answered.dblclick();
      await overlay(page, '[data-testid="oc-drawer"]');
      await shot(page, `dialogs/${language}-order-line-drawer.png`);
      await page.keyboard.press('Escape');
    }
  });
}

test('the note editor in every theme, both languages', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'vendor1', '/index');
  for (const language of languages)
    for (const theme of themeNames) {
      await choosePreferences(page, { theme: theme, language: language });
      await page.goto('/DeliveryNote/MaintainDeliveryNote2?view=new');
      await settle(page, theme);
      await expect(page.getByTestId('dn-editor')).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, `themes/note-editor-${theme}-${language}.png`);
    }
});
