import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import {
  choose,
  confirm,
  dialog,
  enter,
  enterAt,
  expectNotice,
  fillAccount,
  rowOf,
  save,
  signOut,
  toolbarButton,
  unique,
} from './admin-support.ts';

const password = 'Init@2026-Lamp';

test('buyer accounts: add with a live duplicate-name check, edit, delete', async ({ page }) => {
  const name = `u_${unique()}`;
  await enterAt(page, '/System/User');
  await expect(rowOf(page, 'finance')).toBeVisible();

  await toolbarButton(page, '新增').click();
  const box = dialog(page, 'account-dialog');
  // The user name field has the focus; a taken name is refused while typing.
  await expect(box.getByLabel('用户名')).toBeFocused();
  await page.keyboard.type('buyer');
  await expect(box.getByText('用户名 buyer 已存在')).toBeVisible();
  // The initial password follows the password policy (#45): the rule shows before typing, weak ones are refused
  // as typed, and saving with one keeps the dialog open.
  const passwordField = box.getByLabel('密码', { exact: true });
  await expect(box.getByTestId('account-password-rule')).toHaveText(
    /^至少 12 个字符；不能用常见或容易猜到的密码/,
  );
  await passwordField.fill('abc');
  await expect(box.getByText('密码至少需要 12 个字符')).toBeVisible();
  await passwordField.fill('password1234');
  await expect(box.getByText(/^密码太常见或太容易猜到/)).toBeVisible();
  await save(page);
  await expect(box).toBeVisible();

  await fillAccount(page, { userName: name, nickName: '测试采购', password, role: '采购员' });
  await expect(box.getByText(/已存在/)).toHaveCount(0);
  await box.getByLabel('邮箱').fill(`${name}@example.com`);
  // Enter in a field saves.
  await box.getByLabel('电话').fill('021-5555');
  await page.keyboard.press('Enter');
  await expectNotice(page, '保存成功');
  await expect(box).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row).toContainText('测试采购');
  await expect(row).toContainText('采购员');
  await expect(row).toContainText('正常');

  // Edit by double-click: the dialog loads the account, without a password field.
  await row.dblclick();
  await expect(box.getByLabel('姓名')).toHaveValue('测试采购');
  await expect(box.getByLabel('密码', { exact: true })).toHaveCount(0);
  await box.getByLabel('姓名').fill('测试采购-改');
  await save(page);
  await expectNotice(page, '保存成功');
  await expect(rowOf(page, name)).toContainText('测试采购-改');
  // A new account starts from an empty form again; Esc closes the dialog.
  await toolbarButton(page, '新增').click();
  await expect(box.getByLabel('姓名')).toHaveValue('');
  await expect(box.getByLabel('密码', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);

  await choose(page, name);
  await toolbarButton(page, '删除').click();
  await confirm(page, '确定要删除?');
  await expectNotice(page, '删除成功');
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('a locked account cannot sign in until it is unlocked', async ({ page }) => {
  // Several sign-ins or saves: slow on a busy machine.
  test.slow();
  const name = `lock_${unique()}`;
  await enterAt(page, '/System/User');
  await toolbarButton(page, '新增').click();
  await fillAccount(page, { userName: name, nickName: '锁定测试', password, role: '财务' });
  await save(page);
  await expectNotice(page, '保存成功');

  await choose(page, name);
  await expect(toolbarButton(page, '解锁')).toBeDisabled();
  await toolbarButton(page, '锁定').click();
  await confirm(page, `确定要锁定账号 ${name} 吗?`);
  const row = rowOf(page, name);
  await expect(row.getByTestId('lock-state')).toHaveText('已锁定');
  await expect(row.getByTestId('account-locked')).toBeVisible();

  await signOut(page);
  await signIn(page, name, { password });
  await expect(page.getByTestId('login-error')).toContainText('账号已被管理员锁定');
  await expect(page).toHaveURL(/\/login/);

  await enter(page);
  await page.goto('/System/User');
  await choose(page, name);
  await expect(toolbarButton(page, '锁定')).toBeDisabled();
  await toolbarButton(page, '解锁').click();
  await confirm(page, `确定要解锁账号 ${name} 吗?`);
  await expect(rowOf(page, name).getByTestId('lock-state')).toHaveText('正常');

  await signOut(page);
  await enter(page, name, password);
  await expect(page.getByTestId('current-user')).toHaveText('锁定测试');
});

test('a reset password is shown once and signs in', async ({ page }) => {
  // Several sign-ins or saves: slow on a busy machine.
  test.slow();
  const name = `reset_${unique()}`;
  await enterAt(page, '/System/User');
  await toolbarButton(page, '新增').click();
  await fillAccount(page, { userName: name, nickName: '重置测试', password, role: '财务' });
  await save(page);
  await expectNotice(page, '保存成功');

  await choose(page, name);
  await toolbarButton(page, '重置密码').click();
  await confirm(page, `确定要重置账号 ${name} 的密码吗?`);
  const shown = page.getByTestId('temp-password');
  await expect(shown).toHaveValue(/\S{8,}/);
  const temporary = await shown.inputValue();
  await expect(page.getByText('临时密码只显示这一次')).toBeVisible();
  await expect(page.getByRole('button', { name: '复制' })).toBeVisible();
  await page.getByRole('button', { name: '我已记下' }).click();
  await expect(shown).toHaveCount(0);

  await signOut(page);
  // The old password no longer works; the temporary one does.
  await signIn(page, name, { password });
  await expect(page.getByTestId('login-error')).toBeVisible();
  await signIn(page, name, { password: temporary });
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('current-user')).toHaveText('重置测试');
});
