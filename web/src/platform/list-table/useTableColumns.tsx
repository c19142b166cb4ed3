import type { TableColumnsType } from 'antd';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ColumnFormat } from './columnFormat.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { defaultColumnWidth } from './logic.ts';
import { cellText } from './print.ts';
import type { CellRenderer, ColumnSetting, Row } from './types.ts';

const dateRangeWidth = 250;

let measure: CanvasRenderingContext2D | null | undefined;
/**
 * Pixels a header caption needs in the header's bold 14 px type; where no canvas measures text (tests), an estimate
 * per character (wide ones 14 px, others 8).
 */
function captionWidth(caption: string): number {
  if (measure === undefined) {
    try {
      measure = document.createElement('canvas').getContext('2d');
    } catch {
      measure = null;
    }
    if (measure) measure.font = '600 14px system-ui, -apple-system, "Segoe UI", sans-serif';
  }
  const measured = measure?.measureText(caption).width;
  if (typeof measured === 'number' && measured > 0) return measured;
  return [...caption].reduce((sum, ch) => sum + (/[\u1100-\uffff]/.test(ch) ? 14 : 8), 0);
}

/** Cell padding and the sort arrows beside the caption. */
const headerChrome = 44;
/** A header is never made wider than this to show its caption whole (a longer one is cut, its tooltip whole). */
const widestCaptionColumn = 200;

/** The width a column gets: as configured, but wide enough that its caption reads whole (issue #36). */
export function columnWidth(configured: number, caption: string, dateRange: boolean): number {
  return Math.max(
    configured,
    dateRange ? dateRangeWidth : 0,
    Math.min(Math.ceil(captionWidth(caption)) + headerChrome, widestCaptionColumn),
  );
}
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
        // The date-range editor needs its 250 px (spec §2.2) to show both dates.
        width: columnWidth(
          Number(c.FIELD_WIDTH ?? defaultColumnWidth) || defaultColumnWidth,
          caption,
          search?.type === 5,
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
