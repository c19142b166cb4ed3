import { expect, test } from '../support/test.ts';
import { filterStatus, plus, rowsOf, signedIn } from './delivery-support.ts';

/**
 * #36 item 6: a receive the dialog cannot send says why, next to the quantity and on the held button; a negative
 * quantity is refused as such and never shown as a shortage. Nothing is received here (the dialog is cancelled).
 */
test('receiving more than delivered, or a negative quantity, says why beside the field and on the held button', async ({
  browser,
}) => {
  const buyer = await signedIn(browser, 'buyer');
  await filterStatus(buyer, '在途');
  const first = rowsOf(buyer.locator('.dn-list').getByTestId('list-table')).first();
  await first.dblclick();
  await expect(buyer.getByTestId('dn-status')).toHaveText('在途');
  await buyer.getByTestId('dn-action-receive').click();

  const quantity = buyer.getByTestId('dn-receive-0');
  const problem = buyer.getByTestId('dn-receive-problem-0');
  const shortage = buyer.getByTestId('dn-receive-shortage-0');
  const ok = buyer.getByTestId('dn-receive-ok');
  const delivered = await quantity.inputValue();
  await expect(problem).toHaveCount(0);

  // Far more than delivered and its spares: the reason shows under the field, and on the held button.
  await quantity.fill(plus(delivered, '100000'));
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('实收数量不能超过');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(ok).toBeDisabled();
  await buyer.getByTestId('dn-receive-ok-why').hover();
  const tooltip = buyer.locator('.ant-tooltip:visible');
  await expect(tooltip).toContainText('实收数量不能超过');
  await expect(shortage).toHaveText('');

  // −1: refused as a negative quantity, not taken for a shortage of delivered + 1.
  await quantity.fill('-1');
  await expect(problem).toHaveText('实收数量不能为负数');
  await expect(shortage).toHaveText('');
  await expect(ok).toBeDisabled();
  await buyer.getByTestId('dn-receive-ok-why').hover();
  await expect(tooltip).toContainText('实收数量不能为负数');

  // A quantity it accepts: the message goes, the shortage shows, the button is free.
  await quantity.fill(delivered);
  await expect(problem).toHaveCount(0);
  await expect(ok).toBeEnabled();
  await expect(shortage).toHaveText('0');
  await buyer.getByRole('button', { name: /取\s*消/ }).click();
  await expect(buyer.getByTestId('dn-status')).toHaveText('在途');
});
