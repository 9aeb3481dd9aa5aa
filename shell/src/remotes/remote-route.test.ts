import { describe, expect, it } from 'vitest';
import { manifestOf, releaseOf } from '../test-support/release-fixture';
import { remoteRouteOf } from './remote-route';

const manifest = manifestOf(
  releaseOf('mf-events', 'events', [
    { path: '/app', page: './FeedPage' },
    { path: '/app/event/:eventId/:modal?', page: './EventPage' },
    { path: '/app/event/:eventId/edit', page: './EditPage', auth: { required: true } },
    { path: '/app/pass', page: './PassPage', auth: { required: true } },
  ]),
  releaseOf('mf-auth', 'auth', [{ path: '/auth/phone', page: './PhonePage' }]),
);

const pageOf = (pathname: string) => {
  const route = remoteRouteOf(manifest, pathname);
  return route && `${route.federationName} ${route.declaration.page}`;
};

describe('remoteRouteOf', () => {
  it('finds the remote page a path opens, with its parameters', () => {
    expect(pageOf('/app')).toBe('events ./FeedPage');
    expect(pageOf('/auth/phone')).toBe('auth ./PhonePage');
    expect(remoteRouteOf(manifest, '/app/event/e%201/tickets')).toEqual({
      federationName: 'events',
      declaration: { path: '/app/event/:eventId/:modal?', page: './EventPage' },
      params: { eventId: 'e 1', modal: 'tickets' },
    });
  });

  it('chooses as the router does: a static segment beats a parameter', () => {
    expect(pageOf('/app/event/e1/edit')).toBe('events ./EditPage');
    expect(remoteRouteOf(manifest, '/app/pass')?.declaration.auth).toEqual({ required: true });
  });

  it("is null for the shell's own pages and unknown paths", () => {
    for (const path of ['/', '/tos', '/debug', '/app/organization/o1', '/app/nowhere', '/x']) {
      expect(remoteRouteOf(manifest, path), path).toBeNull();
    }
  });
});
