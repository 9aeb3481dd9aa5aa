import { describe, expect, it } from 'vitest';
import type { ReleaseManifest } from 'platform';
import { buildRoutes } from './app-routes';

const manifest: ReleaseManifest = {
  schemaVersion: 1,
  updatedAt: '2026-11-22T00:00:00.000Z',
  remotes: {
    'mf-events': {
      package: 'mf-events',
      federationName: 'events',
      version: '1.0.0-aaaaaaaa',
      manifestUrl: '/releases/mf-events/1.0.0-aaaaaaaa/mf-manifest.json',
      publishedAt: '2026-11-22T00:00:00.000Z',
      routes: [
        { path: '/app', page: './FeedPage' },
        { path: '/app/event/:eventId/:modal?', page: './EventPage' },
      ],
    },
    'mf-auth': {
      package: 'mf-auth',
      federationName: 'auth',
      version: '1.0.0-bbbbbbbb',
      manifestUrl: '/releases/mf-auth/1.0.0-bbbbbbbb/mf-manifest.json',
      publishedAt: '2026-11-22T00:00:00.000Z',
      routes: [{ path: '/auth/phone', page: './PhonePage' }],
    },
  },
};

describe('buildRoutes', () => {
  const routes = buildRoutes(manifest);
  const app = routes.find((r) => r.path === '/app');

  it('puts /app routes inside the layout, relative to it, with the feed as the index', () => {
    const children = app?.children ?? [];
    expect(children.find((c) => c.index)?.handle).toMatchObject({
      owner: 'mf-events',
      declaration: { page: './FeedPage' },
    });
    expect(children.map((c) => c.path)).toContain('event/:eventId/:modal?');
  });

  it('keeps other remotes routes outside the /app frame', () => {
    expect(routes.find((r) => r.path === '/auth/phone')?.handle).toMatchObject({
      owner: 'mf-auth',
    });
  });

  it('has the shell pages and a catch-all error page both inside and outside /app', () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/index.html',
        '/signout',
        '/debug',
        '/logo-colors',
        '/tos',
        '/privacy-policy',
        '/refund-policy',
        '*',
      ]),
    );
    expect(app?.children?.some((c) => c.path === '*')).toBe(true);
  });
});
