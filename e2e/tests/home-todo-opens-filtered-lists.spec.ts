import { openSignedIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/** PRODUCT §8 "my to-do": each count on the home page opens its list filtered to exactly the rows it counted. */
test('a vendor’s to-do counts open their lists filtered to the counted rows', async ({ page }) => {
  await openSignedIn(page, 'vendor1', '/index');
  const todo = page.getByTestId('home-todo');
  await expect(todo).toBeVisible();
  const ship = page.getByTestId('home-todo-notesToShip');
  await expect(ship).toContainText('待发货送货单');
  const count = Number((await ship.locator('span').first().innerText()).trim());

  await ship.click();
  await expect(page).toHaveURL(/\/DeliveryNote\/MaintainDeliveryNote2\?STATUS=2$/);
  const table = page.getByTestId('list-table');
  // The filter shows in the header search (and can be cleared there); the total is the count.
  await expect(
    table
      .locator('.ant-table-thead .ant-select-content, .ant-table-thead .ant-select-selection-item')
      .filter({ hasText: '已审核' })
      .first(),
  ).toBeVisible();
  await expect(table.locator('.ant-pagination-total-text')).toContainText(String(count));
  const rows = table.locator('.lt-body .ant-table-row');
  if (count > 0) await expect(rows.first()).toContainText('已审核');
  else await expect(rows).toHaveCount(0);
});

test('finance sees what waits for approval, not the vendor side', async ({ page }) => {
  await openSignedIn(page, 'finance', '/index');
  await expect(page.getByTestId('home-todo-statementsToApprove')).toContainText('待审批对账单');
  await expect(page.getByTestId('home-todo-notesToShip')).toHaveCount(0);
});
