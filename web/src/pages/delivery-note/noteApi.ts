import type { KindConfig } from '../../app/note-kinds.ts';
import { type ApiBody, api } from '../../platform/api.ts';

/**
 * The note calls of one kind (server/src/modules/delivery-note/delivery-note.routes.ts). Refusals come back
 * as `ApiError` with the server's message; the screens show them next to the form, so every call is silent
 * (no toast on top).
 */
export function noteApi(k: KindConfig) {
  const silent = { silent: true };
  const save = `${k.prefix}/AddOrModifySave` as const;
  return {
    get: async (id: number, signal?: AbortSignal) =>
      (await api.get(`${k.prefix}/Get`, { query: { id }, signal })).data,
    save: async (note: ApiBody<'post', typeof save>) => (await api.post(save, note, silent)).data,
    audit: async (ID: number) => (await api.post(`${k.prefix}/Audit`, { ID }, silent)).data,
    unAudit: async (ID: number) => (await api.post(`${k.prefix}/UnAudit`, { ID }, silent)).data,
    /** Several notes in one call, all or none (a refusal names each note that could not be taken). */
    auditMany: async (IDS: number[]) => (await api.post(`${k.prefix}/AuditMany`, { IDS }, silent)).data,
    unAuditMany: async (IDS: number[]) => (await api.post(`${k.prefix}/UnAuditMany`, { IDS }, silent)).data,
    ship: async (ID: number, company: string, trackingNo: string) =>
      (await api.post(`${k.prefix}/Ship`, { ID, ATTRIBUTE1: company, ATTRIBUTE2: trackingNo }, silent)).data,
    receive: async (ID: number, lines: { ID: number; RECEIVED_QTY: string }[]) =>
      (await api.post(`${k.prefix}/Receive`, { ID, Lines: lines }, silent)).data,
    void: async (ID: number, reason: string) =>
      (await api.post(`${k.prefix}/Void`, { ID, REASON: reason }, silent)).data,
  };
}
export type NoteApi = ReturnType<typeof noteApi>;

export const noteQueryKey = (k: KindConfig, id: number) => ['deliveryNote', k.kind, id] as const;
