import { apiPaths, type VendorInvited } from '@srm/contract';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/platform/db.ts';
import { call, encryptPassword, type Session } from './auth-helper.ts';
import { columnOf } from './rows.ts';

const p = apiPaths.onboarding;
let serial = 0;

/** A text no other call of the run answers: names, e-mails and codes that must not meet an earlier test's. */
export const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** The demo organisation's vendor administrator role (the role a reviewed registration's administrator gets). */
export const vendorAdminRole = (db: Db) => columnOf(db, 'role', 'id', { role_name: '供应商管理员' });

/** A registering company's form (without token and administrator) for the legal name `name`. */
export const company = (name: string) => ({
  LEGAL_NAME: name,
  TAX_ID: '91320500MA1X0001',
  ADDRESS: '江苏省苏州市工业园区星湖街 88 号',
  CONTACT_NAME: '周经理',
  CONTACT_PHONE: '+86 512 6666 8888',
  CONTACT_EMAIL: `sales-${unique()}@hengda.example`,
  BANK_NAME: '中国银行苏州分行',
  BANK_ACCOUNT_NAME: name,
  BANK_ACCOUNT_NO: '6217 0000 1234 5678',
  CATEGORIES: ['机加工'],
});

/** The invitation token of an invitation link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** An invitation by `buyer`, and a company registered through it: its registration's id, token and administrator. */
export async function registeredCompany(app: App, buyer: Session) {
  const invited = await call<VendorInvited>(app, buyer, 'POST', p.invite, {
    body: { EMAIL: `x-${unique()}@hengda.example`, COMPANY_NAME: '恒达' },
  });
  expect(invited.status, invited.body.msg).toBe(200);
  const token = tokenOf(invited.body.data.LINK);
  const admin = `hd.${unique()}`;
  const res = await call<{ ID: number }>(app, null, 'POST', p.register, {
    body: {
      TOKEN: token,
      ...company(`苏州恒达 ${unique()}`),
      ADMIN_USER_NAME: admin,
      ADMIN_PASSWORD: await encryptPassword(app, 'Hengda#2026-Lamp'),
    },
  });
  expect(res.status, res.body.msg).toBe(200);
  return { id: res.body.data.ID, token, admin };
}
