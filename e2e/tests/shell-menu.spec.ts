import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { enterShell, openFromMenu, resetPreferences, tab } from './shell-support.ts';

test.afterEach(async ({ page, request }) => resetPreferences(page, request));

const entry = (id: number, parent: number | null, name: string, en: string, extra: object = {}) => ({
  ID: id,
  PARENT_ID: parent,
  Menu_Code: `test-${id}`,
  Menu_Name: name,
  MENU_EN: en,
  Link_Url: null,
  Icon_Url: null,
  Target: '_self',
  ENABLED: 'Y',
  ORD_IDX: id,
  children: [],
  ...extra,
});

/** The role's menu tree plus a group of new-window and placeholder entries and an empty group. */
async function withExtraMenus(page: Page) {
  await page.route('**/api/Role/LoadMenusByRoleId**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.push(
      entry(9000, null, '外部链接', 'External links', {
        children: [
          entry(9001, 9000, '新窗口邮件设置', 'Mail in a new window', {
            Link_Url: '/System/Mail',
            Target: '_blank',
          }),
          entry(9002, 9000, '健康检查', 'Health check', { Link_Url: 'https://portal.example/api/health' }),
          entry(9003, 9000, '占位菜单', 'Placeholder'),
        ],
      }),
      entry(9100, null, '空分组', 'Empty group'),
    );
    await route.fulfill({ response, json: body });
  });
}

test('the side menu opens pages in the tab strip with breadcrumb and page title', async ({ page }) => {
  await enterShell(page);
  const sidebar = page.getByTestId('shell-sidebar');
  const panel = page.getByTestId('shell-panel');
  await expect(sidebar).toHaveCSS('width', '250px');
  await expect(panel).toHaveCSS('width', '210px');

  await openFromMenu(page, '系统管理', '角色管理');
  await expect(page).toHaveURL(/\/System\/Role$/);
  await expect(tab(page, '角色管理')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('shell-breadcrumb')).toContainText('系统管理');
  await expect(page.getByTestId('shell-breadcrumb')).toContainText('角色管理');
  await expect(page).toHaveTitle('数字化管理平台 — 角色管理');
  await expect(page.getByTestId('shell-page')).toBeVisible();
  await expect(panel.getByRole('menuitem', { name: '角色管理' })).toHaveClass(/ant-menu-item-selected/);

  await openFromMenu(page, '报表中心', '送货明细报表');
  await expect(page).toHaveURL(/\/DeliveryNote\/DeliveryDetailsQuery$/);
  await expect(page.getByTestId('shell-breadcrumb')).toContainText('报表中心');

  // Choosing the open group again closes the panel (0 px); the collapse button narrows the sidebar to 65 px.
  await sidebar.getByRole('menuitem', { name: '报表中心' }).click();
  await expect(panel).toHaveCSS('width', '0px');
  await page.getByTestId('shell-collapse').click();
  await expect(sidebar).toHaveCSS('width', '65px');
  await sidebar.getByRole('menuitem', { name: '系统管理' }).click();
  await expect(panel).toHaveCSS('width', '210px');
  await expect(panel.getByRole('menuitem', { name: '菜单管理' })).toBeVisible();
  await page.getByTestId('shell-collapse').click();
  await expect(sidebar).toHaveCSS('width', '250px');
});

test('entries with target _blank and absolute addresses open a new window; a placeholder only warns', async ({
  page,
  context,
}) => {
  await withExtraMenus(page);
  await enterShell(page);
  const panel = page.getByTestId('shell-panel');
  await page.getByTestId('shell-sidebar').getByRole('menuitem', { name: '外部链接' }).click();

  const [mailWindow] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('menuitem', { name: '新窗口邮件设置' }).click(),
  ]);
  await mailWindow.waitForLoadState();
  expect(new URL(mailWindow.url()).pathname).toBe('/System/Mail');
  // The new window shares the session (cookie): it shows the page inside the shell.
  await expect(mailWindow.getByTestId('shell-header')).toBeVisible();
  await mailWindow.close();
  await expect(page).toHaveURL(/\/index$/);

  // Absolute addresses are https:// only (PRODUCT §9): the outside site is answered here, nothing leaves the machine.
  await context.route('https://portal.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }),
  );
  const [healthWindow] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('menuitem', { name: '健康检查' }).click(),
  ]);
  await healthWindow.waitForLoadState();
  expect(healthWindow.url()).toBe('https://portal.example/api/health');
  await healthWindow.close();

  await panel.getByRole('menuitem', { name: '占位菜单' }).click();
  await expect(page.locator('.ant-message')).toContainText('临时菜单');
  await expect(page).toHaveURL(/\/index$/);

  // A group without entries shows the empty state.
  await page.getByTestId('shell-sidebar').getByRole('menuitem', { name: '空分组' }).click();
  await expect(panel.getByText('暂无菜单')).toBeVisible();
});

test('every page of the route table opens inside the shell; unknown pages show 404', async ({ page }) => {
  await enterShell(page);
  for (const [path, title] of [
    ['/DeliveryNote/ReconBillMstManage/Vendor', '对账单管理(供应商)'],
    ['/Portal/Announcement', '公告通知'],
    ['/log', '前端日志'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle(`数字化管理平台 — ${title}`);
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});
