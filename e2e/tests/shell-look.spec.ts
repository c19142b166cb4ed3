import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  activateTheme,
  enterShell,
  openDropdown,
  resetPreferences,
  settled,
  storePreferences,
  tab,
  themeNames,
} from './shell-support.ts';

test.afterEach(async ({ page, request }) => resetPreferences(page, request));

/** Background colour and image: what a person sees of a surface. */
async function surface(page: Page, testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).backgroundImage}`);
}

test('each of the 7 themes gives the header and the menu their own colours, and is remembered', async ({
  page,
}) => {
  await enterShell(page);
  const seen = new Map<string, { header: string; sidebar: string; panel: string }>();
  for (const name of [...themeNames.slice(1), themeNames[0]!]) {
    await activateTheme(page, name);
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', name);
    // Colours may animate (0.3 s): read them once no transition runs on the three surfaces.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['shell-header', 'shell-sidebar', 'shell-panel'].reduce(
            (n, id) => n + (document.querySelector(`[data-testid="${id}"]`)?.getAnimations().length ?? 0),
            0,
          ),
        ),
      )
      .toBe(0);
    seen.set(name, {
      header: await surface(page, 'shell-header'),
      sidebar: await surface(page, 'shell-sidebar'),
      panel: await surface(page, 'shell-panel'),
    });
  }
  const all = [...seen.values()];
  expect(new Set(all.map((s) => s.header)).size).toBe(7);
  expect(new Set(all.map((s) => s.sidebar)).size).toBe(7);
  expect(new Set(all.map((s) => s.panel)).size).toBeGreaterThanOrEqual(6);
  // The header text follows its theme too (dark headers have light text).
  await activateTheme(page, 'violet');
  await expect(page.getByTestId('shell-header')).toHaveCSS('color', 'rgb(255, 255, 255)');

  await settled(page, { theme: 'violet' });
  await page.reload();
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'violet');
});

test('an unknown stored theme falls back to the first theme', async ({ page }) => {
  await enterShell(page);
  await activateTheme(page, 'violet');
  await settled(page, { theme: 'violet' });
  // Another browser (or an older version) stored a theme this one does not know.
  await storePreferences(page, { theme: 'no-such-theme', tabs: ['/System/Role'] });
  await page.reload();
  await expect(tab(page, '角色管理')).toBeVisible();
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'd2');
  await page.getByTestId('shell-theme').click();
  await expect(page.getByTestId('theme-d2')).toContainText('使用中');
});

/** Sets the grey-mode switch of the theme dialog. The dialog zooms in from the pointer: a click during the
 * animation can miss, so it is repeated until the switch shows the wanted state. */
async function toggleGrey(page: Page, on: boolean) {
  const grey = page.getByTestId('grey-mode');
  const wanted = String(on);
  await expect(async () => {
    if ((await grey.getAttribute('aria-checked')) !== wanted) await grey.click({ timeout: 2000 });
    await expect(grey).toHaveAttribute('aria-checked', wanted, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test('grey mode turns the whole layout grey', async ({ page }) => {
  await enterShell(page);
  const filter = () => page.evaluate(() => getComputedStyle(document.documentElement).filter);
  expect(await filter()).toBe('none');
  await page.getByTestId('shell-theme').click();
  await toggleGrey(page, true);
  await expect.poll(filter).toBe('grayscale(1)');
  await page.locator('.ant-modal-close').click();
  await page.reload();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect.poll(filter).toBe('grayscale(1)');
  await page.getByTestId('shell-theme').click();
  await toggleGrey(page, false);
  await expect.poll(filter).toBe('none');
});

test('component sizes default, medium, small and mini change the controls', async ({ page }) => {
  await enterShell(page);
  const button = page.getByTestId('home-welcome').getByRole('button');
  await expect(button).toHaveCSS('height', '32px');
  for (const [label, height, font] of [
    ['中', '30px', '14px'],
    ['小', '28px', '13px'],
    ['最小', '24px', '12px'],
    ['默认', '32px', '14px'],
  ] as const) {
    await page.getByTestId('shell-size').click();
    await openDropdown(page).getByRole('menuitem', { name: label, exact: true }).click();
    await expect(button).toHaveCSS('height', height);
    await expect(button).toHaveCSS('font-size', font);
  }
});

test('the accent colour: default #409EFF, 7 presets, remembered', async ({ page }) => {
  await enterShell(page);
  const homeTab = tab(page, '首页');
  // The active tab's text is the accent colour shaded to read at 4.5:1 on its background (#409EFF → #3077BF on
  // white; a colour that already reads, like #722ED1, is used as is).
  await expect(homeTab).toHaveCSS('color', 'rgb(48, 119, 191)');
  await page.getByTestId('shell-color').click();
  const panel = page.getByTestId('shell-color-panel');
  await expect(panel.getByRole('button', { name: /^#/ })).toHaveCount(7);
  await expect(panel.getByRole('button', { name: '#409EFF', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: '#722ED1' }).click();
  await expect(homeTab).toHaveCSS('color', 'rgb(114, 46, 209)');
  await settled(page, { color: '#722ED1' });
  await page.getByRole('button', { name: '恢复默认' }).click();
  await expect(homeTab).toHaveCSS('color', 'rgb(48, 119, 191)');
});

test('the layout keeps its spec sizes: header 50, tabs 41, minimum width 900', async ({ page }) => {
  await enterShell(page);
  await expect(page.getByTestId('shell-header')).toHaveCSS('height', '50px');
  await expect(page.getByTestId('shell-tabs')).toHaveCSS('height', '41px');
  // The desktop layout down to 768 px keeps its 900; below, a phone gets its own layout (issue #45 item 1).
  const width = () => page.locator('[data-theme]').evaluate((el) => el.getBoundingClientRect().width);
  await page.setViewportSize({ width: 800, height: 700 });
  expect(await width()).toBe(900);
  await page.setViewportSize({ width: 700, height: 700 });
  await expect(page.getByTestId('shell-tabs')).toHaveCount(0);
  expect(await width()).toBe(700);
});

test('dialogs zoom in by default; with the system set to reduced motion they just appear', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await enterShell(page);
    // Records whether an antd zoom animation ever runs (its "active" stage).
    await page.evaluate(() => {
      const seen = { zoom: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver((records) => {
        for (const r of records)
          if (r.target instanceof Element && /ant-zoom-(appear|enter)-active/.test(r.target.className))
            seen.zoom = true;
      }).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
        childList: true,
      });
    });
    await page.getByTestId('shell-theme').click();
    await expect(page.getByTestId('theme-dialog')).toBeVisible();
    const zoomed = () => page.evaluate(() => (window as unknown as { seen: { zoom: boolean } }).seen.zoom);
    if (reducedMotion === 'no-preference') {
      // The dialog is visible from its first frame; the zoom's "active" stage follows a frame later.
      await expect.poll(zoomed, { timeout: 5000 }).toBe(true);
    } else {
      await page.waitForTimeout(1000);
      expect(await zoomed(), reducedMotion).toBe(false);
    }
    const sidebarTransition = await page
      .getByTestId('shell-sidebar')
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(sidebarTransition === '0s', reducedMotion).toBe(reducedMotion === 'reduce');
    await context.close();
  }
});
