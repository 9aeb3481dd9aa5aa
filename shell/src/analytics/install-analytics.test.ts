import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryAnalyticsSink, setAnalyticsSink, track } from 'shared-api';
import { installAnalytics } from './install-analytics';

const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: '1:1:web:1' };

afterEach(() => {
  setAnalyticsSink(null);
  memoryAnalyticsSink.clear();
});

describe('installAnalytics', () => {
  it('keeps the local sink when no measurement id is configured', async () => {
    const createSink = vi.fn();
    expect(await installAnalytics({ firebase }, createSink)).toBe('local');
    expect(createSink).not.toHaveBeenCalled();
    track('logout');
    expect(memoryAnalyticsSink.events.map((e) => e.name)).toEqual(['logout']);
  });

  it('installs the Firebase sink and hands it the events tracked while it loaded', async () => {
    const sink = { track: vi.fn() };
    track('screen_view', { page_path: '/' });
    const mode = await installAnalytics(
      { firebase, analytics: { measurementId: 'G-1' } },
      async (config) => {
        expect(config).toEqual({ measurementId: 'G-1', appId: '1:1:web:1' });
        return sink;
      },
    );
    expect(mode).toBe('firebase');
    track('search', { search_term: 'jazz' });
    expect(sink.track.mock.calls).toEqual([
      ['screen_view', { page_path: '/' }],
      ['search', { search_term: 'jazz' }],
    ]);
  });

  it('falls back to local when Firebase Analytics cannot start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mode = await installAnalytics(
      { firebase, analytics: { measurementId: 'G-1' } },
      async () => {
        throw new Error('blocked');
      },
    );
    expect(mode).toBe('local');
  });
});
