import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import DashboardPage from '../../src/pages/dashboard-page';
import { HOST_PERMISSIONS } from 'contract/values';
import { dashboard, forbidden, me, revenue } from './fixtures';

afterEach(() => configureApi());

const at = {
  path: '/app/host/:eventId/dashboard/:modal?',
  at: '/app/host/e1/dashboard',
  user: me,
};

describe('DashboardPage', () => {
  it('shows counts, tickets per type and quick actions', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/hosts/revenue': { data: revenue() },
    });
    renderPage(<DashboardPage />, at);
    const money = await screen.findByRole('list', { name: 'Revenue' }, { timeout: 5000 });
    expect(within(money).getByText('Net revenue').previousSibling?.textContent).toBe('$73.75');
    expect(within(money).getByText('Refunds').previousSibling?.textContent).toBe('$26.25');
    // Analytics sits with the revenue it explains.
    expect(
      within(screen.getByRole('region', { name: 'Revenue' }))
        .getByRole('link', { name: 'Analytics' })
        .getAttribute('href'),
    ).toBe('/app/host/e1/analytics');
    const stats = await screen.findByRole('list', { name: 'Counts' });
    expect(within(stats).getByText('Going').previousSibling?.textContent).toBe('2');
    expect(within(stats).getByText('Checked in').previousSibling?.textContent).toBe('1');
    expect(within(stats).getByText('Spots left').previousSibling?.textContent).toBe('108');
    const vip = screen.getByRole('row', { name: /VIP/ });
    expect(vip.textContent).toContain('10 of 10');
  }, 15_000);

  it('groups the actions by purpose under one primary action, each still reachable', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/hosts/revenue': { data: revenue() },
    });
    renderPage(<DashboardPage />, at);
    const guests = await screen.findByRole('region', { name: 'Talk to guests' });
    const team = screen.getByRole('region', { name: 'Event and team' });
    const hrefOf = (scope: HTMLElement, name: string) =>
      within(scope).getByRole('link', { name }).getAttribute('href');

    expect(hrefOf(guests, 'Text blast')).toBe('/app/host/e1/dashboard/text-blast');
    // A link (mf-social's page finds or opens the chat), so it opens in a new tab too.
    expect(hrefOf(guests, 'Open event chat')).toBe('/app/chat/event/e1');
    expect(hrefOf(team, 'Edit event')).toBe('/app/event/e1/edit');
    expect(hrefOf(team, 'Co-hosts')).toBe('/app/host/e1/dashboard/cohosts');
    expect(hrefOf(team, 'Invite an organization')).toBe('/app/host/e1/dashboard/organizations');
    expect(screen.getByRole('link', { name: 'View event page' }).getAttribute('href')).toBe(
      '/app/event/e1',
    );

    // One primary action: sharing the event.
    const page = screen.getByRole('region', { name: 'Your event' });
    const primary = page.querySelectorAll('.ui-button--primary');
    expect(Array.from(primary, (el) => el.textContent)).toEqual(['Copy share link']);
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBe(primary[0]);
  });

  it('leads the host to affiliate links, the wallet and payout set-up', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/hosts/revenue': { data: revenue() },
    });
    renderPage(<DashboardPage />, at);
    const money = await screen.findByRole('region', { name: 'Sales and money' });
    const hrefOf = (name: string) => within(money).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Affiliate links')).toBe('/app/host/e1/analytics#affiliate-links');
    expect(hrefOf('Wallet')).toBe('/app/host/wallet');
    expect(hrefOf('Payout set-up')).toBe('/app/host/stripe-connect');
  });

  it("a co-host sees the event's affiliate links but not a wallet (the money is the host's)", async () => {
    fakeApi({
      'GET /events/hosts/dashboard': {
        data: dashboard({ access: { level: 'cohost', permissions: [...HOST_PERMISSIONS] } }),
      },
      'GET /events/hosts/revenue': { data: revenue() },
    });
    renderPage(<DashboardPage />, at);
    const money = await screen.findByRole('region', { name: 'Sales and money' });
    expect(within(money).getByRole('link', { name: 'Affiliate links' })).toBeTruthy();
    expect(within(money).queryByRole('link', { name: 'Wallet' })).toBeNull();
    expect(within(money).queryByRole('link', { name: 'Payout set-up' })).toBeNull();
  });

  it('does not repeat the Guests and Scan tabs as buttons', async () => {
    fakeApi({ 'GET /events/hosts/dashboard': { data: dashboard() } });
    renderPage(<DashboardPage />, at);
    await screen.findByRole('region', { name: 'Talk to guests' });
    const tabs = screen.getByRole('navigation', { name: 'Host tools' });
    for (const [tab, href] of [
      ['Guests', '/app/event/e1/guests'],
      ['Scan', '/app/event/e1/scan'],
    ] as const) {
      expect(within(tabs).getByRole('link', { name: tab }).getAttribute('href')).toBe(href);
      const everyLink = screen.getAllByRole('link').filter((l) => l.getAttribute('href') === href);
      expect(everyLink).toHaveLength(1);
    }
    expect(screen.queryByRole('link', { name: 'Scan passes' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Guest list' })).toBeNull();
  });

  it('a level without the money privilege sees no revenue and no analytics link', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': {
        data: dashboard({
          access: { level: 'door', permissions: ['view_dashboard', 'view_guests', 'scan'] },
        }),
      },
    });
    renderPage(<DashboardPage />, at);
    await screen.findByRole('list', { name: 'Counts' });
    expect(screen.queryByRole('heading', { name: 'Revenue' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sales and money' })).toBeNull();
  });

  it('shows the hosts-only page on 403 and a retry on other errors', async () => {
    fakeApi({ 'GET /events/hosts/dashboard': forbidden });
    const view = renderPage(<DashboardPage />, at);
    expect(
      await screen.findByRole('heading', {
        name: 'Only the hosts of this event can see its dashboard',
      }),
    ).toBeTruthy();
    view.unmount();
    fakeApi({
      'GET /events/hosts/dashboard': {
        status: 400,
        error: { code: 'invalid_request', message: 'Bad' },
      },
    });
    renderPage(<DashboardPage />, at);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
