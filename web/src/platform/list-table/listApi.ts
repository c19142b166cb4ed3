import {
  apiPaths,
  configGridLimit,
  type ListCode,
  listOf,
  type ParamDefinition,
  type PrintResult,
  type SavedQueryRow,
  type SelectOption,
} from '@srm/contract';
import { api, type RequestOptions } from '../api.ts';
import type { ListRow } from './ScreenList.tsx';
import type { ColumnSetting, Row, SentParam } from './types.ts';

/**
 * The list configuration calls of spec §7 ("List configuration"), each carrying LIST_ROUTE. The server adds
 * organisation and user from the session. A list's own routes (`X/LoadData`, `X/ExportData`, `X/PrintData`) are
 * named by the list declaration at run time: they go through the untyped `api.list`, the only calls that do.
 */
const p = apiPaths.listParam;

/** Lists answer rows in `data` and the total in `count`; older answers wrapped them as `{Items, TotalCount}`. */
export function rowsOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const wrapped = data as { Items?: T[]; rows?: T[] } | null;
  return wrapped?.Items ?? wrapped?.rows ?? [];
}
export function totalOf(envelope: { data: unknown; count?: number }): number {
  if (typeof envelope.count === 'number') return envelope.count;
  const wrapped = envelope.data as { TotalCount?: number } | null;
  return wrapped?.TotalCount ?? rowsOf(envelope.data).length;
}

export type ListBody = {
  Page: number;
  Limit: number;
  LIST_ROUTE: string;
  OrderByParam?: string;
  OrderBySort?: 0 | 1;
  Params: SentParam[];
};

/** `X/PrintData`: the page of `body`, or the rows of KEYS, as a PDF through the list template (a PrintResult). */
export async function printList(
  path: string,
  body: ListBody & { KEYS?: (string | number)[]; TITLE?: string },
): Promise<PrintResult> {
  // Every list's PrintData route declares the same answer (server/src/platform/list/list-route.ts).
  return (await api.list(path, body)).data as PrintResult;
}

export async function loadRows(path: string, body: ListBody, options?: RequestOptions) {
  const envelope = await api.list(path, body, options);
  return { rows: rowsOf<Row>(envelope.data), total: totalOf(envelope) };
}

/** Rows of a declared list (contract/src/screens.ts), typed as its `LoadData` answers them (`ListRow`). */
export async function loadListRows<C extends ListCode>(
  list: C,
  body: Omit<ListBody, 'LIST_ROUTE'>,
  options?: RequestOptions,
) {
  const declared = listOf(list);
  const envelope = await api.list(declared.loadData, { ...body, LIST_ROUTE: declared.route }, options);
  return { rows: rowsOf<ListRow<C>>(envelope.data), total: totalOf(envelope) };
}

export const startExport = (path: string, body: ListBody) => api.list(path, body);

export const listParamApi = {
  async loadColumns(LIST_ROUTE: string): Promise<ColumnSetting[]> {
    return (await api.post(p.loadListFields, { LIST_ROUTE })).data;
  },
  saveColumns: (LIST_ROUTE: string, rows: ColumnSetting[], global: boolean) =>
    api.post(p.saveListFields, {
      LIST_ROUTE,
      Global: global,
      // Ids and owner stay out: the server writes the rows as the caller's (or the global) configuration.
      Rows: rows.map(({ ID: _id, USER_NAME: _user, ...r }) => ({ ...r, LIST_ROUTE })),
    }),
  /** With USER_NAME only that user's configuration goes; without it the global one (spec §6). */
  deleteColumns: (LIST_ROUTE: string, USER_NAME?: string) =>
    api.post(p.deleteFields, USER_NAME ? { LIST_ROUTE, USER_NAME } : { LIST_ROUTE }),
  async tableColumns(LIST_ROUTE: string, tableName: string) {
    return (await api.get(p.getIntiTableColumnList, { query: { table_name: tableName, LIST_ROUTE } })).data;
  },

  async loadParams(LIST_ROUTE: string): Promise<ParamDefinition[]> {
    return (await api.post(p.loadData, { LIST_ROUTE, Page: 1, Limit: configGridLimit })).data;
  },
  /** Silent: a failed save is shown as a warning titled 错误 (spec §8), not as the usual toast. */
  saveParams: (rows: ParamDefinition[]) => api.post(p.saveData, rows, { silent: true }),
  deleteParam: (row: Pick<ParamDefinition, 'LIST_ROUTE' | 'PARAM_NAME' | 'ID'>) =>
    api.post(p.deleteOne, { LIST_ROUTE: row.LIST_ROUTE, PARAM_NAME: row.PARAM_NAME, ID: row.ID }),
  deleteAllParams: (LIST_ROUTE: string) => api.post(p.deleteAllParams, { LIST_ROUTE }),

  async loadSavedQuery(LIST_ROUTE: string): Promise<SavedQueryRow[]> {
    return (await api.post(p.loadListAdvancedQuery, { LIST_ROUTE })).data;
  },
  saveQuery: (LIST_ROUTE: string, rows: Omit<SavedQueryRow, 'LIST_ROUTE'>[]) =>
    api.post(p.saveListAdvancedQuery, { LIST_ROUTE, Rows: rows.map((r) => ({ ...r, LIST_ROUTE })) }),

  async selectList(LIST_ROUTE: string, PARAM_NAME: string): Promise<SelectOption[]> {
    return (await api.post(p.getSelectList, { LIST_ROUTE, PARAM_NAME })).data;
  },
  async selectPage(body: {
    LIST_ROUTE: string;
    PARAM_NAME: string;
    Page: number;
    Limit: number;
    Key: string;
    OrderByParam?: 'CODE' | 'NAME';
    OrderBySort?: 0 | 1;
  }) {
    const envelope = await api.post(p.getSelectPage, body);
    return { rows: envelope.data, total: totalOf(envelope) };
  },
};
