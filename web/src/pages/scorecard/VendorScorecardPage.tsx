import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CellRenderer, type ListRenderers, ScreenList } from '../../platform/list-table/index.ts';
import './scorecard.css';

/**
 * A figure's colour band: good, watch, poor. Higher is better unless `lowIsGood`; `good` and `poor` are the bounds
 * (good: ≥ good, or ≤ good when low is good; poor: < poor, or > poor when low is good).
 */
function bandCell(lowIsGood: boolean, good: number, poor: number): CellRenderer {
  return (value, _row, _index, text) => {
    if (value === null || value === undefined || value === '') return <span className="lt-muted">—</span>;
    const n = Number(value);
    const isGood = lowIsGood ? n <= good : n >= good;
    const isPoor = lowIsGood ? n > poor : n < poor;
    return (
      <span className={`scorecard-rate ${isGood ? 'is-good' : isPoor ? 'is-poor' : 'is-watch'}`}>{text}</span>
    );
  };
}

/** A percentage: higher is better (good ≥ 95 %, poor < 80 %) unless `lowIsGood` (good ≤ 5 %, poor > 15 %). */
const rateCell = (lowIsGood: boolean) => (lowIsGood ? bandCell(true, 5, 15) : bandCell(false, 95, 80));

/**
 * Commitment reliability (issue #48; the rule in `scorecard.list.ts` and the page's definitions): the rate's band, and
 * how many ended committed buckets it stands on in its tooltip — 100 % of 1 is not 100 % of 40.
 */
const commitCell: CellRenderer = (value, row, index, text) => {
  const cell = rateCell(false)(value, row, index, text);
  if (value === null || value === undefined || value === '') return cell;
  return (
    <Tooltip title={<CommitBuckets kept={Number(row.COMMIT_KEPT)} counted={Number(row.COMMIT_BUCKETS)} />}>
      <span data-testid="commit-reliability">{cell}</span>
    </Tooltip>
  );
};

function CommitBuckets({ kept, counted }: { kept: number; counted: number }) {
  const { t } = useTranslation();
  return <>{t('scorecard.commitBuckets', { kept, counted })}</>;
}

const renderers: ListRenderers<'VendorScorecard'> = {
  ON_TIME_RATE: rateCell(false),
  ON_TIME_PROMISED_RATE: rateCell(false),
  ON_TIME_ORIGINAL_RATE: rateCell(false),
  FILL_RATE: rateCell(false),
  COMMIT_RELIABILITY: commitCell,
  SHORTAGE_RATE: rateCell(true),
  ANSWERED_RATE: rateCell(false),
  // Hours to the vendor's first answer: within a day good, past the default reminder limit (48 h) poor.
  ANSWER_HOURS: bandCell(true, 24, 48),
};

/**
 * The vendor scorecard (issues #14, #32): per vendor and due month, on-time rates (against the current due date, the
 * agreed promise and the ERP's original date), fill and shortage rates, average days late, from the portal's own
 * receipts, how many lines the vendor answered and how fast, and how often it delivered what it committed to per
 * forecast bucket (#48) (`scorecard.list.ts` defines each figure). Buyers see
 * every vendor, a vendor its own cards (the server's list scope).
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
      <ScreenList list="VendorScorecard" rowKey="ID" rowSelection="multi-page" renderers={renderers} />
    </div>
  );
}
