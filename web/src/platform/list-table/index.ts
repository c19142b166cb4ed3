// What pages use of the list table: a declared list (`ScreenList`) and its typed rows. The untyped table and its
// `Row` stay inside the platform (pages-use-lists.test.ts holds pages to that).
export { formatDecimal } from './columnFormat.ts';
export {
  type ListField,
  type ListHandle,
  type ListRenderers,
  type ListRow,
  pastedListSearch,
  ScreenList,
} from './ScreenList.tsx';
export type { CellRenderer, ColumnSearch, ColumnSearchType, SentParam } from './types.ts';
export { useListSelection } from './useListSelection.ts';
