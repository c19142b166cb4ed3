import { useSyncExternalStore } from 'react';
import type { Location } from 'react-router';
import { preferences, setPreferences } from '../../../platform/preferences.ts';
import { session } from '../../../platform/session.ts';
import { isGranted } from '../../route-grants.ts';
import { findRoute } from '../../routes.ts';
import { openTab } from './tab-model.ts';

/**
 * Every page of the route table that is entered gets (or updates) its tab. Driven by the router's own location
 * (not a render effect), so pages clicked in quick succession each get their tab even while a page is still
 * loading.
 */
type Place = Pick<Location, 'pathname' | 'search'>;

let current: Place = { pathname: window.location.pathname, search: window.location.search };
const listeners = new Set<() => void>();

/**
 * The location the router is at now. React shows a navigation only once the next page's code is loaded (a
 * transition), so `useLocation()` can lag behind; the tab strip acts on where the user already is.
 */
export function useRouterLocation(): Place {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

export function trackTab(location: Place): void {
  if (location.pathname !== current.pathname || location.search !== current.search) {
    current = { pathname: location.pathname, search: location.search };
    for (const l of listeners) l();
  }
  if (!session.token() || !findRoute(location.pathname)) return;
  // A page the user's menus do not grant shows the 403 page and gets no tab.
  if (isGranted(location.pathname, session.permissions()) === false) return;
  const tabs = preferences.get().tabs;
  const next = openTab(tabs, `${location.pathname}${location.search}`);
  if (next !== tabs) setPreferences({ tabs: next });
}

/**
 * Once the menus are loaded: tabs of pages they no longer grant (remembered before a role changed, or opened by
 * address while the menus loaded) are closed.
 */
session.subscribe(() => {
  const permissions = session.permissions();
  if (!permissions) return;
  const tabs = preferences.get().tabs;
  const kept = tabs.filter((tab) => isGranted(tab.split(/[?#]/)[0]!, permissions) !== false);
  if (kept.length !== tabs.length) setPreferences({ tabs: kept });
});
