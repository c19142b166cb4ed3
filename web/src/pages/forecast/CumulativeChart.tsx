import type { ScheduleView } from '@srm/contract';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../app/components/EChart.tsx';

// Only what this chart draws: the rest of echarts stays out of the bundle.
echarts.use([LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, CanvasRenderer]);

type Curve = ScheduleView['Parts'][number]['Curve'];

/** A day as the time axis takes it (milliseconds; a date text on a markLine is not read as a day). */
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A part's cumulative curves (issue #48): required (the call-offs due by each day) and received, as steps, with
 * today marked. The figures are decimal strings; they become numbers only to be drawn.
 */
export default function CumulativeChart({ curve, today }: { curve: Curve; today: string }) {
  const { t } = useTranslation();
  const option = useMemo<echarts.EChartsCoreOption>(
    () => ({
      color: ['#1677ff', '#52c41a'],
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 24, top: 32, bottom: 4, containLabel: true },
      // A time axis: call-offs a week apart sit a week apart.
      xAxis: { type: 'time' },
      yAxis: { type: 'value' },
      series: [
        {
          name: t('forecast.schedule.cumRequired'),
          type: 'line',
          step: 'end',
          data: curve.map((c) => [at(c.DATE), Number(c.REQUIRED)]),
          markLine: {
            symbol: 'none',
            label: { formatter: t('forecast.schedule.today') },
            data: [{ xAxis: at(today) }],
          },
        },
        {
          name: t('forecast.schedule.cumReceived'),
          type: 'line',
          step: 'end',
          // Received is known up to today: the curve stops there.
          data: [
            ...curve.filter((c) => c.DATE <= today).map((c) => [at(c.DATE), Number(c.RECEIVED)]),
            [at(today), Number(curve.filter((c) => c.DATE <= today).at(-1)?.RECEIVED ?? 0)],
          ],
        },
      ],
    }),
    [curve, today, t],
  );
  return (
    <EChart
      option={option}
      className="fc-cum-chart"
      role="img"
      aria-label={t('forecast.schedule.chartLabel')}
      data-testid="fc-cum-chart"
    />
  );
}
