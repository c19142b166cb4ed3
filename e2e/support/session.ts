import { constants, publicEncrypt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { appEnvTag, appVersion, type GetTokenResult } from '@srm/contract';
import { selectOption } from './antd.ts';
import { baseURL } from './base-url.ts';

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

/** Signs in over the API as the login page does (password encrypted with the server's key): the token and user. */
export async function tokenFor(
  request: APIRequestContext,
  userName: string,
  options: { password?: string; orgCode?: string } = {},
): Promise<GetTokenResult> {
  const { PublicKey: key, Nonce: nonce } = (await (await request.get('/api/Auth/PublicKey')).json()).data as {
    PublicKey: string;
    Nonce: string;
  };
  const orgs = (await (await request.get(`/api/User/GetOrgInfo?userName=${userName}`)).json()).data as {
    Id: number;
    Code: string;
  }[];
  const org = options.orgCode ? orgs.find((o) => o.Code === options.orgCode) : orgs[0];
  expect(org, `an organisation of ${userName}`).toBeDefined();
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`${nonce}:${options.password ?? demoPassword}`),
  ).toString('base64');
  const res = await request.post('/api/Auth/GetToken', {
    data: { UserName: userName, Password: password, CaptchaId: '', CaptchaCode: '0000', OrgId: org!.Id },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as GetTokenResult;
}

/**
 * Opens `path` signed in as `userName` without the login page: one API sign-in, then the cookies and local storage
 * the login page leaves (web/src/platform/session.ts). For specs about what comes after signing in; the login page
 * itself is the sign-in specs' subject. Saves two page loads per test (the login page and home).
 */
export async function openSignedIn(
  page: Page,
  userName: string,
  path: string,
  options: { orgCode?: string } = {},
) {
  const { Token, Userinfo } = await tokenFor(page.context().request, userName, options);
  const url = baseURL();
  await page.context().addCookies([
    { name: 'token', value: Token, url },
    { name: 'ORG_ID', value: String(Userinfo.ORG_ID), url },
    { name: 'ORG_CODE', value: Userinfo.ORG_CODE, url },
  ]);
  const stored: Record<string, unknown> = {
    ORG_ID: Userinfo.ORG_ID,
    ORG_CODE: Userinfo.ORG_CODE,
    userInfo: Userinfo,
    VENDOR_CODE: Userinfo.VENDOR_CODE,
    PARENT_VENDOR_CODE: Userinfo.PARENT_VENDOR_CODE,
  };
  // Once per browser context: a later sign-out (or another user's sign-in) is not undone by the next page load.
  await page.addInitScript(
    ({ prefix, entries }) => {
      if (localStorage.getItem(`${prefix}e2e-signed-in`)) return;
      localStorage.setItem(`${prefix}e2e-signed-in`, '1');
      for (const [key, value] of entries) localStorage.setItem(prefix + key, JSON.stringify(value));
    },
    { prefix: `srm-${appVersion}-${appEnvTag}-`, entries: Object.entries(stored) },
  );
  await page.goto(path);
}
