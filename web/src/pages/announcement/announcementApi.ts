import {
  type AnnouncementState,
  type AttachmentInfo,
  announcementStates,
  announcementTransitions,
  apiBase,
  apiPaths,
  type AnnouncementAction as ContractAnnouncementAction,
  canDo,
} from '@srm/contract';
import { type ApiBody, type ApiPath, api } from '../../platform/api.ts';
import { uploadAttachment } from '../../platform/files.ts';

/**
 * The announcement calls (server/src/modules/announcement/announcement.routes.ts). Managers' calls are silent: the
 * screen shows a refusal where the user acted.
 */
const p = apiPaths.announcement;
const post = async <P extends ApiPath<'post'>>(path: P, body: ApiBody<'post', P>) =>
  (await api.post(path, body, { silent: true })).data;

export const announcementApi = {
  get: async (id: number, signal?: AbortSignal) => (await api.get(p.get, { query: { id }, signal })).data,
  save: (a: ApiBody<'post', typeof p.save>) => post(p.save, a),
  publish: (ID: number) => post(p.publish, { ID }),
  withdraw: (ID: number) => post(p.withdraw, { ID }),
  delete: async (ID: number) => (await api.post(p.delete, { ID }, { silent: true })).data,
  receipts: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.receipts, { query: { id }, signal })).data,
  audienceOptions: async (signal?: AbortSignal) => (await api.get(p.audienceOptions, { signal })).data,
  mine: async (Limit: number, signal?: AbortSignal) =>
    (await api.get(p.mine, { query: { Page: 1, Limit }, signal })).data,
  read: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.read, { query: { id }, signal, silent: true })).data,
};

export const announcementKind = 'announcement';

/** Query keys: one announcement (managers), its receipts, and the caller's notices (home). */
export const announcementKeys = {
  one: (id: number) => ['announcement', id] as const,
  receipts: (id: number) => ['announcement', id, 'receipts'] as const,
  mine: ['announcement', 'mine'] as const,
};

/** A button of the screen: an action of the contract's `announcementTransitions`, `save` shown as "edit". */
export type AnnouncementAction = 'edit' | Exclude<ContractAnnouncementAction, 'save'>;

/** May a manager take the action in this state (the table the server enforces)? */
export const canDoAnnouncement = (action: AnnouncementAction, state: AnnouncementState): boolean =>
  canDo(announcementTransitions, action === 'edit' ? 'save' : action, state, 'manager');

/** Whether a list row's state is one the screen knows (the list answers it as text). */
export const isAnnouncementState = (state: string | null): state is AnnouncementState =>
  announcementStates.some((s) => s === state);

export const announcementStateColor: Record<AnnouncementState, string> = {
  draft: 'default',
  published: 'green',
  withdrawn: 'orange',
};

/** `/api/Attachment/Download?id=N`: the only image source a body may use (the server's sanitiser keeps it exact). */
const downloadSrc = /^\/api\/Attachment\/Download\?id=([1-9][0-9]{0,9})$/;
export const attachmentSrc = (id: number) => `${apiBase}/${apiPaths.attachment.download}?id=${id}`;
export const attachmentIdOfSrc = (src: string | null): number | null => {
  const match = downloadSrc.exec(src ?? '');
  return match ? Number(match[1]) : null;
};

/** Uploads a file for an announcement (kept unclaimed until the announcement's save names it). */
export const uploadAnnouncementFile = (file: File): Promise<AttachmentInfo> =>
  uploadAttachment(announcementKind, file);
