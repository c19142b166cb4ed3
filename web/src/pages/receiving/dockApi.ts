import { apiPaths, type DockNote, type DockReceived } from '@srm/contract';
import { type ApiBody, api } from '../../platform/api.ts';

/**
 * Dock receiving calls (server/src/modules/receiving/receiving.routes.ts). Both are silent: the page shows a refusal
 * large, where the worker looks (the scan feedback), instead of a toast in a corner.
 */
const p = apiPaths.dock;

export const dockApi = {
  /** The shipped note a scanned code belongs to, with the package the code ticks (`SCANNED`). */
  scan: async (code: string) => (await api.get(p.scan, { query: { code }, silent: true })).data as DockNote,
  receive: async (body: ApiBody<'post', typeof p.receive>) =>
    (await api.post(p.receive, body, { silent: true })).data as DockReceived,
};
