import type { PermissionState } from '../platform/session.ts';
import { findRoute } from './routes.ts';
import { menuLeaves } from './shell/menu/menu-model.ts';

const granted = new WeakMap<PermissionState, Set<string>>();

/** The paths the user's menus lead to (lower case), computed once per loaded menu tree. */
function grantedPaths(permissions: PermissionState): Set<string> {
  let paths = granted.get(permissions);
  if (!paths) {
    paths = new Set(
      menuLeaves(permissions.listMenu).map(({ entry }) =>
        (entry.Link_Url ?? '').trim().replace(/\/+$/, '').toLowerCase(),
      ),
    );
    granted.set(permissions, paths);
  }
  return paths;
}

/**
 * Whether the user may open a page of the route table (issue #15): its menu is among the user's menus (the server
 * refuses the page's calls otherwise), or it is open to everyone. Paths outside the route table (home, the error
 * log) are the shell's own. `null` while the menus load.
 */
export function isGranted(pathname: string, permissions: PermissionState | null): boolean | null {
  const route = findRoute(pathname);
  if (!route || route.everyone) return true;
  if (!permissions) return null;
  return grantedPaths(permissions).has(route.path.toLowerCase());
}
