import { useMemo } from 'react';
import {
  type ListField,
  type ListRenderers,
  pastedListSearch,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { StatementStateTag } from './StatementStateTag.tsx';
import './statement.css';

const columnSearch = pastedListSearch<ListField<'ReconBillMst'>>('STATEMENT_NO', 'DELIVERY_NO');

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
