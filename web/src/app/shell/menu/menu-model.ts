import { isMenuLink, type ServerMenu } from '@srm/contract';

/** How the shell reads the server's menu tree (spec §2.2, §3 "Server menu entry"). */

export const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

export const menuTitle = (m: ServerMenu, en: boolean) => (en ? m.MENU_EN || m.Menu_Name : m.Menu_Name);

/** Path of an entry without query, for comparing with the current location. */
const pathOf = (url: string) => (url.split(/[?#]/)[0] ?? url).toLowerCase();

/** True when `entry` (or one of its descendants) is the page at `pathname`. */
export function containsPath(entry: ServerMenu, pathname: string): boolean {
  const wanted = pathname.toLowerCase();
  if (entry.Link_Url && !isAbsoluteUrl(entry.Link_Url) && pathOf(entry.Link_Url) === wanted) return true;
  return entry.children.some((c) => containsPath(c, pathname));
}

/** The entry (at any depth) whose address is the page at `pathname`. */
export function findEntry(menus: ServerMenu[], pathname: string): ServerMenu | undefined {
  for (const m of menus) {
    if (m.Link_Url && !isAbsoluteUrl(m.Link_Url) && pathOf(m.Link_Url) === pathname.toLowerCase()) return m;
    const found = findEntry(m.children, pathname);
    if (found) return found;
  }
  return undefined;
}

export type MenuLeaf = { entry: ServerMenu; parents: ServerMenu[] };

/** Every entry that can be opened (has an address), with its parents, for the search panel. */
export function menuLeaves(menus: ServerMenu[], parents: ServerMenu[] = []): MenuLeaf[] {
  return menus.flatMap((m) => [
    ...(m.Link_Url ? [{ entry: m, parents }] : []),
    ...menuLeaves(m.children, [...parents, m]),
  ]);
}

/** Search in both languages (spec §2.2): the Chinese and the English title, and the address. */
export function searchMenus(menus: ServerMenu[], query: string): MenuLeaf[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return menuLeaves(menus).filter(({ entry }) =>
    [entry.Menu_Name, entry.MENU_EN, entry.Link_Url ?? ''].some((text) => text.toLowerCase().includes(q)),
  );
}

export type EntryAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'window'; url: string }
  | { kind: 'placeholder' }
  | { kind: 'group' };

/**
 * What choosing an entry does: an absolute web address or Target `_blank` opens a new window; an entry with
 * no address and no children, or with an address that is not a menu link, is a placeholder ('临时菜单'); a group
 * opens its children.
 */
export function entryAction(entry: ServerMenu): EntryAction {
  const url = entry.Link_Url?.trim();
  if (!url) return entry.children.length > 0 ? { kind: 'group' } : { kind: 'placeholder' };
  // A link stored before the rule of PRODUCT §9 (e.g. `//host`, `http:`) is never followed.
  if (!isMenuLink(url)) return { kind: 'placeholder' };
  if (isAbsoluteUrl(url) || entry.Target === '_blank') return { kind: 'window', url };
  return { kind: 'navigate', to: url };
}
