import { apiPaths, type RoleDetail, type RoleSaveBody, type RoleUserRow } from '@srm/contract';
import { api } from '../../platform/api.ts';

export const roleQueryKeys = {
  detail: (id: number) => ['admin', 'role', id] as const,
  users: (id: number) => ['admin', 'roleUsers', id] as const,
};

export type RoleUsersQuery = { roleId: number; inRole: boolean; page: number; size: number; key: string };

export const roleApi = {
  get: async (id: number) => (await api.get<RoleDetail>(apiPaths.role.addOrModify, { query: { id } })).data,
  save: async (body: RoleSaveBody) =>
    (await api.post<{ ID: number }>(apiPaths.role.addOrModifySave, body)).data,
  remove: (id: number) => api.post<boolean>(apiPaths.role.delete, undefined, { query: { id } }),
  /** Buyers holding the role, or (inRole false) those who do not: name or nick name containing `key`. */
  async users(q: RoleUsersQuery, signal?: AbortSignal) {
    const body = (field?: string) => ({
      Page: q.page,
      Limit: q.size,
      OrderByParam: 'USER_NAME',
      OrderBySort: 0,
      Params: field ? [{ FIELD_NAME: field, ACTION_TYPE: 6, PARAM_VALUE: q.key, DATA_TYPE: 1 }] : [],
    });
    const load = (field?: string) =>
      api.post<RoleUserRow[]>(apiPaths.role.loadUsers, body(field), {
        query: { roleId: q.roleId, inRole: String(q.inRole) },
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
  addUsers: (roleId: number, userIds: number[]) =>
    api.post<boolean>(apiPaths.role.addUsers, { roleId, userIds }),
  removeUser: (roleId: number, userId: number) =>
    api.post<boolean>(apiPaths.role.removeUser, { roleId, userId }),
  saveMenus: (roleId: number, menuIds: number[]) =>
    api.post<boolean>(apiPaths.role.saveMenus, { roleId, menuIds }),
  saveButtons: (roleId: number, buttonCodes: string[]) =>
    api.post<boolean>(apiPaths.role.saveButtons, { roleId, buttonCodes }),
};
