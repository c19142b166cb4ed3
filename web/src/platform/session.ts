import { apiPaths, type ButtonPermission, type ServerMenu, type UserInfo } from '@srm/contract';
import { useSyncExternalStore } from 'react';
import { api } from './api.ts';
import { i18n } from './i18n.ts';
import { encryptPassword } from './password.ts';
import { cookies, storage } from './storage.ts';

/**
 * The signed-in state (spec §3 "Stored sign-in values", §4 session) and the permission store (spec §3:
 * btnList, btnListObj, listMenu…). The token lives in a one-day cookie, the user info in local storage.
 */
export type PermissionState = {
  listMenu: ServerMenu[];
  btnList: ButtonPermission[];
  btnListObj: Record<string, ButtonPermission>;
};

type SessionState = { userInfo: UserInfo | null; permissions: PermissionState | null };

let state: SessionState = { userInfo: storage.get<UserInfo | null>('userInfo', null), permissions: null };
const listeners = new Set<() => void>();
const emit = (next: Partial<SessionState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

export const session = {
  token: () => cookies.get('token') ?? null,
  userInfo: () => state.userInfo,
  permissions: () => state.permissions,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, () => state);
}

/** The advanced-query permission entries are button keys, not pages (spec §5 "Menu tree filtering"). */
const advancedQueryTitles = ['高级查询', 'Advanced query'];

/** Drops disabled entries and advanced-query entries, at every depth (spec §5). */
export function filterMenuTree(menus: ServerMenu[]): ServerMenu[] {
  return menus
    .filter(
      (m) =>
        m.ENABLED === 'Y' &&
        !advancedQueryTitles.some((t) => m.Menu_Name.includes(t) || m.MENU_EN.includes(t)),
    )
    .map((m) => ({ ...m, children: filterMenuTree(m.children) }));
}

export class NoMenuError extends Error {}

/** Fetches the role's menus (module SCM) and button permissions; no menu at all is a sign-in failure. */
export async function loadPermissions(): Promise<PermissionState> {
  const user = state.userInfo;
  if (!user) throw new NoMenuError('no user');
  const [menus, buttons] = await Promise.all([
    api.get(apiPaths.role.loadMenusByRoleId, {
      query: { roleId: user.ROLE_ID, appCode: 'SCM' },
      silent: true,
    }),
    api.get(apiPaths.role.getAllButtonByRoleId, {
      query: { roleId: user.ROLE_ID },
      silent: true,
    }),
  ]);
  const listMenu = filterMenuTree(menus.data);
  if (listMenu.length === 0) throw new NoMenuError(i18n.t('sign-in.noMenus'));
  const btnList = buttons.data;
  const permissions = {
    listMenu,
    btnList,
    btnListObj: Object.fromEntries(btnList.map((b) => [b.Menu_Code, b])),
  };
  emit({ permissions });
  return permissions;
}

/** A button shows only if an entry with its Menu_Code exists and is enabled (spec §5). */
export function hasPermission(key: string): boolean {
  return state.permissions?.btnListObj[key]?.ENABLED === 'Y';
}

export function usePermission(key: string): boolean {
  const { permissions } = useSession();
  return permissions?.btnListObj[key]?.ENABLED === 'Y';
}

export type SignInValues = {
  userName: string;
  password: string;
  orgId: number;
  orgCode: string;
  captchaId: string;
  captchaCode: string;
  remember: boolean;
};

export async function signIn(values: SignInValues): Promise<UserInfo> {
  const password = await encryptPassword(values.password, { silent: true });
  const { data } = await api.post(
    apiPaths.auth.getToken,
    {
      UserName: values.userName,
      Password: password,
      CaptchaId: values.captchaId,
      CaptchaCode: values.captchaCode,
      OrgId: values.orgId,
      RememberPassword: values.remember ? 'Y' : 'N',
    },
    { silent: true },
  );
  cookies.set('token', data.Token);
  cookies.set('ORG_ID', String(data.Userinfo.ORG_ID));
  cookies.set('ORG_CODE', data.Userinfo.ORG_CODE);
  storage.set('ORG_ID', data.Userinfo.ORG_ID);
  storage.set('ORG_CODE', data.Userinfo.ORG_CODE);
  storage.set('userInfo', data.Userinfo);
  storage.set('VENDOR_CODE', data.Userinfo.VENDOR_CODE);
  storage.set('PARENT_VENDOR_CODE', data.Userinfo.PARENT_VENDOR_CODE);
  emit({ userInfo: data.Userinfo, permissions: null });
  try {
    await loadPermissions();
  } catch (error) {
    clearSession();
    throw error;
  }
  return data.Userinfo;
}

/** Forgets everything of the signed-in user in this browser (the organisation choice stays for the next login). */
export function clearSession(): void {
  cookies.remove('token');
  cookies.remove('uuid');
  storage.remove('userInfo');
  storage.remove('VENDOR_CODE');
  storage.remove('PARENT_VENDOR_CODE');
  emit({ userInfo: null, permissions: null });
}

export async function signOut(): Promise<void> {
  if (session.token())
    await api.post(apiPaths.auth.logout, undefined, { silent: true }).catch(() => undefined);
  clearSession();
}
