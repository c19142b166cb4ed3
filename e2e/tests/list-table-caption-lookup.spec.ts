import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { apiAs, drawer, openList, poRoute, resetListConfig, toast, tool } from './list-table-support.ts';

/**
 * Spec §2.4 item 4 (issue #15 item 8): field-caption lookup by table name in the column configuration drawer.
 * A radio switches between supplement (fill only empty captions) and overwrite; the lookup runs only when a name
 * is given, and a failure shows the server's message.
 */

test.describe.configure({ timeout: 120_000 });

type Column = { FIELD_NAME: string; FIELD_CAPTION: string };
type Found = { COLUMN_NAME: string; COLUMN_CAPTION: string };
const lookupPath = '/api/ListParam/GetIntiTableColumnList';

/** Counts the lookup requests the page sends from now on. */
function countLookups(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(lookupPath)) seen.push(r.url());
  });
  return seen;
}

test('caption lookup: supplement fills only empty captions, overwrite replaces all; no name, no call; a failure shows the server message', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  await resetListConfig(api);
  const columns = (await api.post<Column[]>('ListParam/LoadListFields', { LIST_ROUTE: poRoute })).data;
  const found = (
    await api.get<Found[]>('ListParam/GetIntiTableColumnList', {
      table_name: 'order_line',
      LIST_ROUTE: poRoute,
    })
  ).data;
  const captionOf = new Map(found.map((f) => [f.COLUMN_NAME, f.COLUMN_CAPTION]));
  // Two columns of the list the table names, with a caption from the server: one left empty, one typed over.
  const known = columns.filter((c) => captionOf.get(c.FIELD_NAME.toUpperCase()));
  expect(known.length, `columns of ${poRoute} with a caption from order_line`).toBeGreaterThanOrEqual(2);
  const [emptied, typed] = known as [Column, Column];
  const rowOf = (c: Column) => columns.indexOf(c) + 1;
  // A column the table does not name keeps its caption whatever the mode.
  const other = columns.find((c) => !captionOf.has(c.FIELD_NAME.toUpperCase()));

  await openList(page);
  const lookups = countLookups(page);
  await tool(page, '表格列配置').click();
  const config = drawer(page, '表格列配置');
  const cell = (label: string) => config.getByLabel(label, { exact: true });
  const caption = (c: Column) => cell(`字段标题 ${rowOf(c)}`);
  const lookupButton = config.getByRole('button', { name: /获取字段标题/ });
  await expect(caption(emptied)).toHaveValue(emptied.FIELD_CAPTION);
  await caption(emptied).fill('');
  await caption(typed).fill('我的标题');
  if (other) await caption(other).fill('别的标题');

  // No name: the button is held, Enter in the empty field asks nothing of the server and says why.
  await expect(lookupButton).toBeDisabled();
  await cell('表名').fill('   ');
  await cell('表名').press('Enter');
  await expect(toast(page)).toContainText('请先输入表名');
  expect(lookups).toHaveLength(0);
  await expect(caption(emptied)).toHaveValue('');

  // A failing lookup shows the server's message and changes no caption.
  await cell('表名').fill('no_such_table');
  await lookupButton.click();
  await expect(page.getByText('数据表 no_such_table 不存在或无权查看')).toBeVisible();
  expect(lookups).toHaveLength(1);
  await cell('表名').fill('1bad-name');
  await cell('表名').press('Enter');
  await expect(page.getByText('数据表名 1bad-name 格式不正确')).toBeVisible();
  await expect(caption(emptied)).toHaveValue('');
  await expect(caption(typed)).toHaveValue('我的标题');

  // Supplement (the default): only the empty caption is filled.
  await expect(config.getByRole('radio', { name: '补充' })).toBeChecked();
  await cell('表名').fill('order_line');
  await lookupButton.click();
  await expect(toast(page)).toContainText(`已获取 ${found.length} 个字段标题`);
  await expect(caption(emptied)).toHaveValue(captionOf.get(emptied.FIELD_NAME.toUpperCase())!);
  await expect(caption(typed)).toHaveValue('我的标题');
  if (other) await expect(caption(other)).toHaveValue('别的标题');

  // Overwrite: every caption the table names is replaced; the others stay.
  await config.getByRole('radio', { name: '覆盖' }).check();
  await lookupButton.click();
  await expect(caption(typed)).toHaveValue(captionOf.get(typed.FIELD_NAME.toUpperCase())!);
  await expect(caption(emptied)).toHaveValue(captionOf.get(emptied.FIELD_NAME.toUpperCase())!);
  if (other) await expect(caption(other)).toHaveValue('别的标题');
  expect(lookups).toHaveLength(4);
});
