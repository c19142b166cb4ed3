// @vitest-environment jsdom
// (jsdom: under happy-dom the refusal reason's test id reads the item before it, "buyer")
import { apiPaths, type RegistrationDetail } from '@srm/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { RegistrationDrawer } from './RegistrationDrawer.tsx';

/**
 * Issues #34, #45: a registration's drawer shows everything staff check (the bank account as the server answers it)
 * and offers exactly the actions the server lists for the caller; a review starts from the suggested vendor code and
 * sends the VERSION shown, the code and the role, the vendor administrator's by default; a refusal of the server
 * stays in the dialog. Finance reads the role's name from the registration and never asks for the role options (a
 * 403 for it).
 */
setUpRenderTests({ resetLanguage: true });

const p = apiPaths.onboarding;
const base: RegistrationDetail = {
  ID: 12,
  STATE: 'submitted',
  VERSION: 4,
  EMAIL: 'sales@hengda.example',
  LEGAL_NAME: '苏州恒达精密机械有限公司',
  TAX_ID: '91320500MA1X0001',
  ADDRESS: '江苏省苏州市工业园区星湖街 88 号',
  CONTACT_NAME: '周经理',
  CONTACT_PHONE: '+86 512 6666 8888',
  CONTACT_EMAIL: 'sales@hengda.example',
  BANK_NAME: '中国银行苏州分行',
  BANK_ACCOUNT_NAME: '苏州恒达精密机械有限公司',
  BANK_ACCOUNT_NO: '6217 0000 1234 5678',
  CATEGORIES: ['机加工', '钣金'],
  ADMIN_USER_NAME: 'hd_admin',
  VENDOR_CODE: null,
  ROLE_ID: null,
  ROLE_NAME: null,
  REVIEWED_BY: null,
  APPROVED_BY: null,
  REFUSED_BY: null,
  REFUSE_REASON: null,
  CREATETIME: '2026-11-27T05:00:00.000Z',
  ACTIONS: ['review', 'refuse'],
};
const roles = [
  { ID: 1, ROLE_NAME: '超级管理员', ROLE_TYPE: 'super' },
  { ID: 4, ROLE_NAME: '供应商', ROLE_TYPE: 'normal' },
  { ID: 6, ROLE_NAME: '供应商管理员', ROLE_TYPE: 'normal' },
];

const actionsShown = () =>
  [...(screen.queryByTestId('registration-actions')?.querySelectorAll('button') ?? [])].map((b) =>
    b.getAttribute('data-testid'),
  );

describe('registration drawer', { timeout: 30_000 }, () => {
  it('shows the bank account in full and only the actions the server lists; reviews with the VERSION shown', async () => {
    const server = fakeServer({
      [p.registration]: () => ({ data: base }),
      [p.roleOptions]: () => ({ data: roles }),
      [p.suggestVendorCode]: () => ({ data: { VENDOR_CODE: 'V006' } }),
      [p.review]: (body) => ({
        data: {
          ...base,
          STATE: 'reviewed',
          VERSION: 5,
          VENDOR_CODE: (body as { VENDOR_CODE: string }).VENDOR_CODE,
          ROLE_ID: 6,
          REVIEWED_BY: 'buyer',
          ACTIONS: [],
        },
      }),
    });
    const changed = vi.fn();
    renderWithApp(<RegistrationDrawer id={12} onClose={() => undefined} onChanged={changed} />);
    expect((await screen.findByTestId('registration-title')).textContent).toBe('苏州恒达精密机械有限公司');
    expect(screen.getByTestId('registration-account-no').textContent).toBe('6217 0000 1234 5678');
    expect(screen.getByTestId('registration-state').textContent).toBe('待采购审核');
    expect(screen.getByTestId('registration-admin').textContent).toBe('hd_admin');
    expect(actionsShown()).toEqual(['registration-action-review', 'registration-action-refuse']);

    await act(async () => fireEvent.click(screen.getByTestId('registration-action-review')));
    await screen.findByTestId('review-dialog');
    // The vendor administrator's role is chosen once the roles are there.
    await waitFor(() => expect(screen.getByTestId('review-role').textContent).toContain('供应商管理员'));
    // The next code of the organisation's sequence is there to take.
    await waitFor(() =>
      expect((screen.getByTestId('review-vendor-code') as HTMLInputElement).value).toBe('V006'),
    );
    expect(screen.getByTestId('review-dialog').textContent).toContain('下一个可用编码为 V006');
    await act(async () =>
      fireEvent.change(screen.getByTestId('review-vendor-code'), { target: { value: ' N0042 ' } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('review-ok')));
    await waitFor(() => expect(server.callsTo(p.review)).toHaveLength(1));
    expect(server.callsTo(p.review)[0]!.body).toEqual({
      ID: 12,
      VERSION: 4,
      VENDOR_CODE: 'N0042',
      ROLE_ID: 6,
    });
    // The drawer shows the registration as the server answered it: reviewed, no action left for this caller.
    await waitFor(() =>
      expect(screen.getByTestId('registration-state').textContent).toBe('待财务审核银行账户'),
    );
    expect(actionsShown()).toEqual([]);
    expect(screen.getByTestId('registration-vendor-code').textContent).toBe('N0042');
    expect(changed).toHaveBeenCalled();
  });

  it("offers finance approve and refuse only, shows the role without asking for role options, and the server's 409", async () => {
    const reviewed = {
      ...base,
      STATE: 'reviewed' as const,
      VERSION: 5,
      VENDOR_CODE: 'N0042',
      ROLE_ID: 6,
      ROLE_NAME: '供应商管理员',
      REVIEWED_BY: 'buyer',
      ACTIONS: ['approve', 'refuse'] as RegistrationDetail['ACTIONS'],
    };
    const server = fakeServer({
      [p.registration]: () => ({ data: reviewed }),
      [p.roleOptions]: () => ({ data: null, code: 403, msg: '拒绝访问' }),
      [p.refuse]: () => ({ data: null, code: 409, msg: '注册申请已被他人处理，请刷新后重试' }),
    });
    renderWithApp(<RegistrationDrawer id={12} onClose={() => undefined} onChanged={() => undefined} />);
    await screen.findByTestId('registration-actions');
    expect(actionsShown()).toEqual(['registration-action-approve', 'registration-action-refuse']);
    expect(screen.queryByTestId('registration-action-review')).toBeNull();
    // The role's name comes with the registration: finance never calls RoleOptions (the server answers it 403).
    expect(screen.getByTestId('registration-role').textContent).toBe('供应商管理员');
    expect(server.callsTo(p.roleOptions)).toHaveLength(0);

    await act(async () => fireEvent.click(screen.getByTestId('registration-action-refuse')));
    await act(async () =>
      fireEvent.change(await screen.findByTestId('registration-refuse-reason'), {
        target: { value: '银行账户与公司名称不一致' },
      }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('registration-refuse-ok')));
    expect((await screen.findByTestId('registration-refuse-error')).textContent).toContain(
      '注册申请已被他人处理',
    );
    expect(server.callsTo(p.refuse)[0]!.body).toEqual({
      ID: 12,
      VERSION: 5,
      REASON: '银行账户与公司名称不一致',
    });
    // The registration is read again to show what it now is.
    await waitFor(() => expect(server.callsTo(p.registration).length).toBeGreaterThan(1));
  });

  it('shows no button when the server lists no action', async () => {
    fakeServer({
      [p.registration]: () => ({
        data: { ...base, STATE: 'refused', REFUSED_BY: 'buyer', REFUSE_REASON: '资质不符', ACTIONS: [] },
      }),
    });
    renderWithApp(<RegistrationDrawer id={12} onClose={() => undefined} onChanged={() => undefined} />);
    expect((await screen.findByTestId('registration-refuse-reason')).textContent).toBe('资质不符');
    expect(actionsShown()).toEqual([]);
  });
});
