import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  closeDrawer,
  confirm,
  dialog,
  enter,
  enterAt,
  expectNotice,
  fillAccount,
  panelMenus,
  rowOf,
  save,
  signOut,
  toolbarButton,
  topMenus,
  unique,
} from './admin-support.ts';

const password = 'Role@2026-Lamp';

const drawer = (page: Page) => page.locator('.ant-drawer-body');
const drawerSave = (page: Page) => drawer(page).getByRole('button', { name: /保\s*存/ });

/** Opens what a role holds from the role list (the role name is a link). */
async function openRole(page: Page, role: string) {
  await page.goto('/System/Role');
  await rowOf(page, role).getByRole('button', { name: role, exact: true }).click();
  await expect(page.getByTestId('role-drawer-name')).toHaveText(role);
}

async function toggleMenu(page: Page, title: string) {
  await page
    .getByTestId('role-menu-tree')
    .locator('.ant-tree-treenode')
    .filter({ hasText: title })
    .last()
    .locator('.ant-tree-checkbox')
    .click();
}

/** Opens the purchase order report from the side menu and waits for its list. */
async function openReport(page: Page) {
  const top = page.getByTestId('shell-sidebar').getByRole('menuitem', { name: '报表中心', exact: true });
  if ((await top.getAttribute('aria-expanded')) !== 'true') await top.click();
  await page.getByTestId('shell-panel').getByRole('menuitem', { name: '采购订单报表' }).click();
  await expect(page).toHaveURL(/\/DeliveryNote\/PurchaseOrderReport$/);
  const list = page.getByTestId('list-table');
  await expect(list.getByRole('button', { name: '刷新' })).toBeVisible();
  // With the configuration tools switched on, only the permission keys decide which tools show.
  const configuring = page.getByTestId('shell-table-tools');
  if ((await configuring.getAttribute('aria-pressed')) !== 'true') await configuring.click();
  await expect(configuring).toHaveAttribute('aria-pressed', 'true');
  return list;
}

test('a new role grants exactly its menus and buttons to the buyers holding it', async ({ page }) => {
  // Four sign-ins and two screens of set-up.
  test.setTimeout(180_000);
  const id = unique();
  const role = `质检员${id}`;
  const direct = `qc_${id}`;
  const moved = `qc2_${id}`;
  // The role: name, type, remark; saving it opens what it holds.
  await enterAt(page, '/System/Role');
  await toolbarButton(page, '新增').click();
  const box = dialog(page, 'role-dialog');
  await expect(box.getByLabel('角色', { exact: true })).toBeFocused();
  await box.getByLabel('角色', { exact: true }).fill(role);
  await box.getByLabel('备注').fill('e2e：采购订单报表与导出记录');
  await save(page);
  await expectNotice(page, '保存成功');
  await expect(page.getByTestId('role-drawer-name')).toHaveText(role);
  await expect(page.getByTestId('role-users')).toContainText('该角色还没有采购员');

  // Two pages of two groups, and the advanced-query button.
  await page.getByRole('tab', { name: '菜单权限' }).click();
  await toggleMenu(page, '采购订单报表');
  await toggleMenu(page, '数据导出记录');
  await expect(drawer(page)).toContainText('有未保存的修改');
  await drawerSave(page).click();
  await expectNotice(page, '保存成功');
  await expect(drawer(page)).toContainText('已分配 2 个页面');
  await page.getByRole('tab', { name: '按钮权限' }).click();
  await page
    .getByTestId('role-button-list')
    .getByRole('checkbox', { name: /高级查询/ })
    .check();
  await drawerSave(page).click();
  await expectNotice(page, '保存成功');
  await expect(drawer(page)).toContainText('已分配 1 个按钮权限');
  await closeDrawer(page);

  // One buyer is created with the role, another (a finance account) is moved into it by the add-buyer dialog.
  await page.goto('/System/User');
  await toolbarButton(page, '新增').click();
  await fillAccount(page, { userName: direct, nickName: `质检${id}`, password, role });
  await save(page);
  await expectNotice(page, '保存成功');
  await toolbarButton(page, '新增').click();
  await fillAccount(page, { userName: moved, nickName: `质检二${id}`, password, role: '财务' });
  await save(page);
  await expectNotice(page, '保存成功');

  await openRole(page, role);
  const users = page.getByTestId('role-users');
  await expect(rowOf(users, direct)).toBeVisible();
  await page.getByRole('button', { name: '添加采购员' }).click();
  const add = page.getByTestId('add-buyers-dialog');
  await add.getByRole('searchbox').fill(moved);
  await add.getByRole('searchbox').press('Enter');
  await expect(rowOf(add, moved)).toContainText('财务');
  await expect(rowOf(add, direct)).toHaveCount(0);
  await rowOf(add, moved).click();
  await page.getByRole('button', { name: '添加选中 (1)' }).click();
  await expectNotice(page, '保存成功');
  await expect(rowOf(users, moved)).toBeVisible();
  await closeDrawer(page);
  await expect(rowOf(page, role)).toContainText('e2e');

  // Both see exactly the granted pages, in their groups, and the granted list tool.
  for (const userName of [direct, moved]) {
    await signOut(page);
    await enter(page, userName, password);
    expect(await topMenus(page)).toEqual(['报表中心', '系统管理']);
    expect(await panelMenus(page, '报表中心')).toEqual(['采购订单报表']);
    expect(await panelMenus(page, '系统管理')).toEqual(['数据导出记录']);
    const list = await openReport(page);
    await expect(list.getByRole('button', { name: '高级查询' })).toBeVisible();
    await expect(list.getByRole('button', { name: '高级配置' })).toHaveCount(0);
    await expect(list.getByRole('button', { name: '表格列配置' })).toHaveCount(0);
  }

  // Taking the key back hides the tool.
  await signOut(page);
  await enter(page);
  await openRole(page, role);
  await page.getByRole('tab', { name: '按钮权限' }).click();
  await page
    .getByTestId('role-button-list')
    .getByRole('checkbox', { name: /高级查询/ })
    .uncheck();
  await drawerSave(page).click();
  await expectNotice(page, '保存成功');
  await closeDrawer(page);
  await signOut(page);
  await enter(page, moved, password);
  const list = await openReport(page);
  await expect(list.getByRole('button', { name: '打印' })).toBeVisible();
  await expect(list.getByRole('button', { name: '高级查询' })).toHaveCount(0);
});

test('a role held by a buyer cannot be deleted; an unused one can', async ({ page }) => {
  const id = unique();
  await enterAt(page, '/System/Role');

  await rowOf(page, '采购员').getByRole('checkbox').check();
  await toolbarButton(page, '删除').click();
  // (Not `confirm`: it closes every confirmation box, the refusal's too.)
  const asking = page.locator('.ant-modal-confirm-confirm');
  await expect(asking).toContainText('确定要删除?');
  await asking.locator('.ant-btn-primary').click();
  // One call for the selection, all or none: the refusal names the role and why, in a dialog.
  const refused = page.locator('.ant-modal-confirm-error');
  await expect(refused).toContainText('不能删除，全部未删除');
  await expect(refused.getByTestId('bulk-refused')).toHaveText(/^采购员: .*(已被使用|in use)/);
  await refused.getByRole('button').click();
  await expect(rowOf(page, '采购员')).toHaveCount(1);

  const role = `临时角色${id}`;
  await toolbarButton(page, '新增').click();
  await dialog(page, 'role-dialog').getByLabel('角色', { exact: true }).fill(role);
  await page.keyboard.press('Enter');
  await expectNotice(page, '保存成功');
  await closeDrawer(page);
  await rowOf(page, role).getByRole('checkbox').check();
  await toolbarButton(page, '修改').click();
  await dialog(page, 'role-dialog').getByLabel('备注').fill('改过');
  await save(page);
  await expectNotice(page, '保存成功');
  await expect(rowOf(page, role)).toContainText('改过');
  await rowOf(page, role).getByRole('checkbox').check();
  await toolbarButton(page, '删除').click();
  await confirm(page, '确定要删除?');
  await expectNotice(page, '删除成功');
  await expect(rowOf(page, role)).toHaveCount(0);
});
