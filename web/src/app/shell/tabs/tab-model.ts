import { findRoute, homeRoute } from '../../routes.ts';

/**
 * The tab strip's rules (spec §2.2) as pure functions over the list of open full paths after the home tab.
 * A tab is identified by its route path; its full path (with query) is updated when the page is re-entered.
 */
export const homePath = homeRoute.path;

export const tabCommands = ['refresh', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll'] as const;
export type TabCommand = (typeof tabCommands)[number];

export function isTabCommand(value: string): value is TabCommand {
  return (tabCommands as readonly string[]).includes(value);
}

/** The identity of a tab: the route path of its page (case as declared), or the pathname itself. */
export function tabKey(fullPath: string): string {
  const pathname = fullPath.split(/[?#]/)[0] ?? fullPath;
  return findRoute(pathname)?.path ?? pathname;
}

export const isHome = (fullPath: string) => tabKey(fullPath) === homePath;

/** At most this many tabs besides home; opening one more closes the oldest. */
export const maxTabs = 30;

/** Open (add) a page, or update the full path of its existing tab. The home tab is always there. */
export function openTab(tabs: string[], fullPath: string): string[] {
  if (isHome(fullPath)) return tabs;
  const key = tabKey(fullPath);
  const index = tabs.findIndex((t) => tabKey(t) === key);
  if (index === -1) return [...tabs, fullPath].slice(-maxTabs);
  if (tabs[index] === fullPath) return tabs;
  const next = [...tabs];
  next[index] = fullPath;
  return next;
}

export type TabChange = {
  tabs: string[];
  /** Where to go when the active tab went away (or for a refresh). */
  navigate?: string;
  /** The page to re-enter through the `refresh` route. */
  refresh?: string;
};

/** Close one tab; closing the active tab moves to its right neighbour, else the left one. */
export function closeTab(tabs: string[], key: string, activeKey: string): TabChange {
  if (key === homePath) return { tabs };
  const all = [homePath, ...tabs];
  const index = all.findIndex((t) => tabKey(t) === key);
  if (index === -1) return { tabs };
  const next = tabs.filter((t) => tabKey(t) !== key);
  if (key !== activeKey) return { tabs: next };
  const neighbour = all[index + 1] ?? all[index - 1] ?? homePath;
  return { tabs: next, navigate: neighbour };
}

/**
 * The right-click and dropdown actions on the tab `key`. An unknown command is `null` (the caller shows
 * 'Invalid operation').
 */
export function applyTabCommand(
  tabs: string[],
  command: string,
  key: string,
  activeKey: string,
): TabChange | null {
  if (!isTabCommand(command)) return null;
  const all = [homePath, ...tabs];
  const index = all.findIndex((t) => tabKey(t) === key);
  const target = all[index];
  if (target === undefined) return null;
  let kept: string[];
  switch (command) {
    case 'refresh':
      return { tabs, refresh: target };
    case 'closeLeft':
      kept = all.filter((_, i) => i >= index || i === 0);
      break;
    case 'closeRight':
      kept = all.slice(0, index + 1);
      break;
    case 'closeOthers':
      kept = all.filter((_, i) => i === index || i === 0);
      break;
    case 'closeAll':
      return { tabs: [], navigate: activeKey === homePath ? undefined : homePath };
  }
  const next = kept.slice(1);
  const activeKept = kept.some((t) => tabKey(t) === activeKey);
  return activeKept ? { tabs: next } : { tabs: next, navigate: target };
}

/** Which commands the tab `key` offers: on home only close all (spec §2.2). */
export function commandsFor(tabs: string[], key: string): { command: TabCommand; disabled: boolean }[] {
  if (key === homePath) return [{ command: 'closeAll', disabled: tabs.length === 0 }];
  const index = tabs.findIndex((t) => tabKey(t) === key);
  return [
    { command: 'refresh', disabled: false },
    { command: 'closeLeft', disabled: index <= 0 },
    { command: 'closeRight', disabled: index === -1 || index >= tabs.length - 1 },
    { command: 'closeOthers', disabled: tabs.length <= 1 },
    { command: 'closeAll', disabled: false },
  ];
}

/** Drag reorder: move `from` to the place of `to`. The home tab stays first. */
export function moveTab(tabs: string[], fromKey: string, toKey: string): string[] {
  const from = tabs.findIndex((t) => tabKey(t) === fromKey);
  const to = tabs.findIndex((t) => tabKey(t) === toKey);
  if (from === -1 || to === -1 || from === to) return tabs;
  const next = [...tabs];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
