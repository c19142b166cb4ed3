import { riskMinPartReceipts } from '@srm/contract';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ListRenderers, type ListRow, ScreenList } from '../../platform/list-table/index.ts';
import './forecast.css';
import './at-risk.css';

type Row = ListRow<'AtRisk'>;

/**
 * A line's risk in one phrase ("37 % late · p50 2 d · p80 6 d"), its rule and the receipts behind it in the tooltip,
 * as the forecast grid's RISK cell shows a part's: the figures are the server's, computed by contract `lateRisk`'s
 * rule in the list's query.
 */
function RiskSummary({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (row.RISK_BASIS !== 'part' && row.RISK_BASIS !== 'vendor')
    return (
      <Tooltip title={t('forecast.atRisk.noneRule')}>
        <span className="fc-hint" data-testid="at-risk-summary">
          {t('forecast.atRisk.none')}
        </span>
      </Tooltip>
    );
  const rule = t(`forecast.risk.rule.${row.RISK_BASIS}`, {
    count: row.RISK_RECEIPTS ?? 0,
    min: riskMinPartReceipts,
  });
  return (
    <Tooltip title={rule}>
      <span className={(row.LATE_PCT ?? 0) >= 50 ? 'fc-risk-high' : undefined} data-testid="at-risk-summary">
        {t('forecast.atRisk.summary', { pct: row.LATE_PCT, p50: row.P50_DAYS, p80: row.P80_DAYS })}
      </span>
    </Tooltip>
  );
}

const renderers: ListRenderers<'AtRisk'> = {
  // The share late carries the whole figure; p50 and p80 stay their own columns to sort and filter by.
  LATE_PCT: (_value, row) => <RiskSummary row={row} />,
  EXPOSURE: (value, _row, _i, text) =>
    value === null ? <span className="fc-hint">—</span> : <strong className="fc-short">{text}</strong>,
};

/**
 * At risk (issue #48, PRODUCT §16): every open order line with the chance it arrives late and by how many days, from
 * the vendor's (with enough receipts, the part's) own history, the largest exposure (open qty × p80 days) first. The
 * rule is stated above the list and, per line, in the tooltip of its figure. A vendor sees its own lines (the
 * server's list scope).
 */
export default function AtRiskPage() {
  const { t } = useTranslation();
  return (
    <div className="fc-at-risk">
      <p className="fc-hint fc-at-risk-rule" data-testid="at-risk-rule">
        {t('forecast.atRisk.rule', { min: riskMinPartReceipts })}
      </p>
      <ScreenList list="AtRisk" rowKey="ID" rowSelection="multi-page" renderers={renderers} />
    </div>
  );
}
