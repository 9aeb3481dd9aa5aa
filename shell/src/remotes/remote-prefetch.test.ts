import { describe, expect, it, vi } from 'vitest';
import type { ReleaseManifest } from 'platform';
import { buildRoutes } from '../router/app-routes';
import { createRemotePrefetcher, remoteTargetOf, type RemoteTarget } from './remote-prefetch';

const release = (
  pkg: string,
  federationName: string,
  routes: ReleaseManifest['remotes'][string]['routes'],
) => ({
  package: pkg,
  federationName,
  version: '1.0.0-aaaaaaaa',
  manifestUrl: `/releases/${pkg}/1.0.0-aaaaaaaa/mf-manifest.json`,
  publishedAt: '2026-11-22T00:00:00.000Z',
  routes,
});

const manifest: ReleaseManifest = {
  schemaVersion: 1,
  updatedAt: '2026-11-22T00:00:00.000Z',
  remotes: {
    'mf-events': release('mf-events', 'events', [
      { path: '/app', page: './FeedPage' },
      { path: '/app/event/:eventId/:modal?', page: './EventPage' },
      { path: '/app/pass', page: './PassPage', auth: { required: true } },
    ]),
    'mf-auth': release('mf-auth', 'auth', [{ path: '/auth/phone', page: './PhonePage' }]),
  },
};
const routes = buildRoutes(manifest);
const origin = 'http://app.test';

describe('remoteTargetOf', () => {
  it('finds the remote page a path leads to, by the route table', () => {
    expect(remoteTargetOf(routes, manifest, '/app/event/e1')).toEqual({
      federationName: 'events',
      page: './EventPage',
      signInRequired: false,
    });
    expect(remoteTargetOf(routes, manifest, '/app')).toEqual({
      federationName: 'events',
      page: './FeedPage',
      signInRequired: false,
    });
    expect(remoteTargetOf(routes, manifest, '/auth/phone')).toEqual({
      federationName: 'auth',
      page: './PhonePage',
      signInRequired: false,
    });
    expect(remoteTargetOf(routes, manifest, '/app/pass')).toMatchObject({ signInRequired: true });
  });

  it("is null for the shell's own pages and unknown paths", () => {
    for (const path of ['/', '/tos', '/debug', '/app/organization/o1', '/app/nowhere', '/x']) {
      expect(remoteTargetOf(routes, manifest, path), path).toBeNull();
    }
  });
});

describe('createRemotePrefetcher', () => {
  /** The federation runtime's preloadRemote, faked: records what it was asked for. */
  function fakeRuntime(fail = false) {
    const asked: RemoteTarget[] = [];
    const preload = vi.fn((target: RemoteTarget) => {
      asked.push(target);
      return fail ? Promise.reject(new Error('remote down')) : Promise.resolve();
    });
    const prefetch = createRemotePrefetcher({
      origin,
      resolve: (pathname) => remoteTargetOf(routes, manifest, pathname),
      preload,
    });
    return { asked, preload, prefetch };
  }

  it('asks the runtime once per remote page, however often the link is hovered', async () => {
    const { asked, prefetch } = fakeRuntime();
    prefetch(`${origin}/auth/phone`);
    prefetch(`${origin}/auth/phone?next=%2Fapp`);
    prefetch('/app/event/e1');
    prefetch('/app/event/e2/tickets');
    await Promise.resolve();
    expect(asked).toEqual([
      { federationName: 'auth', page: './PhonePage', signInRequired: false },
      { federationName: 'events', page: './EventPage', signInRequired: false },
    ]);
  });

  it("leaves other origins, the shell's pages and bad hrefs alone", () => {
    const { preload, prefetch } = fakeRuntime();
    prefetch('https://elsewhere.test/auth/phone');
    prefetch(`${origin}/tos`);
    prefetch('http://[bad');
    expect(preload).not.toHaveBeenCalled();
  });

  it('tries again on the next hover after a failed prefetch', async () => {
    const { preload, prefetch } = fakeRuntime(true);
    prefetch('/auth/phone');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    prefetch('/auth/phone');
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
