import type { ListCode } from '@srm/contract';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { ListHandle, ListRow } from './ScreenList.tsx';

export type ListSelection<C extends ListCode> = {
  table: RefObject<ListHandle<C> | null>;
  selected: ListRow<C>[];
  one: ListRow<C> | null;
  /** Drops the selection (the table's and this). */
  clear: () => void;
  refresh: () => void;
  /** An action on the list's rows is running (its buttons spin). */
  busy: boolean;
  /**
   * Runs an action on the list's rows: `busy` while it runs, then the selection dropped and the list read again
   * whatever the server answered (a bulk action may have done part). A failure goes to `failed`; without it, it was
   * shown by the api layer (the server's message).
   */
  act: (work: () => Promise<void>, failed?: (error: unknown) => void) => Promise<void>;
  listProps: { ref: RefObject<ListHandle<C> | null>; onSelectionChange: (rows: ListRow<C>[]) => void };
};

/**
 * What a screen whose buttons act on its list's selection keeps: the list's handle, the selected rows, the one row
 * when exactly one is selected, and `refresh` (after an action changed rows: the selection is dropped and the list
 * read again). `listProps` wires the list to it: `<ScreenList {...listProps} list="…" />`.
 */
export function useListSelection<C extends ListCode>(): ListSelection<C> {
  const table = useRef<ListHandle<C>>(null);
  const [selected, setSelected] = useState<ListRow<C>[]>([]);
  const one = selected.length === 1 ? (selected[0] ?? null) : null;
  const clear = useCallback(() => {
    table.current?.clearSelection();
    setSelected([]);
  }, []);
  const refresh = useCallback(() => {
    clear();
    table.current?.reload();
  }, [clear]);
  const [busy, setBusy] = useState(false);
  const act = useCallback(
    async (work: () => Promise<void>, failed?: (error: unknown) => void) => {
      setBusy(true);
      try {
        await work();
      } catch (error) {
        failed?.(error);
      } finally {
        setBusy(false);
        refresh();
      }
    },
    [refresh],
  );
  return {
    table,
    selected,
    one,
    clear,
    refresh,
    busy,
    act,
    listProps: { ref: table, onSelectionChange: setSelected },
  };
}
