import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartSeries {
  label: string;
  values: number[];
}

/**
 * One of Insights' charts, drawn by uPlot (about 22 KB gzipped, canvas, kept by its author since
 * 2019): a line per series over the days, or bars per category. For the eye only: the figures are
 * the table beside it, which a screen reader reads, so the chart is hidden from assistive
 * technology. Loaded only by the console's Insights screen (a chunk of its own).
 */
export default function InsightsChart(props: {
  kind: "days" | "bars";
  labels: string[];
  series: ChartSeries[];
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colours = ["#1f5fae", "#c2410c", "#15803d"];
    const xs = props.labels.map((_, i) => i);
    const bars = props.kind === "bars" ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: props.height ?? 200,
        legend: { show: props.series.length > 1 },
        cursor: { show: false },
        // Bars stand on whole numbers: half a step of room either side keeps the first and last whole.
        scales: { x: { time: false, ...(bars ? { range: (): uPlot.Range.MinMax => [-0.5, xs.length - 0.5] } : {}) } },
        axes: [
          {
            values: (_chart, ticks) => ticks.map((tick) => shortLabel(props.labels[Math.round(tick)] ?? "")),
            ...(props.kind === "bars" ? { splits: () => xs } : {}),
          },
          {},
        ],
        series: [
          {},
          ...props.series.map((series, i) => ({
            label: series.label,
            stroke: colours[i % colours.length],
            width: 2,
            ...(bars ? { paths: bars, fill: `${colours[i % colours.length]}cc`, points: { show: false } } : {}),
          })),
        ],
      },
      [xs, ...props.series.map((series) => series.values)],
      element,
    );
    // As wide as its box on any screen, a phone's included.
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: props.height ?? 200 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [props.kind, props.labels, props.series, props.height]);
  return <div ref={box} className="insights__chart" aria-hidden="true" />;
}

/** "2026-11-30" → "30/11"; other labels as they are. */
function shortLabel(label: string): string {
  const day = /^\d{4}-(\d{2})-(\d{2})$/.exec(label);
  return day ? `${Number(day[2])}/${Number(day[1])}` : label;
}
