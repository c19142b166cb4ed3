import type { Page } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { rows } from './list-table-support.ts';

/**
 * The app is served with a strict Content-Security-Policy (PRODUCT §9, issue #10): scripts only from the app's
 * origin, styles inline (antd), images also data:/blob:, no framing. It must still load, sign in and show a list
 * without the browser reporting a single violation.
 */

/** Every CSP violation the page reports, from the console and from the DOM event (worded differently). */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|securitypolicyviolation/i.test(text)) violations.push(text);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

test('the app loads, signs in and lists under its Content-Security-Policy with no violation', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/System/User');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  // A dialog: antd positions and animates it with inline styles.
  await page.getByRole('button', { name: '注销' }).click();
  await expect(page.locator('.ant-modal-confirm')).toBeVisible();
  await page.locator('.ant-modal-confirm .ant-btn').first().click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  expect(violations).toEqual([]);
});

test('the API documentation page works under the same policy', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByText('SRM Portal API').first()).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
