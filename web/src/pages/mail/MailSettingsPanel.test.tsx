import { apiPaths } from '@srm/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { MailSettingsPanel } from './MailSettingsPanel.tsx';

/**
 * #36 item 8: a number the form cannot take is said, not changed into one it can: a mail port of 99999 is not
 * saved as 65535. The field keeps what was typed, says why in the user's language, and nothing is sent.
 */
beforeAll(stubBrowser);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('zh-chs');
});

const settings = {
  HOST: 'smtp.example.com',
  PORT: 587,
  TLS_MODE: 'starttls',
  USER_NAME: 'srm',
  PASSWORD_SET: true,
  FROM_ADDRESS: 'srm@example.com',
  FROM_NAME: 'SRM',
  ENABLED: true,
  UPDATED_BY: 'admin',
  UPDATED_AT: '2026-11-20T08:00:00Z',
};

const slow = { timeout: 30_000 };

describe('the mail settings form', slow, () => {
  for (const [language, said] of [
    ['zh-chs', '端口须为 1 到 65535 之间的整数'],
    ['en', 'The port is a whole number from 1 to 65535'],
  ] as const)
    it(`keeps a port of 99999 as typed and refuses it (${language}); nothing is saved`, async () => {
      await changeLanguage(language);
      const server = fakeServer({
        [apiPaths.mail.getSettings]: () => ({ data: settings }),
        [apiPaths.mail.saveSettings]: (body) => ({ data: { ...settings, ...(body as object) } }),
      });
      renderWithApp(<MailSettingsPanel />);
      const port = (await screen.findByTestId('mail-port')) as HTMLInputElement;
      await waitFor(() => expect(port.value).toBe('587'));
      // One step at a time, as a user's keystrokes and leaving the field come in separate turns.
      await act(async () => fireEvent.focus(port));
      await act(async () => fireEvent.change(port, { target: { value: '99999' } }));
      await act(async () => fireEvent.blur(port));
      expect(port.value).toBe('99999');
      expect(await screen.findByText(said)).toBeTruthy();
      await act(async () => {
        fireEvent.click(screen.getByTestId('mail-save'));
      });
      await waitFor(() => expect(screen.getAllByText(said).length).toBeGreaterThan(0));
      expect(server.callsTo(apiPaths.mail.saveSettings)).toEqual([]);
      expect(port.value).toBe('99999');
    });
});
