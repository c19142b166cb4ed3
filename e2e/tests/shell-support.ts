import { type APIRequestContext, type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../support/base-url.ts';
import { signIn } from '../support/session.ts';

/** Helpers of the shell specs (issue 4). Not a spec itself: Playwright only runs `*.spec.ts`. */

/** The admin session of this worker, reused by the tests: the server allows 30 sign-ins per address in 5 minutes. */
let adminSession: { cookies: Cookie[]; local: [string, string][] } | null = null;

/**
 * Signs in and waits for the shell's home page. The first admin sign-in goes through the login page; later tests
 * start from its cookies and local storage (a test that signs out calls `signOutFromShell`, which forgets them).
 */
export async function enterShell(page: Page, userName = 'admin') {
  if (userName === 'admin' && adminSession) {
    await page.context().addCookies(adminSession.cookies);
    await page.addInitScript((local) => {
      if (sessionStorage.getItem('e2e-restored')) return;
      sessionStorage.setItem('e2e-restored', '1');
      for (const [k, v] of local) localStorage.setItem(k, v);
    }, adminSession.local);
    await page.goto('/index');
  } else {
    await signIn(page, userName);
  }
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.getByTestId('home-title')).toBeVisible();
  if (userName === 'admin' && !adminSession) {
    const state = await page.context().storageState();
    adminSession = {
      cookies: state.cookies,
      local: (state.origins.find((o) => o.origin === baseURL())?.localStorage ?? []).map((e) => [
        e.name,
        e.value,
      ]),
    };
  }
}

/** The signed-in user's bearer token in this browser (no extra sign-in: the server limits them per address). */
async function tokenOf(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'token')?.value;
}

/**
 * Puts the signed-in user's preferences back to none after a test. The browser is closed first: its last change
 * (a debounced save, or the keepalive save when the page goes away) must not land after the reset.
 */
export async function resetPreferences(page: Page, request: APIRequestContext) {
  const token = await tokenOf(page);
  await page.context().close();
  await new Promise((r) => setTimeout(r, 400));
  if (token) await savePreferences(request, token, {});
}

/**
 * Stores preferences (theme, language…; no tabs unless given) for the signed-in user of `page`, read at its next
 * page load. The page leaves the portal first: a pending save of its own (sent when the page goes away) must land
 * before ours. A page signed in on `about:blank` (`openSignedIn`) has loaded nothing yet: one app load saved.
 */
export async function choosePreferences(page: Page, preferences: Record<string, unknown>) {
  const token = await tokenOf(page);
  if (!token) throw new Error('not signed in');
  if (page.url() !== 'about:blank') {
    await page.goto('about:blank');
    await page.waitForTimeout(300);
  }
  await savePreferences(page.request, token, { tabs: [], ...preferences });
}

/** Replaces the stored preferences of the user holding `token` ({} = none: the defaults apply). */
export async function savePreferences(
  request: APIRequestContext,
  token: string,
  preferences: Record<string, unknown>,
) {
  const res = await request.post('/api/User/SavePreferences', {
    data: preferences,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Stores preferences for the signed-in user of `page`, as another browser of the same user would. */
export async function storePreferences(page: Page, preferences: Record<string, unknown>) {
  const token = await tokenOf(page);
  if (!token) throw new Error('not signed in');
  await savePreferences(page.request, token, preferences);
}

/** What the server keeps for the signed-in user of `page`. */
export async function loadPreferences(page: Page): Promise<Record<string, unknown>> {
  const token = await tokenOf(page);
  if (!token) throw new Error('not signed in');
  const res = await page.request.get('/api/User/GetPreferences', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await res.json()).data as Record<string, unknown>;
}

export const tabs = (page: Page): Locator => page.getByTestId('shell-tab');

/** The titles of the open tabs, in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return (await tabs(page).allTextContents()).map((t) => t.trim());
}

export const tab = (page: Page, title: string): Locator => tabs(page).filter({ hasText: title });

/** Opens a page through the side menu: the top-level entry, then the entry in the second-level panel. */
export async function openFromMenu(page: Page, group: string, entry: string) {
  const sidebar = page.getByTestId('shell-sidebar');
  const panel = page.getByTestId('shell-panel');
  const top = sidebar.getByRole('menuitem', { name: group, exact: true });
  if ((await top.getAttribute('aria-expanded')) !== 'true') await top.click();
  await panel.getByRole('menuitem', { name: entry, exact: true }).click();
}

/** The visible (open) antd dropdown menu. */
export const openDropdown = (page: Page): Locator =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu').filter({ visible: true }).last();

/** Waits until no dropdown is open or closing, so the next one opened is the only one on screen. */
export async function noDropdown(page: Page) {
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
}

/**
 * Waits until the debounced preference save has reached the server: the preferences stored there hold `expected`
 * (polled, so a slow machine waits longer and a fast one not at all).
 */
export async function settled(page: Page, expected: Record<string, unknown>) {
  await expect.poll(() => loadPreferences(page)).toMatchObject(expected);
}

/** Confirms (or cancels) the open antd confirm dialog. */
export async function confirmDialog(page: Page, button: 'ok' | 'cancel' = 'ok') {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await dialog.locator(button === 'ok' ? '.ant-btn-primary' : '.ant-btn:not(.ant-btn-primary)').click();
}

/** Signs out through the header's logout icon and its confirmation. */
export async function signOutFromShell(page: Page) {
  adminSession = null;
  await page.getByTestId('shell-logout').click();
  await confirmDialog(page, 'ok');
  await expect(page).toHaveURL(/\/login/);
}

/** The themes of spec §1, first = the fallback. */
export const themeNames = ['d2', 'chester', 'element', 'violet', 'line', 'star', 'tomorrow-night-blue'];

export async function activateTheme(page: Page, name: string) {
  await page.getByTestId('shell-theme').click();
  await expect(page.getByTestId('theme-dialog')).toBeVisible();
  const card = page.getByTestId(`theme-${name}`);
  const activate = card.getByRole('button', { name: /使\s*用|Activate/ });
  // The dialog zooms in from the pointer: a click during the animation can miss, so it is repeated.
  await expect(async () => {
    if ((await activate.count()) > 0) await activate.click({ timeout: 2000 });
    await expect(card).toContainText(/使用中|Active/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.locator('.ant-modal-close').click();
  await expect(page.getByTestId('theme-dialog')).toHaveCount(0);
}

/**
 * Opens `path` inside the running app, as a link does (history + popstate: the router follows), which is much
 * quicker than loading the whole app again for each page; the page's title changes when it is there.
 */
export async function openInApp(page: Page, path: string) {
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).not.toHaveTitle(before);
}
