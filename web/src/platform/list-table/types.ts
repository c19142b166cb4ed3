import type { ColumnConfig, LoadedColumn, ParamDefinition, QueryParam } from '@srm/contract';
import type { ReactNode } from 'react';

/** A list row as the server sends it: the declared columns of the list, keyed by field name. */
export type Row = Record<string, unknown>;

/** Column header inline search (spec §2.4 item 7): 1 text, 2 dropdown, 3 number, 4 date, 5 date range, 6 lines. */
export type ColumnSearchType = 1 | 2 | 3 | 4 | 5 | 6;
export type ColumnSearch = {
  type: ColumnSearchType;
  /** Options of a dropdown search (type 2). */
  options?: { value: string; label: ReactNode }[];
};

/**
 * One column as the table shows it, from the column configuration (`ListParam/LoadListFields`), with what the
 * list declares it holds (KIND) and the labels of its coded values (OPTIONS): `columnFormat.ts` derives the header
 * search, the cell text and the print format from them.
 */
export type ColumnSetting = Omit<ColumnConfig, 'LIST_ROUTE'> & { LIST_ROUTE?: string } & Partial<
    Pick<LoadedColumn, 'KIND' | 'SCALE' | 'OPTIONS'>
  >;

/** A parameter definition row of the advanced setting grid, with its local key. */
export type SettingRow = Omit<ParamDefinition, 'LIST_ROUTE'> & {
  /** Rows without LIST_ROUTE exist only in the browser until saved (spec §4). */
  LIST_ROUTE?: string;
  _key: string;
};

/** One row of the advanced query dialog (spec §3 "Saved advanced query row"). */
export type QueryRow = {
  _key: string;
  ORD_ID: number;
  PARAM_NAME: string;
  FIELD_NAME: string;
  ACTION_TYPE: number;
  PARAM_VALUE: string;
  DATA_TYPE: number;
  IS_PAGING: 'Y' | 'N';
};

/** What the list sends as `Params`; PARAM_NAME rides along so the server may resolve SUB_SQL/defaults. */
export type SentParam = QueryParam & { PARAM_NAME?: string };

export type RowSelectionMode = 'multi-page' | 'page';

/**
 * A screen's cell renderer. `text` is the cell as the list would show it without the renderer (the label of a
 * coded value, a formatted decimal…): a renderer that only adds a colour or a tag uses it instead of restating
 * labels. What a renderer answers as a string or number is also what prints; anything else prints `text`.
 */
export type CellRenderer = (value: unknown, row: Row, index: number, text: string) => ReactNode;

export type ListTableProps = {
  /** LIST_ROUTE of the screen, e.g. `/System/User`: the key of every configuration call. */
  listRoute: string;
  /** `POST` path answering pages of rows, e.g. `User/LoadData`. */
  loadPath: string;
  /** `POST` path starting an export job with the same body; without it the export button is hidden. */
  exportPath?: string;
  /** Field that identifies a row (`ID`). */
  rowKey: string;
  /** Cell renderers per field name (status tags, links…); other fields show their text by the column's KIND. */
  renderers?: Record<string, CellRenderer>;
  /**
   * Inline header search per field, where the column's KIND/OPTIONS do not say it (e.g. a multi-line list, type
   * 6): fields not listed get the search of their kind. `false` turns header search off.
   */
  columnSearch?: Record<string, ColumnSearch> | false;
  /** Buttons of the screen, laid out in a wrapping row left of the list tools (before `toolbarExtra`). */
  toolbarButtons?: ReactNode;
  /** Anything else the screen shows left of the list tools (a toolbar of its own lays out its buttons itself). */
  toolbarExtra?: ReactNode;
  rowSelection?: RowSelectionMode;
  onSelectionChange?: (rows: Row[]) => void;
  onRowDoubleClick?: (row: Row) => void;
  /**
   * A single click on a row (not on its checkbox, a link, a button or a field in it, nor one that ends a text
   * selection): a screen whose rows open something opens it on a click too.
   */
  onRowClick?: (row: Row) => void;
  /**
   * The header search the list opens with when the address names none (`?WAITING_ON=buyer` does): shown in the
   * header like any search, so the user sees it and can clear it.
   */
  initialFilter?: Record<string, string>;
  /** Query rows always sent (a screen's fixed filter). */
  fixedParams?: SentParam[];
  /** Title of printouts; defaults to the tab title of the route. */
  title?: string;
  /** Height of the whole component (toolbar + table + pagination) outside full screen. */
  height?: number | string;
};

export type ListTableHandle = {
  reload: () => void;
  selectedRows: () => Row[];
  clearSelection: () => void;
  /** The `Params` of the current search (advanced query + header search + fixed). */
  params: () => SentParam[];
};
