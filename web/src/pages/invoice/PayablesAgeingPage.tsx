import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { type ListRenderers, ScreenList } from '../../platform/list-table/index.ts';
import './invoice.css';

/** The chart and echarts with it: a lazy chunk, loaded with the screen, never with the shell. */
const AgeingChart = lazy(() => import('./AgeingChart.tsx'));

const renderers: ListRenderers<'PayablesAgeing'> = {
  OPEN_TOTAL: (_value, _row, _i, text) => <strong className="inv-num">{text}</strong>,
  DUE_OVER_90: (value, _row, _i, text) =>
    value && /[1-9]/.test(value) ? <span className="inv-off">{text}</span> : text,
};

/**
 * Payables ageing (finance, issue #47): per vendor and currency, what approved invoices leave open by days past their
 * expected payment date — not due, 1–30, 31–60, 61–90, over 90 — as a stacked bar per vendor above the list.
 */
export default function PayablesAgeingPage() {
  return (
    <div className="inv-page inv-ageing">
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <AgeingChart />
      </Suspense>
      <ScreenList
        list="PayablesAgeing"
        rowKey="ID"
        renderers={renderers}
        height="calc(100vh - 172px - 312px)"
      />
    </div>
  );
}
