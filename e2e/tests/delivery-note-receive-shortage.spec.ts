import { expect, test } from '../support/test.ts';
import { filterStatus, minus, quantityIn, rowsOf, signedIn } from './delivery-support.ts';

/** The buyer's receive action (PRODUCT §5: 4 → 5 by the WMS or a buyer), with a received quantity per line. */
test('the buyer receives an in-transit note in the dialog: defaults to delivered, a shortage where less came', async ({
  browser,
}) => {
  const buyer = await signedIn(browser, 'buyer');
  await filterStatus(buyer, '在途');
  const table = buyer.locator('.dn-list').getByTestId('list-table');
  const first = rowsOf(table).first();
  await expect(first.locator('.dn-status')).toHaveText('在途');
  await first.dblclick();
  await expect(buyer.getByTestId('dn-status')).toHaveText('在途');
  const deliveryNo = (await buyer.getByTestId('dn-number').innerText()).trim();
  // Staff may neither edit nor ship; receiving is theirs.
  await expect(buyer.getByTestId('dn-action-edit')).toHaveCount(0);
  await expect(buyer.getByTestId('dn-action-ship')).toHaveCount(0);

  await buyer.getByTestId('dn-action-receive').click();
  const firstQty = buyer.getByTestId('dn-receive-0');
  const delivered = await firstQty.inputValue();
  // More than delivered (and its spares) cannot be received: the dialog says so and holds the button.
  await firstQty.fill('99999999');
  await expect(buyer.getByTestId('dn-receive-ok')).toBeDisabled();
  await firstQty.fill(minus(delivered, '1'));
  await expect(buyer.getByTestId('dn-receive-ok')).toBeEnabled();
  await buyer.getByTestId('dn-receive-ok').click();

  await expect(buyer.getByTestId('dn-status')).toHaveText('已收货');
  await expect(buyer.getByTestId('dn-shortage').first()).toHaveText('1');
  expect(await quantityIn(buyer.getByTestId('dn-received').first())).toBe(minus(delivered, '1'));
  await expect(buyer.getByTestId('dn-action-receive')).toHaveCount(0);

  // Back in the list (still filtered on 在途) the note has gone; under 已收货 it is there.
  await buyer.getByTestId('dn-back').click();
  await expect(rowsOf(table).filter({ hasText: deliveryNo })).toHaveCount(0);
  await filterStatus(buyer, '已收货');
  await expect(rowsOf(table).filter({ hasText: deliveryNo }).locator('.dn-status')).toHaveText('已收货');
});
