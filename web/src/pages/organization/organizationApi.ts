import { apiPaths, type OrgSettingsSave } from '@srm/contract';
import { api } from '../../platform/api.ts';

/**
 * The organisation settings calls (server/src/modules/organization/organization.routes.ts). Saving is silent: the
 * page shows a refusal where the administrator acted.
 */
const p = apiPaths.organization;

export const orgSettingsKey = ['organization', 'settings'] as const;

export const organizationApi = {
  settings: async (signal?: AbortSignal) => (await api.get(p.getSettings, { signal })).data,
  save: async (body: OrgSettingsSave) => (await api.post(p.saveSettings, body, { silent: true })).data,
};
