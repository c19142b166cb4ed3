import { apiPaths } from '@srm/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import VendorKeyPage from './VendorKeyPage.tsx';

/** Issue #35 item 4: a vendor administrator's keys; a new key's secret is shown once, in a dialog with a copy button. */
beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('zh-chs');
});

const p = apiPaths.vendorKey;
const slow = { timeout: 30_000 };
const secret = 'srm_abcdefghijklmnopqrstuvwxyz012345';
const existing: {
  ID: number;
  NAME: string;
  KEY_PREFIX: string;
  SCOPES: string;
  CREATED_BY: string;
  CREATE_TIME: string;
  REVOKED_AT: string | null;
  LAST_USED_AT: string | null;
} = {
  ID: 1,
  NAME: 'Old WMS',
  KEY_PREFIX: 'srm_old1',
  SCOPES: 'vendor.orders',
  CREATED_BY: 'vendor1',
  CREATE_TIME: '2026-10-01T08:00:00Z',
  REVOKED_AT: null,
  LAST_USED_AT: '2026-10-02T09:30:00Z',
};

describe('the vendor API keys page', slow, () => {
  it('lists the keys, creates one and shows its secret once with a copy button; the list never holds it', async () => {
    await changeLanguage('en');
    const rows = [existing];
    const server = fakeServer({
      [p.list]: () => ({ data: rows }),
      [p.create]: (body) => {
        const b = body as { Name: string; Scopes: string[] };
        rows.unshift({
          ...existing,
          ID: 2,
          NAME: b.Name,
          KEY_PREFIX: secret.slice(0, 8),
          SCOPES: b.Scopes.join(','),
          LAST_USED_AT: null as string | null,
        });
        return { data: { Key: secret, Id: 2 } };
      },
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<VendorKeyPage />);
    expect(await screen.findByText('Old WMS')).toBeTruthy();
    expect(screen.getByText('Pull order lines and confirmations')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByTestId('vendor-key-new')));
    const name = await screen.findByTestId('vendor-key-name');
    await act(async () => fireEvent.change(name, { target: { value: 'Our ERP' } }));
    await act(async () => fireEvent.click(screen.getByTestId('vendor-key-create')));
    await waitFor(() => expect(server.callsTo(p.create)).toHaveLength(1));
    expect(server.callsTo(p.create)[0]!.body).toEqual({
      Name: 'Our ERP',
      Scopes: ['vendor.notes', 'vendor.orders', 'vendor.invoices', 'vendor.forecasts'],
    });

    const shown = (await screen.findByTestId('vendor-key-secret')) as HTMLInputElement;
    expect(shown.value).toBe(secret);
    expect(screen.getByText(/the only time the key is shown/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('vendor-key-copy')));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await screen.findByText('Our ERP')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByTestId('vendor-key-secret-done')));
    await waitFor(() => expect(screen.queryByTestId('vendor-key-secret')).toBeNull());
    // Once closed, the secret is nowhere on the page: the list shows only its first characters.
    expect(document.body.innerHTML).not.toContain(secret);
    expect(screen.getByText('srm_abcd…')).toBeTruthy();
  });

  it('shows when a key was revoked in the revoked-at column, and whether it works in the state column (#45)', async () => {
    await changeLanguage('en');
    const revokedAt = '2026-10-05T10:15:00Z';
    fakeServer({
      [p.list]: () => ({ data: [existing, { ...existing, ID: 3, NAME: 'Leaked', REVOKED_AT: revokedAt }] }),
    });
    renderWithApp(<VendorKeyPage />);
    await screen.findByText('Leaked');
    const table = screen.getByTestId('vendor-key-table');
    const captions = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent);
    const cell = (name: string, caption: string) =>
      Array.from(screen.getByText(name).closest('tr')!.children)[captions.indexOf(caption)]!.textContent;
    expect(cell('Old WMS', 'Revoked at')).toBe('');
    expect(cell('Old WMS', 'State')).toBe('Active');
    // The time in the browser's zone, as every time of the page.
    const local = new Date(revokedAt);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(cell('Leaked', 'Revoked at')).toBe(
      `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())} ${two(local.getHours())}:${two(local.getMinutes())}`,
    );
    expect(cell('Leaked', 'State')).toBe('Revoked');
  });

  it("shows the server's refusal in the dialog and no secret", async () => {
    fakeServer({
      [p.list]: () => ({ data: [] }),
      [p.create]: () => ({ data: null, code: 403, msg: '只有供应商账号可以管理供应商接口密钥' }),
    });
    renderWithApp(<VendorKeyPage />);
    await act(async () => fireEvent.click(await screen.findByTestId('vendor-key-new')));
    await act(async () =>
      fireEvent.change(await screen.findByTestId('vendor-key-name'), { target: { value: 'x' } }),
    );
    await act(async () => fireEvent.click(screen.getByTestId('vendor-key-create')));
    expect((await screen.findByTestId('vendor-key-error')).textContent).toContain('只有供应商账号');
    expect(screen.queryByTestId('vendor-key-secret')).toBeNull();
  });
});
