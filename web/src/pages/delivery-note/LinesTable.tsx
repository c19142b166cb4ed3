import type { TableProps } from 'antd';
import { useRef } from 'react';
import { Table } from '../../app/components/Table.tsx';
import { WideTableScrollbar } from '../../app/components/WideTableScrollbar.tsx';
import { stickyUnderBar } from './NoteToolbar.tsx';

type Shared = 'className' | 'size' | 'bordered' | 'pagination' | 'tableLayout' | 'scroll' | 'sticky';

/**
 * The lines of a note, in the editor (LinesGrid) and the index view (NoteDetail): a compact grid as wide as its
 * columns, its header sticking under the toolbar, with the horizontal bar drawn under it (#15 item 6).
 */
export function LinesTable<T extends object>({ columns = [], ...props }: Omit<TableProps<T>, Shared>) {
  const box = useRef<HTMLDivElement>(null);
  const width = columns.reduce((w, c) => w + Number(c.width ?? 100), 0);
  return (
    <div ref={box}>
      <Table<T>
        {...props}
        columns={columns}
        className="dn-grid"
        size="small"
        bordered
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: width }}
        sticky={stickyUnderBar}
      />
      <WideTableScrollbar table={box} />
    </div>
  );
}
