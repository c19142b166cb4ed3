import { apiPaths } from '@srm/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import RegisterPage from './RegisterPage.tsx';

/**
 * Issue #34: the public registration page sends every field of the form and the administrator's password encrypted
 * as at sign-in (RSA-OAEP with the server's key and a fresh nonce), and a link the server refuses shows its message.
 */
setUpRenderTests({ resetLanguage: true });

const p = apiPaths.onboarding;
const token = 'jM23EsCMFf4poibbl9kF2c7vGo__IdiruG4UDYiwWw0';

/** A key pair of the test's own: the page encrypts with the public half, the test reads with the private one. */
async function serverKey() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  let binary = '';
  for (const byte of spki) binary += String.fromCharCode(byte);
  const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(binary)}\n-----END PUBLIC KEY-----`;
  const decrypt = async (base64: string) =>
    new TextDecoder().decode(
      await crypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        pair.privateKey,
        Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
      ),
    );
  return { pem, decrypt };
}

function open(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <RegisterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) =>
  act(async () => fireEvent.change(screen.getByTestId(testId), { target: { value } }));

const invitation = {
  ORG_NAME: '精密制造集团总部',
  ORG_NAME_EN: 'Precision Manufacturing HQ',
  EMAIL: 'sales@hengda.example',
  COMPANY_NAME: '恒达精密',
  EXPIRES_AT: '2026-12-11T05:30:00.000Z',
};

describe('registration page', { timeout: 30_000 }, () => {
  it('shows the invitation and sends every field, the password encrypted with a fresh nonce', async () => {
    await changeLanguage('en');
    const key = await serverKey();
    const server = fakeServer({
      [p.invitation]: () => ({ data: invitation }),
      [apiPaths.auth.publicKey]: () => ({ data: { PublicKey: key.pem, Nonce: 'nonce-42' } }),
      [p.register]: () => ({ data: { ID: 9 } }),
    });
    open(`/register?token=${token}`);
    const intro = await screen.findByTestId('register-invitation');
    expect(intro.textContent).toContain('Precision Manufacturing HQ invites your company');
    expect(intro.textContent).toContain('sales@hengda.example');
    expect(server.callsTo(p.invitation)[0]!.query.get('token')).toBe(token);
    // What the invitation knows is filled in.
    expect((screen.getByTestId('reg-LEGAL_NAME') as HTMLInputElement).value).toBe('恒达精密');
    expect((screen.getByTestId('reg-CONTACT_EMAIL') as HTMLInputElement).value).toBe('sales@hengda.example');

    await type('reg-LEGAL_NAME', ' 苏州恒达精密机械有限公司 ');
    await type('reg-TAX_ID', '91320500MA1X0001');
    await type('reg-ADDRESS', '江苏省苏州市工业园区星湖街 88 号');
    const categories = screen.getByTestId('reg-CATEGORIES').querySelector('input')!;
    for (const c of ['机加工', '钣金']) {
      await act(async () => fireEvent.change(categories, { target: { value: c } }));
      await act(async () => fireEvent.keyDown(categories, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    }
    await type('reg-CONTACT_NAME', '周经理');
    await type('reg-CONTACT_PHONE', '+86 512 6666 8888');
    await type('reg-BANK_NAME', '中国银行苏州分行');
    await type('reg-BANK_ACCOUNT_NAME', '苏州恒达精密机械有限公司');
    await type('reg-BANK_ACCOUNT_NO', '6217 0000 1234 5678');
    await type('reg-ADMIN_USER_NAME', 'hd_admin');
    await type('reg-ADMIN_PASSWORD', 'Hengda#2026-Lamp');
    // A confirmation that differs holds the form back.
    await type('reg-CONFIRM_PASSWORD', 'Hengda#2025-Lamp');
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(server.callsTo(p.register)).toHaveLength(0);

    await type('reg-CONFIRM_PASSWORD', 'Hengda#2026-Lamp');
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    await waitFor(() => expect(server.callsTo(p.register)).toHaveLength(1));
    const { ADMIN_PASSWORD, ...sent } = server.callsTo(p.register)[0]!.body as Record<string, unknown>;
    expect(sent).toEqual({
      TOKEN: token,
      LEGAL_NAME: '苏州恒达精密机械有限公司',
      TAX_ID: '91320500MA1X0001',
      ADDRESS: '江苏省苏州市工业园区星湖街 88 号',
      CATEGORIES: ['机加工', '钣金'],
      CONTACT_NAME: '周经理',
      CONTACT_PHONE: '+86 512 6666 8888',
      CONTACT_EMAIL: 'sales@hengda.example',
      BANK_NAME: '中国银行苏州分行',
      BANK_ACCOUNT_NAME: '苏州恒达精密机械有限公司',
      BANK_ACCOUNT_NO: '6217 0000 1234 5678',
      ADMIN_USER_NAME: 'hd_admin',
    });
    expect(ADMIN_PASSWORD).not.toContain('Hengda');
    expect(await key.decrypt(String(ADMIN_PASSWORD))).toBe('nonce-42:Hengda#2026-Lamp');
    expect(server.callsTo(apiPaths.auth.publicKey)).toHaveLength(1);

    // The thank-you: who decides next, and who signs in once approved.
    expect((await screen.findByTestId('register-done')).textContent).toContain('Thank you');
    expect(document.body.textContent).toContain('A buyer reviews');
    expect(document.body.textContent).toContain('hd_admin signs in');
    expect(screen.queryByTestId('register-form')).toBeNull();
  });

  it("shows the server's message for a link it refuses, and no form", async () => {
    const server = fakeServer({
      [p.invitation]: () => ({
        data: null,
        code: 404,
        msg: '注册链接无效、已使用或已过期，请联系邀请您的采购人员重新发送邀请',
      }),
    });
    open(`/register?token=${token}`);
    expect((await screen.findByTestId('register-invalid')).textContent).toBe(
      '注册链接无效、已使用或已过期，请联系邀请您的采购人员重新发送邀请',
    );
    expect(screen.getByText('无法使用此注册链接')).toBeTruthy();
    expect(screen.queryByTestId('register-form')).toBeNull();
    expect(server.callsTo(p.invitation)).toHaveLength(1);
  });

  it('says a cut link is incomplete without asking the server', async () => {
    const server = fakeServer({});
    open('/register?token=abc');
    expect((await screen.findByTestId('register-invalid')).textContent).toContain('链接不完整');
    expect(server.calls).toHaveLength(0);
  });

  it('keeps the form and marks the user name when the server says it is taken', async () => {
    const key = await serverKey();
    fakeServer({
      [p.invitation]: () => ({ data: invitation }),
      [apiPaths.auth.publicKey]: () => ({ data: { PublicKey: key.pem, Nonce: 'n1' } }),
      [p.register]: () => ({ data: null, code: 409, msg: '用户名 hd_admin 已存在' }),
    });
    open(`/register?token=${token}`);
    await screen.findByTestId('register-form');
    for (const [id, value] of [
      ['reg-TAX_ID', '91320500MA1X0001'],
      ['reg-ADDRESS', '苏州'],
      ['reg-CONTACT_NAME', '周经理'],
      ['reg-CONTACT_PHONE', '0512 6666 8888'],
      ['reg-BANK_NAME', '中国银行'],
      ['reg-BANK_ACCOUNT_NAME', '恒达精密'],
      ['reg-BANK_ACCOUNT_NO', '621700001234'],
      ['reg-ADMIN_USER_NAME', 'hd_admin'],
      ['reg-ADMIN_PASSWORD', 'Pass#2026-Lamp'],
      ['reg-CONFIRM_PASSWORD', 'Pass#2026-Lamp'],
    ] as const)
      await type(id, value);
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect((await screen.findByTestId('register-error')).textContent).toContain('用户名 hd_admin 已存在');
    const item = screen.getByTestId('reg-ADMIN_USER_NAME').closest('.ant-form-item')!;
    await waitFor(() => expect(item.className).toContain('ant-form-item-has-error'));
    expect(screen.getByTestId('register-form')).toBeTruthy();
  });
});
