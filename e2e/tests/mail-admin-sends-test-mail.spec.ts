import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect, test } from '../support/test.ts';
import { enterAt } from './admin-support.ts';

/**
 * Issue #14, browser test: the administrator points the organisation's mail settings at a real SMTP server (started
 * here, on a free port), saves, sends a test mail, sees the server's answer in the dialog, and the mail arrives with
 * the password the form was given. Mail stays turned off (a test mail does not need it), so the specs after this one
 * queue no notifications to a server that is gone.
 */

type Arrived = { to: string[]; raw: string };

test('the administrator saves the mail settings, sends a test mail, sees the answer, and it arrives', async ({
  page,
}) => {
  const arrived: Arrived[] = [];
  const logins: { user: string; pass: string }[] = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        arrived.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  const password = `pw-${Date.now().toString(36)}`;

  try {
    await enterAt(page, '/System/Mail');
    const form = page.getByTestId('mail-settings');
    await expect(form).toBeVisible();
    await form.getByTestId('mail-host').fill('127.0.0.1');
    await form.getByText('不加密', { exact: true }).click();
    await form.getByTestId('mail-port').fill(String(port));
    await form.getByTestId('mail-user').fill('srm-mailer');
    await form.getByTestId('mail-password').fill(password);
    await form.getByTestId('mail-from').fill('srm@example.test');
    await form.getByTestId('mail-from-name').fill('SRM 门户');
    await form.getByTestId('mail-save').click();
    await expect(page.locator('.ant-message')).toContainText('邮件设置已保存');
    // The password is never shown again: the field is empty and says one is stored.
    await expect(form.getByTestId('mail-password')).toHaveValue('');
    await expect(form).toContainText('已保存密码');
    // Pointing the settings elsewhere would clear the stored password (issue #37): the form says so before saving.
    await form.getByTestId('mail-port').fill(String(port + 1));
    await expect(form.getByTestId('mail-password-cleared')).toBeVisible();
    await form.getByTestId('mail-port').fill(String(port));
    await expect(form.getByTestId('mail-password-cleared')).toBeHidden();

    await form.getByTestId('mail-test-open').click();
    const to = page.getByTestId('mail-test-to');
    // The administrator's own address is offered; another one is typed over it.
    await expect(to).toHaveValue('admin@demo.srm.local');
    await to.fill('mail-check@example.test');
    await page.getByTestId('mail-test-send').click();
    const accepted = page.getByTestId('mail-test-accepted');
    await expect(accepted).toBeVisible({ timeout: 15_000 });
    await expect(accepted).toContainText('邮件服务器已接收发往 mail-check@example.test 的测试邮件');
    await expect(page.getByTestId('mail-test-answer')).toHaveText(/^250 /);

    await expect.poll(() => arrived.length, { timeout: 10_000 }).toBe(1);
    expect(arrived[0]!.to).toEqual(['mail-check@example.test']);
    expect(arrived[0]!.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(arrived[0]!.raw).toMatch(/^From: .*<srm@example\.test>/im);
    expect(logins).toEqual([{ user: 'srm-mailer', pass: password }]);

    // The mail log shows the test mail as sent.
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect(page.getByTestId('mail-test-to')).toBeHidden();
    await page.getByRole('tab', { name: '邮件日志' }).click();
    const row = page
      .getByTestId('mail-log')
      .locator('.ant-table-row')
      .filter({ hasText: 'mail-check@example.test' });
    await expect(row.first()).toContainText('已发送');
    await expect(row.first()).toContainText('测试邮件');
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
