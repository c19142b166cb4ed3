import { pageSizes } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Pagination, Space } from 'antd';
import {
  type MouseEvent,
  type Ref,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { WideTableScrollbar } from '../../app/components/WideTableScrollbar.tsx';
import { currentLanguage } from '../i18n.ts';
import { AdvancedQueryDialog } from './AdvancedQueryDialog.tsx';
import { AdvancedSettingDrawer } from './AdvancedSettingDrawer.tsx';
import { ColumnConfigDrawer, fieldsQueryKey } from './ColumnConfigDrawer.tsx';
import { columnFormats } from './columnFormat.ts';
import { FastSearch } from './FastSearch.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { listParamApi } from './listApi.ts';
import { visibleColumns } from './logic.ts';
import { QuickColumnPopup } from './QuickColumnPopup.tsx';
import { SelectedRecordsDrawer } from './SelectedRecordsDrawer.tsx';
import { useRowSelection } from './selection.ts';
import type { ColumnSetting, ListTableHandle, ListTableProps, QueryRow, Row, SentParam } from './types.ts';
import { useBodyHeight } from './useBodyHeight.ts';
import { useFullScreen } from './useFullScreen.ts';
import { useListOutput } from './useListOutput.tsx';
import { useListSearch } from './useListSearch.ts';
import { useTableColumns } from './useTableColumns.tsx';
import './ListTable.css';

export { exportRecordPath } from './useListOutput.tsx';

/** A row click that is not meant for something in the row: its checkbox, a link, a button, a field, a text selection. */
function opensOnClick(e: MouseEvent): boolean {
  const target = e.target instanceof Element ? e.target : null;
  if (
    target?.closest('a, button, input, label, select, textarea, [role="button"], .ant-table-selection-column')
  )
    return false;
  return !window.getSelection()?.toString();
}
const noRows: Row[] = [];
const noColumns: ColumnSetting[] = [];
/** Fills the shell's page below its header, tabs and footer; a screen with more above it passes `height`. */
const defaultHeight = 'calc(100vh - 172px)';

/** The configured columns of the list, those shown, and the format each follows from its KIND and OPTIONS. */
function useListColumns(listRoute: string, columnSearch: ListTableProps['columnSearch']) {
  // useTranslation re-renders on a language change: the columns are then asked for in the new language.
  useTranslation();
  const lang = currentLanguage();
  const columnsQuery = useQuery({
    // Captions and value labels come in the caller's language.
    queryKey: [...fieldsQueryKey(listRoute), lang],
    queryFn: () => listParamApi.loadColumns(listRoute),
    staleTime: 5 * 60_000,
  });
  const allColumns = columnsQuery.data ?? noColumns;
  const shown = useMemo(() => visibleColumns(allColumns), [allColumns]);
  // Header search, cell text and alignment of each column follow from its KIND and OPTIONS (columnFormat.ts).
  const formats = useMemo(
    () => columnFormats(allColumns, columnSearch, lang),
    [allColumns, columnSearch, lang],
  );
  return { allColumns, shown, formats, loading: columnsQuery.isLoading };
}

/** Where the quick column popup opens: under the pointer, once the list has columns to choose from. */
function useQuickColumns(allColumns: ColumnSetting[]) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [quickAt, setQuickAt] = useState<{ x: number; y: number } | null>(null);
  const closeQuick = useCallback(() => setQuickAt(null), []);
  const openQuick = (e: MouseEvent) => {
    if (allColumns.length === 0) {
      message.warning(t('list-table.quick.noConfig'));
      return;
    }
    setQuickAt({ x: e.clientX, y: e.clientY + 12 });
  };
  return { quickAt, openQuick, closeQuick };
}

function useRowEvents(dbl: ListTableProps['onRowDoubleClick'], click: ListTableProps['onRowClick']) {
  return useMemo(() => {
    if (!dbl && !click) return undefined;
    return (row: Row) => ({
      ...(dbl ? { onDoubleClick: () => dbl(row) } : {}),
      ...(click ? { onClick: (e: MouseEvent) => opensOnClick(e) && click(row) } : {}),
    });
  }, [dbl, click]);
}

type Dialog = null | 'query' | 'setting' | 'columns' | 'selected';

/** The count of rows chosen across pages, and the pager. */
function ListFooter(props: {
  selectedCount: number;
  page: { current: number; size: number };
  total: number;
  onChange: (current: number, size: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lt-footer">
      <span className="lt-selected-count" data-testid="list-selected-count">
        {props.selectedCount > 0 ? t('list-table.selectedCount', { count: props.selectedCount }) : ''}
      </span>
      <Pagination
        size="small"
        current={props.page.current}
        pageSize={props.page.size}
        total={props.total}
        pageSizeOptions={pageSizes as unknown as number[]}
        showSizeChanger
        showQuickJumper
        showTotal={(n) => t('list-table.total', { total: n })}
        onChange={props.onChange}
      />
    </div>
  );
}

/** The configuration tools of the toolbar: advanced query and setting, column configuration, quick columns. */
function ConfigDialogs(props: {
  open: Dialog;
  listRoute: string;
  columns: ColumnSetting[];
  rows: Row[];
  applied: QueryRow[] | null;
  quickAt: { x: number; y: number } | null;
  onSearch: (params: SentParam[], rows: QueryRow[]) => void;
  onCloseQuick: () => void;
  onClose: () => void;
}) {
  const { open, listRoute, columns, onClose } = props;
  return (
    <>
      <AdvancedQueryDialog
        open={open === 'query'}
        listRoute={listRoute}
        applied={props.applied}
        onClose={onClose}
        onSearch={props.onSearch}
      />
      <AdvancedSettingDrawer
        open={open === 'setting'}
        listRoute={listRoute}
        columns={columns}
        onClose={onClose}
      />
      <ColumnConfigDrawer
        open={open === 'columns'}
        listRoute={listRoute}
        columns={columns}
        dataRows={props.rows}
        onClose={onClose}
      />
      <QuickColumnPopup
        listRoute={listRoute}
        columns={columns}
        at={props.quickAt}
        onClose={props.onCloseQuick}
      />
    </>
  );
}

/**
 * The one list table of every list screen (spec §2.4). See README.md in this folder for the API.
 */
export function ListTable(props: ListTableProps & { ref?: Ref<ListTableHandle> }) {
  const {
    listRoute,
    rowKey,
    renderers,
    columnSearch,
    onSelectionChange,
    rowSelection: selectionMode,
    ref,
  } = props;
  const [open, setOpen] = useState<Dialog>(null);
  const { fullScreen, toggle: toggleFullScreen } = useFullScreen();
  const { allColumns, shown, formats, loading } = useListColumns(listRoute, columnSearch);
  const search = useListSearch({ ...props, formats });
  const { rows, params, data } = search;
  const { tableColumns, width } = useTableColumns({
    columns: shown,
    renderers,
    formats,
    headerValues: search.headerValues,
    sort: search.sort,
    onHeaderSearch: search.onHeaderSearch,
  });
  const { multi, selectedRows, rowSelection, setPageKeys, clearSelection } = useRowSelection(
    selectionMode,
    rowKey,
    rows,
    onSelectionChange,
  );
  const reload = useCallback(() => void data.refetch(), [data]);
  useImperativeHandle(ref, () => ({ reload, selectedRows, clearSelection, params: () => params }), [
    reload,
    selectedRows,
    clearSelection,
    params,
  ]);
  const output = useListOutput({ ...props, body: search.body, rows, selectedRows, shown, formats });
  const quick = useQuickColumns(allColumns);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyHeight = useBodyHeight(bodyRef, [fullScreen, shown.length, columnSearch === false]);
  const onRow = useRowEvents(props.onRowDoubleClick, props.onRowClick);
  const close = () => setOpen(null);

  return (
    <div
      className={`lt-root${fullScreen ? ' lt-fullscreen' : ''}`}
      style={fullScreen ? undefined : { height: props.height ?? defaultHeight }}
      data-testid="list-table"
      data-list-route={listRoute}
    >
      <ListToolbar
        extra={
          <>
            {props.toolbarButtons !== undefined && (
              <Space wrap size={8}>
                {props.toolbarButtons}
              </Space>
            )}
            {props.toolbarExtra}
            <FastSearch listRoute={listRoute} onSearch={search.onFastSearch} />
          </>
        }
        canExport={Boolean(props.exportPath)}
        exporting={output.exporting}
        fetching={data.isFetching}
        fullScreen={fullScreen}
        queryCount={search.advanced?.params.length ?? 0}
        selectedCount={selectionMode === 'multi-page' ? multi.selection.size : null}
        onExport={() => void output.doExport()}
        onPrint={output.doPrint}
        onRefresh={reload}
        onQuery={() => setOpen('query')}
        onSetting={() => setOpen('setting')}
        onColumns={() => setOpen('columns')}
        onQuickColumns={quick.openQuick}
        onSelected={() => setOpen('selected')}
        onFullScreen={toggleFullScreen}
      />
      <div className="lt-body" ref={bodyRef}>
        <Table<Row>
          size="small"
          bordered
          tableLayout="fixed"
          rowKey={rowKey}
          dataSource={rows}
          columns={tableColumns}
          // Only the first load spins: later fetches keep the rows (the refresh icon spins), so the table body is
          // not rendered twice more per page change.
          loading={(data.isFetching && !data.data) || loading}
          pagination={false}
          scroll={{ x: width + (rowSelection ? 32 : 0), y: bodyHeight }}
          rowSelection={rowSelection}
          onRow={onRow}
          showSorterTooltip={false}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            search.onSort(s?.order ? { field: String(s.columnKey), desc: s.order === 'descend' } : {});
          }}
        />
      </div>
      <WideTableScrollbar table={bodyRef} />
      <ListFooter
        selectedCount={selectionMode === 'multi-page' ? multi.selection.size : 0}
        page={search.page}
        total={search.total}
        onChange={(current, size) => {
          search.setPage({ current: size === search.page.size ? current : 1, size });
          if (selectionMode === 'page') setPageKeys([]);
        }}
      />
      <ConfigDialogs
        open={open}
        listRoute={listRoute}
        columns={allColumns}
        rows={rows}
        applied={search.advanced?.rows ?? null}
        quickAt={quick.quickAt}
        onSearch={search.onAdvancedSearch}
        onCloseQuick={quick.closeQuick}
        onClose={close}
      />
      {selectionMode === 'multi-page' && (
        <SelectedRecordsDrawer
          open={open === 'selected'}
          rows={open === 'selected' ? multi.selection.rows() : noRows}
          rowKey={rowKey}
          columns={shown}
          renderers={renderers}
          formats={formats}
          onClear={() => {
            multi.clear();
            onSelectionChange?.([]);
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
