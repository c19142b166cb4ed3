import type { Page } from '@playwright/test';
import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { choosePreferences, resetPreferences } from './shell-support.ts';

/**
 * Issue 15 item 8, spec §2.2 "An empty-state message shows when there are no menu entries": a top-level entry whose
 * entries are all disabled (or are the advanced-query entries the menu never lists) opens a second-level panel that
 * says so, in the user's language, instead of an empty white panel. (A user without any menu cannot sign in:
 * '该账号没有分配菜单或权限', the sign-in specs' subject.)
 */

test.afterEach(async ({ page, request }) => resetPreferences(page, request));

const entry = (id: number, parent: number | null, name: string, en: string, extra: object = {}) => ({
  ID: id,
  PARENT_ID: parent,
  Menu_Code: `empty-test-${id}`,
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

/** The role's own menu tree plus a group whose two entries are disabled and one that is the advanced query. */
async function withFilteredGroup(page: Page) {
  await page.route('**/api/Role/LoadMenusByRoleId**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.push(
      entry(9500, null, '停用分组', 'Retired group', {
        children: [
          entry(9501, 9500, '旧送货单', 'Old delivery notes', {
            Link_Url: '/DeliveryNote/Outsourced',
            ENABLED: 'N',
          }),
          entry(9502, 9500, '旧报表', 'Old report', { Link_Url: '/Report/VendorScorecard', ENABLED: 'N' }),
          entry(9503, 9500, '高级查询', 'Advanced query', { Link_Url: '/System/Role' }),
        ],
      }),
    );
    await route.fulfill({ response, json: body });
  });
}

async function signInIn(page: Page, language: 'en' | 'zh-chs') {
  await openSignedIn(page, 'admin', 'about:blank');
  await choosePreferences(page, { language, panelOpen: true });
  await page.goto('/index');
  await expect(page.getByTestId('shell-header')).toBeVisible();
}

for (const [language, group, message, home] of [
  ['zh-chs', '停用分组', '暂无菜单', '供应商协同'],
  ['en', 'Retired group', 'No menu entries', 'Supplier'],
] as const) {
  test(`a group whose entries are all disabled shows the empty-menu message (${language})`, async ({
    page,
  }) => {
    await withFilteredGroup(page);
    await signInIn(page, language);
    const sidebar = page.getByTestId('shell-sidebar');
    const panel = page.getByTestId('shell-panel');

    // The group is listed (it is enabled); its panel holds no entry and says so in the user's language.
    await sidebar.getByRole('menuitem', { name: group, exact: true }).click();
    await expect(panel).toHaveCSS('width', '210px');
    await expect(panel).toContainText(group);
    await expect(panel.getByText(message, { exact: true })).toBeVisible();
    await expect(panel.getByRole('menuitem')).toHaveCount(0);
    // Neither the disabled entries nor the advanced query are reachable from the menu.
    for (const hidden of ['旧送货单', 'Old delivery notes', '高级查询', 'Advanced query'])
      await expect(panel.getByText(hidden, { exact: true })).toHaveCount(0);

    // Another group shows its entries again, without the message.
    await sidebar.getByRole('menuitem', { name: home, exact: true }).click();
    await expect(panel.getByRole('menuitem').first()).toBeVisible();
    await expect(panel.getByText(message, { exact: true })).toHaveCount(0);
  });
}
