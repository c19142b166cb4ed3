import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { look } from '../support/look.ts';
import { type Finding, layoutFindings } from '../support/page-checks.ts';
import { signIn, tokenFor } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { rows, table } from './list-table-support.ts';
import { confirmDialog, savePreferences } from './shell-support.ts';

/**
 * The portal on a phone (issue #45 item 1): at 390 × 844 a vendor signs in, lands on home, and through the menu
 * drawer reaches the screens a vendor uses away from a desk — order confirmation (a line's drawer, the proposal
 * dialog), delivery notes (the list and the editor), nonconformance reports (the drawer and the 8D answer dialog) and
 * compliance documents (the upload dialog) — each fitting the screen (nothing scrolls sideways) and passing the
 * checks of every page (axe, no text cut or broken mid-word, no English in Chinese), then all again in English;
 * then signs out from the header.
 * The warehouse lands on the dock, reaches home through the drawer and signs out from the drawer.
 * With SHOTS=1 every screen is pictured in screenshots/phone/.
 */

// axe is injected into the page; the portal's Content-Security-Policy would refuse the script.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });

type Language = 'zh-chs' | 'en';

/** The desktop's header checks (product name, breadcrumb left of the tools) are not the phone header's. */
const desktopHeader = (f: Finding) =>
  ['header title missing', 'breadcrumb or tools missing'].includes(f.kind);

/** Nothing scrolls sideways: the document is no wider than the screen. */
async function expectFits(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    viewport: window.innerWidth,
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.viewport, what).toBe(390);
  expect(widths.document, `${what}: ${JSON.stringify(widths)}`).toBeLessThanOrEqual(widths.viewport);
  expect(widths.body, `${what}: ${JSON.stringify(widths)}`).toBeLessThanOrEqual(widths.viewport);
}

/**
 * Fits the screen and passes the page checks, pictured with SHOTS=1. In Chinese every check of the every-page walk
 * (axe, no text cut or broken mid-word, no English); in English, what the longer words change: the fit, and no text
 * cut or broken (axe's rules do not depend on the language; its run is the walk's costliest part).
 */
async function checkScreen(page: Page, language: Language, what: string, problems: string[]) {
  await expectFits(page, what);
  if (language === 'zh-chs') {
    await look(page, what, problems, { folder: 'phone', language, ignore: desktopHeader });
    return;
  }
  if (process.env.SHOTS === '1') await shot(page, `${language}-${what}`);
  const found = (await layoutFindings(page)).filter((f) => !desktopHeader(f));
  problems.push(...found.map((f) => `${language} ${what}: ${f.kind}: "${f.text}" (${f.where})`));
}

/** With SHOTS=1, a picture for a person to look at, beside look()'s. */
async function shot(page: Page, name: string) {
  const folder = path.resolve(import.meta.dirname, '..', '..', 'screenshots', 'phone');
  mkdirSync(folder, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

const drawer = (page: Page) =>
  page.locator('.ant-drawer-open').filter({ has: page.getByTestId('shell-phone-menu') });

/** Opens a page through the menu drawer: its group (opened when closed), then the entry. */
async function openFromPhoneMenu(page: Page, group: string | null, entry: string) {
  await page.getByTestId('shell-phone-menu-button').tap();
  const menu = drawer(page).getByTestId('shell-phone-menu');
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name: entry, exact: true });
  if (group && !(await item.isVisible()))
    await menu.getByRole('menuitem', { name: group, exact: true }).tap();
  await item.tap();
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.getByTestId('shell-phone-title')).toHaveText(entry);
}

const texts = {
  'zh-chs': {
    supplier: '供应商协同',
    confirmation: '订单确认',
    notes: '送货单维护',
    ncr: '不合格品报告',
    documents: '资质证照',
    home: '首页',
    cancel: /^取\s*消$/,
  },
  en: {
    supplier: 'Supplier',
    confirmation: 'Order confirmation',
    notes: 'Delivery notes',
    ncr: 'Nonconformance reports',
    documents: 'Compliance documents',
    home: 'Home',
    cancel: /^Cancel$/,
  },
} as const;

const listLoaded = async (page: Page) => {
  await expect(table(page)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
};

/** The vendor's screens, opened from the menu drawer and checked in `language` (the page is at home). */
async function walk(page: Page, language: Language, problems: string[]) {
  const words = texts[language];
  const check = (what: string) => checkScreen(page, language, what, problems);
  await check('home');

  // The menu drawer: the user, the whole menu, the account's actions.
  await page.getByTestId('shell-phone-menu-button').tap();
  await expect(drawer(page).getByTestId('current-user')).toHaveText('华东精密-王经理');
  await check('menu-drawer');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);

  // Order confirmation: the list, a line's drawer, the proposal dialog.
  await openFromPhoneMenu(page, words.supplier, words.confirmation);
  await listLoaded(page);
  await check('order-confirmation');
  await rows(page).first().locator('td').nth(2).tap();
  const lineDrawer = page.getByTestId('oc-drawer');
  await expect(lineDrawer).toBeVisible();
  await check('order-confirmation-drawer');
  await page.keyboard.press('Escape');
  await expect(lineDrawer).toBeHidden();
  await rows(page).first().locator('input[type=checkbox]').check();
  await page.getByTestId('oc-propose').tap();
  const schedule = page.getByTestId('oc-schedule-dialog');
  await expect(schedule).toBeVisible();
  await check('order-confirmation-propose');
  await page.locator('.ant-modal').getByRole('button', { name: words.cancel }).tap();
  await expect(schedule).toBeHidden();

  // Delivery notes: the list, then the editor of a new note.
  await openFromPhoneMenu(page, words.supplier, words.notes);
  await listLoaded(page);
  await check('delivery-notes');
  await page.getByTestId('dn-add').tap();
  await expect(page.getByTestId('dn-editor')).toBeVisible();
  await check('delivery-note-editor');
  await page.getByTestId('dn-cancel').tap();
  await expect(page.getByTestId('dn-editor')).toBeHidden();

  // Nonconformance reports: the open one's drawer and the 8D answer.
  await openFromPhoneMenu(page, words.supplier, words.ncr);
  await listLoaded(page);
  await check('ncr');
  await rows(page)
    .filter({ has: page.locator('[data-state="open"]') })
    .first()
    .dblclick();
  const ncrDrawer = page.getByTestId('ncr-drawer');
  await expect(ncrDrawer.getByTestId('ncr-description')).toBeVisible();
  await check('ncr-drawer');
  await ncrDrawer.getByTestId('ncr-action-answer').tap();
  const answer = page.getByTestId('ncr-answer-dialog');
  await expect(answer).toBeVisible();
  await check('ncr-answer');
  await page.locator('.ant-modal').getByRole('button', { name: words.cancel }).tap();
  await expect(answer).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(ncrDrawer).toBeHidden();

  // Compliance documents: the list and the upload dialog.
  await openFromPhoneMenu(page, words.supplier, words.documents);
  await listLoaded(page);
  await check('documents');
  await page.getByTestId('document-upload').tap();
  await expect(page.getByTestId('document-dialog')).toBeVisible();
  await check('document-upload');
  await page.locator('.ant-modal').getByRole('button', { name: words.cancel }).tap();
  await expect(page.getByTestId('document-dialog')).toBeHidden();

  await openFromPhoneMenu(page, null, words.home);
}

test('a vendor on a phone reaches its screens from the menu drawer, each fitting the screen, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  await signIn(page, 'vendor1');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('home-title')).toBeVisible();
  try {
    await walk(page, 'zh-chs', problems);
    // The header's language switch fits the phone header too; the walk again in English.
    await page.getByTestId('shell-language').tap();
    await page.getByRole('menuitem', { name: 'English' }).tap();
    await expect(page.getByTestId('shell-phone-title')).toHaveText('Home');
    await walk(page, 'en', problems);
    expect(problems).toEqual([]);

    // Signing out from the header.
    await page.getByTestId('shell-logout').tap();
    await confirmDialog(page, 'ok');
    await expect(page).toHaveURL(/\/login/);
  } finally {
    // vendor1's preferences (the language, the pages opened) back to none for the specs after this one.
    await page.context().close();
    await savePreferences(request, (await tokenFor(request, 'vendor1')).Token, {});
  }
});

test('the warehouse lands on the dock on a phone, reaches home from the menu drawer and signs out there', async ({
  page,
}) => {
  const problems: string[] = [];
  await signIn(page, 'warehouse');
  await expect(page).toHaveURL(/\/Warehouse\/DockReceiving$/);
  await expect(page.getByTestId('dock-scan-input')).toBeFocused();
  await expect(page.getByTestId('shell-phone-title')).toHaveText('扫码收货');
  await checkScreen(page, 'zh-chs', 'warehouse-dock', problems);

  await openFromPhoneMenu(page, null, '首页');
  await expect(page.getByTestId('home-title')).toBeVisible();
  await checkScreen(page, 'zh-chs', 'warehouse-home', problems);
  await openFromPhoneMenu(page, '供应商协同', '扫码收货');
  await expect(page.getByTestId('dock-scan-input')).toBeVisible();
  expect(problems).toEqual([]);

  await page.getByTestId('shell-phone-menu-button').tap();
  await drawer(page).getByTestId('shell-phone-logout').tap();
  await confirmDialog(page, 'ok');
  await expect(page).toHaveURL(/\/login/);
});
