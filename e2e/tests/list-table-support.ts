import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { openSignedIn, tokenFor } from '../support/session.ts';

/** Helpers of the list-table and export-record specs (issue 5). Not a spec itself. */

export const poRoute = '/DeliveryNote/PurchaseOrderReport';
export const poLoad = 'PurchaseOrderReport/LoadData';

export type Row = Record<string, unknown>;
type Envelope<T> = { code: number; msg: string; data: T; count?: number };

/**
 * Signs in over the API once per user and worker (the server allows 30 sign-in attempts per address in five
 * minutes, successes included): later tests reuse the token.
 */
const tokens = new Map<string, { token: string; orgId: number }>();
async function tokenOf(request: APIRequestContext, userName: string) {
  const known = tokens.get(userName);
  if (known) return known;
  const { Token, Userinfo } = await tokenFor(request, userName);
  const signedIn = { token: Token, orgId: Userinfo.ORG_ID };
  tokens.set(userName, signedIn);
  return signedIn;
}

/** A signed-in API client for setting up and checking a test. */
export async function apiAs(request: APIRequestContext, userName: string) {
  const { token, orgId } = await tokenOf(request, userName);
  const headers = { Authorization: `Bearer ${token}`, OrgId: String(orgId), 'Accept-Language': 'zh-chs' };
  return {
    async post<T>(path: string, data: unknown): Promise<Envelope<T>> {
      const r = await request.post(`/api/${path}`, { data, headers });
      const body = (await r.json()) as Envelope<T>;
      expect(r.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
      return body;
    },
    async get<T>(path: string, params: Record<string, string | number>): Promise<Envelope<T>> {
      const r = await request.get(`/api/${path}`, { params, headers });
      const body = (await r.json()) as Envelope<T>;
      expect(r.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
      return body;
    },
  };
}
export type Api = Awaited<ReturnType<typeof apiAs>>;

/** Every row of the purchase order report matching `Params`, straight from the API. */
export async function allRows(api: Api, Params: unknown[] = []): Promise<Row[]> {
  const res = await api.post<Row[]>(poLoad, { Page: 1, Limit: 1000, LIST_ROUTE: poRoute, Params });
  return res.data;
}

/** A clean list configuration: no parameters, no saved query, no user or global column configuration. */
export async function resetListConfig(api: Api, route = poRoute, userName = 'admin') {
  await api.post('ListParam/DeleteAllParams', { LIST_ROUTE: route });
  await api.post('ListParam/SaveListAdvancedQuery', { LIST_ROUTE: route, Rows: [] });
  await api.post('ListParam/DeleteFields', { LIST_ROUTE: route, USER_NAME: userName });
  await api.post('ListParam/DeleteFields', { LIST_ROUTE: route });
}

/** Signs in (with the header's table-tools switch on) and opens a list screen. */
export async function openList(page: Page, userName = 'admin', path = poRoute) {
  await page.addInitScript(() => localStorage.setItem('srm-5.0.3-test-tableTools', 'true'));
  await openSignedIn(page, userName, path);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
}

export const table = (page: Page) => page.getByTestId('list-table');
/** Data rows of the list (not the hidden measure row). */
export const rows = (page: Page) => table(page).locator('.lt-body .ant-table-row');
export const tool = (page: Page, name: string) =>
  table(page).locator('.lt-toolbar').getByRole('button', { name, exact: true });
/** The visible header of the list (the table also renders a hidden measure row with the titles). */
export const header = (page: Page) => table(page).locator('.ant-table-header thead');
/** The header search of a column, by its field (it is named by the column's caption). */
export const headerSearch = (page: Page, field: string) =>
  header(page)
    .locator(`.lt-header-search[data-field="${field}"]`)
    .getByLabel(/^搜索 /)
    .first();
export const totalText = (page: Page) => table(page).locator('.ant-pagination-total-text');

export async function expectTotal(page: Page, total: number) {
  await expect(totalText(page)).toHaveText(`共 ${total} 条`);
}

/** The next LoadData request of the list and its body. */
export function nextLoad(page: Page) {
  return page.waitForRequest((r) => r.url().endsWith(`/api/${poLoad}`) && r.method() === 'POST');
}

export const visibleDialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
export const drawer = (page: Page, title: string) =>
  page.locator('.ant-drawer-content-wrapper:visible').filter({ has: page.getByText(title, { exact: true }) });
export const toast = (page: Page) => page.locator('.ant-message');

/** Picks an option of an antd Select opened from `select`. */
export async function choose(page: Page, select: Locator, label: string | RegExp) {
  // A dropdown closing from the previous pick stays in the DOM, visible, for its animation: Playwright would
  // pin its option and wait forever for it to become clickable again. Wait until it is gone.
  const open = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ visible: true });
  await expect(open).toHaveCount(0);
  await select.click();
  await expect(open).toHaveCount(1);
  await open.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
}
