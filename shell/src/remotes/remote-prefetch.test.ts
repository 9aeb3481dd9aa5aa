import { describe, expect, it, vi } from 'vitest';
import { createRemotePrefetcher } from './remote-prefetch';
import { remoteRouteOf, type RemoteRoute } from './remote-route';
import { manifestOf, releaseOf } from '../test-support/release-fixture';

const manifest = manifestOf(
  releaseOf('mf-events', 'events', [
    { path: '/app', page: './FeedPage' },
    { path: '/app/event/:eventId/:modal?', page: './EventPage' },
  ]),
  releaseOf('mf-auth', 'auth', [{ path: '/auth/phone', page: './PhonePage' }]),
);
const origin = 'http://app.test';

describe('createRemotePrefetcher', () => {
  /** The federation runtime's preloadRemote, faked: records what it was asked for. */
  function fakeRuntime(fail = false) {
    const asked: string[] = [];
    const preload = vi.fn((route: RemoteRoute) => {
      asked.push(`${route.federationName} ${route.declaration.page}`);
      return fail ? Promise.reject(new Error('remote down')) : Promise.resolve();
    });
    const prefetch = createRemotePrefetcher({
      origin,
      resolve: (pathname) => remoteRouteOf(manifest, pathname),
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
    expect(asked).toEqual(['auth ./PhonePage', 'events ./EventPage']);
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
