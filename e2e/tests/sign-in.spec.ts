import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('admin and vendor1 sign in and see different menus', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('current-user')).toHaveText('系统管理员');
  await expect(page.getByRole('menuitem', { name: '系统管理' })).toBeVisible();

  await page.getByRole('button', { name: '注销' }).click();
  // The shell asks first (spec §8: 确定要注销当前用户吗).
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'vendor1');
  await expect(page.getByTestId('current-user')).toHaveText('华东精密-王经理');
  await expect(page.getByRole('menuitem', { name: '供应商协同' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '公告管理' })).toHaveCount(0);
});

test('a deep link asks for sign-in and returns to the original page afterwards', async ({ page }) => {
  await page.goto('/System/User?tab=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2FSystem%2FUser%3Ftab%3D2/);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/System\/User\?tab=2$/);
});

test('a wrong password is refused inline with the failure count', async ({ page }) => {
  await signIn(page, 'finance', { password: 'not-the-password' });
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await expect(page.getByTestId('login-error')).toContainText('已连续失败 1 次');
  await expect(page).toHaveURL(/\/login/);
});

test('the password the login page sent cannot be sent again (single-use nonce, #10)', async ({
  page,
  request,
}) => {
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/Auth/GetToken'));
  await signIn(page, 'buyer');
  await expect(page).toHaveURL(/\/index$/);
  const captured = (await sent).postDataJSON() as Record<string, unknown>;
  const replay = await request.post('/api/Auth/GetToken', { data: captured });
  expect(replay.status()).toBe(400);
  expect((await replay.json()).msg).toBe('加密的密码已过期或已被使用，请重新提交');
});

test('the language chosen on the sign-in page wins over the one the user stored (issue #36)', async ({
  page,
  context,
}) => {
  // Two sign-ins, a reload and a language switch: more than a minute on a busy machine.
  test.setTimeout(150_000);
  // The preferences the server keeps for finance (read over the API with the page's own token).
  const stored = async () => {
    const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
    const res = await page.request.get('/api/User/GetPreferences', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    return ((await res.json()).data as { language?: string } | null)?.language;
  };
  // finance's stored preference is Chinese (its first sign-in keeps the language then in use).
  await signIn(page, 'finance');
  await expect(page.getByRole('button', { name: '注销' })).toBeVisible();
  await expect.poll(stored, { timeout: 20_000 }).toBe('zh-chs');
  await page.getByRole('button', { name: '注销' }).click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: /Sign in/ })).toBeVisible();
  await signIn(page, 'finance');
  await expect(page).toHaveURL(/\/index$/);
  // The portal stays in English, the cookie says so, and it is finance's preference from now on.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await expect.poll(stored, { timeout: 20_000 }).toBe('en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // Back to Chinese for the specs after this one, once the server has it.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '注销' })).toBeVisible();
  await expect.poll(stored, { timeout: 20_000 }).toBe('zh-chs');
});
