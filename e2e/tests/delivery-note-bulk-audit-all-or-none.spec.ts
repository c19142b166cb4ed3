import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { notesPath, rowsOf, signedIn } from './delivery-support.ts';
import { apiAs } from './list-table-support.ts';

/**
 * The list's bulk audit is one call, all or none (issue #46 item 5): the toolbar offers it only when every selected
 * note may be audited as the list shows them; when one was audited meanwhile elsewhere, the server refuses the whole
 * call, nothing changes and the dialog names that note and why; without it, the others are audited at once.
 */
test('a bulk audit takes all selected notes or none, naming each it cannot take', async ({
  browser,
  request,
}) => {
  const api = await apiAs(request, 'vendor1');
  const open = await api.post<{ ID: number; PO_REMAINING_QTY: string }[]>('DeliveryNote/OpenOrderLines', {
    Page: 1,
    Limit: 50,
  });
  const line = open.data.find((l) => Number(l.PO_REMAINING_QTY) >= 3)!;
  const create = async () =>
    (
      await api.post<{ ID: number; DELIVERY_NO: string }>('DeliveryNote/AddOrModifySave', {
        DELIVERY_DATE: '2026-12-01',
        Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: '1' }],
      })
    ).data;
  const [a, b, c] = [await create(), await create(), await create()];

  const page = await signedIn(browser, 'vendor1', notesPath);
  const list = page.locator('.dn-list').getByTestId('list-table');
  const row = (no: string) => rowsOf(list).filter({ hasText: no });
  for (const n of [a, b, c]) await row(n.DELIVERY_NO).locator('.ant-checkbox-input').check();
  await expect(page.getByTestId('dn-list-audit')).toBeEnabled();
  // Someone audits b elsewhere while the list still shows it unprocessed.
  await api.post('DeliveryNote/Audit', { ID: b.ID });
  await page.getByTestId('dn-list-audit').click();
  await page.getByTestId('dn-confirm-audit-ok').click();
  const refused = page.locator('.ant-modal-confirm-error');
  await expect(refused).toContainText('所选 3 张送货单中有 1 张不能审核，全部未处理');
  await expect(page.getByTestId('bulk-refused')).toHaveCount(1);
  await expect(page.getByTestId('bulk-refused')).toContainText(b.DELIVERY_NO);
  // With SHOTS=1, the refusal pictured in screenshots/delivery-note/ for a person to look at.
  if (process.env.SHOTS === '1') {
    mkdirSync(path.resolve(import.meta.dirname, '..', '..', 'screenshots', 'delivery-note'), {
      recursive: true,
    });
    await page.screenshot({
      path: path.resolve(
        import.meta.dirname,
        '..',
        '..',
        'screenshots',
        'delivery-note',
        'bulk-audit-refused.png',
      ),
    });
  }
  await refused.getByRole('button').click();
  const statusOf = async (id: number) =>
    (await api.get<{ STATUS: number }>('DeliveryNote/Get', { id })).data.STATUS;
  expect([await statusOf(a.ID), await statusOf(b.ID), await statusOf(c.ID)]).toEqual([1, 2, 1]);

  // The note audited elsewhere taken out of the selection: the other two are audited in one go.
  await row(b.DELIVERY_NO).locator('.ant-checkbox-input').uncheck();
  await page.getByTestId('dn-list-audit').click();
  await page.getByTestId('dn-confirm-audit-ok').click();
  for (const n of [a, b, c]) await expect(row(n.DELIVERY_NO).locator('.dn-status')).toHaveText('已审核');
  // Cleanup: the quantity back to the order line for the specs after this one.
  for (const n of [a, b, c]) {
    await api.post('DeliveryNote/UnAudit', { ID: n.ID });
    await api.post('DeliveryNote/Void', { ID: n.ID, REASON: 'e2e cleanup' });
  }
  await page.close();
});
