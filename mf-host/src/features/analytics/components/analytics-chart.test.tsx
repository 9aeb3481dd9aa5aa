import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDay } from 'contract';
import AnalyticsChart, { type ChartMeasure } from './analytics-chart';

const day = (d: string, views: number, salesCents: number): AnalyticsDay => ({
  day: d,
  views,
  shares: 0,
  likes: 0,
  rsvps: 0,
  checkoutStarts: 0,
  ticketsSold: 0,
  salesCents,
});
const days = [day('2026-03-01', 4, 0), day('2026-03-02', 0, 2500), day('2026-03-03', 8, 1000)];
const views: ChartMeasure = { key: 'views', label: 'Views', format: String };
const sales: ChartMeasure = {
  key: 'salesCents',
  label: 'Sales',
  format: (c) => `$${(c / 100).toFixed(2)}`,
};

const bars = (container: HTMLElement) =>
  [...container.querySelectorAll('rect[data-day]')].map((rect) => ({
    day: rect.getAttribute('data-day'),
    value: Number(rect.getAttribute('data-value')),
    height: Number(rect.getAttribute('height')),
    title: rect.querySelector('title')?.textContent,
  }));

describe('AnalyticsChart', () => {
  it('draws one bar per day that carries its day and value, its height in proportion', () => {
    const { container } = render(<AnalyticsChart days={days} measure={views} width={600} />);
    const drawn = bars(container);
    expect(drawn.map(({ day, value, title }) => ({ day, value, title }))).toEqual([
      { day: '2026-03-01', value: 4, title: 'Sun, Mar 1: 4' },
      { day: '2026-03-02', value: 0, title: 'Mon, Mar 2: 0' },
      { day: '2026-03-03', value: 8, title: 'Tue, Mar 3: 8' },
    ]);
    expect(drawn[1]!.height).toBe(0);
    expect(drawn[0]!.height).toBeGreaterThan(0);
    expect(drawn[2]!.height).toBeCloseTo(2 * drawn[0]!.height, 5);
  });

  it('shows the chosen measure, formatted in the titles', () => {
    const { container } = render(<AnalyticsChart days={days} measure={sales} width={600} />);
    expect(bars(container).map((b) => [b.value, b.title])).toEqual([
      [0, 'Sun, Mar 1: $0.00'],
      [2500, 'Mon, Mar 2: $25.00'],
      [1000, 'Tue, Mar 3: $10.00'],
    ]);
  });

  it('prints the days on the axis in words', () => {
    const { container } = render(<AnalyticsChart days={days} measure={views} width={600} />);
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Mar 1', 'Mar 2', 'Mar 3']));
    expect(texts.some((t) => t?.includes('03-0'))).toBe(false);
  });
});
