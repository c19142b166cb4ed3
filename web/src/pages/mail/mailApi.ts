import {
  apiPaths,
  type MailMyPreferences,
  type MailPreference,
  type MailSettings,
  type MailSettingsSave,
  type MailTestResult,
} from '@srm/contract';
import { api } from '../../platform/api.ts';

/**
 * The mail calls (server/src/modules/mail/mail.routes.ts). Saving and the test mail are silent: the screen shows a
 * refusal where the administrator acted.
 */
const p = apiPaths.mail;

export const mailRoute = '/System/Mail';
export const mailSettingsKey = ['mail', 'settings'] as const;
export const mailPreferencesKey = ['mail', 'myPreferences'] as const;

export const mailApi = {
  settings: async (signal?: AbortSignal) => (await api.get<MailSettings>(p.getSettings, { signal })).data,
  save: async (body: MailSettingsSave) =>
    (await api.post<MailSettings>(p.saveSettings, body, { silent: true })).data,
  sendTest: async (TO: string) => (await api.post<MailTestResult>(p.sendTest, { TO }, { silent: true })).data,
  myPreferences: async (signal?: AbortSignal) =>
    (await api.get<MailMyPreferences>(p.myPreferences, { signal })).data,
  saveMyPreferences: async (Items: MailPreference[]) =>
    (await api.post<MailMyPreferences>(p.myPreferences, { Items }, { silent: true })).data,
};
