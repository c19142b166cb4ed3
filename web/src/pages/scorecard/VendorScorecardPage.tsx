import { apiPaths, screens } from '@srm/contract';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CellRenderer, ListTable } from '../../platform/list-table/index.ts';
import './scorecard.css';

/** A rate's colour band: good, watch, poor (higher is better unless `lowIsGood`). */
function rateCell(lowIsGood: boolean): CellRenderer {
  return (value, _row, _index, text) => {
    if (value === null || value === undefined || value === '') return <span className="lt-muted">—</span>;
    const n = Number(value);
    const good = lowIsGood ? n <= 5 : n >= 95;
    const poor = lowIsGood ? n > 15 : n < 80;
    return (
      <span className={`scorecard-rate ${good ? 'is-good' : poor ? 'is-poor' : 'is-watch'}`}>{text}</span>
    );
  };
}

const renderers: Record<string, CellRenderer> = {
  ON_TIME_RATE: rateCell(false),
  FILL_RATE: rateCell(false),
  SHORTAGE_RATE: rateCell(true),
};

/**
 * The vendor scorecard (issue #14): per vendor and due month, on-time, fill and shortage rates and average days
 * late, from the portal's own receipts (`scorecard.list.ts` defines each figure). Buyers see every vendor, a vendor
 * its own cards (the server's list scope).
 */
export default function VendorScorecardPage() {
  const { t } = useTranslation();
  return (
    <div className="scorecard-page">
      <p className="scorecard-help" data-testid="scorecard-help">
        <Tooltip title={t('scorecard.definitions')}>
          <span className="scorecard-help-link">{t('scorecard.help')}</span>
        </Tooltip>
      </p>
      <ListTable
        listRoute={screens.VendorScorecard.path}
        loadPath={apiPaths.scorecard.loadData}
        exportPath={apiPaths.scorecard.exportData}
        rowKey="ID"
        rowSelection="multi-page"
        title={t('routes.VendorScorecard')}
        renderers={renderers}
      />
    </div>
  );
}
