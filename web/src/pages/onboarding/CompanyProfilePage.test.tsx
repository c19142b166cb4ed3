import { apiPaths, type VendorProfile } from '@srm/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { CompanyProfile } from './CompanyProfilePage.tsx';

/**
 * Issues #34, #45: the company profile shows the master data in force (the account number as the server masks it),
 * warns of missing mandatory documents, and asks for a change per section with its KIND; the change is said to take
 * effect only once approved (a bank account: by finance, with the bank's letter), and the section then waits for it.
 */
setUpRenderTests({ resetLanguage: true });

const p = apiPaths.onboarding;
const profile: VendorProfile = {
  VENDOR_CODE: 'V002',
  VENDOR_NAME: '深圳鑫达电子有限公司',
  LEGAL_NAME: '深圳鑫达电子有限公司',
  TAX_ID: '91440300MA5F000002',
  ADDRESS: '深圳市宝安区福永街道 12 号',
  CONTACT_NAME: '李明',
  CONTACT_PHONE: '0755 8888 0000',
  CONTACT_EMAIL: 'v002@vendor.demo',
  BANK_NAME: '招商银行深圳分行',
  BANK_ACCOUNT_NAME: '深圳鑫达电子有限公司',
  BANK_ACCOUNT_NO: '6214 8301 2001 0002',
  CATEGORIES: ['电子件'],
  PENDING: [],
  MISSING_DOCUMENTS: ['ISO 9001 质量管理体系证书'],
};

describe('company profile', { timeout: 30_000 }, () => {
  it('requests a contact change with its KIND and the new values; the section then waits for approval', async () => {
    let current = profile;
    const server = fakeServer({
      [p.profile]: () => ({ data: current }),
      [p.requestChange]: (body) => {
        const { KIND, ...after } = body as { KIND: 'contact' } & Record<string, string>;
        current = {
          ...profile,
          PENDING: [
            { ID: 3, KIND, AFTER: after, REQUESTED_BY: 'vendor2', REQUESTED_AT: '2026-11-27T05:00:00Z' },
          ],
        };
        return { data: { ID: 3 } };
      },
    });
    renderWithApp(<CompanyProfile isVendor />);
    expect((await screen.findByTestId('profile-BANK_ACCOUNT_NO')).textContent).toBe('6214 8301 2001 0002');
    expect(screen.getByTestId('profile-missing').textContent).toContain('ISO 9001 质量管理体系证书');
    expect(screen.getByTestId('profile-CATEGORIES').textContent).toBe('电子件');

    await act(async () => fireEvent.click(screen.getByTestId('profile-change-contact')));
    const dialog = await screen.findByTestId('change-dialog');
    expect(dialog.getAttribute('data-kind')).toBe('contact');
    expect(screen.getByTestId('change-note').textContent).toContain('审批后生效');
    // The fields start from the data in force.
    expect((screen.getByTestId('change-CONTACT_NAME') as HTMLInputElement).value).toBe('李明');
    await act(async () =>
      fireEvent.change(screen.getByTestId('change-CONTACT_NAME'), { target: { value: ' 王芳 ' } }),
    );
    await act(async () =>
      fireEvent.change(screen.getByTestId('change-CONTACT_PHONE'), { target: { value: '0755 8888 0001' } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('change-send')));
    await waitFor(() => expect(server.callsTo(p.requestChange)).toHaveLength(1));
    expect(server.callsTo(p.requestChange)[0]!.body).toEqual({
      KIND: 'contact',
      CONTACT_NAME: '王芳',
      CONTACT_PHONE: '0755 8888 0001',
      CONTACT_EMAIL: 'v002@vendor.demo',
    });
    // The data in force stays; the change is listed as waiting, and its section takes no second request.
    expect((await screen.findByTestId('profile-pending')).textContent).toContain('王芳');
    expect(screen.getByTestId('profile-CONTACT_NAME').textContent).toBe('李明');
    expect(screen.getByTestId('profile-pending-contact')).toBeTruthy();
    expect(screen.queryByTestId('profile-change-contact')).toBeNull();
    expect(screen.getByTestId('profile-change-bank')).toBeTruthy();
  });

  it('asks a bank account change with the bank’s letter and the new number typed whole (the one in force is masked)', async () => {
    const server = fakeServer({
      [p.profile]: () => ({ data: { ...profile, BANK_ACCOUNT_NO: '•••• 0002', MISSING_DOCUMENTS: [] } }),
      [p.requestChange]: () => ({ data: { ID: 4 } }),
      [apiPaths.attachment.upload]: () => ({
        data: {
          ID: 41,
          FILE_NAME: '开户许可证.pdf',
          CONTENT_TYPE: 'application/pdf',
          SIZE: 2048,
          CREATED_AT: '2026-11-27T05:00:00Z',
        },
      }),
    });
    renderWithApp(<CompanyProfile isVendor />);
    expect((await screen.findByTestId('profile-BANK_ACCOUNT_NO')).textContent).toBe('•••• 0002');
    await act(async () => fireEvent.click(await screen.findByTestId('profile-change-bank')));
    expect((await screen.findByTestId('change-note')).textContent).toContain('财务审批');
    expect(screen.queryByTestId('profile-missing')).toBeNull();
    // The masked number is not offered as the new one; the others start from the data in force.
    expect((screen.getByTestId('change-BANK_ACCOUNT_NO') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('change-BANK_NAME') as HTMLInputElement).value).toBe('招商银行深圳分行');
    await act(async () =>
      fireEvent.change(screen.getByTestId('change-BANK_ACCOUNT_NO'), { target: { value: '12#' } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('change-send')));
    expect(await screen.findByText('应为 6 到 64 位字母、数字、空格或连字符')).toBeTruthy();
    await act(async () =>
      fireEvent.change(screen.getByTestId('change-BANK_ACCOUNT_NO'), {
        target: { value: '6222 0000 9999 0001' },
      }),
    );
    // No letter: refused in the dialog, nothing sent.
    await act(async () => fireEvent.click(screen.getByTestId('change-send')));
    expect(await screen.findByText('请附上银行证明：财务将据此核对账户')).toBeTruthy();
    expect(server.callsTo(p.requestChange)).toHaveLength(0);

    const input = screen.getByTestId('change-letter').querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () =>
      fireEvent.change(input, {
        target: { files: [new File(['%PDF-1.4'], '开户许可证.pdf', { type: 'application/pdf' })] },
      }),
    );
    await waitFor(() => expect(server.callsTo(apiPaths.attachment.upload)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('change-letter').textContent).toContain('开户许可证.pdf'));
    await act(async () => fireEvent.click(screen.getByTestId('change-send')));
    await waitFor(() => expect(server.callsTo(p.requestChange)).toHaveLength(1));
    expect(server.callsTo(p.requestChange)[0]!.body).toEqual({
      KIND: 'bank',
      BANK_NAME: '招商银行深圳分行',
      BANK_ACCOUNT_NAME: '深圳鑫达电子有限公司',
      BANK_ACCOUNT_NO: '6222 0000 9999 0001',
      ATTACHMENT_IDS: [41],
    });
  });

  it("tells staff it is a vendor's page and asks nothing", async () => {
    const server = fakeServer({});
    renderWithApp(<CompanyProfile isVendor={false} />);
    expect((await screen.findByTestId('profile-staff')).textContent).toContain('供应商账号');
    expect(server.calls).toHaveLength(0);
  });
});
