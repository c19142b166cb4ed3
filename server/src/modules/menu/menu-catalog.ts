import { buttonKeys, menuGroups, type ScreenGroup, screenList } from '@srm/contract';

/**
 * The portal's built-in menu tree (module SCM) and button permission keys, derived from the screen registry
 * (contract/src/screens.ts): one group per menu group, one entry per screen, in the registry's order. Installed on
 * first start and, for entries an install has never had, on every start (server/src/seed/install-menus.ts); an
 * administrator edits them afterwards on the Menu screen. `code` is stable and never shown.
 */
export type CatalogMenu = {
  code: string;
  name: string;
  en: string;
  url?: string;
  icon?: string;
  children?: CatalogMenu[];
};

export type CatalogButton = { code: string; name: string; en: string };

export const menuCatalog: CatalogMenu[] = Object.entries(menuGroups).map(([code, group]) => ({
  code,
  name: group.zh,
  en: group.en,
  icon: group.icon,
  children: screenList
    .filter((s) => s.group === (code as ScreenGroup))
    .map((s) => ({ code: s.code, name: s.zh, en: s.en, url: s.path })),
}));

export const buttonCatalog: CatalogButton[] = buttonKeys.map((b) => ({ code: b.code, name: b.zh, en: b.en }));
