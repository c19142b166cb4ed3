import { apiPaths } from '@srm/contract';
import { fakeServer } from './test-utils.tsx';

// A list screen as its tests fake it: the server's declared columns and a server answering the list's paths.

type ColumnOption = { value: string; label: string };

/** Value labels as the server answers them in Chinese, from a contract's table of labels per language. */
export const chineseOptions = (labels: Record<string, { 'zh-chs': string }>): ColumnOption[] =>
  Object.entries(labels).map(([value, l]) => ({ value, label: l['zh-chs'] }));

/**
 * A list's columns as the server declares them, each field its own caption and visible; a field of `options` is a
 * coded text with those value labels.
 */
export function listColumns(
  fields: string[],
  { options = {}, width = 120 }: { options?: Record<string, ColumnOption[]>; width?: number } = {},
) {
  return fields.map((f, i) => ({
    ORD_IDX: i + 1,
    FIELD_NAME: f,
    FIELD_CAPTION: f,
    FIELD_WIDTH: width,
    IS_VISIBLE: 'Y',
    ...(options[f] ? { KIND: 'text', OPTIONS: options[f] } : {}),
  }));
}

/**
 * A fake server behind one list screen: its columns, its rows at `load`, no saved parameters or queries, and the
 * other paths the test answers.
 */
export function listServer(
  load: string,
  columns: unknown[],
  rows: unknown[],
  more: Parameters<typeof fakeServer>[0] = {},
) {
  return fakeServer({
    [apiPaths.listParam.loadListFields]: () => ({ data: columns }),
    [apiPaths.listParam.loadData]: () => ({ data: [] }),
    [apiPaths.listParam.loadListAdvancedQuery]: () => ({ data: [] }),
    [load]: () => ({ data: rows, count: rows.length }),
    ...more,
  });
}
