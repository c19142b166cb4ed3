import type { TableColumnsType } from 'antd';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ColumnFormat } from './columnFormat.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { defaultColumnWidth } from './logic.ts';
import { cellText } from './print.ts';
import type { CellRenderer, ColumnSetting, Row } from './types.ts';

const dateRangeWidth = 250;
const unknownFormat: ColumnFormat = { search: null, text: cellText, numeric: false };

export type Sort = { field?: string; desc?: boolean };

type Options = {
  columns: ColumnSetting[];
  renderers?: Record<string, CellRenderer>;
  /** Header search, text and alignment of each field (columnFormat.ts). */
  formats: Map<string, ColumnFormat>;
  headerValues: Record<string, string>;
  sort: Sort;
  onHeaderSearch: (field: string, value: string) => void;
};

/**
 * Caption and header search of a column. The table also renders every title in a hidden measure row; there
 * only the caption is kept, so each search input exists once (and 50 columns cost 50 inputs, not 100).
 */
function HeaderTitle({ caption, children }: { caption: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('.ant-table-measure-row')) setMeasuring(true);
  }, []);
  return (
    <div className="lt-header-title" ref={ref}>
      <span className="lt-header-caption" title={caption}>
        {caption}
      </span>
      {!measuring && children}
    </div>
  );
}

/**
 * The antd columns of the visible configured columns: caption (from the server's column configuration), width,
 * sorting, the inline header search and the cell text of the column's format, or the screen's renderer.
 * Memoised, so the cells re-render only when the columns or the query change.
 */
export function useTableColumns({
  columns,
  renderers,
  formats,
  headerValues,
  sort,
  onHeaderSearch,
}: Options) {
  return useMemo(() => {
    const list: TableColumnsType<Row> = columns.map((c) => {
      const format = formats.get(c.FIELD_NAME) ?? unknownFormat;
      const { search, text } = format;
      const own = renderers?.[c.FIELD_NAME];
      const caption = c.FIELD_CAPTION || c.FIELD_NAME;
      return {
        key: c.FIELD_NAME,
        dataIndex: c.FIELD_NAME,
        width: Math.max(
          Number(c.FIELD_WIDTH ?? defaultColumnWidth) || defaultColumnWidth,
          // The date-range editor needs its 250 px (spec §2.2) to show both dates.
          search?.type === 5 ? dateRangeWidth : 0,
        ),
        // Cells cut long text with CSS (ListTable.css); antd's `ellipsis` would add work to each of 2,500 cells.
        // Numbers line up on the right, as in a spreadsheet.
        align: format.numeric ? ('right' as const) : undefined,
        className: format.numeric ? 'lt-num' : undefined,
        sorter: true,
        sortOrder: sort.field === c.FIELD_NAME ? (sort.desc ? 'descend' : 'ascend') : null,
        showSorterTooltip: false,
        title: (
          <HeaderTitle caption={caption}>
            {search && (
              <HeaderSearch
                field={c.FIELD_NAME}
                caption={caption}
                search={search}
                value={headerValues[c.FIELD_NAME] ?? ''}
                onSearch={onHeaderSearch}
              />
            )}
          </HeaderTitle>
        ),
        render: own ? (value: unknown, row: Row, i: number) => own(value, row, i, text(value)) : text,
      };
    });
    const width = list.reduce((sum, c) => sum + Number(c.width ?? 0), 0);
    return { tableColumns: list, width };
  }, [columns, renderers, formats, headerValues, sort, onHeaderSearch]);
}
