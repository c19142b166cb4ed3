import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  type Api,
  allRows,
  apiAs,
  choose,
  expectTotal,
  openList,
  poRoute,
  type Row,
  resetListConfig,
  toast,
  tool,
  visibleDialog,
} from './list-table-support.ts';

/** Spec §2.4 item 2, §4 save mode, §5 query rules: the advanced query dialog 高级查询 on a real list. */

test.describe.configure({ timeout: 120_000 });

const definition = (
  ORD_IDX: number,
  PARAM_NAME: string,
  PARAM_CAPTION: string,
  over: Record<string, unknown>,
) => ({
  LIST_ROUTE: poRoute,
  ORD_IDX,
  PARAM_NAME,
  PARAM_CAPTION,
  FIELD_NAME: PARAM_NAME,
  ACTION_TYPE: 1,
  DATA_TYPE: 1,
  IS_PAGING: 'N',
  IS_FAST_SEARCH: 'N',
  ...over,
});

async function configure(api: Api) {
  await resetListConfig(api);
  await api.post('ListParam/SaveData', [
    definition(1, 'PO_NO', '订单号', { ACTION_TYPE: 6 }),
    definition(2, 'PO_ITEM', '行号', { DATA_TYPE: 3 }),
    definition(3, 'DUE_DATE', '交货日期', { DATA_TYPE: 4 }),
    definition(4, 'OVERDUE', '是否逾期', {
      DATA_TYPE: 2,
      REFERENCE_SQL: "select 'Y' as code, '逾期' as name union all select 'N', '未逾期'",
    }),
    definition(5, 'VENDOR_CODE', '供应商编码', {
      DATA_TYPE: 2,
      IS_PAGING: 'Y',
      // Report views hold only the caller's organisation (and a vendor's own rows): no org_id condition needed.
      REFERENCE_SQL: 'select vendor_code as code, vendor_name as name from vendor',
    }),
    definition(6, 'BUYER', '采购员', { ACTION_TYPE: 8, DEFAULT_VALUE: '' }),
    definition(7, 'NOTE_NO', '送货单号', {
      FIELD_NAME: 'ID',
      SUB_SQL: 'select order_line_id from delivery_line where delivery_no = :PARAM_VALUE',
    }),
  ]);
}

const dialog = (page: Page) => visibleDialog(page).filter({ hasText: '高级查询' });
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });
const search = (page: Page) => dialog(page).getByRole('button', { name: /查\s*询/ });

async function openQuery(page: Page) {
  await tool(page, '高级查询').click();
  await expect(dialog(page)).toBeVisible();
}

/** One row: field by caption, operation by label, value typed (numbers and text). */
async function queryBy(page: Page, caption: string, operation: RegExp, value?: string) {
  await openQuery(page);
  if ((await field(page, '字段 1').count()) === 0)
    await dialog(page)
      .getByRole('button', { name: /添加参数/ })
      .click();
  await choose(page, field(page, '字段 1'), caption);
  await choose(page, field(page, '操作类型 1'), operation);
  if (value !== undefined) await field(page, '参数值 1').fill(value);
  await search(page).click();
  await expect(dialog(page)).toBeHidden();
}

test('query by a configured parameter with each operation type 1-9', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  await configure(api);
  const all = await allRows(api);
  const item = (r: Row) => Number(r.PO_ITEM);
  await openList(page);
  await expectTotal(page, all.length);

  const cases: [RegExp, string, (r: Row) => boolean][] = [
    [/^等于$/, '20', (r) => item(r) === 20],
    [/^大于$/, '30', (r) => item(r) > 30],
    [/^大于等于$/, '30', (r) => item(r) >= 30],
    [/^小于$/, '20', (r) => item(r) < 20],
    [/^小于等于$/, '20', (r) => item(r) <= 20],
    [/^不等于$/, '10', (r) => item(r) !== 10],
  ];
  for (const [operation, value, keep] of cases) {
    await queryBy(page, '行号', operation, value);
    await expectTotal(page, all.filter(keep).length);
  }
  // 6: fuzzy match on text.
  await queryBy(page, '订单号', /^模糊匹配$/, '0000002');
  await expectTotal(page, all.filter((r) => String(r.PO_NO).includes('0000002')).length);

  // 8 / 9: null checks, whose value input is disabled and cleared.
  await openQuery(page);
  await choose(page, field(page, '字段 1'), '采购员');
  await expect(field(page, '参数值 1')).toBeDisabled();
  await search(page).click();
  await expectTotal(page, all.filter((r) => r.BUYER === null).length);
  await queryBy(page, '采购员', /^不为空$/);
  await expectTotal(page, all.filter((r) => r.BUYER !== null).length);
  await openQuery(page);
  await choose(page, field(page, '字段 1'), '订单号');
  await field(page, '参数值 1').fill('x');
  await choose(page, field(page, '操作类型 1'), /^为空$/);
  await expect(field(page, '参数值 1')).toBeDisabled();
  await expect(field(page, '参数值 1')).toHaveValue('');
  await dialog(page).locator('.ant-modal-close').click();
});

test('value inputs by data type: date, dropdown from SQL, paged dropdown with code and name, sub-query SQL', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  await configure(api);
  const all = await allRows(api);
  await openList(page);

  // 4: a date picker answering yyyy-MM-dd.
  const due = String(all[0]!.DUE_DATE).slice(0, 10);
  await openQuery(page);
  await dialog(page)
    .getByRole('button', { name: /添加参数/ })
    .click();
  await choose(page, field(page, '字段 1'), '交货日期');
  await field(page, '参数值 1').fill(due);
  await field(page, '参数值 1').press('Enter');
  await search(page).click();
  await expectTotal(page, all.filter((r) => String(r.DUE_DATE).slice(0, 10) === due).length);

  // 2: options come from the parameter's dropdown SQL when the select opens.
  await openQuery(page);
  await choose(page, field(page, '字段 1'), '是否逾期');
  await choose(page, field(page, '参数值 1'), '逾期 (Y)');
  await search(page).click();
  // Overdue depends on today: read the rows again, so a run across midnight compares like with like.
  await expectTotal(page, (await allRows(api)).filter((r) => r.OVERDUE === 'Y').length);

  // 2 + paging: a searchable CODE/NAME table, 15 a page.
  await openQuery(page);
  await choose(page, field(page, '字段 1'), '供应商编码');
  await field(page, '参数值 1').click();
  const paged = page.getByTestId('paged-select');
  await expect(paged).toBeVisible();
  await expect(paged.locator('thead')).toContainText('编码');
  await expect(paged.locator('thead')).toContainText('名称');
  await expect(paged.locator('.ant-pagination-options')).toContainText('15');
  await paged.getByPlaceholder('搜索').fill('V002');
  await paged.getByPlaceholder('搜索').press('Enter');
  await expect(paged.locator('tr.ant-table-row')).toHaveCount(1);
  await paged.locator('tr.ant-table-row').first().click();
  await expect(field(page, '参数值 1')).toHaveValue('V002');
  await search(page).click();
  await expectTotal(page, all.filter((r) => r.VENDOR_CODE === 'V002').length);

  // A sub-query parameter: the order lines delivered on one note.
  const notes = await api.post<Row[]>('DeliveryNote/LoadData', { Page: 1, Limit: 50 });
  const note = notes.data.find((n) => Number(n.STATUS) >= 4)!;
  const viaNote = await allRows(api, [{ FIELD_NAME: 'NOTE_NO', PARAM_VALUE: note.DELIVERY_NO }]);
  expect(viaNote.length).toBeGreaterThan(0);
  expect(viaNote.length).toBeLessThan(all.length);
  await queryBy(page, '送货单号', /^等于$/, String(note.DELIVERY_NO));
  await expectTotal(page, viaNote.length);
});

test('a list nobody configured offers its declared columns: numbers, dates and coded values by their labels', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  await resetListConfig(api);
  const all = await allRows(api);
  await openList(page);
  await expectTotal(page, all.length);

  // A number column compares as a number.
  await openQuery(page);
  await dialog(page)
    .getByRole('button', { name: /添加参数/ })
    .click();
  await choose(page, field(page, '字段 1'), '行号');
  await choose(page, field(page, '操作类型 1'), /^大于$/);
  await field(page, '参数值 1').fill('30');
  await search(page).click();
  await expectTotal(page, all.filter((r) => Number(r.PO_ITEM) > 30).length);

  // A coded column offers its labels and searches by the code (typed: the field list is long and virtual).
  await openQuery(page);
  await field(page, '字段 1').click();
  await page.keyboard.type('是否逾期');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ visible: true })
    .locator('.ant-select-item-option')
    .filter({ hasText: '是否逾期' })
    .click();
  await choose(page, field(page, '参数值 1'), '逾期 (Y)');
  await search(page).click();
  await expectTotal(page, (await allRows(api)).filter((r) => r.OVERDUE === 'Y').length);
});

test('save mode: searching saves and the query is restored; search-only does not save; warnings', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  await configure(api);
  const all = await allRows(api);
  await openList(page);

  // Nothing to search with, then a row without a field.
  await openQuery(page);
  await search(page).click();
  await expect(toast(page)).toContainText('检测到暂无输入查询参数');
  await dialog(page)
    .getByRole('button', { name: /添加参数/ })
    .click();
  await search(page).click();
  await expect(toast(page)).toContainText('请选择字段(参数名)');

  // On by default ("cancel save"): the search is saved and comes back after a reload.
  await expect(dialog(page).getByTestId('query-save-mode')).toContainText('取消保存');
  await choose(page, field(page, '字段 1'), '订单号');
  await field(page, '参数值 1').fill('450000001');
  await search(page).click();
  const first = all.filter((r) => String(r.PO_NO).includes('450000001')).length;
  await expectTotal(page, first);
  const saved = (
    await api.post<{ PARAM_VALUE: string }[]>('ListParam/LoadListAdvancedQuery', { LIST_ROUTE: poRoute })
  ).data;
  expect(saved.map((r) => r.PARAM_VALUE)).toEqual(['450000001']);

  await page.reload();
  await openQuery(page);
  await expect(field(page, '参数值 1')).toHaveValue('450000001');

  // Flipped to search-only ("save now"): the search applies but the saved query stays as it was.
  await dialog(page).getByTestId('query-save-mode').click();
  await expect(dialog(page).getByTestId('query-save-mode')).toContainText('立即保存');
  await field(page, '参数值 1').fill('450000002');
  await search(page).click();
  await expectTotal(page, all.filter((r) => String(r.PO_NO).includes('450000002')).length);
  await page.reload();
  await openQuery(page);
  await expect(field(page, '参数值 1')).toHaveValue('450000001');

  // Deleting a row, then clearing the parameters, shows the whole list again.
  await dialog(page)
    .getByRole('button', { name: /添加参数/ })
    .click();
  await expect(field(page, '字段 2')).toBeVisible();
  await dialog(page).getByRole('button', { name: '删除 1', exact: true }).click();
  await expect(field(page, '字段 2')).toHaveCount(0);
  await dialog(page)
    .getByRole('button', { name: /清空参数/ })
    .click();
  await dialog(page).locator('.ant-modal-close').click();
  await expectTotal(page, all.length);
});

test('fast search: parameters flagged IS_FAST_SEARCH show above the list and search with it', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  await resetListConfig(api);
  await api.post('ListParam/SaveData', [
    definition(1, 'PO_NO', '订单号', { ACTION_TYPE: 6, IS_FAST_SEARCH: 'Y' }),
    definition(2, 'OVERDUE', '是否逾期', {
      DATA_TYPE: 2,
      IS_FAST_SEARCH: 'Y',
      REFERENCE_SQL: "select 'Y' as code, '逾期' as name union all select 'N', '未逾期'",
    }),
  ]);
  const all = await allRows(api);
  await openList(page);
  const fast = page.getByTestId('fast-search');
  await fast.getByLabel('订单号', { exact: true }).fill('450000001');
  await fast.getByLabel('订单号', { exact: true }).press('Enter');
  await expectTotal(page, all.filter((r) => String(r.PO_NO).includes('450000001')).length);
  await choose(page, fast.getByLabel('是否逾期', { exact: true }), '未逾期 (N)');
  await expectTotal(
    page,
    (await allRows(api)).filter((r) => String(r.PO_NO).includes('450000001') && r.OVERDUE === 'N').length,
  );
  await fast.getByLabel('订单号', { exact: true }).fill('');
  await expectTotal(page, (await allRows(api)).filter((r) => r.OVERDUE === 'N').length);
});
