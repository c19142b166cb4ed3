import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { PasswordField } from './PasswordField.tsx';

setUpRenderTests({ resetLanguage: true });

function Account() {
  return (
    <Form initialValues={{ USER_NAME: 'zhang.wei' }}>
      <Form.Item name="USER_NAME" label="user">
        <Input data-testid="user" />
      </Form.Item>
      <PasswordField
        name="PASSWORD"
        label="password"
        requiredMessage="required"
        nameFields={['USER_NAME']}
        testId="pw"
      />
    </Form>
  );
}

const type = (value: string) =>
  act(async () => fireEvent.change(screen.getByTestId('pw'), { target: { value } }));
const item = () => screen.getByTestId('pw').closest('.ant-form-item')!;
const errorText = () => item().querySelector('.ant-form-item-explain-error')?.textContent ?? '';

/**
 * Issue #45: the password rule is on screen before anything is typed, and what is typed is told at once what is
 * wrong with it, in the user's language (texts written out here, not taken from the locale files).
 */
describe('password field', { timeout: 30_000 }, () => {
  it.each([
    {
      lang: 'zh-chs' as const,
      rule: '至少 12 个字符；不能用常见或容易猜到的密码，也不能包含用户名、邮箱或公司名称。',
      short: '密码至少需要 12 个字符',
      common: '密码太常见或太容易猜到',
      name: '密码不能包含用户名',
    },
    {
      lang: 'en' as const,
      rule: 'At least 12 characters; no common or easily guessed password, nor one containing the user name, e-mail or company name.',
      short: 'The password needs at least 12 characters',
      common: 'The password is too common or easy to guess',
      name: 'The password must not contain the user name',
    },
  ])('shows the rule and refuses as typed ($lang)', async ({ lang, rule, short, common, name }) => {
    await changeLanguage(lang);
    render(<Account />);
    // Before typing: the rule, and no error.
    expect(screen.getByTestId('pw-rule').textContent).toBe(rule);
    expect(errorText()).toBe('');

    await type('short');
    await waitFor(() => expect(errorText()).toBe(short));
    await type('password1234');
    await waitFor(() => expect(errorText()).toContain(common));
    await type('Zhang.Wei-harbour-57');
    await waitFor(() => expect(errorText()).toContain(name));
    await type('Harbour-Lamp-57');
    await waitFor(() => expect(item().className).toContain('ant-form-item-has-success'));
    await waitFor(() => expect(errorText()).toBe(''));

    // Changing the user name checks the password again: it now holds the new name.
    await act(async () => fireEvent.change(screen.getByTestId('user'), { target: { value: 'harbour' } }));
    await waitFor(() => expect(errorText()).toContain(name));
  });
});
