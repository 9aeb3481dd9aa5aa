// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestOf, releaseOf } from '../test-support/release-fixture';

/** The federation runtime, faked: what the registry asks of it. */
const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn((_id: string, _options?: unknown) => Promise.resolve(() => ({}))),
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
  it("asks the runtime for the page's module without running it: entry and chunks", async () => {
    await prefetchExposedPage('auth', './PhonePage');
    expect(runtime.loadRemote).toHaveBeenCalledExactlyOnceWith('auth/PhonePage', {
      loadFactory: false,
      from: 'runtime',
    });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('registers the remote again after a failure, so the visit does not replay it', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('remote down'));
    await expect(prefetchExposedPage('auth', './PhonePage')).rejects.toThrow('remote down');
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith(
      [
        {
          name: 'auth',
          entry: `${window.location.origin}/releases/mf-auth/1.0.0-bbbbbbbb/remoteEntry.js`,
        },
      ],
      { force: true },
    );
  });
});

describe('registerReleaseRemotes', () => {
  it("registers each remote's container entry, with no manifest before it", () => {
    registerReleaseRemotes({ ...manifest, updatedAt: '2026-11-24T00:00:00.000Z' });
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith(
      [
        {
          name: 'auth',
          entry: `${window.location.origin}/releases/mf-auth/1.0.0-bbbbbbbb/remoteEntry.js`,
        },
      ],
      { force: true },
    );
  });

  it('registers a manifest once: the same one again (from the bootstrap) keeps the fetches under way', () => {
    registerReleaseRemotes(manifest, { onLoaded: () => {} });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();

    const next = { ...manifest, updatedAt: '2026-11-23T00:00:00.000Z' };
    registerReleaseRemotes(next);
    expect(runtime.registerRemotes).toHaveBeenCalledOnce();
  });
});
