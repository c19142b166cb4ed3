import type { Page } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import {
  enterShell,
  loadPreferences,
  noDropdown,
  openDropdown,
  openFromMenu,
  resetPreferences,
  settled,
  signOutFromShell,
  tab,
  tabs,
  tabTitles,
} from './shell-support.ts';

test.afterEach(async ({ page, request }) => resetPreferences(page, request));

/** Closes every tab but home (earlier specs may have left the admin some), through the home tab's menu. */
async function onlyHome(page: Page) {
  await expect.poll(() => tabTitles(page)).toContain('首页');
  if ((await tabs(page).count()) === 1) return;
  await (await tabMenu(page, '首页')).getByRole('menuitem', { name: '全部关闭' }).click();
  await expect(tabs(page)).toHaveCount(1);
}

/** Opens 用户, 角色, 菜单, 邮件 (in that order) through the menu. */
async function openFour(page: Page) {
  await onlyHome(page);
  await openFromMenu(page, '系统管理', '采购账号管理');
  await openFromMenu(page, '系统管理', '角色管理');
  await openFromMenu(page, '系统管理', '菜单管理');
  await openFromMenu(page, '系统管理', '邮件服务设置');
  await expect(tabs(page)).toHaveCount(5);
}

const four = ['首页', '采购账号管理', '角色管理', '菜单管理', '邮件服务设置'];

/**
 * Right-clicks a tab and answers its open context menu. The menu closes when anything it hangs from scrolls or the
 * window resizes (antd's context menus, as the system's): a page still settling on a loaded machine closed one
 * right after it opened, so a menu that did not show is asked for again, as a user would.
 */
async function tabMenu(page: Page, title: string) {
  await noDropdown(page);
  await expect(async () => {
    if (!(await openDropdown(page).isVisible())) await tab(page, title).click({ button: 'right' });
    await expect(openDropdown(page)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  return openDropdown(page);
}

async function contextAction(page: Page, title: string, action: string) {
  await (await tabMenu(page, title)).getByRole('menuitem', { name: action }).click();
}

test('tabs open once, the home tab cannot be closed, closing the active tab moves to its neighbour', async ({
  page,
}) => {
  await enterShell(page);
  await expect(tab(page, '首页').getByTestId('shell-tab-close')).toHaveCount(0);
  await openFour(page);
  await openFromMenu(page, '系统管理', '角色管理');
  expect(await tabTitles(page)).toEqual(four);
  await expect(tab(page, '角色管理')).toHaveAttribute('aria-selected', 'true');

  // Active tab closed → the right neighbour.
  await tab(page, '角色管理').getByTestId('shell-tab-close').click();
  await expect(page).toHaveURL(/\/Menu\/Index$/);
  expect(await tabTitles(page)).toEqual(['首页', '采购账号管理', '菜单管理', '邮件服务设置']);
  // The last one → the left neighbour.
  await tab(page, '邮件服务设置').click();
  await tab(page, '邮件服务设置').getByTestId('shell-tab-close').click();
  await expect(page).toHaveURL(/\/Menu\/Index$/);
  // An inactive tab closes without leaving the page.
  await tab(page, '采购账号管理').getByTestId('shell-tab-close').click();
  await expect(page).toHaveURL(/\/Menu\/Index$/);
  expect(await tabTitles(page)).toEqual(['首页', '菜单管理']);
  await tab(page, '菜单管理').getByTestId('shell-tab-close').click();
  await expect(page).toHaveURL(/\/index$/);
  expect(await tabTitles(page)).toEqual(['首页']);
});

test('re-entering a page updates its tab instead of adding one', async ({ page }) => {
  await enterShell(page);
  await onlyHome(page);
  await page.goto('/System/User?tab=1');
  await expect(tab(page, '采购账号管理')).toHaveAttribute('title', '/System/User?tab=1');
  await page.goto('/System/User?tab=2');
  await expect(tab(page, '采购账号管理')).toHaveAttribute('title', '/System/User?tab=2');
  await expect(tabs(page)).toHaveCount(2);
  await tab(page, '首页').click();
  await tab(page, '采购账号管理').click();
  await expect(page).toHaveURL(/\/System\/User\?tab=2$/);
});

test('right-click offers refresh, close left/right/others/all; on home only close all', async ({ page }) => {
  await enterShell(page);
  await openFour(page);

  await expect((await tabMenu(page, '首页')).getByRole('menuitem')).toHaveText(['全部关闭']);
  await page.keyboard.press('Escape');
  await expect(openDropdown(page)).toHaveCount(0);

  await expect((await tabMenu(page, '角色管理')).getByRole('menuitem')).toHaveText([
    '刷新',
    '关闭左侧',
    '关闭右侧',
    '关闭其它',
    '全部关闭',
  ]);
  await page.keyboard.press('Escape');

  // Refresh re-enters the page: the old page is unmounted, the new one shows at the same address.
  await tab(page, '邮件服务设置').click();
  const before = await page.getByTestId('shell-page').elementHandle();
  await contextAction(page, '邮件服务设置', '刷新');
  await expect.poll(() => before!.evaluate((n) => n.isConnected)).toBe(false);
  await expect(page).toHaveURL(/\/System\/Mail$/);
  await expect(page.getByTestId('shell-page')).toBeVisible();
  expect(await tabTitles(page)).toEqual(four);

  // Close left of 角色管理: the active 邮件服务设置 stays.
  await contextAction(page, '角色管理', '关闭左侧');
  expect(await tabTitles(page)).toEqual(['首页', '角色管理', '菜单管理', '邮件服务设置']);
  await expect(page).toHaveURL(/\/System\/Mail$/);

  // Close right of 角色管理: the active tab went away → 角色管理.
  await contextAction(page, '角色管理', '关闭右侧');
  expect(await tabTitles(page)).toEqual(['首页', '角色管理']);
  await expect(page).toHaveURL(/\/System\/Role$/);

  await openFromMenu(page, '系统管理', '菜单管理');
  await openFromMenu(page, '系统管理', '邮件服务设置');
  await contextAction(page, '菜单管理', '关闭其它');
  expect(await tabTitles(page)).toEqual(['首页', '菜单管理']);
  await expect(page).toHaveURL(/\/Menu\/Index$/);

  await openFromMenu(page, '系统管理', '角色管理');
  await contextAction(page, '首页', '全部关闭');
  expect(await tabTitles(page)).toEqual(['首页']);
  await expect(page).toHaveURL(/\/index$/);
});

test('the dropdown beside the tabs offers the same actions for the active tab', async ({ page }) => {
  await enterShell(page);
  await openFour(page);
  await tab(page, '角色管理').click();
  const actions = page.getByTestId('shell-tab-actions');

  await noDropdown(page);
  await actions.click();
  await expect(openDropdown(page).getByRole('menuitem')).toHaveText([
    '刷新',
    '关闭左侧',
    '关闭右侧',
    '关闭其它',
    '全部关闭',
  ]);
  await openDropdown(page).getByRole('menuitem', { name: '关闭右侧' }).click();
  expect(await tabTitles(page)).toEqual(['首页', '采购账号管理', '角色管理']);

  await noDropdown(page);
  await actions.click();
  await openDropdown(page).getByRole('menuitem', { name: '关闭左侧' }).click();
  expect(await tabTitles(page)).toEqual(['首页', '角色管理']);

  await openFromMenu(page, '系统管理', '菜单管理');
  await tab(page, '角色管理').click();
  await noDropdown(page);
  await actions.click();
  await openDropdown(page).getByRole('menuitem', { name: '关闭其它' }).click();
  expect(await tabTitles(page)).toEqual(['首页', '角色管理']);

  await noDropdown(page);
  await actions.click();
  await openDropdown(page).getByRole('menuitem', { name: '刷新' }).click();
  await expect(page).toHaveURL(/\/System\/Role$/);

  await noDropdown(page);
  await actions.click();
  await openDropdown(page).getByRole('menuitem', { name: '全部关闭' }).click();
  await expect(page).toHaveURL(/\/index$/);
  expect(await tabTitles(page)).toEqual(['首页']);
});

/**
 * Drags a tab onto another one until the tab bar shows `expected`. A drag that starts while the tab bar is still
 * moving (a tab just opened scrolls it) misses and changes nothing; it is then repeated, never after a success.
 */
async function dragTabTo(page: Page, from: string, to: string, expected: string[]) {
  await expect(async () => {
    if (JSON.stringify(await tabTitles(page)) !== JSON.stringify(expected)) await dragTab(page, from, to);
    await expect.poll(() => tabTitles(page), { timeout: 2000 }).toEqual(expected);
  }).toPass({ timeout: 15_000 });
}

/** Drags a tab with the mouse onto another one, in small steps as a person does. */
async function dragTab(page: Page, from: string, to: string) {
  await expect(tab(page, from)).toBeVisible();
  const source = await tab(page, from).boundingBox();
  const target = await tab(page, to).boundingBox();
  if (!source || !target) throw new Error('tab not visible');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  const endX = target.x + target.width / 2 + (target.x > source.x ? 10 : -10);
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(
      source.x + source.width / 2 + ((endX - source.x - source.width / 2) * i) / 12,
      source.y + source.height / 2,
    );
  }
  await page.mouse.up();
}

test('tabs are reordered by dragging; home stays first', async ({ page }) => {
  await enterShell(page);
  await openFour(page);
  await dragTabTo(page, '邮件服务设置', '采购账号管理', [
    '首页',
    '邮件服务设置',
    '采购账号管理',
    '角色管理',
    '菜单管理',
  ]);
  await dragTabTo(page, '采购账号管理', '菜单管理', [
    '首页',
    '邮件服务设置',
    '角色管理',
    '菜单管理',
    '采购账号管理',
  ]);
  // A drag is not a click: the active page did not change.
  await expect(page).toHaveURL(/\/System\/Mail$/);
});

test('the tab list is saved per user on the server and restored after sign-in, also in another browser', async ({
  page,
  browser,
}) => {
  // The buyer's stored tabs before (earlier tests may have left some).
  await enterShell(page, 'buyer');
  const buyerTabs = (await loadPreferences(page)).tabs;
  await signOutFromShell(page);

  await enterShell(page);
  await openFour(page);
  const order = ['首页', '菜单管理', '采购账号管理', '角色管理', '邮件服务设置'];
  await dragTabTo(page, '菜单管理', '采购账号管理', order);
  await settled(page, { tabs: ['/Menu/Index', '/System/User', '/System/Role', '/System/Mail'] });

  await signOutFromShell(page);
  // Another user has their own tabs.
  await enterShell(page, 'buyer');
  expect((await loadPreferences(page)).tabs ?? []).toEqual(buyerTabs ?? []);
  await expect.poll(() => tabTitles(page)).not.toContain('菜单管理');
  expect(await tabTitles(page)).not.toContain('邮件服务设置');
  await signOutFromShell(page);

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(() => tabTitles(page)).toEqual(order);

  // A browser with nothing stored gets the same tabs from the server.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await enterShell(otherPage);
  await expect.poll(() => tabTitles(otherPage)).toEqual(order);
  await other.close();
});
