import { formatMoney } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../app/components/EChart.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { loadListRows } from '../../platform/list-table/listApi.ts';

// Only what this chart draws: the rest of echarts stays out of the bundle.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The five ageing buckets, oldest last, in colours from calm to alarming. */
const buckets = [
  ['NOT_DUE', '#52c41a'],
  ['DUE_1_30', '#fadb14'],
  ['DUE_31_60', '#fa8c16'],
  ['DUE_61_90', '#fa541c'],
  ['DUE_OVER_90', '#cf1322'],
] as const;
/** The vendors the chart shows: those owed the most. */
const shown = 10;

/**
 * Open payables by age per vendor (issue #47): a stacked bar of the five buckets for the vendors (each in its
 * currency) owed the most, from the same list the screen shows. Loaded lazily with echarts. The figures are decimal
 * strings: they become numbers only to be drawn, and the tooltip shows them as money.
 */
export default function AgeingChart() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const query = useQuery({
    queryKey: ['list', 'PayablesAgeing', 'chart'],
    queryFn: ({ signal }) =>
      loadListRows(
        'PayablesAgeing',
        { Page: 1, Limit: shown, OrderByParam: 'OPEN_TOTAL', OrderBySort: 1, Params: [] },
        { signal, silent: true },
      ),
  });
  const rows = query.data?.rows;
  const option = useMemo<echarts.EChartsCoreOption | null>(() => {
    if (!rows?.length) return null;
    // Largest on top: a horizontal bar chart draws its first category at the bottom.
    const ordered = [...rows].reverse();
    return {
      color: buckets.map(([, color]) => color),
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v: unknown) => formatMoney(v),
      },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 8, right: 16, top: 32, bottom: 4, containLabel: true },
      xAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatMoney(v).replace(/\.00$/, '') } },
      yAxis: {
        type: 'category',
        data: ordered.map((r) => `${r.VENDOR_CODE ?? ''} ${r.CURRENCY ?? ''}`.trim()),
      },
      series: buckets.map(([bucket]) => ({
        name: field(bucket),
        type: 'bar',
        stack: 'open',
        barMaxWidth: 18,
        data: ordered.map((r) => Number(r[bucket] ?? 0)),
      })),
    };
  }, [rows, field]);

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <section className="inv-chart-card" aria-label={t('invoice.ageing.chartTitle', { count: shown })}>
      <h3 className="inv-chart-title">{t('invoice.ageing.chartTitle', { count: shown })}</h3>
      {option ? (
        <EChart option={option} className="inv-chart" data-testid="inv-ageing-chart" />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invoice.ageing.nothingOpen')} />
      )}
    </section>
  );
}
