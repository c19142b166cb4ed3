import { expect, test } from '../support/test.ts';
import {
  apiAs,
  choose,
  drawer,
  openList,
  poRoute,
  resetListConfig,
  toast,
  tool,
  visibleDialog,
} from './list-table-support.ts';

/** Spec §2.4 item 3, §4 setting rows, §5 setting rules: the advanced setting drawer 高级配置 on a real list. */

type Column = { FIELD_NAME: string; FIELD_CAPTION: string };

test.describe.configure({ timeout: 120_000 });

test('advanced setting: add fields, validate, prefix, SQL dialogs, save on close, delete and renumber, delete all', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  await resetListConfig(api);
  const columns = (await api.post<Column[]>('ListParam/LoadListFields', { LIST_ROUTE: poRoute })).data;

  await openList(page);
  await tool(page, '高级配置').click();
  const setting = drawer(page, '高级配置');
  await expect(setting).toBeVisible();
  await expect(setting.getByText('暂无配置项')).toBeVisible();
  const cell = (label: string) => setting.getByLabel(label, { exact: true });
  const selectBox = (label: string) =>
    setting.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });

  // Add fields: one row per list field, operation 6, type 1, paging N, numbered from 1.
  await setting.getByRole('button', { name: /添加字段/ }).click();
  await expect(toast(page)).toContainText(`已添加 ${columns.length} 个字段`);
  await expect(cell('字段(参数名) 1')).toHaveValue(columns[0]!.FIELD_NAME);
  await expect(cell(`字段(参数名) ${columns.length}`)).toHaveValue(columns.at(-1)!.FIELD_NAME);
  await expect(cell('参数标题 2')).toHaveValue(columns[1]!.FIELD_CAPTION);
  await expect(selectBox('操作类型 1')).toContainText('模糊匹配');
  await expect(selectBox('数据类型 1')).toContainText('文本框');
  await expect(cell('分页下拉 1')).toHaveAttribute('aria-checked', 'false');
  await setting.getByRole('button', { name: /添加字段/ }).click();
  await expect(toast(page)).toContainText('没有可添加的字段');

  // A new row is validated on save, and, never saved, is removed locally.
  const next = columns.length + 1;
  await setting.getByRole('button', { name: /新增配置/ }).click();
  await expect(cell(`序号 ${next}`)).toHaveValue(String(next));
  await setting.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page)).toContainText(`第 ${next} 行: 请输入字段(参数名)`);
  await cell(`字段(参数名) ${next}`).fill('EXTRA');
  await setting.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page)).toContainText(`第 ${next} 行: 请输入参数标题`);
  await setting.getByRole('button', { name: `删除 ${next}`, exact: true }).click();
  await expect(visibleDialog(page)).toContainText('此操作将删除该数据配置项, 是否继续?');
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(cell(`字段(参数名) ${next}`)).toHaveCount(0);

  // Types, paging and the dropdown SQL of a few parameters.
  const rowOf = (field: string) => columns.findIndex((c) => c.FIELD_NAME === field) + 1;
  await choose(page, cell(`数据类型 ${rowOf('PO_ITEM')}`), '数字');
  await choose(page, cell(`操作类型 ${rowOf('PO_ITEM')}`), /^等于$/);
  await choose(page, cell(`数据类型 ${rowOf('DUE_DATE')}`), '日期');
  await choose(page, cell(`数据类型 ${rowOf('OVERDUE')}`), '下拉框');
  await setting.getByRole('button', { name: `下拉SQL ${rowOf('OVERDUE')}`, exact: true }).click();
  await visibleDialog(page)
    .getByLabel('SQL')
    .fill("select 'Y' as code, '逾期' as name union all select 'N', '未逾期'");
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*认/ })
    .click();
  await choose(page, cell(`数据类型 ${rowOf('VENDOR_CODE')}`), '下拉框');
  await cell(`分页下拉 ${rowOf('VENDOR_CODE')}`).click();
  await setting.getByRole('button', { name: `下拉SQL ${rowOf('VENDOR_CODE')}`, exact: true }).click();
  await visibleDialog(page)
    .getByLabel('SQL')
    .fill('select vendor_code as code, vendor_name as name from vendor');
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*认/ })
    .click();
  // The sub-query dialog opens and cancels without changing anything.
  await setting.getByRole('button', { name: `子查询SQL ${rowOf('PO_NO')}`, exact: true }).click();
  await expect(visibleDialog(page).getByLabel('SQL')).toHaveValue('');
  await visibleDialog(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();

  // Sync info puts the column captions back.
  await cell(`参数标题 ${rowOf('PO_NO')}`).fill('something else');
  await setting.getByRole('button', { name: /同步信息/ }).click();
  await expect(cell(`参数标题 ${rowOf('PO_NO')}`)).toHaveValue(columns[rowOf('PO_NO') - 1]!.FIELD_CAPTION);

  // Per-column filter on the parameter name.
  await setting
    .locator('.ant-table-thead th')
    .filter({ hasText: '字段(参数名)' })
    .locator('.ant-table-filter-trigger')
    .click();
  await page.locator('.ant-table-filter-dropdown:visible').getByLabel('筛选 字段(参数名)').fill('QTY');
  await page.locator('.ant-table-filter-dropdown:visible').getByLabel('筛选 字段(参数名)').press('Enter');
  const qtyFields = columns.filter((c) => c.FIELD_NAME.includes('QTY')).length;
  await expect(setting.locator('tr.ant-table-row')).toHaveCount(qtyFields);
  await setting
    .locator('.ant-table-thead th')
    .filter({ hasText: '字段(参数名)' })
    .locator('.ant-table-filter-trigger')
    .click();
  await page.locator('.ant-table-filter-dropdown:visible').getByLabel('筛选 字段(参数名)').clear();
  await page.keyboard.press('Escape');
  await expect(setting.locator('tr.ant-table-row')).toHaveCount(columns.length);

  // Closing with unsaved rows asks; yes saves.
  await page.locator('.ant-drawer-close:visible').click();
  await expect(visibleDialog(page)).toContainText('检测到高级配置存在未保存项, 是否保存?');
  await visibleDialog(page).getByRole('button', { name: /是/ }).click();
  await expect(page.locator('.ant-notification')).toContainText('保存成功');
  await expect(setting).toBeHidden();
  const saved = (
    await api.post<{ PARAM_NAME: string; DATA_TYPE: number; IS_PAGING: string }[]>('ListParam/LoadData', {
      LIST_ROUTE: poRoute,
      Page: 1,
      Limit: 999,
    })
  ).data;
  expect(saved).toHaveLength(columns.length);
  expect(saved.find((p) => p.PARAM_NAME === 'VENDOR_CODE')).toMatchObject({ DATA_TYPE: 2, IS_PAGING: 'Y' });

  // Add prefix sets FIELD_NAME = prefix + PARAM_NAME on every row when the popover closes; "no" discards.
  await tool(page, '高级配置').click();
  await expect(selectBox('数据类型 1')).toBeVisible();
  await setting.getByRole('button', { name: /添加前缀/ }).click();
  await page.getByLabel('前缀', { exact: true }).fill('po.');
  await setting.getByText('高级配置', { exact: true }).click();
  await expect(cell('原始字段 2')).toHaveValue(`po.${columns[1]!.FIELD_NAME}`);
  await page.locator('.ant-drawer-close:visible').click();
  await visibleDialog(page).getByRole('button', { name: /否/ }).click();
  await expect(setting).toBeHidden();
  await tool(page, '高级配置').click();
  await expect(cell('原始字段 2')).toHaveValue(columns[1]!.FIELD_NAME);

  // A failing save shows a warning titled 错误 with the server's message.
  await setting.getByRole('button', { name: '下拉SQL 1', exact: true }).click();
  await visibleDialog(page).getByLabel('SQL').fill('delete from vendor');
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*认/ })
    .click();
  await setting.getByRole('button', { name: /保\s*存/ }).click();
  const warning = page.locator('.ant-modal-confirm-warning');
  await expect(warning.locator('.ant-modal-confirm-title')).toHaveText('错误');
  await expect(warning.locator('.ant-modal-confirm-content')).not.toBeEmpty();
  await warning.getByRole('button').click();
  await setting.getByRole('button', { name: '下拉SQL 1', exact: true }).click();
  await visibleDialog(page).getByLabel('SQL').fill('');
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*认/ })
    .click();

  // Deleting a saved row removes it on the server first, then renumbers from 1.
  await setting.getByRole('button', { name: '删除 1', exact: true }).click();
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-notification')).toContainText('删除成功');
  await expect(cell('字段(参数名) 1')).toHaveValue(columns[1]!.FIELD_NAME);
  await expect(cell(`字段(参数名) ${columns.length - 1}`)).toHaveValue(columns.at(-1)!.FIELD_NAME);
  expect(
    (await api.post<unknown[]>('ListParam/LoadData', { LIST_ROUTE: poRoute, Page: 1, Limit: 999 })).data,
  ).toHaveLength(columns.length - 1);

  // Delete all asks first, then empties the grid and the server.
  await setting.getByRole('button', { name: /全部删除/ }).click();
  await expect(visibleDialog(page)).toContainText('此操作将全部删除配置项, 是否继续?');
  await visibleDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(setting.getByText('暂无配置项')).toBeVisible();
  expect(
    (await api.post<unknown[]>('ListParam/LoadData', { LIST_ROUTE: poRoute, Page: 1, Limit: 999 })).data,
  ).toHaveLength(0);
  // Nothing left to save: closing does not ask.
  await page.locator('.ant-drawer-close:visible').click();
  await expect(setting).toBeHidden();
});

test('the setting tools follow the permission keys: a vendor has no advanced setting, finance no column tools', async ({
  page,
}) => {
  await openList(page, 'vendor1');
  await expect(tool(page, '高级查询')).toBeVisible();
  await expect(tool(page, '表格列配置')).toBeVisible();
  await expect(tool(page, '配置列')).toBeVisible();
  await expect(tool(page, '高级配置')).toHaveCount(0);
  await expect(tool(page, '导出')).toBeVisible();
  await expect(tool(page, '打印')).toBeVisible();
  await expect(tool(page, '刷新')).toBeVisible();
});
