import type { TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
import { Table } from './Table.tsx';

type Side = 'start' | 'end' | null;
type Align = 'left' | 'right' | 'center';
type Column = { key?: Key; fixed?: boolean | string; align?: string };

const sideOf = (c: Column | undefined): Side =>
  c?.fixed === true || c?.fixed === 'left' || c?.fixed === 'start'
    ? 'start'
    : c?.fixed === 'right' || c?.fixed === 'end'
      ? 'end'
      : null;

export type SummaryRowOptions = {
  /** Said in the row's first cell, which spans the columns before the first total. */
  label: ReactNode;
  /** Each total by the key of the column it stands under. */
  totals: Record<string, ReactNode>;
  /** The table has a selection column (antd draws it before `columns`, and counts it in a cell's index). */
  selection?: boolean;
  /** The label spans only the columns that stay in place (fixed left), so it stays in view while the grid scrolls. */
  labelInView?: boolean;
  className?: string;
};

/**
 * The totals row of a grid, laid out from the grid's own columns: each total sits under the column whose key it is
 * filed by, whatever columns come, go or move (#45 item 3: hand-counted cell indexes put the note editor's totals
 * under the wrong columns). Returned as antd's `Table.Summary` itself, which antd must see to keep it fixed.
 */
export function summaryRow<T>(
  columns: TableColumnsType<T>,
  { label, totals, selection, labelInView, className }: SummaryRowOptions,
) {
  const own = columns as Column[];
  // antd fixes the selection column as the column after it is fixed (useSelection).
  const cols: Column[] = [...(selection ? [{ fixed: sideOf(own[0]) ?? undefined }] : []), ...own];
  const totalAt = (i: number) => {
    const key = cols[i]?.key;
    return key !== undefined && Object.hasOwn(totals, String(key));
  };
  if (import.meta.env.DEV) {
    const keys = new Set(cols.map((c) => String(c.key)));
    const lost = Object.keys(totals).filter((k) => !keys.has(k));
    if (lost.length) throw new Error(`summaryRow: no column for the total(s) ${lost.join(', ')}`);
  }
  const cells: ReactNode[] = [];
  let labelled = false;
  for (let i = 0; i < cols.length; ) {
    const col = cols[i]!;
    if (totalAt(i)) {
      cells.push(
        <Table.Summary.Cell key={i} index={i} align={(col.align as Align | undefined) ?? 'right'}>
          {totals[String(col.key)]}
        </Table.Summary.Cell>,
      );
      i += 1;
      continue;
    }
    // A run of columns without a total: one cell, kept on one side of a fixed edge so it sticks with its columns;
    // the label's run reaches the first total unless it is to stay in view.
    const side = sideOf(col);
    const isLabel = !labelled;
    let end = i + 1;
    while (
      end < cols.length &&
      !totalAt(end) &&
      (sideOf(cols[end]) === side ||
        (isLabel && !labelInView && side !== 'end' && sideOf(cols[end]) !== 'end'))
    )
      end += 1;
    cells.push(
      <Table.Summary.Cell key={i} index={i} colSpan={end - i}>
        {isLabel ? label : null}
      </Table.Summary.Cell>,
    );
    labelled = true;
    i = end;
  }
  return (
    <Table.Summary fixed>
      <Table.Summary.Row className={className}>{cells}</Table.Summary.Row>
    </Table.Summary>
  );
}
