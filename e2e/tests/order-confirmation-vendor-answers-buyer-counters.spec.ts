import type { Browser, Page, Response } from '@playwright/test';
import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { cellByCaption, gridCell, notesPath, rowsOf, searchLines } from './delivery-support.ts';
import { apiAs, choose, headerSearch, table } from './list-table-support.ts';

/**
 * Order collaboration end to end (issue #32): vendor1 accepts three lines in bulk and proposes a split on a fourth
 * (two schedule lines); the buyer counters the proposal with one date; vendor1 accepts the counter, which confirms
 * the line, and the line's drawer shows every version: the proposal, the counter and the acceptance, the agreed
 * schedule and the ERP's original figures beside the current ones. Each user in a browser of their own; every step
 * waits for what the user sees, and the server's state is checked through its timeline.
 */
const vendorPath = '/Order/Confirmation';
const reviewPath = '/Order/ConfirmationReview';
const vendorLoad = 'OrderConfirmation/LoadData';
const reviewLoad = 'ConfirmationReview/LoadData';

type Line = {
  ID: number;
  VERSION: number;
  PO_NO: string;
  PO_ITEM: number;
  ORDERED_QTY: string;
  ORDER_KIND: string;
};
type Timeline = {
  STATE: string;
  SCHEDULE: { DATE: string; QTY: string }[];
  VERSIONS: { VERSION: number; ACTION: string; STATE: string }[];
};

async function as(browser: Browser, user: string, path: string): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('srm-5.0.3-test-tableTools', 'true'));
  await openSignedIn(page, user, path);
  await expect(table(page)).toBeVisible({ timeout: 30_000 });
  return page;
}

const loaded = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/${path}`) && r.request().method() === 'POST');
const dataOf = async (response: Promise<Response>) =>
  ((await (await response).json()) as { data: Line[] }).data;
/** A list row by its line's ID (antd keys each row by the list's key). */
const row = (page: Page, id: number) =>
  table(page).locator(`.lt-body tr.ant-table-row[data-row-key="${id}"]`);
const tick = (page: Page, id: number) => row(page, id).locator('input[type=checkbox]').check();

/** Narrows the list to one order line by its PO number and item (header search). */
async function onlyLine(page: Page, load: string, line: Line) {
  let next = loaded(page, load);
  await headerSearch(page, 'PO_NO').fill(line.PO_NO);
  await headerSearch(page, 'PO_NO').press('Enter');
  await next;
  next = loaded(page, load);
  await headerSearch(page, 'PO_ITEM').fill(String(line.PO_ITEM));
  await headerSearch(page, 'PO_ITEM').press('Enter');
  await next;
  await expect(row(page, line.ID)).toBeVisible();
}

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** Quantities as the dialog shows them: no trailing zeros. */
const plain = (q: number) => String(Number(q.toFixed(4)));

test('vendor1 answers order lines, the buyer counters a split, vendor1 accepts the counter', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const vendorApi = await apiAs(request, 'vendor1');
  const timeline = async (id: number) => (await vendorApi.get<Timeline>('OrderLine/Timeline', { id })).data;

  // vendor1 shows its lines still to answer (the state's header search) and picks four of them.
  let page = await as(browser, 'vendor1', vendorPath);
  const found = loaded(page, vendorLoad);
  await choose(page, headerSearch(page, 'CONFIRM_STATE'), /^待确认$/);
  const open = await dataOf(found);
  // The split needs a line of at least 2 to share between two dates.
  // A purchase-order line: the delivery-note editor of the last step draws on purchase orders.
  const split = open.find((l) => Number(l.ORDERED_QTY) >= 2 && l.ORDER_KIND === 'PO');
  expect(split, 'an unanswered purchase-order line of vendor1 ordering 2 or more').toBeDefined();
  const bulk = open.filter((l) => l.ID !== split!.ID).slice(0, 3);
  expect(bulk, 'three more unanswered lines of vendor1 on the first page').toHaveLength(3);
  for (const l of [...bulk, split!])
    await expect(row(page, l.ID).locator('[data-state="new"]')).toBeVisible();

  // Bulk accept: the button counts the lines it will accept, and asks before it answers them.
  for (const l of bulk) await tick(page, l.ID);
  await expect(page.getByTestId('oc-accept')).toHaveText(/接受.*3/);
  const reloaded = loaded(page, vendorLoad);
  await page.getByTestId('oc-accept').click();
  await expect(page.getByTestId('oc-bulk-question')).toHaveAttribute('data-count', '3');
  await page.getByTestId('oc-bulk-ok').click();
  await reloaded;
  // Accepted lines leave the "to answer" list; the fourth stays.
  for (const l of bulk) await expect(row(page, l.ID)).toHaveCount(0);
  await expect(row(page, split!.ID)).toBeVisible();
  for (const l of bulk) expect((await timeline(l.ID)).STATE).toBe('accepted');

  // A split on the fourth: about 60 % in ten days, the rest in 24, with a reason; Enter sends.
  const ordered = Number(split!.ORDERED_QTY);
  const first = Math.max(1, Math.floor(ordered * 0.6));
  const [d1, d2, d3] = [day(10), day(24), day(31)];
  await tick(page, split!.ID);
  await expect(page.getByTestId('oc-propose')).toBeEnabled();
  await page.getByTestId('oc-propose').click();
  const dialog = page.getByTestId('oc-schedule-dialog');
  await expect(dialog.getByLabel('第 1 行数量')).toHaveValue(plain(ordered));
  await dialog.getByLabel('第 1 行日期').fill(d1);
  await dialog.getByLabel('第 1 行数量').fill(String(first));
  await dialog.getByTestId('oc-add-row').click();
  await dialog.getByLabel('第 2 行日期').fill(d2);
  await dialog.getByLabel('第 2 行数量').fill(plain(ordered - first));
  await expect(dialog.getByTestId('oc-problem')).toHaveCount(0);
  await dialog.getByTestId('oc-reason').fill('Two trucks: capacity');
  await dialog.getByTestId('oc-reason').press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await timeline(split!.ID)).STATE).toBe('proposed');
  await page.context().close();

  // The buyer finds the proposal and counters it: the split stays, its second delivery a week later.
  page = await as(browser, 'buyer', reviewPath);
  await onlyLine(page, reviewLoad, split!);
  await expect(row(page, split!.ID).locator('[data-state="proposed"]')).toBeVisible();
  await expect(row(page, split!.ID)).toContainText('Two trucks: capacity');
  await tick(page, split!.ID);
  await page.getByTestId('oc-counter').click();
  const counter = page.getByTestId('oc-schedule-dialog');
  await expect(counter.getByTestId('oc-schedule-row')).toHaveCount(2);
  await expect(counter.getByLabel('第 1 行日期')).toHaveValue(d1);
  await expect(counter.getByLabel('第 2 行数量')).toHaveValue(plain(ordered - first));
  await counter.getByLabel('第 2 行日期').fill(d3);
  await page.getByTestId('oc-schedule-ok').click();
  await expect(counter).toBeHidden();
  await expect.poll(async () => (await timeline(split!.ID)).STATE).toBe('countered');
  await page.context().close();

  // vendor1 accepts the counter: the line is confirmed on the buyer's schedule.
  page = await as(browser, 'vendor1', vendorPath);
  await onlyLine(page, vendorLoad, split!);
  await expect(row(page, split!.ID).locator('[data-state="countered"]')).toBeVisible();
  await tick(page, split!.ID);
  await expect(page.getByTestId('oc-accept')).toHaveText(/接受.*1/);
  await page.getByTestId('oc-accept').click();
  await page.getByTestId('oc-bulk-ok').click();
  await expect(row(page, split!.ID).locator('[data-state="confirmed"]')).toBeVisible();
  const agreed = await timeline(split!.ID);
  expect(agreed.STATE).toBe('confirmed');
  expect(agreed.SCHEDULE.map((l) => [l.DATE, Number(l.QTY)])).toEqual([
    [d1, first],
    [d3, ordered - first],
  ]);

  // The drawer (a click on the row; a double-click too) tells the line's story, newest first.
  await row(page, split!.ID).dblclick();
  const drawer = page.getByTestId('oc-drawer');
  await expect(drawer.getByTestId('oc-drawer-state').locator('[data-state="confirmed"]')).toBeVisible();
  await expect(drawer.getByTestId('oc-drawer-title')).toContainText(`${split!.PO_NO}/${split!.PO_ITEM}`);
  const versions = drawer.getByTestId('oc-version');
  await expect(versions.first()).toHaveAttribute('data-action', 'accept');
  const actions = await versions.evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
  expect(actions.slice(0, 3)).toEqual(['accept', 'counter', 'propose']);
  expect(actions.length).toBe(agreed.VERSIONS.length);
  await expect(versions.nth(2)).toContainText('Two trucks: capacity');
  await expect(versions.nth(2).locator(`[data-date="${d1}"]`)).toBeVisible();
  await expect(drawer.getByTestId('oc-agreed').locator(`[data-date="${d3}"]`)).toBeVisible();
  await expect(drawer.getByTestId('oc-original-qty')).not.toBeEmpty();
  await page.context().close();

  // A new delivery note on that line proposes the schedule line due next: its quantity, with its date beside.
  page = await as(browser, 'vendor1', notesPath);
  await page.getByTestId('dn-add').click();
  await page.getByTestId('dn-add-row').click();
  const picker = page.getByTestId('dn-order-lines').getByTestId('list-table');
  await expect(rowsOf(picker).first()).toBeVisible();
  await searchLines(page, picker, 'PO_NO', [split!.PO_NO]);
  await picker.locator(`tr.ant-table-row[data-row-key="${split!.ID}"] .ant-checkbox-input`).check();
  await page.getByTestId('dn-lines-confirm').click();
  const grid = page.getByTestId('dn-lines-grid');
  await expect(rowsOf(grid)).toHaveCount(1);
  await expect(gridCell(page, 'DELIVERY_QTY', 0)).toHaveValue(plain(first));
  await expect(await cellByCaption(grid, rowsOf(grid).first(), '承诺交期')).toHaveText(d1);
  await page.context().close();
});
