import { apiPaths, type VendorChangeDetail } from '@srm/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { ChangeDrawer } from './ChangeDrawer.tsx';
import { decidableChanges } from './ChangesPage.tsx';

/**
 * Issue #45 item 5: a buyer is never offered Approve on a bank account change (finance's decision); the change's
 * drawer shows exactly the server's ACTIONS, the data in force beside the data asked for, and the bank's letter to
 * open; the list's toolbar decides only the rows that are the user's, a bank change only in its details.
 */
setUpRenderTests({ resetLanguage: true });

const p = apiPaths.onboarding;
const bank: VendorChangeDetail = {
  ID: 31,
  VENDOR_CODE: 'V001',
  VENDOR_NAME: '华东精密五金有限公司',
  KIND: 'bank',
  STATE: 'pending',
  BEFORE: { BANK_NAME: '招商银行上海分行', BANK_ACCOUNT_NAME: '华东精密', BANK_ACCOUNT_NO: '•••• 7788' },
  AFTER: { BANK_NAME: '工商银行', BANK_ACCOUNT_NAME: '华东精密', BANK_ACCOUNT_NO: '•••• 4321' },
  REQUESTED_BY: 'vendor1',
  REQUESTED_AT: '2026-11-27T05:00:00.000Z',
  REVIEWED_BY: null,
  REVIEWED_AT: null,
  REFUSE_REASON: null,
  Attachments: [
    {
      ID: 9,
      FILE_NAME: '开户许可证.pdf',
      CONTENT_TYPE: 'application/pdf',
      SIZE: 2048,
      CREATED_AT: '2026-11-27',
    },
  ],
  ACTIONS: [],
};

const actionsShown = () =>
  [...(screen.queryByTestId('change-actions')?.querySelectorAll('button') ?? [])].map((b) =>
    b.getAttribute('data-testid'),
  );

describe('a change request’s drawer', { timeout: 30_000 }, () => {
  it('offers the buyer nothing on a bank change and says finance decides; the letter is finance’s', async () => {
    fakeServer({ [p.change]: () => ({ data: { ...bank, Attachments: [] } }) });
    renderWithApp(<ChangeDrawer id={31} onClose={() => undefined} onChanged={() => undefined} />);
    expect((await screen.findByTestId('change-title')).textContent).toBe('华东精密五金有限公司 · 银行账户');
    expect(actionsShown()).toEqual([]);
    expect(screen.getByTestId('change-not-yours').textContent).toBe('银行账户变更由财务审批。');
    expect(screen.getByTestId('change-after-BANK_ACCOUNT_NO').textContent).toBe('•••• 4321');
    expect(screen.queryByTestId('change-letter-links')).toBeNull();
    expect(screen.queryByTestId('change-no-letter')).toBeNull();
  });

  it('gives finance approve and refuse beside the account in full and the letter; approve sends the ID', async () => {
    await changeLanguage('en');
    const forFinance: VendorChangeDetail = {
      ...bank,
      AFTER: { ...bank.AFTER, BANK_ACCOUNT_NO: '6222 0000 9999 4321' },
      ACTIONS: ['approve', 'refuse'],
    };
    const server = fakeServer({
      [p.change]: () => ({ data: forFinance }),
      [p.approveChange]: () => ({ data: { ID: 31 } }),
    });
    const changed = vi.fn();
    renderWithApp(<ChangeDrawer id={31} onClose={() => undefined} onChanged={changed} />);
    await screen.findByTestId('change-actions');
    expect(actionsShown()).toEqual(['change-action-approve', 'change-action-refuse']);
    expect(screen.getByTestId('change-after-BANK_ACCOUNT_NO').textContent).toBe('6222 0000 9999 4321');
    expect(screen.getByTestId('change-letter-links').textContent).toContain('开户许可证.pdf');
    await act(async () => fireEvent.click(screen.getByTestId('change-action-approve')));
    await act(async () => fireEvent.click(await screen.findByTestId('change-drawer-ask-approve-ok')));
    await waitFor(() => expect(server.callsTo(p.approveChange)).toHaveLength(1));
    expect(server.callsTo(p.approveChange)[0]!.body).toEqual({ ID: 31 });
    await waitFor(() => expect(changed).toHaveBeenCalled());
  });

  it('warns that a bank change without a letter cannot be approved', async () => {
    fakeServer({
      [p.change]: () => ({ data: { ...bank, Attachments: [], ACTIONS: ['approve', 'refuse'] } }),
    });
    renderWithApp(<ChangeDrawer id={31} onClose={() => undefined} onChanged={() => undefined} />);
    expect((await screen.findByTestId('change-no-letter')).textContent).toContain('没有附银行证明');
  });
});

describe('the changes list’s toolbar', () => {
  const row = (ID: number, CHANGE_KIND: string, STATE = 'pending') => ({ ID, CHANGE_KIND, STATE });
  const ids = (rows: { ID: number }[]) => rows.map((r) => r.ID);
  const rows = [row(1, 'bank'), row(2, 'address'), row(3, 'contact'), row(4, 'address', 'approved')];

  it('decides only the user’s rows: a buyer never a bank change, finance a bank change only by refusing here', () => {
    expect(ids(decidableChanges(rows, 'approve', ['buyer']))).toEqual([2, 3]);
    expect(ids(decidableChanges(rows, 'refuse', ['buyer']))).toEqual([2, 3]);
    expect(ids(decidableChanges(rows, 'approve', ['finance']))).toEqual([]);
    expect(ids(decidableChanges(rows, 'refuse', ['finance']))).toEqual([1]);
    expect(ids(decidableChanges(rows, 'approve', ['buyer', 'finance']))).toEqual([2, 3]);
    expect(ids(decidableChanges(rows, 'approve', []))).toEqual([]);
  });
});
