import { apiPaths } from '@srm/contract';
import { type ApiBody, api } from '../../platform/api.ts';

export const roleQueryKeys = {
  detail: (id: number) => ['admin', 'role', id] as const,
  users: (id: number) => ['admin', 'roleUsers', id] as const,
};

export type RoleUsersQuery = { roleId: number; inRole: boolean; page: number; size: number; key: string };

export const roleApi = {
  get: async (id: number) => (await api.get(apiPaths.role.addOrModify, { query: { id } })).data,
  save: async (body: ApiBody<'post', typeof apiPaths.role.addOrModifySave>) =>
    (await api.post(apiPaths.role.addOrModifySave, body)).data,
  remove: (id: number) => api.post(apiPaths.role.delete, undefined, { query: { id } }),
  /** Several roles in one call, all or none (silent: the page names each refused role). */
  removeMany: (IDS: number[]) => api.post(apiPaths.role.deleteMany, { IDS }, { silent: true }),
  /** Buyers holding the role, or (inRole false) those who do not: name or nick name containing `key`. */
  async users(q: RoleUsersQuery, signal?: AbortSignal) {
    const body = (field?: string) => ({
      Page: q.page,
      Limit: q.size,
      OrderByParam: 'USER_NAME',
      OrderBySort: 0 as const,
      Params: field ? [{ FIELD_NAME: field, ACTION_TYPE: 6, PARAM_VALUE: q.key, DATA_TYPE: 1 }] : [],
    });
    const load = (field?: string) =>
      api.post(apiPaths.role.loadUsers, body(field), {
        query: { roleId: q.roleId, inRole: q.inRole ? 'true' : 'false' },
        signal,
      });
    const envelope = await load(q.key ? 'USER_NAME' : undefined);
    // Nobody's user name contains the text: try the nick name (list conditions are ANDed, so not both at once).
    if (q.key && (envelope.count ?? 0) === 0) {
      const byNick = await load('NICK_NAME');
      return { rows: byNick.data, total: byNick.count ?? byNick.data.length };
    }
    return { rows: envelope.data, total: envelope.count ?? envelope.data.length };
  },
  addUsers: (roleId: number, userIds: number[]) => api.post(apiPaths.role.addUsers, { roleId, userIds }),
  removeUser: (roleId: number, userId: number) => api.post(apiPaths.role.removeUser, { roleId, userId }),
  saveMenus: (roleId: number, menuIds: number[]) => api.post(apiPaths.role.saveMenus, { roleId, menuIds }),
  saveButtons: (roleId: number, buttonCodes: string[]) =>
    api.post(apiPaths.role.saveButtons, { roleId, buttonCodes }),
};
