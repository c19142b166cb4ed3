import { apiPaths, statementStateLabels } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../app/components/EChart.tsx';
import { api } from '../../platform/api.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import styles from './HomeCharts.module.css';

// Only what these three charts draw: the rest of echarts stays out of the bundle.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type Option = echarts.EChartsCoreOption;

const primary = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--srm-primary').trim() || '#409eff';

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <div className={styles.card} data-testid={testId}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {children}
    </div>
  );
}

const grid = { left: 8, right: 12, top: 36, bottom: 8, containLabel: true };

/**
 * The home charts (issue #14): deliveries per week, on-time and fill rates (per vendor for staff, per month for a
 * vendor: its own only, the server scopes them) and statements by state. Loaded lazily with echarts.
 */
export default function HomeCharts() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useQuery({
    queryKey: ['home', 'charts'],
    queryFn: async () => (await api.get(apiPaths.home.charts)).data,
  });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  const data = query.data;
  if (!data || (!data.DELIVERIES && !data.ON_TIME && !data.STATEMENTS)) return null;
  const color = primary();

  const deliveries: Option | null = data.DELIVERIES && {
    color: [color, '#52c41a'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [t('home.charts.shipped'), t('home.charts.received')] },
    grid,
    xAxis: { type: 'category', data: data.DELIVERIES.map((w) => w.WEEK.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: t('home.charts.shipped'),
        type: 'bar',
        barMaxWidth: 22,
        data: data.DELIVERIES.map((w) => w.SHIPPED),
      },
      {
        name: t('home.charts.received'),
        type: 'line',
        smooth: true,
        data: data.DELIVERIES.map((w) => w.RECEIVED),
      },
    ],
  };

  const rates = data.ON_TIME;
  const onTime: Option | null = rates && {
    color: [color, '#faad14'],
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : `${v} %`),
    },
    legend: { top: 0, data: [t('home.charts.onTimeRate'), t('home.charts.fillRate')] },
    grid,
    xAxis: {
      type: 'category',
      // Staff: vendor codes on the axis (names do not fit side by side), the name in the tooltip's title.
      data: rates.ROWS.map((r) => (rates.BY === 'vendor' ? `${r.KEY} ${r.NAME}` : r.NAME)),
      axisLabel: {
        interval: 0,
        formatter: (value: string) => value.split(' ')[0] ?? value,
      },
    },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value} %' } },
    series: [
      {
        name: t('home.charts.onTimeRate'),
        type: 'bar',
        barMaxWidth: 28,
        data: rates.ROWS.map((r) => r.ON_TIME_RATE),
      },
      {
        name: t('home.charts.fillRate'),
        type: 'bar',
        barMaxWidth: 28,
        data: rates.ROWS.map((r) => r.FILL_RATE),
      },
    ],
  };

  const labels = statementStateLabels as Record<number, { 'zh-chs': string; en: string }>;
  const stateName = (state: number) => labels[state]?.[lang] ?? String(state);
  const counts = new Map((data.STATEMENTS ?? []).map((s) => [stateName(s.STATE), s.COUNT]));
  const statements: Option | null = data.STATEMENTS && {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: {
      type: 'scroll',
      orient: 'vertical',
      right: 0,
      top: 'middle',
      formatter: (name: string) => `${name}  ${counts.get(name) ?? ''}`,
    },
    series: [
      {
        type: 'pie',
        radius: ['42%', '70%'],
        center: ['32%', '52%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: data.STATEMENTS.map((s) => ({
          name: labels[s.STATE]?.[lang] ?? String(s.STATE),
          value: s.COUNT,
        })),
      },
    ],
  };

  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.charts.empty')} />;
  return (
    <section className={styles.charts} aria-labelledby="home-charts" data-testid="home-charts">
      <h2 className={styles.title} id="home-charts">
        {t('home.charts.title')}
      </h2>
      <div className={styles.grid}>
        {deliveries && (
          <Card title={t('home.charts.deliveries')} testId="home-chart-deliveries">
            <EChart option={deliveries} className={styles.chart} data-testid="home-chart-deliveries-canvas" />
          </Card>
        )}
        {onTime && rates && (
          <Card
            title={t(rates.BY === 'vendor' ? 'home.charts.ratesByVendor' : 'home.charts.ratesByMonth')}
            testId="home-chart-rates"
          >
            {rates.ROWS.length === 0 ? (
              empty
            ) : (
              <EChart option={onTime} className={styles.chart} data-testid="home-chart-rates-canvas" />
            )}
          </Card>
        )}
        {statements && data.STATEMENTS && (
          <Card title={t('home.charts.statements')} testId="home-chart-statements">
            {data.STATEMENTS.length === 0 ? (
              empty
            ) : (
              <EChart
                option={statements}
                className={styles.chart}
                data-testid="home-chart-statements-canvas"
              />
            )}
          </Card>
        )}
      </div>
    </section>
  );
}
