import { expect, type Locator, type Page } from '@playwright/test';
import { selectOption } from '../support/antd.ts';
import { openSignedIn, signIn } from '../support/session.ts';

/** Helpers of the administration specs (User, Vender, Role, Menu). Not a spec: Playwright runs `*.spec.ts`. */

/** A short suffix so names stay unique when a spec runs again against the same data. */
// Digits only: letters would spell random "English words" in Chinese pages (the language check of support/page-checks.ts).
export const unique = () => String(Date.now()).slice(-7);

/** Signs in and waits for the shell's home page. */
export async function enter(page: Page, userName = 'admin', password?: string) {
  await signIn(page, userName, password ? { password } : {});
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('shell-header')).toBeVisible();
}

/**
 * Opens `path` signed in as `userName` over the API (no login page, no home page): for a test's first sign-in
 * where signing in is not the subject. Later sign-ins in the same browser go through `enter`.
 */
export async function enterAt(page: Page, path: string, userName = 'admin') {
  await openSignedIn(page, userName, path);
  await expect(page.getByTestId('shell-header')).toBeVisible();
}

/** Signs out through the header's logout icon and its confirmation. */
export async function signOut(page: Page) {
  await page.getByTestId('shell-logout').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page).toHaveURL(/\/login/);
}

/** The rows of the page's list table (or of the table inside `scope`) that contain `text`. */
export const rowOf = (scope: Page | Locator, text: string | RegExp): Locator =>
  scope.locator('.ant-table-tbody .ant-table-row').filter({ hasText: text });

/** Ticks the checkbox of the one list row containing `text`. */
export async function choose(scope: Page | Locator, text: string | RegExp) {
  const row = rowOf(scope, text);
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
}

/** The toolbar button of the list screen (its accessible name also holds the icon's name, e.g. 'plus 新增'). */
export const toolbarButton = (page: Page, name: string) =>
  page.getByTestId('list-table').getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) });

/** The open dialog with this test id. */
export const dialog = (page: Page, testId: string) => page.getByTestId(testId);

/** Saves the open form dialog with its orange save button. */
export async function save(page: Page) {
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /保\s*存/ })
    .click();
}

/** Confirms the open confirmation (确定要删除? and the like). */
export async function confirm(page: Page, title?: string | RegExp) {
  const box = page.locator('.ant-modal-confirm');
  await expect(box).toBeVisible();
  if (title) await expect(box).toContainText(title);
  // On a busy machine a click during the opening animation can go astray: click again until it closes (the
  // dialog ignores a second click while its action runs).
  await expect(async () => {
    if ((await box.count()) > 0) await box.locator('.ant-btn-primary').click({ timeout: 2000 });
    await expect(box).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** The success notice 成功 with its description (spec §8). */
export async function expectNotice(page: Page, text: string) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: text }).last();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('成功');
  // Dismissed at once, so it covers nothing the next step clicks. On a slow machine it may have closed by itself
  // first (its few seconds ran out between the checks above and the click): then there is nothing left to dismiss.
  await notice
    .locator('.ant-notification-notice-close')
    .click({ timeout: 5_000 })
    .catch(async (error: unknown) => {
      if ((await notice.count()) > 0) throw error;
    });
  await expect(notice).toHaveCount(0);
}

/** Closes the open drawer with its close button. */
export async function closeDrawer(page: Page) {
  await page.locator('.ant-drawer-close').click();
  await expect(page.locator('.ant-drawer-body')).toHaveCount(0);
}

/** An error toast (the server's message of a refused call). */
export const errorToast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-error').filter({ hasText: text });

/**
 * Chooses an option of an antd select: opens it, types `search` when given, clicks the option. A searching select
 * asks the server once per key: the click waits until no answer is pending (the select's loading icon is gone), as
 * an answer arriving under the pointer replaces the options (a busy machine once clicked one being replaced, and
 * nothing was chosen).
 */
export async function pick(page: Page, select: Locator, option: string, search?: string) {
  await select.click();
  if (search !== undefined) {
    await page.keyboard.type(search);
    await expect(select.locator('.anticon-loading')).toHaveCount(0);
  }
  await selectOption(page, option).first().click();
}

/** Top-level entries of the side menu, in order. */
export async function topMenus(page: Page): Promise<string[]> {
  const rail = page.getByTestId('shell-sidebar').getByRole('menuitem');
  await expect(rail.first()).toBeVisible();
  return rail.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
}

/** The entries of a top-level group, as its second-level panel lists them. */
export async function panelMenus(page: Page, group: string): Promise<string[]> {
  const top = page.getByTestId('shell-sidebar').getByRole('menuitem', { name: group, exact: true });
  if ((await top.getAttribute('aria-expanded')) !== 'true') await top.click();
  const items = page.getByTestId('shell-panel').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  return (await items.allTextContents()).map((s) => s.trim());
}

/** Fills the account dialog of the User or Vender screen. */
export async function fillAccount(
  page: Page,
  values: { userName: string; nickName: string; password?: string; role: string; vendor?: string },
) {
  const box = dialog(page, 'account-dialog');
  await expect(box).toBeVisible();
  await box.getByLabel('用户名').fill(values.userName);
  await box.getByLabel('姓名').fill(values.nickName);
  if (values.password !== undefined) await box.getByLabel('密码', { exact: true }).fill(values.password);
  await pick(page, box.getByTestId('account-role'), values.role);
  if (values.vendor) await pick(page, box.getByTestId('account-vendor'), values.vendor, values.vendor);
}
