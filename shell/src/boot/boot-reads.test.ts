import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_CONFIG_PATH,
  RELEASE_MANIFEST_PATH,
  emptyReleaseManifest,
  localAppConfig,
} from 'platform';
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
