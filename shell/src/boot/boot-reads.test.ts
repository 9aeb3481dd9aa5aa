import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_CONFIG_PATH,
  RELEASE_MANIFEST_PATH,
  emptyReleaseManifest,
  localAppConfig,
} from 'platform';
import { manifestOf, releaseOf } from '../test-support/release-fixture';
import { startBootReads, takeBootReads } from './boot-reads';

const bodies: Record<string, unknown> = {
  [APP_CONFIG_PATH]: localAppConfig(undefined),
  [RELEASE_MANIFEST_PATH]: emptyReleaseManifest(),
};

function stubFetch(status = 200) {
  const fetch = vi.fn(async (url: string) =>
    Response.json(status === 200 ? bodies[url] : { error: 'down' }, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/**
 * Serves `bodies`, but with a release where mf-events' `/app` declares the feed (`feed` below)
 * as its startup read.
 */
function stubFetchWithFeedRoute() {
  const manifest = manifestOf(
    releaseOf('mf-events', 'events', [
      { path: '/app', page: './FeedPage', startupRead: { endpoint: 'GET /events/feed' } },
    ]),
  );
  const fetch = vi.fn(async (url: string) =>
    Response.json(url === RELEASE_MANIFEST_PATH ? manifest : bodies[url]),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const feed = `${localAppConfig(undefined).apiBaseUrl}/events/feed`;

afterEach(() => vi.unstubAllGlobals());

describe('boot reads', () => {
  it('start at entry and are taken by the bootstrap without asking again', async () => {
    const fetch = stubFetch();
    startBootReads();
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(
      [APP_CONFIG_PATH, RELEASE_MANIFEST_PATH].sort(),
    );
    const [config, manifest] = await takeBootReads();
    expect(config.apiBaseUrl).toBe(localAppConfig(undefined).apiBaseUrl);
    expect(manifest).toEqual(emptyReleaseManifest());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are each taken once: a second take reads afresh', async () => {
    const fetch = stubFetch();
    startBootReads();
    await takeBootReads();
    await takeBootReads();
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("then start the page's declared startup read, beside the bootstrap", async () => {
    const fetch = stubFetchWithFeedRoute();
    startBootReads('/app');
    await takeBootReads();
    await vi.waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain(feed));

    fetch.mockClear();
    startBootReads('/app/elsewhere');
    await takeBootReads();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain(feed);
  });

  it("read Firebase's stored sign-in once for the page's read, the session read and the remote", async () => {
    const fetch = stubFetchWithFeedRoute();
    const getItem = vi.fn(() => null);
    vi.stubGlobal('window', { localStorage: { getItem }, sessionStorage: { getItem: () => null } });
    startBootReads('/app');
    await takeBootReads();
    // A visitor: the feed is asked for (so the stored sign-in was read), and read only once.
    await vi.waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain(feed));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it('hand a failure to whoever takes them, and none is reported as unhandled before', async () => {
    stubFetch(503);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startBootReads();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(takeBootReads()).rejects.toThrow(/HTTP 503/);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
