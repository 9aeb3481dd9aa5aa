import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from 'shared-api';
import type { EventAnalytics } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import AnalyticsPage from '../../src/pages/analytics-page';
import { forbidden, me, revenue } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/host/:eventId/analytics', at: '/app/host/e1/analytics', user: me };

const day = (d: string, views: number, salesCents: number) => ({
  day: d,
  views,
  shares: 0,
  likes: 1,
  rsvps: 0,
  ticketsSold: salesCents > 0 ? 2 : 0,
  salesCents,
  checkoutStarts: 3,
});

const analytics = (): EventAnalytics => ({
  eventId: 'e1',
  currency: 'usd',
  from: '2026-11-01',
  to: '2026-11-02',
  days: [day('2026-11-01', 12, 5250), day('2026-11-02', 8, 0)],
  totals: {
    views: 20,
    shares: 0,
    likes: 2,
    rsvps: 0,
    ticketsSold: 2,
    salesCents: 5250,
    checkoutStarts: 6,
  },
  funnel: { views: 20, checkoutStarts: 6, purchases: 1 },
  ticketTypes: [{ ticketTypeId: 't1', name: 'General', tickets: 2, salesCents: 5250 }],
  affiliates: [
    { linkId: 'l1', code: 'DJ-SAM', label: 'Sam', orders: 1, tickets: 2, salesCents: 5250 },
  ],
});

describe('AnalyticsPage', () => {
  it("arrives at the affiliate links when the dashboard's link names them (#affiliate-links)", async () => {
    fakeApi({
      'GET /events/hosts/analytics': { data: analytics() },
      'GET /events/hosts/revenue': { data: revenue() },
      'GET /events/affiliate/all': { data: { currency: 'usd', links: [] } },
    });
    // jsdom lays nothing out: record the scroll instead.
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderPage(<AnalyticsPage />, { ...at, at: '/app/host/e1/analytics#affiliate-links' });
      const section = await screen.findByRole(
        'region',
        { name: 'Affiliate links' },
        { timeout: 5000 },
      );
      await vi.waitFor(() => expect(scrolled).toEqual([section]));
      expect(document.activeElement).toBe(section);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('scrolls nowhere without a fragment', async () => {
    fakeApi({
      'GET /events/hosts/analytics': { data: analytics() },
      'GET /events/hosts/revenue': { data: revenue() },
      'GET /events/affiliate/all': { data: { currency: 'usd', links: [] } },
    });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderPage(<AnalyticsPage />, at);
      await screen.findByRole('region', { name: 'Affiliate links' }, { timeout: 5000 });
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('shows revenue, the funnel, per type, per link and the days, as the API says', async () => {
    fakeApi({
      'GET /events/hosts/analytics': { data: analytics() },
      'GET /events/hosts/revenue': { data: revenue() },
      'GET /events/affiliate/all': { data: { currency: 'usd', links: [] } },
    });
    renderPage(<AnalyticsPage />, at);
    const funnel = await screen.findByRole('list', { name: 'Funnel' }, { timeout: 5000 });
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '20Viewed the event',
      '6Began checkout · 30% of the step before',
      '1Bought or RSVP’d · 17% of the step before',
    ]);
    const money = await screen.findByRole('list', { name: 'Revenue' }, { timeout: 5000 });
    expect(within(money).getByText('Net revenue').previousSibling?.textContent).toBe('$73.75');
    const perType = screen.getByRole('table', { name: 'Sales per ticket type' });
    expect(within(perType).getByRole('row', { name: /General/ }).textContent).toBe(
      'General2$52.50',
    );
    const perLink = screen.getByRole('table', { name: 'Sales per affiliate link' });
    expect(within(perLink).getByRole('row', { name: /DJ-SAM/ }).textContent).toBe(
      'DJ-SAM · Sam12$52.50',
    );
    const days = screen.getByRole('table', { name: 'Per day' });
    expect(within(days).getByRole('row', { name: /Sun, Nov 1/ }).textContent).toBe(
      'Sun, Nov 1120102$52.503',
    );
    expect(screen.getByText('Analytics · Nov 1 to Nov 2 · days in UTC')).toBeTruthy();
    // Each table scrolls sideways in its own box, which a keyboard can reach.
    for (const name of ['Per day', 'Sales per ticket type', 'Revenue per ticket type']) {
      const box = screen.getByRole('region', { name: `${name} (scrolls sideways)` });
      expect(box.tabIndex).toBe(0);
      expect(within(box).getByRole('table', { name })).toBeTruthy();
    }
    expect(screen.getByRole('tab', { name: /Views 20/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText(/No links yet/)).toBeTruthy();
  }, 20_000);

  it('shows the hosts-only page on 403', async () => {
    fakeApi({ 'GET /events/hosts/analytics': forbidden });
    renderPage(<AnalyticsPage />, at);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Only the hosts of this event can see its analytics' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  }, 15_000);
});
