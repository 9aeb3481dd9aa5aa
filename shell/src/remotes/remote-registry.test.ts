// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestOf, releaseOf } from '../test-support/release-fixture';

/** The federation runtime, faked: what the registry asks of it. */
const runtime = vi.hoisted(() => ({
  preloadRemote: vi.fn((_args: unknown[]) => Promise.resolve()),
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { prefetchExposedPage, registerReleaseRemotes } = await import('./remote-registry');

const manifest = manifestOf(
  releaseOf('mf-auth', 'auth', [{ path: '/auth/phone', page: './PhonePage' }], '1.0.0-bbbbbbbb'),
);

beforeEach(() => {
  vi.clearAllMocks();
  registerReleaseRemotes(manifest);
  runtime.registerRemotes.mockClear();
});

describe('prefetchExposedPage', () => {
  it("asks the runtime for the remote's manifest, entry and the page's own chunks", async () => {
    await prefetchExposedPage('auth', './PhonePage');
    expect(runtime.preloadRemote).toHaveBeenCalledExactlyOnceWith([
      { nameOrAlias: 'auth', exposes: ['./PhonePage'], resourceCategory: 'sync' },
    ]);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('registers the remote again after a failure, so the visit does not replay it', async () => {
    runtime.preloadRemote.mockRejectedValueOnce(new Error('remote down'));
    await expect(prefetchExposedPage('auth', './PhonePage')).rejects.toThrow('remote down');
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith(
      [
        {
          name: 'auth',
          entry: `${window.location.origin}/releases/mf-auth/1.0.0-bbbbbbbb/mf-manifest.json`,
        },
      ],
      { force: true },
    );
  });
});

describe('registerReleaseRemotes', () => {
  it('registers a manifest once: the same one again (from the bootstrap) keeps the fetches under way', () => {
    registerReleaseRemotes(manifest, { onLoaded: () => {} });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();

    const next = { ...manifest, updatedAt: '2026-11-23T00:00:00.000Z' };
    registerReleaseRemotes(next);
    expect(runtime.registerRemotes).toHaveBeenCalledOnce();
  });
});
