import { type ListCode, type ListLoadPath, listOf } from '@srm/contract';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiData, ApiPath } from '../api.ts';
import { ListTable } from './ListTable.tsx';
import type { ColumnSearch, ListTableHandle, ListTableProps } from './types.ts';

/**
 * A row of a declared list, typed by the server's response schema of its `LoadData` (api-types.generated.ts): the
 * declared columns, each nullable but the list's key. Pages read rows through this type, never cast them.
 */
export type ListRow<C extends ListCode> =
  ListLoadPath<C> extends infer P extends ApiPath<'post'>
    ? ApiData<'post', P> extends readonly (infer R)[]
      ? R
      : never
    : never;

/** The fields of a list's rows. */
export type ListField<C extends ListCode> = keyof ListRow<C> & string;

/**
 * The header search of columns searched by a pasted list, one value a line (type 6: numbers and codes, which the
 * column's kind cannot say): `pastedListSearch<ListField<'Invoice'>>('INVOICE_NO')`.
 */
export function pastedListSearch<F extends string>(...fields: F[]): Partial<Record<F, ColumnSearch>> {
  return Object.fromEntries(fields.map((f) => [f, { type: 6 }])) as Partial<Record<F, ColumnSearch>>;
}

/** A cell renderer of a list's field: its value and row as the list declares them (`text`: see `CellRenderer`). */
export type ListRenderers<C extends ListCode> = {
  [F in ListField<C>]?: (value: ListRow<C>[F], row: ListRow<C>, index: number, text: string) => ReactNode;
};

/** The handle of a declared list: `selectedRows` answers typed rows. */
export type ListHandle<C extends ListCode> = Omit<ListTableHandle, 'selectedRows'> & {
  selectedRows: () => ListRow<C>[];
};

type RowProps =
  | 'rowKey'
  | 'renderers'
  | 'onSelectionChange'
  | 'onRowDoubleClick'
  | 'onRowClick'
  | 'columnSearch';
type Props<C extends ListCode> = Omit<ListTableProps, 'listRoute' | 'loadPath' | 'exportPath' | RowProps> & {
  /** The list's code in the registry (contract/src/screens.ts: a screen's `list` or a sub-list). */
  list: C;
  rowKey: ListField<C>;
  renderers?: ListRenderers<C>;
  columnSearch?: Partial<Record<ListField<C>, ColumnSearch>> | false;
  onSelectionChange?: (rows: ListRow<C>[]) => void;
  onRowDoubleClick?: (row: ListRow<C>) => void;
  onRowClick?: (row: ListRow<C>) => void;
  /** The list's handle (reload, selection) for a screen whose buttons act on it. */
  ref?: Ref<ListHandle<C>>;
};

/**
 * The list of a registry declaration: its LIST_ROUTE, load and export paths and the printout's title come from the
 * declaration, its rows are typed by the server's schema of them — so a list page is the list's code and what only
 * it shows. The one place rows are widened to the table's untyped records (the server answers exactly the declared
 * columns: list-route.ts).
 */
export function ScreenList<C extends ListCode>({ list, title, ...rest }: Props<C>) {
  const { t } = useTranslation();
  const declared = listOf(list);
  const untyped = rest as unknown as Omit<ListTableProps, 'listRoute' | 'loadPath' | 'exportPath'> & {
    ref?: Ref<ListTableHandle>;
  };
  return (
    <ListTable
      listRoute={declared.route}
      loadPath={declared.loadData}
      {...(declared.exportData ? { exportPath: declared.exportData } : {})}
      title={title ?? t(`routes.${declared.screen}`)}
      {...untyped}
    />
  );
}
