import { describe, expect, it, vi } from 'vitest';
import { remoteRouteOf } from '../remotes/remote-route';
import { manifestOf, releaseOf } from '../test-support/release-fixture';
import { preloadPageRemote, type PageRemoteDeps } from './page-remote';

const manifest = manifestOf(
  releaseOf('mf-events', 'events', [
    { path: '/app', page: './FeedPage' },
    { path: '/app/event/:eventId/:modal?', page: './EventPage' },
  ]),
  releaseOf('mf-social', 'social', [
    { path: '/app/user', page: './ProfilePage', auth: { required: true } },
  ]),
);
const opening = (pathname: string) => remoteRouteOf(manifest, pathname);

function deps(storedSignIn: boolean) {
  return {
    register: vi.fn<PageRemoteDeps['register']>(),
    prefetch: vi.fn<PageRemoteDeps['prefetch']>(async () => {}),
    mayHaveStoredSession: vi.fn<PageRemoteDeps['mayHaveStoredSession']>(async () => storedSignIn),
  };
}

describe('preloadPageRemote', () => {
  it("registers the release and fetches the opened page's remote page", async () => {
    const d = deps(false);
    await expect(preloadPageRemote(manifest, opening('/app/event/e1'), d)).resolves.toEqual({
      federationName: 'events',
      page: './EventPage',
    });
    expect(d.register).toHaveBeenCalledWith(manifest);
    expect(d.prefetch).toHaveBeenCalledExactlyOnceWith('events', './EventPage');
  });

  it('fetches a page behind sign-in only for a device that may hold a stored sign-in', async () => {
    const visitor = deps(false);
    await expect(preloadPageRemote(manifest, opening('/app/user'), visitor)).resolves.toBeNull();
    expect(visitor.prefetch).not.toHaveBeenCalled();
    expect(visitor.mayHaveStoredSession).toHaveBeenCalled();

    const signedIn = deps(true);
    await preloadPageRemote(manifest, opening('/app/user'), signedIn);
    expect(signedIn.prefetch).toHaveBeenCalledExactlyOnceWith('social', './ProfilePage');
  });

  it('fetches nothing for a path no remote declares, and does not look for a sign-in', async () => {
    const d = deps(true);
    await expect(preloadPageRemote(manifest, opening('/nowhere'), d)).resolves.toBeNull();
    expect(d.prefetch).not.toHaveBeenCalled();
    expect(d.mayHaveStoredSession).not.toHaveBeenCalled();
    expect(d.register).toHaveBeenCalledWith(manifest);
  });
});
