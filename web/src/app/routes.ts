import { type ScreenCode, type ScreenGroup, screenList, shellPages } from '@srm/contract';

/**
 * The route table of spec §2.1, derived from the screen registry (contract/src/screens.ts): path, tab-title key
 * (`routes.<name>`, the screen's code) and menu group. Each screen is code-split (pages.ts).
 */
export type RouteGroup = ScreenGroup;

export type RouteMeta = {
  path: string;
  name: string;
  group?: RouteGroup;
  /** Every signed-in user may open it, menu or not (their own export records: the header's download list links it). */
  everyone?: boolean;
};

export const businessRoutes: (RouteMeta & { name: ScreenCode })[] = screenList.map((s) => ({
  path: s.path,
  name: s.code,
  group: s.group,
  ...(s.everyone ? { everyone: true } : {}),
}));

export const homeRoute: RouteMeta = { path: shellPages.index.path, name: 'index', everyone: true };
export const logRoute: RouteMeta = { path: shellPages.log.path, name: 'log', everyone: true };

/** Every page that lives inside the shell and gets a tab: home, the business screens and the log. */
export const shellRoutes: RouteMeta[] = [homeRoute, ...businessRoutes, logRoute];

const byPath = new Map(shellRoutes.map((r) => [r.path.toLowerCase(), r]));

/** The route meta of a location (react-router matches paths case-insensitively, so does this). */
export function findRoute(pathname: string): RouteMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path.toLowerCase());
}
