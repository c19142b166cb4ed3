import { useSyncExternalStore } from 'react';
import { storage } from '../../platform/storage.ts';

/**
 * The header's table-toolbar show/hide switch (spec §2.2, §4: remembered in `tableTools`, default false).
 * The list toolbar reads it with `useTableTools()` to show its two configuration tools (advanced setting, column
 * configuration); everyday tools do not depend on it (platform/list-table/README.md).
 */
const key = 'tableTools';
let visible = storage.get<boolean>(key, false) === true;
const listeners = new Set<() => void>();

export function tableTools(): boolean {
  return visible;
}

export function setTableTools(next: boolean): void {
  visible = next;
  storage.set(key, next);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTableTools(): boolean {
  return useSyncExternalStore(subscribe, tableTools);
}
