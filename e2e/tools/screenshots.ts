import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  activateTheme,
  enterShell,
  openDropdown,
  resetPreferences,
  themeNames,
} from '../tests/shell-support.ts';

/**
 * `npm run screenshots` leaves a picture of the home page in every theme and both languages in `screenshots/`
 * (git-ignored), so a change of look can be reviewed without starting the app.
 */
const folder = path.resolve(import.meta.dirname, '..', '..', 'screenshots');

test.afterEach(async ({ page, request }) => resetPreferences(page, request));

test('home page screenshots: 7 themes × 2 languages', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(folder, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await enterShell(page);
  for (const [lang, label] of [
    ['zh-chs', '简体中文'],
    ['en', 'English'],
  ] as const) {
    await page.getByTestId('shell-language').click();
    await openDropdown(page).getByRole('menuitem', { name: label }).click();
    await expect(page.getByTestId('shell-language')).toContainText(lang === 'en' ? 'EN' : '中');
    for (const theme of themeNames) {
      await activateTheme(page, theme);
      await page.mouse.move(0, 899);
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(folder, `home-${theme}-${lang}.png`) });
    }
  }
});
