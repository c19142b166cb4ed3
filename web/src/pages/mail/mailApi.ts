import { apiPaths, type MailPreference } from '@srm/contract';
import { type ApiBody, api } from '../../platform/api.ts';

/**
 * The mail calls (server/src/modules/mail/mail.routes.ts). Saving and the test mail are silent: the screen shows a
 * refusal where the administrator acted.
 */
const p = apiPaths.mail;

export const mailSettingsKey = ['mail', 'settings'] as const;
export const mailPreferencesKey = ['mail', 'myPreferences'] as const;

export const mailApi = {
  settings: async (signal?: AbortSignal) => (await api.get(p.getSettings, { signal })).data,
  save: async (body: ApiBody<'post', typeof p.saveSettings>) =>
    (await api.post(p.saveSettings, body, { silent: true })).data,
  sendTest: async (TO: string) => (await api.post(p.sendTest, { TO }, { silent: true })).data,
  myPreferences: async (signal?: AbortSignal) => (await api.get(p.myPreferences, { signal })).data,
  saveMyPreferences: async (Items: MailPreference[]) =>
    (await api.post(p.myPreferences, { Items }, { silent: true })).data,
};
