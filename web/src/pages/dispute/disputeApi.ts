import { apiPaths, type DisputeDocKind, type DisputePost } from '@srm/contract';
import { api } from '../../platform/api.ts';

/** The dispute thread calls (server/src/modules/dispute/dispute.routes.ts). */
export const disputeApi = {
  thread: async (KIND: DisputeDocKind, id: number, signal?: AbortSignal) =>
    (await api.get(apiPaths.dispute.list, { query: { KIND, id }, signal })).data,
  post: async (body: DisputePost) => (await api.post(apiPaths.dispute.post, body, { silent: true })).data,
};

export const disputeQueryKey = (kind: DisputeDocKind, id: number) => ['dispute', kind, id] as const;
