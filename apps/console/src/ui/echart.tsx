/**
 * One ECharts chart, sized to its box. Only the chart kinds and parts the dashboard draws are
 * registered (echarts/core), and this module is loaded with React.lazy, so the library is its
 * own chunk, fetched when a chart first shows.
 */
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, DataZoomComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

export default function EChart({ option, height, testId }: { option: ChartOption; height: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    // Replace, not merge: a shorter period must not keep the longer one's bars.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={box} style={{ height, width: '100%' }} data-testid={testId} />;
}
