import type { TableProps } from 'antd';
import { type Key, useCallback, useMemo, useRef, useState } from 'react';
import type { Row, RowSelectionMode } from './types.ts';

/**
 * Multi-page selection (spec §4): the chosen rows of every page, by key, in the order they were chosen.
 * A Map keeps membership O(1), so 10,000 chosen rows cost nothing per rendered row; the table asks only for
 * the keys of the page it shows.
 */
export class MultiPageSelection {
  private readonly chosen = new Map<string, Row>();
  constructor(private readonly keyOf: (row: Row) => string) {}

  get size() {
    return this.chosen.size;
  }
  has(key: string) {
    return this.chosen.has(key);
  }
  rows(): Row[] {
    return [...this.chosen.values()];
  }
  /** Checking a row adds it, unchecking removes it. */
  toggle(row: Row, checked: boolean) {
    const key = this.keyOf(row);
    if (checked) this.chosen.set(key, row);
    else this.chosen.delete(key);
  }
  /** Check-all of a page merges its rows into the selection; un-check-all takes them out again. */
  togglePage(rows: Row[], checked: boolean) {
    for (const row of rows) this.toggle(row, checked);
  }
  /**
   * Keys of the given page that are chosen: what the table needs to draw its checkboxes. The keys are returned
   * as the rows hold them (a number stays a number), since the table compares them strictly.
   */
  keysOf(page: Row[], rawKey: (row: Row) => Key = this.keyOf): Key[] {
    const keys: Key[] = [];
    for (const row of page) {
      if (this.chosen.has(this.keyOf(row))) keys.push(rawKey(row));
    }
    return keys;
  }
  clear() {
    this.chosen.clear();
  }
}

/** The selection as React state: the store stays the same object, `version` changes on every change. */
export function useMultiPageSelection(rowKey: string) {
  const store = useRef<MultiPageSelection | null>(null);
  store.current ??= new MultiPageSelection((row) => String(row[rowKey]));
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const selection = store.current;
  return useMemo(
    () => ({
      selection,
      version,
      toggle(row: Row, checked: boolean) {
        selection.toggle(row, checked);
        changed();
      },
      togglePage(rows: Row[], checked: boolean) {
        selection.togglePage(rows, checked);
        changed();
      },
      clear() {
        selection.clear();
        changed();
      },
    }),
    [selection, version, changed],
  );
}

/** The table's checkboxes in the list's selection mode, and the rows they chose. */
export function useRowSelection(
  mode: RowSelectionMode | undefined,
  rowKey: string,
  rows: Row[],
  onSelectionChange: ((rows: Row[]) => void) | undefined,
) {
  const [pageKeys, setPageKeys] = useState<Key[]>([]);
  const multi = useMultiPageSelection(rowKey);
  const selectedRows = useCallback(
    () =>
      mode === 'multi-page'
        ? multi.selection.rows()
        : rows.filter((r) => pageKeys.includes(r[rowKey] as Key)),
    [mode, multi, rows, pageKeys, rowKey],
  );
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(() => {
    if (mode === 'multi-page')
      return {
        // Only this page's keys are looked up: the Map answers each in O(1).
        selectedRowKeys: multi.selection.keysOf(rows, (row) => row[rowKey] as Key),
        preserveSelectedRowKeys: true,
        onSelect: (row, checked) => {
          multi.toggle(row, checked);
          onSelectionChange?.(multi.selection.rows());
        },
        onSelectAll: (checked, _selected, changed) => {
          multi.togglePage(changed, checked);
          onSelectionChange?.(multi.selection.rows());
        },
      };
    if (mode === 'page')
      return {
        selectedRowKeys: pageKeys,
        onChange: (keys, chosen) => {
          setPageKeys(keys);
          onSelectionChange?.(chosen);
        },
      };
    return undefined;
  }, [mode, multi, rows, pageKeys, onSelectionChange, rowKey]);
  const clearSelection = useCallback(() => {
    multi.clear();
    setPageKeys([]);
  }, [multi]);
  return { multi, selectedRows, rowSelection, setPageKeys, clearSelection };
}
