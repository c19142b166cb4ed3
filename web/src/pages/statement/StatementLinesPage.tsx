import { apiPaths, screens } from '@srm/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellRenderer, type ColumnSearch, ListTable } from '../../platform/list-table/index.ts';
import { StatementStateTag } from './StatementStateTag.tsx';
import './statement.css';

const columnSearch: Record<string, ColumnSearch> = { STATEMENT_NO: { type: 6 }, DELIVERY_NO: { type: 6 } };

/** ReconBillMst: every statement line with its header, as the server declares the list (its export is the xlsx). */
export default function StatementLinesPage() {
  const { t } = useTranslation();
  const renderers = useMemo<Record<string, CellRenderer>>(
    () => ({ STATE: (value, _row, _i, text) => <StatementStateTag state={value} text={text} /> }),
    [],
  );
  return (
    <div className="st-page">
      <ListTable
        listRoute={screens.ReconBillMst.path}
        loadPath={apiPaths.statement.loadData}
        exportPath={apiPaths.statement.exportData}
        rowKey="LINE_ID"
        rowSelection="multi-page"
        renderers={renderers}
        columnSearch={columnSearch}
        title={t('routes.ReconBillMst')}
      />
    </div>
  );
}
