/** A chart with a placeholder of its size while the chart library (its own chunk, ./echart.tsx) loads. */
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { ChartOption } from './echart.tsx';

export type { ChartOption };
const EChart = lazy(() => import('./echart.tsx'));

export function Chart({ option, height, testId }: { option: ChartOption; height: number; testId: string }) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <EChart option={option} height={height} testId={testId} />
    </Suspense>
  );
}
