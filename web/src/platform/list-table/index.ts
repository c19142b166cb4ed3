export { formatDecimal } from './columnFormat.ts';
export { ListTable } from './ListTable.tsx';
export { ScreenList } from './ScreenList.tsx';
export type {
  CellRenderer,
  ColumnSearch,
  ColumnSearchType,
  ListTableHandle,
  ListTableProps,
  Row,
  SentParam,
} from './types.ts';
