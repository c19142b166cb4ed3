import { apiPaths } from '@srm/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { PrintSettingsDialog } from './PrintSettingsDialog.tsx';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('print settings', () => {
  it('shows the organisation’s GS1 company prefix, refuses 6 digits before asking the server, saves 8', async () => {
    let saved: unknown = null;
    const server = fakeServer({
      [apiPaths.printTemplate.getSettings]: () => ({ data: { GS1_COMPANY_PREFIX: '6901234' } }),
      [apiPaths.printTemplate.saveSettings]: (body) => {
        saved = body;
        return { data: body };
      },
    });
    const onClose = vi.fn();
    renderWithApp(<PrintSettingsDialog open onClose={onClose} />);
    const input = (await screen.findByTestId('print-settings-prefix')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('6901234'));

    fireEvent.change(input, { target: { value: '690123' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText(/7 到 10 位数字|7 to 10 digits/)).toBeTruthy();
    expect(server.callsTo(apiPaths.printTemplate.saveSettings)).toHaveLength(0);

    fireEvent.change(input, { target: { value: '69012399' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual({ GS1_COMPANY_PREFIX: '69012399' });
  });
});
