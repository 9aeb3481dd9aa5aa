import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseLoadReport } from 'contract';
import type { RemoteOverrideRef } from './client-error-reporter';
import { createReleaseLoadCounter } from './release-load-counter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const events = { name: 'mf-events', version: '1.0.0-aa' };
const host = { name: 'mf-host', version: '2.0.0-bb' };

function counter(override: RemoteOverrideRef | null = null) {
  const sent: ReleaseLoadReport[] = [];
  const c = createReleaseLoadCounter({
    send: async (report) => sent.push(report),
    appVersion: 'shell@0.1.0',
    delayMs: 1000,
    override: () => override,
  });
  return { c, sent };
}

describe('createReleaseLoadCounter', () => {
  it('sends the page load and the remotes loaded meanwhile in one report', () => {
    const { c, sent } = counter();
    c.loaded(events);
    c.loaded(events);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([{ appVersion: 'shell@0.1.0', pageLoad: true, remotes: [events] }]);
  });

  it('counts a remote that loads later in a report of its own, without a second page load', () => {
    const { c, sent } = counter();
    c.loaded(events);
    vi.advanceTimersByTime(1000);
    c.loaded(host);
    c.loaded(events);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([
      { appVersion: 'shell@0.1.0', pageLoad: true, remotes: [events] },
      { appVersion: 'shell@0.1.0', pageLoad: false, remotes: [host] },
    ]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(2);
  });

  it("does not count the remote overridden in this browser: its loads are no release's", () => {
    const { c, sent } = counter({ ...events, base: 'http://localhost:3012/' });
    c.loaded(events);
    c.loaded(host);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([{ appVersion: 'shell@0.1.0', pageLoad: true, remotes: [host] }]);
    // Control: the same loads without the override count both.
    const plain = counter();
    plain.c.loaded(events);
    plain.c.loaded(host);
    vi.advanceTimersByTime(1000);
    expect(plain.sent[0]?.remotes).toEqual([events, host]);
  });

  it('counts the page load even when no remote loads', () => {
    const { sent } = counter();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([{ appVersion: 'shell@0.1.0', pageLoad: true, remotes: [] }]);
  });

  it('never throws when sending fails', () => {
    const c = createReleaseLoadCounter({
      send: () => Promise.reject(new Error('offline')),
      appVersion: 'shell@0.1.0',
    });
    c.loaded(events);
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
  });
});
