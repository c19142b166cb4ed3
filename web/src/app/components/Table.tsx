import { Table as AntTable, type TableProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's Table with its selection checkboxes named in the user's language (issue #15 item 7): antd names them
 * "Select all" and "Select row 1" in English whatever the locale. Every table of the app is this one (biome's
 * noRestrictedImports keeps `Table` from being imported from antd).
 */
function LocalTable<T extends object>(props: TableProps<T>) {
  const { t } = useTranslation();
  const { rowSelection, dataSource } = props;
  const rows = useMemo(() => new Map((dataSource ?? []).map((row, i) => [row, i + 1])), [dataSource]);
  const selection = useMemo<TableProps<T>['rowSelection']>(
    () =>
      rowSelection && {
        ...rowSelection,
        getTitleCheckboxProps: () => ({
          'aria-label': t('common.selection.all'),
          ...rowSelection.getTitleCheckboxProps?.(),
        }),
        getCheckboxProps: (record: T) => ({
          'aria-label': t('common.selection.row', { n: rows.get(record) ?? '' }),
          ...rowSelection.getCheckboxProps?.(record),
        }),
      },
    [rowSelection, rows, t],
  );
  return <AntTable<T> {...props} rowSelection={selection} />;
}

export const Table = Object.assign(LocalTable, {
  Summary: AntTable.Summary,
  Column: AntTable.Column,
  ColumnGroup: AntTable.ColumnGroup,
  SELECTION_COLUMN: AntTable.SELECTION_COLUMN,
  EXPAND_COLUMN: AntTable.EXPAND_COLUMN,
  SELECTION_ALL: AntTable.SELECTION_ALL,
  SELECTION_INVERT: AntTable.SELECTION_INVERT,
  SELECTION_NONE: AntTable.SELECTION_NONE,
});
