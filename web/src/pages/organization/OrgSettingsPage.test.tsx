import { apiPaths } from '@srm/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import OrgSettingsPage from './OrgSettingsPage.tsx';

/** Issue #32 item 5: the organisation settings page loads the current values and saves what was set. */
beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('zh-chs');
});

const p = apiPaths.organization;
const slow = { timeout: 30_000 };

const serve = (
  settings = { REQUIRE_CONFIRMATION: false, CONFIRMATION_REMINDER_HOURS: 48, EVENT_RETENTION_MONTHS: 24 },
) =>
  fakeServer({
    [p.getSettings]: () => ({ data: settings }),
    [p.saveSettings]: (body) => ({ data: body }),
  });

describe('the organisation settings page', slow, () => {
  it('shows the current values with their hints, and saves the switch and the hours with a toast (en)', async () => {
    await changeLanguage('en');
    const server = serve();
    renderWithApp(<OrgSettingsPage />);
    const hours = (await screen.findByTestId('org-reminder-hours')) as HTMLInputElement;
    const toggle = screen.getByTestId('org-require-confirmation');
    await waitFor(() => expect(hours.value).toBe('48'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Ship only confirmed lines')).toBeTruthy();
    expect(screen.getByText('Remind unanswered after (h)')).toBeTruthy();
    expect(screen.getByText(/a vendor may ship against any open order line/)).toBeTruthy();

    await act(async () => fireEvent.click(toggle));
    await act(async () => fireEvent.focus(hours));
    await act(async () => fireEvent.change(hours, { target: { value: '24' } }));
    await act(async () => fireEvent.blur(hours));
    const months = screen.getByTestId('org-event-retention') as HTMLInputElement;
    expect(months.value).toBe('24');
    expect(screen.getByText('Keep events for (months)')).toBeTruthy();
    await act(async () => fireEvent.focus(months));
    await act(async () => fireEvent.change(months, { target: { value: '12' } }));
    await act(async () => fireEvent.blur(months));
    await act(async () => {
      fireEvent.click(screen.getByTestId('org-settings-save'));
    });
    await waitFor(() => expect(server.callsTo(p.saveSettings)).toHaveLength(1));
    expect(server.callsTo(p.saveSettings)[0]!.body).toEqual({
      REQUIRE_CONFIRMATION: true,
      CONFIRMATION_REMINDER_HOURS: 24,
      EVENT_RETENTION_MONTHS: 12,
    });
    expect(await screen.findByText('Organisation settings saved')).toBeTruthy();
  });

  it('loads a saved "on" and refuses 1000 hours as typed, in Chinese, saving nothing', async () => {
    const server = serve({
      REQUIRE_CONFIRMATION: true,
      CONFIRMATION_REMINDER_HOURS: 72,
      EVENT_RETENTION_MONTHS: 6,
    });
    renderWithApp(<OrgSettingsPage />);
    const hours = (await screen.findByTestId('org-reminder-hours')) as HTMLInputElement;
    await waitFor(() => expect(hours.value).toBe('72'));
    expect(screen.getByTestId('org-require-confirmation').getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.focus(hours));
    await act(async () => fireEvent.change(hours, { target: { value: '1000' } }));
    await act(async () => fireEvent.blur(hours));
    await act(async () => {
      fireEvent.click(screen.getByTestId('org-settings-save'));
    });
    const said = '提醒时间须为 1 到 720 之间的整数小时';
    await waitFor(() => expect(screen.getAllByText(said).length).toBeGreaterThan(0));
    expect(hours.value).toBe('1000');
    expect(server.callsTo(p.saveSettings)).toEqual([]);
  });

  it('refuses keeping events for 0 or 121 months as typed, in Chinese, saving nothing', async () => {
    const server = serve();
    renderWithApp(<OrgSettingsPage />);
    const months = (await screen.findByTestId('org-event-retention')) as HTMLInputElement;
    await waitFor(() => expect(months.value).toBe('24'));
    for (const typed of ['0', '121']) {
      await act(async () => fireEvent.focus(months));
      await act(async () => fireEvent.change(months, { target: { value: typed } }));
      await act(async () => fireEvent.blur(months));
      await act(async () => {
        fireEvent.click(screen.getByTestId('org-settings-save'));
      });
      await waitFor(() =>
        expect(screen.getAllByText('事件保留期须为 1 到 120 之间的整数月').length).toBeGreaterThan(0),
      );
      expect(months.value).toBe(typed);
    }
    expect(server.callsTo(p.saveSettings)).toEqual([]);
  });

  it("shows the server's refusal where the administrator acted", async () => {
    await changeLanguage('en');
    fakeServer({
      [p.getSettings]: () => ({
        data: { REQUIRE_CONFIRMATION: false, CONFIRMATION_REMINDER_HOURS: 48, EVENT_RETENTION_MONTHS: 24 },
      }),
      [p.saveSettings]: () => ({ data: null, code: 403, msg: 'Only staff users may do this' }),
    });
    renderWithApp(<OrgSettingsPage />);
    await waitFor(async () =>
      expect(((await screen.findByTestId('org-reminder-hours')) as HTMLInputElement).value).toBe('48'),
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('org-settings-save'));
    });
    expect((await screen.findByTestId('org-settings-error')).textContent).toContain(
      'Only staff users may do this',
    );
  });
});
