import { apiPaths, type ServerMenu } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { type ApiBody, api } from '../../platform/api.ts';

/** Module of the portal's menus (spec §6: menus are loaded for module 'SCM'). */
export const menuKind = 'SCM';

export const menuQueryKeys = {
  tree: ['admin', 'menuTree', menuKind] as const,
  buttons: ['admin', 'menuButtons', menuKind] as const,
};

export const menuApi = {
  tree: async () => (await api.get(apiPaths.menu.loadData2Tree, { query: { MENU_KIND: menuKind } })).data,
  save: async (body: ApiBody<'post', typeof apiPaths.menu.addOrModifySave>) =>
    (await api.post(apiPaths.menu.addOrModifySave, body)).data,
  remove: (id: number) => api.post(apiPaths.menu.delete, undefined, { query: { id } }),
  /** Silent: the dialog shows the answer inline. */
  isLinkUrlTaken: async (Link_Url: string, ID?: number) =>
    (
      await api.post(
        apiPaths.menu.isExistsLinkUrl,
        { Link_Url, MENU_KIND: menuKind, ...(ID ? { ID } : {}) },
        { silent: true },
      )
    ).data,
  buttons: async () => (await api.get(apiPaths.menu.loadDataSub, { query: { MENU_KIND: menuKind } })).data,
  saveButton: async (body: ApiBody<'post', typeof apiPaths.menu.addOrModifySubSave>) =>
    (await api.post(apiPaths.menu.addOrModifySubSave, body)).data,
  removeButton: (id: number) => api.post(apiPaths.menu.deleteSub, undefined, { query: { id } }),
};

export const useMenuTree = (enabled = true) =>
  useQuery({ queryKey: menuQueryKeys.tree, queryFn: menuApi.tree, enabled, staleTime: 10_000 });
export const useMenuButtons = (enabled = true) =>
  useQuery({ queryKey: menuQueryKeys.buttons, queryFn: menuApi.buttons, enabled, staleTime: 10_000 });

/** Every node of the tree, depth first. */
export function flattenMenus(nodes: ServerMenu[]): ServerMenu[] {
  return nodes.flatMap((n) => [n, ...flattenMenus(n.children)]);
}

/** The ids of a node and all its descendants (a node cannot move below itself). */
export function subtreeIds(node: ServerMenu): Set<number> {
  return new Set(flattenMenus([node]).map((n) => n.ID));
}

/** The caption in the interface language. */
export const menuTitle = (m: Pick<ServerMenu, 'Menu_Name' | 'MENU_EN'>, lang: string) =>
  lang === 'en' ? m.MENU_EN || m.Menu_Name : m.Menu_Name;
