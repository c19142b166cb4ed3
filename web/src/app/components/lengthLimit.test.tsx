import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { lengthLimit } from './lengthLimit.ts';

beforeAll(stubBrowser);
afterEach(cleanup);

/**
 * #36 item 8: a field never cuts what the user pasted without a word. The browser's `maxLength` does exactly that,
 * so no screen uses it; `lengthLimit` keeps the text whole and the form says what is wrong.
 */
describe('lengthLimit', { timeout: 30_000 }, () => {
  it('keeps a longer paste whole, shows the count in red and lets the form refuse it', async () => {
    const [form] = (() => {
      let f: ReturnType<typeof Form.useForm>[0] | undefined;
      function Probe() {
        [f] = Form.useForm();
        return (
          <Form form={f}>
            <Form.Item name="NAME" label="Name" rules={[{ max: 8 }]}>
              <Input {...lengthLimit(8)} data-testid="name" />
            </Form.Item>
          </Form>
        );
      }
      render(<Probe />);
      return [f!];
    })();
    const input = screen.getByTestId('name') as HTMLInputElement;
    expect(input.hasAttribute('maxlength')).toBe(false);
    fireEvent.change(input, { target: { value: '0123456789AB' } });
    expect(input.value).toBe('0123456789AB');
    expect(document.querySelector('.ant-input-out-of-range')).not.toBeNull();
    expect(document.querySelector('.ant-input-show-count-suffix')?.textContent).toBe('12 / 8');
    await expect(form.validateFields()).rejects.toMatchObject({
      errorFields: [{ name: ['NAME'] }],
    });
  });

  it('shows nothing extra while the text fits', () => {
    render(<Input {...lengthLimit(8)} defaultValue="short" data-testid="name" />);
    expect(document.querySelector('.ant-input-show-count-suffix')?.textContent ?? '').toBe('');
    expect(document.querySelector('.ant-input-out-of-range')).toBeNull();
  });
});

/** Files whose inputs are not converted yet, each with why (none may be added without one). */
const notYet: Record<string, string> = {
  // A captcha is a code of a fixed few characters: nothing longer is ever meant.
  'pages/sign-in/SignInPage.tsx': 'captcha',
  // The print-template screens were being changed by another part of #36 at the time.
  'pages/print-template/NewTemplateDialog.tsx': 'print-template follow-up',
  'pages/print-template/PrintSettingsDialog.tsx': 'print-template follow-up',
};

describe('no screen cuts typed or pasted text', () => {
  it('uses no maxLength on an input (lengthLimit instead)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = (readdirSync(path.join(root, 'pages'), { recursive: true }) as string[])
      .map((f) => `pages/${f.split(path.sep).join('/')}`)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !(f in notYet));
    const found = files.flatMap((f) =>
      readFileSync(path.join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\bmaxLength\b/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
