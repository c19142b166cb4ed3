import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { rowsOf, signedIn } from './delivery-support.ts';

/**
 * Issue 15 item 9: the whole delivery-note flow with the keyboard alone — a vendor creates a note, adds an order
 * line, types its quantity, saves, audits and ships it, never touching the mouse. Each control is reached with Tab
 * (or Shift+Tab) from where the focus is, as a keyboard user would.
 */

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  await expect(target).toBeVisible();
  const trail: string[] = [];
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    trail.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        if (!el) return '-';
        const id =
          el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.slice(0, 12);
        return `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}[${id ?? ''}]`;
      }),
    );
  }
  throw new Error(
    `not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${limit} presses: ${target}; went ${trail.join(' → ')}`,
  );
}

test('a vendor creates, fills, saves, audits and ships a note with the keyboard alone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, 'vendor1');
  await expect(rowsOf(page.locator('.dn-list')).first()).toBeVisible();

  // New note.
  await tabTo(page, page.getByTestId('dn-add'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dn-editor')).toBeVisible();

  // Add an order line: open the dialog, tick the first open line with Space, confirm.
  await tabTo(page, page.getByTestId('dn-add-row'));
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('dn-order-lines');
  const first = rowsOf(dialog.getByTestId('list-table')).first();
  await expect(first).toBeVisible();
  const tick = first.locator('.ant-checkbox-input');
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await tabTo(page, page.getByTestId('dn-lines-confirm'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The quantity: reached with Tab, typed over.
  const quantity = page.getByTestId('dn-cell-DELIVERY_QTY-0');
  await tabTo(page, quantity);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  await expect(quantity).toHaveValue('1');

  // Ctrl+S saves and shows the note.
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('dn-status')).toHaveText('未处理');
  const deliveryNo = (await page.getByTestId('dn-number').innerText()).trim();
  expect(deliveryNo).not.toBe('');

  // Audit asks first; Enter on its OK confirms.
  await tabTo(page, page.getByTestId('dn-action-audit'));
  await page.keyboard.press('Enter');
  const auditOk = page.getByTestId('dn-confirm-audit-ok');
  await tabTo(page, auditOk);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dn-status')).toHaveText('已审核');

  // Ship: the company field has the focus when the dialog opens; Tab to the tracking number, Enter ships.
  await tabTo(page, page.getByTestId('dn-action-ship'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dn-ship-company')).toBeFocused();
  await page.keyboard.type('顺丰速运');
  await tabTo(page, page.getByTestId('dn-ship-tracking'));
  await page.keyboard.type('SF7700998877');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dn-status')).toHaveText('在途');

  // Back to the list (Shift+Tab reaches the toolbar again): the shipped note is there.
  await tabTo(page, page.getByTestId('dn-back'), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('.dn-list').getByRole('button', { name: deliveryNo })).toBeVisible();
});
