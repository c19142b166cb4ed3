import type { Page } from '@playwright/test';
import { appEnvTag, appVersion } from '@srm/contract';
import { selectOption } from '../support/antd.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Environments (spec §2.2 header selector, §3 "Environment config per host", §4 businessHOST; #15 item 4): the
 * login page's setting part edits this host's environments, kept in the browser by host name; the header selector
 * lists them; switching signs out, and the chosen environment's API base takes the calls.
 */
const prefix = `srm-${appVersion}-${appEnvTag}-`;
const other = { Host: 'srm-b.example.com', Name: '测试环境B', ApiBase: '/srm-b/api' };

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, prefix + key);

async function openSetting(page: Page) {
  await page.getByTestId('sign-in-environment').click();
  const dialog = page.getByRole('dialog', { name: /环境设置/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Adds the environment `other` on the login page's setting part and saves it (which also chooses it). */
async function addOther(page: Page) {
  const dialog = await openSetting(page);
  await expect(dialog.getByLabel('接口地址')).toHaveValue('/api');
  await dialog.getByRole('button', { name: '新增' }).click();
  await dialog.getByLabel('主机').fill(other.Host);
  await dialog.getByLabel('名称').fill(other.Name);
  await dialog.getByLabel('接口地址').fill(other.ApiBase);
  await dialog.getByLabel('仓储系统接口').fill('https://wms-b.example.com/api');
  await dialog.getByRole('button', { name: '保存并使用' }).click();
  await expect(page.getByText(`已保存，正在使用「${other.Name}」`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("the login page's setting part edits this host's environments, kept by host name", async ({
  page,
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  const hostname = new URL(baseURL!).hostname;
  await page.goto('/login');
  let dialog = await openSetting(page);
  // The server's own defaults for this host, every address of spec §3.
  await expect(dialog.getByTestId('environment-choose')).toContainText(`当前服务器（${host}）`);
  for (const [label, value] of [
    ['接口地址', '/api'],
    ['打印模板', '/api/SysReportTpl'],
    ['下载地址', '/api/Export/Download'],
    ['仓储系统接口', '/api/Integration'],
    ['文件路径', '/api/Attachment/Download'],
    ['图片地址', '/'],
    ['打印地址', '/api/DeliveryNote/Print'],
  ])
    await expect(dialog.getByLabel(label!)).toHaveValue(value!);
  await expect(dialog.getByLabel('主机')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('environment-setting.png') });

  // A bad address is refused at the field, and nothing is kept.
  await dialog.getByLabel('下载地址').fill('ftp://files.example.com');
  await dialog.getByRole('button', { name: '保存并使用' }).click();
  await expect(dialog.getByText('应为以 / 开头的路径或 http(s) 地址')).toBeVisible();
  expect(await stored(page, 'environments')).toBeNull();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  await addOther(page);
  expect(await stored(page, 'businessHOST')).toBe(other.Host);
  // Kept under this browser's host name, and only what differs from the server's defaults.
  const kept = (await stored(page, 'environments')) as Record<string, { Host: string; WmsApi: string }[]>;
  expect(Object.keys(kept)).toEqual([hostname]);
  expect(kept[hostname]!.map((e) => [e.Host, e.WmsApi])).toEqual([
    [other.Host, 'https://wms-b.example.com/api'],
  ]);

  // Remembered: after a reload the setting part opens on the chosen environment with its addresses.
  await page.reload();
  dialog = await openSetting(page);
  await expect(dialog.getByTestId('environment-choose')).toContainText(`${other.Name}（${other.Host}）`);
  await expect(dialog.getByLabel('接口地址')).toHaveValue(other.ApiBase);
  await expect(dialog.getByLabel('仓储系统接口')).toHaveValue('https://wms-b.example.com/api');

  // Restoring the defaults forgets this host's edits and chooses this server again.
  await dialog.getByRole('button', { name: '恢复默认' }).click();
  await expect(page.getByText('已恢复服务器的默认设置')).toBeVisible();
  await expect(dialog.getByTestId('environment-choose')).toContainText(`当前服务器（${host}）`);
  expect(await stored(page, 'environments')).toEqual({});
  expect(await stored(page, 'businessHOST')).toBe(host);
});

test('the header selector lists the environments; switching signs out and the chosen API base takes the calls', async ({
  page,
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  // Stands in for a proxy that serves the other back end under /srm-b/api: answers from this server's /api.
  const otherCalls: string[] = [];
  await page.route(/\/srm-b\/api\//, async (route) => {
    const url = route.request().url().replace('/srm-b/api/', '/api/');
    otherCalls.push(new URL(url).pathname);
    await route.fulfill({ response: await route.fetch({ url }) });
  });

  await page.goto('/login');
  await addOther(page);
  // Back to this server on the login page: the other environment stays known.
  const dialog = await openSetting(page);
  await dialog.getByTestId('environment-choose').click();
  await selectOption(page, `当前服务器（${host}）`).click();
  await dialog.getByRole('button', { name: '保存并使用' }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'businessHOST')).toBe(host);

  await signIn(page, 'admin');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  expect(otherCalls).toEqual([]);
  await expect(page.getByTestId('shell-environment-name')).toHaveText('当前服务器');

  // The selector lists this server and the other environment, the one in use chosen.
  await page.getByTestId('shell-environment').click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu.getByRole('menuitem')).toHaveText([
    `当前服务器（${host}）`,
    `${other.Name}（${other.Host}）`,
  ]);
  await expect(menu.locator('.ant-dropdown-menu-item-selected')).toHaveText(`当前服务器（${host}）`);
  await page.screenshot({ path: test.info().outputPath('environment-selector.png') });

  await menu.getByRole('menuitem', { name: other.Name }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`切换到「${other.Name}」将退出登录，是否继续？`);
  await confirm.locator('.ant-btn-primary').click();

  // Signed out: back at the login page, no token, the choice stored.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('org-select')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  expect(await stored(page, 'businessHOST')).toBe(other.Host);

  // Signing in again goes through the other environment's API base.
  await signIn(page, 'admin');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  expect(otherCalls).toContain('/api/Auth/GetToken');
  expect(otherCalls).toContain('/api/User/GetOrgInfo');
  await expect(page.getByTestId('shell-environment-name')).toHaveText(other.Name);
  await page.getByTestId('shell-environment').click();
  await expect(menu.locator('.ant-dropdown-menu-item-selected')).toHaveText(`${other.Name}（${other.Host}）`);
  // The shell keeps calling (home's to-do counts…): a call still passing through the stand-in proxy when the test
  // ends would fail the next test with "route.fetch: Test ended" (seen once).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
