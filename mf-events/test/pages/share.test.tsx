import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, memoryAnalyticsSink } from 'shared-api';
import EventPage from '../../src/pages/event-page';
import { fakeApi, renderPage } from 'platform/testing';
import { event } from './fixtures';

// The test browser has no Web Share API; tests add and remove it.
const nav = navigator as unknown as Record<string, unknown>;

afterEach(() => {
  configureApi();
  memoryAnalyticsSink.clear();
  delete nav['share'];
  delete nav['canShare'];
  vi.restoreAllMocks();
});

const at = (path: string) => ({ path: '/app/event/:eventId/:modal?', at: path });
const routes = {
  'GET /events/': { data: { event: event() } },
  'POST /events/metrics/share': { data: { counted: true, count: 1 } },
};

describe('sharing an event', () => {
  it('uses the system share sheet when there is one, and counts the share', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.assign(nav, { share, canShare: () => true });
    const calls = fakeApi(routes);
    renderPage(<EventPage />, at('/app/event/e1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share.mock.calls[0]?.[0]).toEqual({
      title: 'Paid gala',
      url: `${window.location.origin}/app/event/e1`,
    });
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/events/metrics/share'))).toBe(true),
    );
    expect(memoryAnalyticsSink.events.find((e) => e.name === 'share')?.params).toMatchObject({
      method: 'webShare',
      item_id: 'e1',
    });
  });

  it('counts nothing when the person closes the share sheet', async () => {
    Object.assign(nav, {
      share: vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')),
      canShare: () => true,
    });
    const calls = fakeApi(routes);
    renderPage(<EventPage />, at('/app/event/e1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.url.endsWith('/events/metrics/share'))).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/app/event/e1');
  });

  it('falls back to the share dialog and copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = fakeApi(routes);
    renderPage(<EventPage />, at('/app/event/e1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/app/event/e1`),
    );
    expect(await screen.findByText('Link copied')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/events/metrics/share'))).toBe(true),
    );
    expect(memoryAnalyticsSink.events.find((e) => e.name === 'share')?.params).toMatchObject({
      method: 'copyLink',
    });
  });
});
