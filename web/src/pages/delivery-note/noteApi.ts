import type { KindConfig } from '../../app/note-kinds.ts';
import { type ApiBody, api } from '../../platform/api.ts';

/**
 * The note calls of one kind (server/src/modules/delivery-note/delivery-note.routes.ts). Refusals come back
 * as `ApiError` with the server's message; the screens show them next to the form, so every call is silent
 * (no toast on top).
 */
export function noteApi(k: KindConfig) {
  const silent = { silent: true };
  const { paths } = k;
  return {
    get: async (id: number, signal?: AbortSignal) =>
      (await api.get(paths.get, { query: { id }, signal })).data,
    save: async (note: ApiBody<'post', typeof paths.save>) => (await api.post(paths.save, note, silent)).data,
    audit: async (ID: number) => (await api.post(paths.audit, { ID }, silent)).data,
    unAudit: async (ID: number) => (await api.post(paths.unAudit, { ID }, silent)).data,
    /** Several notes in one call, all or none (a refusal names each note that could not be taken). */
    auditMany: async (IDS: number[]) => (await api.post(paths.auditMany, { IDS }, silent)).data,
    unAuditMany: async (IDS: number[]) => (await api.post(paths.unAuditMany, { IDS }, silent)).data,
    ship: async (ID: number, company: string, trackingNo: string) =>
      (await api.post(paths.ship, { ID, ATTRIBUTE1: company, ATTRIBUTE2: trackingNo }, silent)).data,
    receive: async (ID: number, lines: { ID: number; RECEIVED_QTY: string }[]) =>
      (await api.post(paths.receive, { ID, Lines: lines }, silent)).data,
    void: async (ID: number, reason: string) =>
      (await api.post(paths.void, { ID, REASON: reason }, silent)).data,
  };
}
export type NoteApi = ReturnType<typeof noteApi>;

export const noteQueryKey = (k: KindConfig, id: number) => ['deliveryNote', k.kind, id] as const;
