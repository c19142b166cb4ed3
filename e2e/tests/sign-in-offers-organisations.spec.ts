import { selectOption, selectOptions } from '../support/antd.ts';
import { expect, test } from '../support/test.ts';

test('the login page offers the organisations stored in the database', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('账号登录')).toBeVisible();
  await page.getByLabel('用户名').fill('vendor1');
  await page.getByTestId('org-select').click();
  await expect(selectOption(page, '精密制造集团总部')).toBeVisible();
  await expect(selectOption(page, '深圳电子工厂')).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByLabel('用户名').fill('vendor2');
  await page.getByTestId('org-select').click();
  await expect(selectOptions(page)).toHaveCount(1);
  await expect(selectOption(page, '精密制造集团总部')).toBeVisible();
  // The only organisation of the user is chosen for it.
  await expect(page.getByTestId('org-select')).toContainText('精密制造集团总部');
});

test('the organisation names follow the language switch without a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Sign in', { exact: true }).first()).toBeVisible();
  await page.getByLabel('User name').fill('admin');
  await page.getByTestId('org-select').click();
  await expect(selectOption(page, 'Precision Manufacturing HQ')).toBeVisible();
});

test('an unknown page shows the 404 page and the API answers health', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).data.status).toBe('ok');
  const missing = await request.get('/api/no/such/thing', { headers: { 'Accept-Language': 'en' } });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).msg).toContain('/api/no/such/thing');
});
