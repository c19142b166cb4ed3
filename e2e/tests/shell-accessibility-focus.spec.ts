import type { Page } from '@playwright/test';
import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { choosePreferences, resetPreferences, themeNames } from './shell-support.ts';

/**
 * Issue 15 item 9: keyboard focus is visible in every theme. Tabbing through the shell and a list, every control
 * that takes the focus (buttons, links, tabs, menu entries, table controls) shows an outline or a focus shadow.
 */
test.afterEach(async ({ page, request }) => resetPreferences(page, request));

/** What the focused element shows: its tag/role and whether an outline or shadow marks it. */
const focusMark = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    // antd draws the focus of an input on its wrapper.
    const wrapper = el.closest('.ant-input-affix-wrapper, .ant-select, .ant-input-number, .ant-picker');
    const wrapped = wrapper
      ? getComputedStyle(wrapper).boxShadow !== 'none' || wrapper.matches('[class*=focused]')
      : false;
    return {
      what: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`,
      visible: outline || shadow || wrapped || el.tagName === 'INPUT',
    };
  });

test('every control reached with Tab shows its focus, in each of the 7 themes', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin', 'about:blank');
  const unmarked: string[] = [];
  for (const theme of themeNames) {
    await choosePreferences(page, { theme });
    await page.goto('/System/Role');
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    let seen = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const mark = await focusMark(page);
      if (!mark) continue;
      seen++;
      if (!mark.visible) unmarked.push(`${theme}: ${mark.what}`);
    }
    expect(seen, theme).toBeGreaterThan(20);
  }
  expect(unmarked).toEqual([]);
});
