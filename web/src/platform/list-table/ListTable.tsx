import { pageSizes, printPathOf, screens } from '@srm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Pagination, type TableProps } from 'antd';
import {
  type Key,
  type MouseEvent,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Table } from '../../app/components/Table.tsx';
import { WideTableScrollbar } from '../../app/components/WideTableScrollbar.tsx';
import { currentLanguage } from '../i18n.ts';
import { usePrint } from '../print/usePrint.ts';
import { AdvancedQueryDialog } from './AdvancedQueryDialog.tsx';
import { AdvancedSettingDrawer } from './AdvancedSettingDrawer.tsx';
import { ColumnConfigDrawer, fieldsQueryKey } from './ColumnConfigDrawer.tsx';
import { columnFormats } from './columnFormat.ts';
import { FastSearch } from './FastSearch.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { type ListBody, listParamApi, loadRows, printList, startExport } from './listApi.ts';
import { headerParam, visibleColumns } from './logic.ts';
import { cellText, formatTimestamp, printRows } from './print.ts';
import { QuickColumnPopup } from './QuickColumnPopup.tsx';
import { SelectedRecordsDrawer } from './SelectedRecordsDrawer.tsx';
import { useMultiPageSelection } from './selection.ts';
import type { ColumnSetting, ListTableHandle, ListTableProps, QueryRow, Row, SentParam } from './types.ts';
import { useBodyHeight } from './useBodyHeight.ts';
import { useFullScreen } from './useFullScreen.ts';
import { type Sort, useTableColumns } from './useTableColumns.tsx';
import './ListTable.css';

export const exportRecordPath = screens.ExportRecord.path;

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

/**
 * The one list table of every list screen (spec §2.4). See README.md in this folder for the API.
 */
export function ListTable(props: ListTableProps & { ref?: Ref<ListTableHandle> }) {
  const { listRoute, loadPath, exportPath, rowKey, renderers, columnSearch, fixedParams, ref } = props;
  const { t } = useTranslation();
  // useTranslation re-renders on a language change: the columns are then asked for in the new language.
  const lang = currentLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const [page, setPage] = useState({ current: 1, size: pageSizes[0] as number });
  const [sort, setSort] = useState<Sort>({});
  // A link may open the list filtered (`?STATUS=2`: the home page's to-do counts): upper-case query keys are field
  // names and become the header search the user sees and can clear. A link followed while the tab is open applies.
  const [searchParams] = useSearchParams();
  const urlFilter = useMemo(
    () => Object.fromEntries([...searchParams].filter(([key]) => /^[A-Z][A-Z0-9_]*$/.test(key))),
    [searchParams],
  );
  const [headerValues, setHeaderValues] = useState<Record<string, string>>(() =>
    Object.keys(urlFilter).length > 0 ? urlFilter : (props.initialFilter ?? {}),
  );
  const appliedFilter = useRef(JSON.stringify(urlFilter));
  useEffect(() => {
    const text = JSON.stringify(urlFilter);
    if (text === appliedFilter.current) return;
    appliedFilter.current = text;
    if (Object.keys(urlFilter).length > 0) setHeaderValues(urlFilter);
  }, [urlFilter]);
  const [advanced, setAdvanced] = useState<{ params: SentParam[]; rows: QueryRow[] } | null>(null);
  const [fast, setFast] = useState<SentParam[]>([]);
  const [open, setOpen] = useState<null | 'query' | 'setting' | 'columns' | 'selected'>(null);
  const [quickAt, setQuickAt] = useState<{ x: number; y: number } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [pageKeys, setPageKeys] = useState<Key[]>([]);
  const { fullScreen, toggle: toggleFullScreen } = useFullScreen();
  const multi = useMultiPageSelection(rowKey);

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

  const params = useMemo<SentParam[]>(() => {
    const header = Object.entries(headerValues).flatMap(([field, value]) => {
      const row = headerParam(field, formats.get(field)?.search?.type ?? 1, value);
      return row ? [row] : [];
    });
    return [...(fixedParams ?? []), ...fast, ...(advanced?.params ?? []), ...header];
  }, [headerValues, advanced, fast, fixedParams, formats]);

  const body = useMemo<ListBody>(
    () => ({
      Page: page.current,
      Limit: page.size,
      LIST_ROUTE: listRoute,
      ...(sort.field ? { OrderByParam: sort.field, OrderBySort: sort.desc ? 1 : 0 } : {}),
      Params: params,
    }),
    [page, sort, params, listRoute],
  );
  const data = useQuery({
    queryKey: ['list', loadPath, body],
    queryFn: ({ signal }) => loadRows(loadPath, body, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = data.data?.rows ?? noRows;
  const total = data.data?.total ?? 0;

  const onHeaderSearch = useCallback((field: string, value: string) => {
    setHeaderValues((v) => ({ ...v, [field]: value }));
    setPage((p) => ({ ...p, current: 1 }));
  }, []);
  const { tableColumns, width } = useTableColumns({
    columns: shown,
    renderers,
    formats,
    headerValues,
    sort,
    onHeaderSearch,
  });

  /** A cell as it prints: what the screen's renderer answers as text, else the text of the column's format. */
  const printedText = useCallback(
    (field: string, row: Row) => {
      const value = row[field];
      const text = formats.get(field)?.text(value) ?? cellText(value);
      const shownText = renderers?.[field]?.(value, row, 0, text);
      return typeof shownText === 'string' || typeof shownText === 'number' ? String(shownText) : text;
    },
    [formats, renderers],
  );
  const selectionMode = props.rowSelection;
  const { onSelectionChange } = props;
  const selectedRows = useCallback(
    () =>
      selectionMode === 'multi-page'
        ? multi.selection.rows()
        : rows.filter((r) => pageKeys.includes(r[rowKey] as Key)),
    [selectionMode, multi, rows, pageKeys, rowKey],
  );
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(() => {
    if (selectionMode === 'multi-page')
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
    if (selectionMode === 'page')
      return {
        selectedRowKeys: pageKeys,
        onChange: (keys, chosen) => {
          setPageKeys(keys);
          onSelectionChange?.(chosen);
        },
      };
    return undefined;
  }, [selectionMode, multi, rows, pageKeys, onSelectionChange, rowKey]);

  const reload = useCallback(() => void data.refetch(), [data]);
  useImperativeHandle(
    ref,
    () => ({
      reload,
      selectedRows,
      clearSelection: () => {
        multi.clear();
        setPageKeys([]);
      },
      params: () => params,
    }),
    [reload, selectedRows, multi, params],
  );

  const doExport = async () => {
    if (!exportPath) return;
    setExporting(true);
    try {
      await startExport(exportPath, { ...body, Page: 1 });
      message.success({
        content: (
          <span>
            {t('list-table.export.started')}{' '}
            <Button type="link" size="small" onClick={() => navigate(exportRecordPath)}>
              {t('list-table.export.openList')}
            </Button>
          </span>
        ),
        duration: 6,
      });
    } finally {
      setExporting(false);
    }
  };

  const { print: printPdf } = usePrint();
  const doPrint = () => {
    const chosen = selectedRows();
    const printed = chosen.length ? chosen : rows;
    if (printed.length === 0) {
      message.warning(t('list-table.print.nothing'));
      return;
    }
    const title = props.title ?? document.title;
    if (exportPath) {
      // The server prints the page (or the selection, by key) through the organisation's list template: a PDF.
      const keys = chosen.length ? { KEYS: chosen.map((r) => r[rowKey] as string | number) } : {};
      void printPdf(() => printList(printPathOf(loadPath), { ...body, ...keys, TITLE: title }), title);
      return;
    }
    // A list without a server export (a screen-only list) prints the screen's rows in the browser.
    printRows({
      title,
      columns: shown,
      rows: printed,
      rightAligned: new Set(shown.filter((c) => formats.get(c.FIELD_NAME)?.numeric).map((c) => c.FIELD_NAME)),
      // Labels, not codes; decimals as the screen shows them; a renderer's text as shown (tags print their label).
      text: printedText,
      footer: `${t('list-table.print.rows', { count: printed.length })} · ${t('list-table.print.printedAt', {
        time: formatTimestamp(new Date()),
      })}`,
    });
  };

  const closeQuick = useCallback(() => setQuickAt(null), []);
  const openQuick = (e: MouseEvent) => {
    if (allColumns.length === 0) {
      message.warning(t('list-table.quick.noConfig'));
      return;
    }
    setQuickAt({ x: e.clientX, y: e.clientY + 12 });
  };

  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyHeight = useBodyHeight(bodyRef, [fullScreen, shown.length, columnSearch === false]);
  const onRow = useMemo(() => {
    const dbl = props.onRowDoubleClick;
    const click = props.onRowClick;
    if (!dbl && !click) return undefined;
    return (row: Row) => ({
      ...(dbl ? { onDoubleClick: () => dbl(row) } : {}),
      ...(click ? { onClick: (e: MouseEvent) => opensOnClick(e) && click(row) } : {}),
    });
  }, [props.onRowDoubleClick, props.onRowClick]);

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
            {props.toolbarExtra}
            <FastSearch
              listRoute={listRoute}
              onSearch={(sent) => {
                setFast(sent);
                setPage((p) => ({ ...p, current: 1 }));
              }}
            />
          </>
        }
        canExport={Boolean(exportPath)}
        exporting={exporting}
        fetching={data.isFetching}
        fullScreen={fullScreen}
        queryCount={advanced?.params.length ?? 0}
        selectedCount={selectionMode === 'multi-page' ? multi.selection.size : null}
        onExport={() => void doExport()}
        onPrint={doPrint}
        onRefresh={reload}
        onQuery={() => setOpen('query')}
        onSetting={() => setOpen('setting')}
        onColumns={() => setOpen('columns')}
        onQuickColumns={openQuick}
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
          loading={(data.isFetching && !data.data) || columnsQuery.isLoading}
          pagination={false}
          scroll={{ x: width + (rowSelection ? 32 : 0), y: bodyHeight }}
          rowSelection={rowSelection}
          onRow={onRow}
          showSorterTooltip={false}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(s?.order ? { field: String(s.columnKey), desc: s.order === 'descend' } : {});
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
      </div>
      <WideTableScrollbar table={bodyRef} />
      <div className="lt-footer">
        <span className="lt-selected-count" data-testid="list-selected-count">
          {selectionMode === 'multi-page' && multi.selection.size > 0
            ? t('list-table.selectedCount', { count: multi.selection.size })
            : ''}
        </span>
        <Pagination
          size="small"
          current={page.current}
          pageSize={page.size}
          total={total}
          pageSizeOptions={pageSizes as unknown as number[]}
          showSizeChanger
          showQuickJumper
          showTotal={(n) => t('list-table.total', { total: n })}
          onChange={(current, size) => {
            setPage({ current: size === page.size ? current : 1, size });
            if (selectionMode === 'page') setPageKeys([]);
          }}
        />
      </div>
      <AdvancedQueryDialog
        open={open === 'query'}
        listRoute={listRoute}
        applied={advanced?.rows ?? null}
        onClose={() => setOpen(null)}
        onSearch={(sent, queryRows) => {
          setAdvanced(queryRows.length || sent.length ? { params: sent, rows: queryRows } : null);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
      <AdvancedSettingDrawer
        open={open === 'setting'}
        listRoute={listRoute}
        columns={allColumns}
        onClose={() => setOpen(null)}
      />
      <ColumnConfigDrawer
        open={open === 'columns'}
        listRoute={listRoute}
        columns={allColumns}
        dataRows={rows}
        onClose={() => setOpen(null)}
      />
      <QuickColumnPopup listRoute={listRoute} columns={allColumns} at={quickAt} onClose={closeQuick} />
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
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
