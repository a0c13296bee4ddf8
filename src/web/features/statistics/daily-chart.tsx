/**
 * A chart of two figures per day (docs/product.md §21): the first as bars, the second as a line, on
 * a canvas drawn by uPlot (decision 0150), which is loaded only when a chart is first shown. The
 * colours are the theme's (`--accent`, `--text-muted`, `--border`, read from the page's own styles)
 * and follow a change of theme; the chart is as wide as its box. The figure's accessible name says
 * the period's totals, so nothing is only in the picture; without a canvas (or while uPlot loads) the
 * same sentence is shown.
 */
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import styles from './statistics.module.css';

/** The chart's height in CSS pixels (plot, axes and legend take it). */
const HEIGHT = 240;

export interface DailySeries {
  name: string;
  values: number[];
}

interface DailyChartProps {
  title: string;
  /** UTC days `YYYY-MM-DD`, oldest first. */
  days: string[];
  /** Bars, then a line. */
  series: [DailySeries, DailySeries];
  /** The sentence that says what the chart shows (its accessible name). */
  summary: string;
  /** Shown while uPlot loads. */
  loadingText: string;
  language: string;
}

/** A day's Unix time in seconds (uPlot's x values). */
const seconds = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / 1000;

/** Whether this browser draws on a 2D canvas (jsdom does not). */
function canDraw(): boolean {
  try {
    return (
      typeof CanvasRenderingContext2D !== 'undefined' &&
      CanvasRenderingContext2D.prototype.clearRect !== undefined &&
      navigator.userAgent.indexOf('jsdom') === -1
    );
  } catch {
    return false;
  }
}

export function DailyChart({ title, days, series, summary, loadingText, language }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const palette = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>(() =>
    canDraw() ? 'loading' : 'failed',
  );
  const key = JSON.stringify([days, series, language]);

  useEffect(() => {
    const element = box.current;
    const colours = palette.current;
    if (!element || !colours) return;
    let plot: uPlot | undefined;
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    const dayFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });

    // Without a 2D canvas (an old or test browser) the sentence stands in for the chart.
    if (state === 'failed' && !canDraw()) return;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const draw = () => {
          const [bar, line, grid, text] = [...colours.children].map(
            (child) => getComputedStyle(child).color,
          ) as [string, string, string, string];
          plot?.destroy();
          const axis = {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid, width: 1 },
          };
          plot = new UPlot(
            {
              width: Math.max(element.clientWidth, 200),
              height: HEIGHT,
              tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
              cursor: { drag: { x: false, y: false } },
              legend: { live: false },
              scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max * 1.1)] } },
              axes: [
                {
                  ...axis,
                  values: (_u, splits) => splits.map((split) => dayFormat.format(new Date(split * 1000))),
                },
                {
                  ...axis,
                  size: 44,
                  values: (_u, splits) =>
                    splits.map((split) => (Number.isInteger(split) ? String(split) : '')),
                },
              ],
              series: [
                { value: (_u, value) => (value == null ? '' : dayFormat.format(new Date(value * 1000))) },
                {
                  label: series[0].name,
                  stroke: bar,
                  fill: bar,
                  width: 0,
                  paths: UPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
                  points: { show: false },
                },
                {
                  label: series[1].name,
                  stroke: line,
                  width: 2,
                  points: { show: days.length <= 14, stroke: line, fill: line },
                },
              ],
            },
            [days.map(seconds), series[0].values, series[1].values],
            element,
          );
          setState('drawn');
        };
        draw();
        const resize = new ResizeObserver(() =>
          plot?.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
        );
        resize.observe(element);
        cleanups.push(() => resize.disconnect());
        const theme = new MutationObserver(draw);
        theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
        cleanups.push(() => theme.disconnect());
        const scheme = window.matchMedia?.('(prefers-color-scheme: dark)');
        scheme?.addEventListener('change', draw);
        cleanups.push(() => scheme?.removeEventListener('change', draw));
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
      plot?.destroy();
    };
    // `key` stands for days, series and language (new arrays on each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={palette} className={styles.palette} aria-hidden="true">
        <span className={styles.barColour} />
        <span className={styles.lineColour} />
        <span className={styles.gridColour} />
        <span className={styles.textColour} />
      </div>
      <div ref={box} className={styles.plot} role="img" aria-label={summary} />
      {state === 'drawn' ? null : (
        <p className={styles.chartFallback}>{state === 'loading' ? loadingText : summary}</p>
      )}
    </figure>
  );
}
