import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { baseURL } from '../support/base-url.ts';
import { englishFindings, layoutFindings } from '../support/page-checks.ts';
import { openSignedIn, signIn, tokenFor } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { type Api, apiAs } from './list-table-support.ts';
import { type Note, scan, shippedNote } from './receiving-support.ts';
import { savePreferences } from './shell-support.ts';

/**
 * Dock receiving on a phone (issue #33 item 1, its Done-when): the warehouse worker opens Warehouse/DockReceiving on
 * a 360 px screen, scans a shipped note's box labels with a keyboard-wedge scanner (typed, then Enter) and sees each
 * box ticked; an inner label of a box already scanned is a warning; a box of another note is refused naming that
 * note; Receive receives the note (in transit → received). A second note is received short, after the question; a
 * third in English, where a code nobody knows gets the server's message.
 * The notes are made fresh by vendor1 over the API (the demo's shipped notes are other specs' to receive).
 * The third signs in through the sign-in page on the phone. With SHOTS=1 each step is pictured in
 * screenshots/dock-receiving/ (git-ignored).
 */

const { defaultBrowserType: _chromium, ...phone } = devices['Pixel 9'];
// axe is injected into the page; the portal's Content-Security-Policy would refuse the script.
test.use({ ...phone, bypassCSP: true });

const shots = path.resolve(import.meta.dirname, '..', '..', 'screenshots', 'dock-receiving');
/** With SHOTS=1, a picture of the step for a person to look at (CI takes none). */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS !== '1') return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

const packageRow = (page: Page, code: string) =>
  page.locator(`[data-testid="dock-package"][data-code="${code}"]`);

/** Nothing scrolls sideways at the phone's width: neither the document nor the page. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-testid="dock-receiving"]')!;
    return {
      viewport: window.innerWidth,
      document: document.documentElement.scrollWidth,
      page: root.scrollWidth,
      pageBox: root.clientWidth,
    };
  });
  expect(widths.document, JSON.stringify(widths)).toBeLessThanOrEqual(widths.viewport);
  expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(widths.pageBox);
}

/**
 * axe (serious and critical) on the page, no English word in Chinese mode, and on the page no text cut or broken
 * in the middle of a word (a code wrapped over two lines is hard to read; the frame behind the page is not shown).
 */
async function expectAccessible(page: Page, language: 'zh-chs' | 'en' = 'zh-chs') {
  expect(await axeViolations(page, { include: '[data-testid="dock-receiving"]' })).toEqual([]);
  if (language === 'zh-chs') expect(await englishFindings(page)).toEqual([]);
  const onPage = (await layoutFindings(page)).filter((f) => f.where.includes('[dock-'));
  expect(onPage).toEqual([]);
}

const statusOf = async (api: Api, id: number) => (await api.get<Note>('DeliveryNote/Get', { id })).data;

test('a warehouse worker receives a shipped note on a phone by scanning its boxes; a box of another note is refused', async ({
  page,
  request,
}) => {
  const vendor = await apiAs(request, 'vendor1');
  // Note A: six labels, three and two in outer boxes, one loose; note B: one box of its own.
  const a = await shippedNote(vendor, 6, [3, 2]);
  const b = await shippedNote(vendor, 1, [1]);
  expect(a.ssccs).toHaveLength(2);
  expect(a.loose).toHaveLength(1);

  await openSignedIn(page, 'warehouse', '/Warehouse/DockReceiving');
  const input = page.getByTestId('dock-scan-input');
  await expect(input).toBeFocused();
  await expect(page.getByTestId('dock-intro')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, '1-empty');

  // The first box opens the note, ticked; the second box ticks too.
  await scan(page, a.ssccs[0]!);
  await expect(page.getByTestId('dock-delivery-no')).toHaveText(a.no);
  await expect(packageRow(page, a.ssccs[0]!)).toHaveAttribute('data-scanned', 'true');
  await expect(page.getByTestId('dock-package')).toHaveCount(3);
  await expect(page.getByTestId('dock-progress')).toHaveText('1 / 3 箱');
  await scan(page, a.ssccs[1]!);
  await expect(packageRow(page, a.ssccs[1]!)).toHaveAttribute('data-scanned', 'true');
  await expect(page.getByTestId('dock-progress')).toHaveText('2 / 3 箱');
  await expect(page.getByTestId('dock-feedback')).toHaveAttribute('data-tone', 'ok');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shot(page, '2-half-scanned');

  // An inner label packed in the first box: that box, already scanned.
  await scan(page, a.labels[1]!);
  await expect(page.getByTestId('dock-feedback')).toHaveAttribute('data-tone', 'warn');
  await expect(page.getByTestId('dock-feedback')).toHaveText(`${a.ssccs[0]} 已扫描过`);

  // A box of note B: refused, naming B; nothing more ticked.
  await scan(page, b.ssccs[0]!);
  await expect(page.getByTestId('dock-feedback')).toHaveAttribute('data-tone', 'bad');
  await expect(page.getByTestId('dock-feedback')).toContainText(b.no);
  await expect(page.getByTestId('dock-progress')).toHaveText('2 / 3 箱');
  await expect(page.locator('[data-testid="dock-package"][data-scanned="true"]')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await shot(page, '3-refused');

  // The loose label: every box scanned; Receive receives the note in full.
  await scan(page, a.loose[0]!);
  await expect(page.getByTestId('dock-progress')).toHaveText('3 / 3 箱');
  await expect(page.getByTestId('dock-feedback')).toHaveText('全部 3 箱已扫完，可以收货');
  await page.getByTestId('dock-receive').tap();
  await expect(page.getByTestId('dock-feedback')).toHaveText(`送货单 ${a.no} 已收货`);
  await expect(page.getByTestId('dock-received')).toContainText(a.no);
  await expect(page.getByTestId('dock-received').locator('.dn-status')).toHaveText('已收货');
  await expect(page.getByTestId('dock-received-missing')).toHaveText('全部箱已到货');
  await expect(page.getByTestId('dock-received-line')).toHaveAttribute('data-short', 'false');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shot(page, '4-received');

  const noteA = await statusOf(vendor, a.id);
  expect(noteA.STATUS).toBe(5);
  expect(Number(noteA.Lines[0]!.RECEIVED_QTY)).toBe(6);
  expect((await statusOf(vendor, b.id)).STATUS).toBe(4);

  // Next note: the page is empty again, the field focused.
  await page.getByTestId('dock-next').tap();
  await expect(page.getByTestId('dock-intro')).toBeVisible();
  await expect(input).toBeFocused();
});

test('a box not scanned is received short only once the worker confirms it', async ({ page, request }) => {
  const vendor = await apiAs(request, 'vendor1');
  const c = await shippedNote(vendor, 2, [1, 1]);

  await openSignedIn(page, 'warehouse', '/Warehouse/DockReceiving');
  await scan(page, c.ssccs[0]!);
  await expect(page.getByTestId('dock-progress')).toHaveText('1 / 2 箱');
  await page.getByTestId('dock-receive').tap();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText('1 箱未扫描：按短收收货？');
  await expectNoSidewaysScroll(page);
  await shot(page, '5-short-question');
  await page.getByTestId('dock-short-ok').tap();
  await expect(page.getByTestId('dock-feedback')).toHaveText(`送货单 ${c.no} 已收货：短收 1 箱`);
  await expect(page.getByTestId('dock-feedback')).toHaveAttribute('data-tone', 'warn');
  await expect(page.getByTestId('dock-received-missing')).toHaveText('短收 1 箱');
  await expect(page.getByTestId('dock-received-line')).toHaveAttribute('data-short', 'true');
  await expect(page.getByTestId('dock-received-line')).toContainText('短收 1');
  await expectNoSidewaysScroll(page);
  await shot(page, '6-received-short');

  const noteC = await statusOf(vendor, c.id);
  expect(noteC.STATUS).toBe(5);
  expect(Number(noteC.Lines[0]!.RECEIVED_QTY)).toBe(1);
});

test('the page in English at 360 px: a code nobody knows gets the server’s message', async ({
  page,
  request,
}) => {
  const vendor = await apiAs(request, 'vendor1');
  const d = await shippedNote(vendor, 2, [1, 1]);
  // English for the warehouse user (its preference, and the cookie the page reads first), undone at the end.
  const { Token } = await tokenFor(request, 'warehouse');
  await savePreferences(request, Token, { language: 'en' });
  try {
    await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
    // The worker's bookmark of the dock page asks for sign-in first: the sign-in page fits the phone (no sideways
    // scroll, the whole form and its button inside the screen), then the bookmark opens.
    await page.goto('/Warehouse/DockReceiving');
    await expect(page).toHaveURL(/\/login/);
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeVisible();
    const fit = await page.evaluate(() => ({
      viewport: window.innerWidth,
      document: document.documentElement.scrollWidth,
      form: document.querySelector('form')!.getBoundingClientRect().right,
    }));
    expect(fit.document, JSON.stringify(fit)).toBeLessThanOrEqual(fit.viewport);
    expect(fit.form, JSON.stringify(fit)).toBeLessThanOrEqual(fit.viewport);
    const button = (await submit.boundingBox())!;
    expect(button.width).toBeGreaterThan(fit.viewport * 0.6);
    expect(await axeViolations(page, { minImpact: 'serious' })).toEqual([]);
    await shot(page, 'en-0-sign-in');
    await signIn(page, 'warehouse');
    await expect(page).toHaveURL(/\/Warehouse\/DockReceiving$/);
    await expect(page.getByTestId('dock-intro')).toContainText('Scan any outer box SSCC');
    await scan(page, `(00)${d.ssccs[0]}`);
    await expect(page.getByTestId('dock-progress')).toHaveText('1 / 2 boxes');
    // An SSCC no box has (the demo's serials are far lower).
    const unknown = '069012349999999999';
    await scan(page, unknown);
    await expect(page.getByTestId('dock-feedback')).toHaveAttribute('data-tone', 'bad');
    await expect(page.getByTestId('dock-feedback')).toHaveText(
      `No outer box or inner label has the code ${unknown}`,
    );
    await expect(page.getByTestId('dock-progress')).toHaveText('1 / 2 boxes');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'en');
    await shot(page, 'en-1-unknown-code');

    await scan(page, d.ssccs[1]!);
    await expect(page.getByTestId('dock-feedback')).toHaveText('All 2 boxes scanned: ready to receive');
    await page.getByTestId('dock-receive').tap();
    await expect(page.getByTestId('dock-feedback')).toHaveText(`Delivery note ${d.no} received`);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'en');
    await shot(page, 'en-2-received');
    expect((await statusOf(vendor, d.id)).STATUS).toBe(5);
  } finally {
    await savePreferences(request, Token, {});
  }
});
