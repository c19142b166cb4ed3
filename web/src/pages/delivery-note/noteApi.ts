import type { DeliveryNoteDetail, DeliveryNoteSave } from '@srm/contract';
import type { KindConfig } from '../../app/note-kinds.ts';
import { api } from '../../platform/api.ts';

/**
 * The note calls of one kind (server/src/modules/delivery-note/delivery-note.routes.ts). Refusals come back
 * as `ApiError` with the server's message; the screens show them next to the form, so every call is silent
 * (no toast on top).
 */
export function noteApi(k: KindConfig) {
  const post = async (action: string, body: unknown) =>
    (await api.post<DeliveryNoteDetail>(`${k.prefix}/${action}`, body, { silent: true })).data;
  return {
    get: async (id: number, signal?: AbortSignal) =>
      (await api.get<DeliveryNoteDetail>(`${k.prefix}/Get`, { query: { id }, signal })).data,
    save: (note: DeliveryNoteSave) => post('AddOrModifySave', note),
    audit: (ID: number) => post('Audit', { ID }),
    unAudit: (ID: number) => post('UnAudit', { ID }),
    ship: (ID: number, company: string, trackingNo: string) =>
      post('Ship', { ID, ATTRIBUTE1: company, ATTRIBUTE2: trackingNo }),
    receive: (ID: number, lines: { ID: number; RECEIVED_QTY: string }[]) =>
      post('Receive', { ID, Lines: lines }),
    void: (ID: number, reason: string) => post('Void', { ID, REASON: reason }),
  };
}
export type NoteApi = ReturnType<typeof noteApi>;

export const noteQueryKey = (k: KindConfig, id: number) => ['deliveryNote', k.kind, id] as const;
