import { Tag } from 'antd';
import { type ListRenderers, ScreenList } from '../../platform/list-table/index.ts';

const zoneColor = { firm: 'red', tradeoff: 'orange', forecast: 'default' } as Record<string, string>;

const renderers: ListRenderers<'ForecastCommitment'> = {
  FORECAST_ZONE: (value, _row, _i, label) => <Tag color={zoneColor[String(value)] ?? 'default'}>{label}</Tag>,
  SHORTFALL_QTY: (_value, _row, _i, text) => <strong className="fc-short">{text}</strong>,
};

/**
 * Forecast commitments (the buyer's, issue #48): every bucket a vendor committed below demand in the firm or trade-off
 * zone of its current version, the largest shortfall first, with the vendor's reason.
 */
export default function ForecastCommitmentPage() {
  return <ScreenList list="ForecastCommitment" rowKey="ID" renderers={renderers} />;
}
