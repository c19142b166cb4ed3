import { expect, test } from '../support/test.ts';
import {
  apiAs,
  expectTotal,
  header,
  headerSearch,
  openList,
  resetListConfig,
  rows,
  toast,
  tool,
} from './list-table-support.ts';

/** The same list table on the User screen (LIST_ROUTE /System/User): search, columns and export are there too. */

test.describe.configure({ timeout: 120_000 });
const route = '/System/User';

test('the User screen lists through the shared table: header search, quick columns, advanced query rows', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin');
  await resetListConfig(api, route);
  const users = (
    await api.post<{ USER_NAME: string }[]>('User/LoadData', { Page: 1, Limit: 100, LIST_ROUTE: route })
  ).data;
  await openList(page, 'admin', route);
  await expectTotal(page, users.length);

  await headerSearch(page, 'USER_NAME').fill('buyer');
  await headerSearch(page, 'USER_NAME').press('Enter');
  await expectTotal(page, users.filter((u) => u.USER_NAME.includes('buyer')).length);
  await expect(rows(page).first()).toContainText('buyer');

  // Quick columns: hide the e-mail column for this user only.
  await tool(page, '配置列').click();
  const popup = page.getByRole('dialog', { name: '配置列' });
  await popup.getByRole('checkbox', { name: '邮箱' }).uncheck();
  await popup.getByRole('button', { name: /确认保存/ }).click();
  await expect(header(page)).not.toContainText('邮箱');
  await tool(page, '配置列').click();
  await popup.getByRole('button', { name: /显示全部/ }).click();
  await expect(header(page)).toContainText('邮箱');

  // The advanced query of this list starts empty: nothing configured, nothing to search with.
  await tool(page, '高级查询').click();
  await page
    .locator('.ant-modal-wrap:visible')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(toast(page)).toContainText('检测到暂无输入查询参数');
});
