import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { EChartsOption } from 'echarts';
import type { ECharts } from 'echarts/core';
import { Spin } from 'antd';

/** The chart option ECharts takes (re-exported so apps need not depend on ECharts). */
export type EChartOption = EChartsOption;

/** Props of EChart. */
export interface EChartProps {
  option: EChartsOption;
  height: number;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** An ECharts canvas that follows its container's width; ECharts itself loads on first use. */
export function EChart({ option, height, style, 'data-testid': testId }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let instance: ECharts | null = null;
    let observer: ResizeObserver | null = null;
    let disposed = false;
    void import('./echarts-setup.ts')
      .then(({ echarts }) => {
        const element = container.current;
        if (disposed || !element) return;
        instance = echarts.init(element);
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(element);
        setChart(instance);
      })
      .catch(() => {
        // No canvas (or the chunk did not load): the chart is decoration, the page goes on without it.
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return (
    <div style={{ position: 'relative', width: '100%', height, ...style }} data-testid={testId}>
      <div ref={container} style={{ width: '100%', height: '100%' }} />
      {chart || failed ? null : <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 'fit-content' }} />}
    </div>
  );
}
