import { apiPaths, type ExportRecord, type exportFileDeleteBody } from '@srm/contract';
import type { z } from 'zod';
import { api } from '../../platform/api.ts';
import { totalOf } from '../../platform/list-table/listApi.ts';

/** The export record calls (spec §7): the caller's own records only; the server takes the user from the session. */
export const exportApi = {
  async list(query: { Page: number; Limit: number; Key?: string }) {
    const envelope = await api.get(apiPaths.exportFile.list, { query });
    return { rows: envelope.data, total: totalOf(envelope) };
  },
  remove: (body: z.input<typeof exportFileDeleteBody>) => api.post(apiPaths.exportFile.delete, body),
};

/** What names a record in `FileUrlList`: its file address, or its id while it has no file (processing, empty). */
export const fileRefOf = (record: Pick<ExportRecord, 'ID' | 'FileUrl'>) =>
  record.FileUrl || String(record.ID);

/** Clear-all fetches everything at once (spec §9). */
export const clearAllLimit = 9999;
