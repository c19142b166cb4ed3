import { expect, test } from '../support/test.ts';
import {
  apiAs,
  drawer,
  header,
  openList,
  poRoute,
  resetListConfig,
  toast,
  tool,
  visibleDialog,
} from './list-table-support.ts';

/** Spec §2.4 items 4 and 5, §5 column rules: column configuration (user vs global) and the quick popup. */

test.describe.configure({ timeout: 120_000 });

type Column = { FIELD_NAME: string; FIELD_CAPTION: string };

test('column configuration: user config updates the table live, global config is everyone’s, delete user / all', async ({
  page,
  request,
  browser,
}) => {
  const api = await apiAs(request, 'admin');
  await resetListConfig(api);
  await (await apiAs(request, 'buyer')).post('ListParam/DeleteFields', {
    LIST_ROUTE: poRoute,
    USER_NAME: 'buyer',
  });
  const columns = (await api.post<Column[]>('ListParam/LoadListFields', { LIST_ROUTE: poRoute })).data;
  const rowOf = (f: string) => columns.findIndex((c) => c.FIELD_NAME === f) + 1;
  const po = rowOf('PO_NO');
  const qty = rowOf('ORDERED_QTY');

  await openList(page);
  await expect(header(page)).toContainText('订单数量');
  const config = drawer(page, '表格列配置');
  const cell = (label: string) => config.getByLabel(label, { exact: true });

  // User configuration: caption and visibility; the table follows at once.
  await tool(page, '表格列配置').click();
  await expect(cell(`字段标题 ${po}`)).toHaveValue('订单号');
  await expect(cell(`宽度 ${po}`)).toHaveValue('130');
  await cell(`字段标题 ${po}`).fill('我的订单号');
  await cell(`显示 ${qty}`).click();
  await config.getByRole('button', { name: /保\s*存$/ }).click();
  await expect(page.locator('.ant-notification')).toContainText('保存成功');
  await expect(config).toBeHidden();
  await expect(header(page)).toContainText('我的订单号');
  await expect(header(page)).not.toContainText('订单数量');

  // Validation (spec §5): caption and field name are required.
  await tool(page, '表格列配置').click();
  await cell(`字段标题 ${po}`).fill('');
  await config.getByRole('button', { name: /保\s*存$/ }).click();
  await expect(toast(page)).toContainText(`第 ${po} 行: 请输入字段标题`);
  await cell(`字段标题 ${po}`).fill('我的订单号');
  await config.getByRole('button', { name: /新增字段/ }).click();
  const added = columns.length + 1;
  await expect(cell(`宽度 ${added}`)).toHaveValue('140');
  await config.getByRole('button', { name: /保\s*存$/ }).click();
  await expect(toast(page)).toContainText(`第 ${added} 行: 请选择字段名称`);
  await config.getByRole('button', { name: `删除 ${added}`, exact: true }).click();
  await expect(cell(`宽度 ${added}`)).toHaveCount(0);

  // Caption lookup by table name: only with a name; a bad name shows the server's message; overwrite.
  await expect(config.getByRole('button', { name: /获取字段标题/ })).toBeDisabled();
  await cell('表名').fill('no_such_table');
  await config.getByRole('button', { name: /获取字段标题/ }).click();
  await expect(page.locator('.ant-message-error, .ant-notification-notice-error').first()).toBeVisible();
  await cell('表名').fill('order_line');
  await config.getByRole('button', { name: /获取字段标题/ }).click();
  await expect(toast(page)).toContainText('个字段标题');
  await expect(cell(`字段标题 ${po}`)).toHaveValue('我的订单号');
  await config.getByText('覆盖', { exact: true }).click();
  await config.getByRole('button', { name: /获取字段标题/ }).click();
  await expect(cell(`字段标题 ${po}`)).not.toHaveValue('我的订单号');

  // Global configuration (SeniorColumnDeleteAll): the user's own rows still win for this user.
  await cell(`字段标题 ${po}`).fill('全局订单号');
  await config.getByRole('button', { name: /保存为全局配置/ }).click();
  await expect(config).toBeHidden();
  await expect(header(page)).toContainText('我的订单号');

  // Deleting the user's configuration falls back to the global one.
  await tool(page, '表格列配置').click();
  await config.getByRole('button', { name: /删除用户配置/ }).click();
  await expect(visibleDialog(page)).toContainText('此操作将全部删除表格配置列, 是否继续?');
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(header(page)).toContainText('全局订单号');

  // Another user without own configuration sees the global one.
  const other = await browser.newPage();
  await openList(other, 'buyer');
  await expect(header(other)).toContainText('全局订单号');
  await other.close();

  // Deleting all configuration returns to the list's declared columns.
  await tool(page, '表格列配置').click();
  await config.getByRole('button', { name: /删除全部配置/ }).click();
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(header(page)).toContainText('订单号');
  await expect(header(page)).not.toContainText('全局订单号');
  await expect(header(page)).toContainText('订单数量');
});

test('quick column popup: 200 px at the click point, hide and show columns, show-all warning', async ({
  page,
  request,
}) => {
  await resetListConfig(await apiAs(request, 'admin'));
  await openList(page);
  const button = tool(page, '配置列');
  const at = (await button.boundingBox())!;
  await button.click();
  const popup = page.getByRole('dialog', { name: '配置列' });
  await expect(popup).toBeVisible();
  const box = (await popup.boundingBox())!;
  expect(box.width).toBe(200);
  expect(Math.abs(box.y - (at.y + at.height / 2))).toBeLessThan(60);
  expect(box.x).toBeGreaterThan(at.x - 220);
  expect(box.x).toBeLessThan(at.x + at.width);

  await popup.getByRole('checkbox', { name: '供应商名称' }).uncheck();
  await popup.getByRole('button', { name: /确认保存/ }).click();
  await expect(popup).toBeHidden();
  await expect(header(page)).not.toContainText('供应商名称');

  await button.click();
  await expect(popup.getByRole('checkbox', { name: '供应商名称' })).not.toBeChecked();
  await popup.getByRole('button', { name: /显示全部/ }).click();
  await expect(popup).toBeHidden();
  await expect(header(page)).toContainText('供应商名称');

  await button.click();
  await popup.getByRole('button', { name: /显示全部/ }).click();
  await expect(toast(page)).toContainText('当前配置列已全部加载');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});
