import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localAppConfig } from 'platform';
import { manifestOf, releaseOf } from '../test-support/release-fixture';
import { activeOverride, activeOverrideRef, withRemoteOverride } from './active-override';
import { OVERRIDE_LIFETIME_MS, OVERRIDE_STORAGE_KEY, storeOverride } from './override-store';

const release = manifestOf(
  releaseOf('mf-events', 'events', [{ path: '/app', page: './FeedPage' }], '1.0.0-aaaaaaaa'),
);
const target = { package: 'mf-events', base: 'http://localhost:3012/' };
const now = Date.parse('2026-11-28T10:00:00Z');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('withRemoteOverride (at start)', () => {
  it('applies the stored override while it lasts and names it for error reports', async () => {
    storeOverride(localStorage, target, now);
    const manifest = await withRemoteOverride(localAppConfig(), release, localStorage, now);
    expect(manifest.remotes['mf-events']?.entryUrl).toBe('http://localhost:3012/remoteEntry.js');
    expect(activeOverride()?.package).toBe('mf-events');
    expect(activeOverrideRef()).toEqual({
      name: 'mf-events',
      version: '1.0.0-aaaaaaaa',
      base: 'http://localhost:3012/',
    });
  });

  it('loads the release again once the override has expired', async () => {
    storeOverride(localStorage, target, now);
    const later = now + OVERRIDE_LIFETIME_MS + 1;
    expect(await withRemoteOverride(localAppConfig(), release, localStorage, later)).toBe(release);
    expect(activeOverride()).toBeNull();
    expect(activeOverrideRef()).toBeNull();
  });

  it('drops a stored override the configuration does not allow (production)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeOverride(localStorage, target, now);
    const production = { ...localAppConfig(), remoteOverrides: undefined };
    expect(await withRemoteOverride(production, release, localStorage, now)).toBe(release);
    expect(activeOverride()).toBeNull();
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });
});
