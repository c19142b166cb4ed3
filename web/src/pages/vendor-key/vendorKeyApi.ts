import { apiPaths, type VendorKeyCreate } from '@srm/contract';
import { api } from '../../platform/api.ts';

/**
 * A vendor administrator's API key calls (server/src/modules/vendor-key/vendor-key.routes.ts). Creating is silent:
 * the dialog shows a refusal where the administrator acted.
 */
const p = apiPaths.vendorKey;

export const vendorKeysKey = ['vendor-key', 'list'] as const;

export const vendorKeyApi = {
  list: async (signal?: AbortSignal) => (await api.get(p.list, { signal })).data,
  create: async (body: VendorKeyCreate) => (await api.post(p.create, body, { silent: true })).data,
  revoke: async (id: number) => (await api.post(p.revoke, { ID: id })).data,
};
