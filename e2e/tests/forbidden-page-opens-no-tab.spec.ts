import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/** Issue #15: a page the user's menus do not grant, opened by address, is one 403 page: no tab, no call, no toast. */
test('a buyer opening the role screen by address gets one 403 page, no tab and no call of the page', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    // The role screen's own calls (the shell loads the user's menus through Role/LoadMenusByRoleId itself).
    if (/^\/api\/(Role\/(LoadData|Add|Edit|Delete)|ListParam\/)/.test(path)) calls.push(path);
  });
  await openSignedIn(page, 'buyer', '/System/Role');
  const forbidden = page.getByTestId('forbidden-page');
  await expect(forbidden).toBeVisible();
  await expect(forbidden).toContainText('您没有访问此页面的权限');
  await expect(forbidden).toContainText('/System/Role');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /角色管理/ })).toHaveCount(0);
  expect(calls, calls.join(', ')).toEqual([]);

  // The way home works, and the forbidden page is not remembered as a tab.
  await forbidden.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await page.reload();
  await expect(page.getByTestId('home-title')).toBeVisible();
  await expect(page.getByRole('tab', { name: /角色管理/ })).toHaveCount(0);

  // A page the buyer's menus grant still opens with its tab.
  await page.goto('/DeliveryNote/MaintainDeliveryNote2');
  await expect(page.getByRole('tab', { name: /送货单维护/ })).toBeVisible();
  await expect(page.getByTestId('forbidden-page')).toHaveCount(0);
});
