import { useMemo } from 'react';
import {
  type ColumnSearch,
  type ListField,
  type ListRenderers,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { StatementStateTag } from './StatementStateTag.tsx';
import './statement.css';

const columnSearch: Partial<Record<ListField<'ReconBillMst'>, ColumnSearch>> = {
  STATEMENT_NO: { type: 6 },
  DELIVERY_NO: { type: 6 },
};

/** ReconBillMst: every statement line with its header, as the server declares the list (its export is the xlsx). */
export default function StatementLinesPage() {
  const renderers = useMemo<ListRenderers<'ReconBillMst'>>(
    () => ({ STATE: (value, _row, _i, text) => <StatementStateTag state={value} text={text} /> }),
    [],
  );
  return (
    <div className="st-page">
      <ScreenList
        list="ReconBillMst"
        rowKey="LINE_ID"
        rowSelection="multi-page"
        renderers={renderers}
        columnSearch={columnSearch}
      />
    </div>
  );
}
