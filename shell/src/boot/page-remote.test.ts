import { describe, expect, it, vi } from 'vitest';
import { emptyReleaseManifest, type ReleaseManifest } from 'platform';
import { preloadPageRemote, type PageRemoteDeps } from './page-remote';

function release(
  name: string,
  federationName: string,
  routes: ReleaseManifest['remotes'][string]['routes'],
) {
  return {
    package: name,
    federationName,
    version: '1.0.0-abc',
    manifestUrl: `/releases/${name}/1.0.0-abc/mf-manifest.json`,
    publishedAt: new Date(0).toISOString(),
    routes,
  };
}

const manifest = emptyReleaseManifest();
manifest.remotes['mf-events'] = release('mf-events', 'events', [
  { path: '/app', page: './FeedPage' },
  { path: '/app/event/:eventId/:modal?', page: './EventPage' },
]);
manifest.remotes['mf-social'] = release('mf-social', 'social', [
  { path: '/app/user', page: './ProfilePage', auth: { required: true } },
]);

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
    await expect(preloadPageRemote(manifest, '/app/event/e1', 'key', d)).resolves.toEqual({
      federationName: 'events',
      page: './EventPage',
    });
    expect(d.register).toHaveBeenCalledWith(manifest);
    expect(d.prefetch).toHaveBeenCalledExactlyOnceWith('events', './EventPage');
  });

  it('fetches a page behind sign-in only for a device that may hold a stored sign-in', async () => {
    const visitor = deps(false);
    await expect(preloadPageRemote(manifest, '/app/user', 'key', visitor)).resolves.toBeNull();
    expect(visitor.prefetch).not.toHaveBeenCalled();
    expect(visitor.mayHaveStoredSession).toHaveBeenCalledWith('key');

    const signedIn = deps(true);
    await preloadPageRemote(manifest, '/app/user', 'key', signedIn);
    expect(signedIn.prefetch).toHaveBeenCalledExactlyOnceWith('social', './ProfilePage');
  });

  it('fetches nothing for a path no remote declares, and does not look for a sign-in', async () => {
    const d = deps(true);
    await expect(preloadPageRemote(manifest, '/nowhere', 'key', d)).resolves.toBeNull();
    expect(d.prefetch).not.toHaveBeenCalled();
    expect(d.mayHaveStoredSession).not.toHaveBeenCalled();
    expect(d.register).toHaveBeenCalledWith(manifest);
  });
});
