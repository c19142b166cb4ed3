import type * as echarts from 'echarts/core';
import { init } from 'echarts/core';
import { type HTMLAttributes, useEffect, useRef } from 'react';

type Props = { option: echarts.EChartsCoreOption } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>;

/**
 * One echarts instance on a div, resized with it and disposed with the component; `option` replaces the chart's
 * whole option when it changes. The page that draws it registers (`echarts.use`) the charts and components it needs,
 * so echarts stays in the lazily loaded chunks.
 */
export function EChart({ option, ...div }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = ref.current!;
    const instance = init(el, null, { renderer: 'canvas' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={ref} {...div} />;
}
