import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from './analytics-events';
import { createMemoryAnalyticsSink, memoryAnalyticsSink, setAnalyticsSink, track } from './track';

afterEach(() => {
  setAnalyticsSink(null);
  memoryAnalyticsSink.clear();
  vi.restoreAllMocks();
});

describe('track', () => {
  it('records into memory by default', () => {
    track(ANALYTICS_EVENTS.login, { method: 'phone' });
    track(ANALYTICS_EVENTS.screenView);
    expect(memoryAnalyticsSink.events).toEqual([
      { name: 'login', params: { method: 'phone' } },
      { name: 'screen_view', params: {} },
    ]);
  });

  it('sends to the installed sink, and back to memory on null', () => {
    const sink = { track: vi.fn() };
    setAnalyticsSink(sink);
    track('purchase', { value: 1200, currency: 'USD', items: [{ item_id: 't1', quantity: 2 }] });
    expect(sink.track).toHaveBeenCalledWith('purchase', {
      value: 1200,
      currency: 'USD',
      items: [{ item_id: 't1', quantity: 2 }],
    });
    expect(memoryAnalyticsSink.events).toHaveLength(0);
    setAnalyticsSink(null);
    track('logout');
    expect(memoryAnalyticsSink.events.map((e) => e.name)).toEqual(['logout']);
  });

  it('never throws when the sink fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAnalyticsSink({
      track() {
        throw new Error('blocked by an ad blocker');
      },
    });
    expect(() => track('share')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps only the most recent events in memory', () => {
    const sink = createMemoryAnalyticsSink(2);
    sink.track('like', {});
    sink.track('friend', {});
    sink.track('rsvp', {});
    expect(sink.events.map((e) => e.name)).toEqual(['friend', 'rsvp']);
  });

  it('names every SPEC event', () => {
    expect(Object.values(ANALYTICS_EVENTS)).toEqual([
      'screen_view',
      'view',
      'sign_up',
      'login',
      'logout',
      'search',
      'share',
      'like',
      'friend',
      'rsvp',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);
  });
});
