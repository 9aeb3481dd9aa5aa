/**
 * The daily chart (SVG, @visx/xychart): one bar per day of the chosen measure. Loaded lazily by
 * the analytics page alone, so visx never reaches another page's bundle. The axes print the
 * days ('Nov 27') and values as SVG text; the page's table beside it holds the same numbers for
 * reading.
 *
 * Each bar is drawn by `DayBar` (a glyph of GlyphSeries, so it knows its datum) and carries its
 * day and raw value as `data-day` / `data-value`, and a `<title>` in words: tests compare every
 * bar with the API's answer, and a screen reader or a hover reads the exact number.
 */
import { useContext } from 'react';
import { Axis, DataContext, GlyphSeries, Grid, XYChart, type GlyphProps } from '@visx/xychart';
import type { AnalyticsDay } from 'contract';
import { dayLabel, shortDayLabel } from '../lib/analytics-days';

export interface ChartMeasure {
  key: Exclude<keyof AnalyticsDay, 'day'>;
  label: string;
  /** Axis and bar label for a value (money as currency). */
  format: (value: number) => string;
}

const BAR_COLOR = 'var(--ui-color-brand, #e91e63)';

const accessors = (measure: ChartMeasure) => ({
  // The ISO day is the band's key (unique); the axis prints it in words.
  xAccessor: (d: AnalyticsDay) => d.day,
  yAccessor: (d: AnalyticsDay) => d[measure.key],
});

/** A bar from the value down to zero, as wide as its day's band (GlyphSeries centres x in it). */
function DayBar({
  datum,
  x,
  y,
  measure,
}: Pick<GlyphProps<AnalyticsDay>, 'datum' | 'x' | 'y'> & { measure: ChartMeasure }) {
  const { xScale, yScale } = useContext(DataContext);
  const band = xScale && 'bandwidth' in xScale ? Number(xScale.bandwidth()) : 8;
  const base = yScale ? Number(yScale(0)) : y;
  const value = datum[measure.key];
  return (
    <rect
      className="analytics-chart__bar"
      x={x - band / 2}
      y={Math.min(y, base)}
      width={band}
      height={Math.abs(base - y)}
      fill={BAR_COLOR}
      data-day={datum.day}
      data-value={value}
    >
      <title>{`${dayLabel(datum.day)}: ${measure.format(value)}`}</title>
    </rect>
  );
}

export default function AnalyticsChart({
  days,
  measure,
  height = 260,
  width,
}: {
  days: readonly AnalyticsDay[];
  measure: ChartMeasure;
  height?: number;
  /** A fixed width (tests); by default the chart fills its container. */
  width?: number;
}) {
  const max = Math.max(0, ...days.map((d) => d[measure.key]));
  return (
    <div className="analytics-chart" data-testid="analytics-chart" data-measure={measure.key}>
      <XYChart
        height={height}
        width={width}
        margin={{ top: 16, right: 16, bottom: 40, left: 56 }}
        xScale={{ type: 'band', paddingInner: 0.25, paddingOuter: 0.1 }}
        yScale={{ type: 'linear', domain: [0, max === 0 ? 1 : max], nice: true }}
        accessibilityLabel={`${measure.label} per day`}
      >
        <Grid columns={false} numTicks={4} />
        <GlyphSeries
          dataKey={measure.key}
          data={[...days]}
          {...accessors(measure)}
          renderGlyph={({ key, datum, x, y }: GlyphProps<AnalyticsDay>) => (
            <DayBar key={key} datum={datum} x={x} y={y} measure={measure} />
          )}
        />
        <Axis
          orientation="bottom"
          numTicks={Math.min(days.length, 7)}
          tickFormat={(day: string) => shortDayLabel(day)}
        />
        <Axis orientation="left" numTicks={4} tickFormat={(v: number) => measure.format(v)} />
      </XYChart>
    </div>
  );
}
