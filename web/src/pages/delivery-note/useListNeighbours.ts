import { type ListCode, listOf } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Previous / next of spec §1 move between the notes of the list page the user came from. The list stays
 * mounted (hidden) behind the note views, and the ids of its current page are read from the page it holds in
 * the query cache (the list table's key: `['list', loadPath, body]`): the one with an observer is the page on
 * screen. When there is none (e.g. a note opened from a link), previous and next are simply unavailable.
 */
export function useListNeighbours(list: ListCode, id: number | null) {
  const client = useQueryClient();
  const loadPath = listOf(list).loadData;
  const snapshot = useCallback(() => {
    const active = client
      .getQueryCache()
      .findAll({ queryKey: ['list', loadPath] })
      .filter((q) => q.getObserversCount() > 0 && q.state.data)
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
    const rows = (active?.state.data as { rows?: { ID?: unknown }[] } | undefined)?.rows ?? [];
    return rows
      .map((r) => Number(r.ID))
      .filter((n) => Number.isInteger(n) && n > 0)
      .join(',');
  }, [client, loadPath]);
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const ids = useSyncExternalStore(subscribe, snapshot).split(',').filter(Boolean).map(Number);
  const index = id === null ? -1 : ids.indexOf(id);
  return {
    previous: index > 0 ? ids[index - 1]! : null,
    next: index >= 0 && index < ids.length - 1 ? ids[index + 1]! : null,
    position: index >= 0 ? { index: index + 1, count: ids.length } : null,
  };
}
