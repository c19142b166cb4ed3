import { expect, type Page } from '@playwright/test';
import { selectOption } from './antd.ts';

export const demoPassword = 'Demo@2026';

/**
 * Signs in through the login page as a person would. The e2e server runs with CAPTCHA_DISABLED=1, so any
 * code is accepted, but the field is still filled in.
 */
export async function signIn(
  page: Page,
  userName: string,
  options: { password?: string; org?: string; path?: string } = {},
) {
  if (!page.url().includes('/login')) await page.goto(options.path ?? '/login');
  await page.getByLabel(/用户名|User name/).fill(userName);
  await page.getByLabel(/^(密码|Password)$/).fill(options.password ?? demoPassword);
  await page.getByLabel(/^(验证码|Verification code)$/).fill('0000');
  if (options.org) {
    await page.getByTestId('org-select').click();
    await selectOption(page, options.org).click();
  } else {
    await expect(page.getByTestId('org-select')).not.toContainText(/请选择组织|Choose an organisation/);
  }
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
}
