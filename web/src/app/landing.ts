import { type ScreenCode, type ServerMenu, shellPages } from '@srm/contract';
import { findRoute } from './routes.ts';
import { entryAction, menuLeaves } from './shell/menu/menu-model.ts';

/**
 * Screens that are a whole job at a station, done standing with a phone or a scanner rather than at a desk: a user
 * whose menu begins with one of them lands on it (issue #45 item 1, docs/decisions.md "The portal on a phone").
 */
const stationScreens: ReadonlySet<ScreenCode> = new Set<ScreenCode>(['DockReceiving']);

/**
 * Where a user lands after signing in (or on `/`), read from the user's own menus: the first entry of the menu, in
 * its order, when that entry is a station screen (the warehouse, whose roles put the dock first); home for
 * everyone else (buyers, vendors and finance start from their to-dos, and a buyer who also holds the dock has it
 * further down its menu).
 */
export function landingPath(menus: readonly ServerMenu[]): string {
  const first = menuLeaves([...menus])[0];
  const action = first ? entryAction(first.entry) : null;
  if (action?.kind !== 'navigate') return shellPages.index.path;
  const route = findRoute(action.to.split(/[?#]/)[0] ?? action.to);
  return route && stationScreens.has(route.name as ScreenCode) ? route.path : shellPages.index.path;
}
