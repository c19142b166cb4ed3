import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { confirm, dialog, enterAt, errorToast, expectNotice, rowOf, save, unique } from './admin-support.ts';

const tree = (page: Page) => page.getByTestId('menu-tree');
const inUse = '记录已被使用，无法删除';

test('menus: add a group and a page below it, edit, delete; a menu in use is refused', async ({ page }) => {
  // Several sign-ins or saves: slow on a busy machine.
  test.slow();
  const id = unique();
  const group = `E2E分组${id}`;
  const child = `E2E页面${id}`;
  await enterAt(page, '/Menu/Index');
  await expect(rowOf(tree(page), '采购账号管理')).toBeVisible();

  await page.getByRole('button', { name: '新增顶级菜单' }).click();
  const box = dialog(page, 'menu-dialog');
  await expect(box.getByLabel('菜单名称')).toBeFocused();
  await box.getByLabel('菜单名称').fill(group);
  await box.getByLabel('英文名称').fill(`E2E group ${id}`);
  await save(page);
  await expectNotice(page, '保存成功');
  await expect(rowOf(tree(page), group)).toContainText('分组');

  // A child of the group: its parent is preset, a link already used is refused while typing.
  await page.getByRole('button', { name: `新增子菜单 ${group}` }).click();
  await expect(box.getByTestId('menu-parent')).toContainText(group);
  await box.getByLabel('菜单名称').fill(child);
  await box.getByLabel('英文名称').fill(`E2E page ${id}`);
  await box.getByLabel('链接地址').fill('/System/User');
  await expect(box.getByText('链接地址 /System/User 已存在')).toBeVisible();
  await box.getByLabel('链接地址').fill('no-slash');
  await expect(box.getByText('请输入以单个 / 开头的页面路径或 https:// 开头的网址')).toBeVisible();
  // A protocol-relative address is refused the same way (it would leave the portal).
  await box.getByLabel('链接地址').fill('//evil.example/x');
  await expect(box.getByText('请输入以单个 / 开头的页面路径或 https:// 开头的网址')).toBeVisible();
  await box.getByLabel('链接地址').fill(`/E2E/Page${id}`);
  await box.locator('label').filter({ hasText: '新窗口' }).click();
  await save(page);
  await expectNotice(page, '保存成功');
  await expect(rowOf(tree(page), child)).toContainText(`/E2E/Page${id}`);

  await page.getByRole('button', { name: `修改 ${child}` }).click();
  await expect(box.getByLabel('链接地址')).toHaveValue(`/E2E/Page${id}`);
  await box.getByLabel('菜单名称').fill(`${child}改`);
  await page.keyboard.press('Enter');
  await expectNotice(page, '保存成功');
  await expect(rowOf(tree(page), `${child}改`)).toBeVisible();

  // A group with entries, and a page granted to roles, are in use.
  await page.getByRole('button', { name: `删除 ${group}` }).click();
  await confirm(page, '确定要删除?');
  await expect(errorToast(page, inUse)).toBeVisible();
  await expect(rowOf(tree(page), group)).toHaveCount(1);
  await page.getByRole('button', { name: '删除 采购账号管理' }).click();
  await confirm(page, '确定要删除?');
  await expect(errorToast(page, inUse).last()).toBeVisible();
  await expect(rowOf(tree(page), '采购账号管理')).toHaveCount(1);

  await page.getByRole('button', { name: `删除 ${child}改` }).click();
  await confirm(page, '确定要删除?');
  await expectNotice(page, '删除成功');
  await expect(rowOf(tree(page), `${child}改`)).toHaveCount(0);
  await page.getByRole('button', { name: `删除 ${group}` }).click();
  await confirm(page, '确定要删除?');
  await expectNotice(page, '删除成功');
  await expect(rowOf(tree(page), group)).toHaveCount(0);
});

test('sub-menus: button permission entries are added, edited and deleted', async ({ page }) => {
  const code = `E2E_${unique()}`;
  await enterAt(page, '/Menu/Index');
  await page.getByRole('tab', { name: '按钮权限(子菜单)' }).click();
  await expect(page).toHaveURL(/tab=buttons/);
  const list = page.getByTestId('menu-buttons');
  await expect(rowOf(list, 'SeniorSearch')).toContainText('高级查询');

  await page.getByRole('button', { name: '新增按钮权限' }).click();
  const box = dialog(page, 'button-dialog');
  await box.getByLabel('编码').fill('has space');
  await expect(box.getByText('编码只能包含字母、数字和 _ / . -')).toBeVisible();
  await box.getByLabel('编码').fill(code);
  await box.getByLabel('菜单名称').fill('端到端按钮');
  await box.getByLabel('英文名称').fill('E2E button');
  await save(page);
  await expectNotice(page, '保存成功');
  await expect(rowOf(list, code)).toContainText('端到端按钮');

  await rowOf(list, code).dblclick();
  await expect(box.getByLabel('编码')).toHaveValue(code);
  await box.getByLabel('菜单名称').fill('端到端按钮-改');
  await box.getByRole('switch').click();
  await save(page);
  await expectNotice(page, '保存成功');
  await expect(rowOf(list, code)).toContainText('端到端按钮-改');
  await expect(rowOf(list, code)).toContainText('停用');

  // A key some role holds is in use.
  await page.getByRole('button', { name: '删除 SeniorSearch' }).click();
  await confirm(page, '确定要删除?');
  await expect(errorToast(page, inUse)).toBeVisible();

  await page.getByRole('button', { name: `删除 ${code}` }).click();
  await confirm(page, '确定要删除?');
  await expectNotice(page, '删除成功');
  await expect(rowOf(list, code)).toHaveCount(0);
});
