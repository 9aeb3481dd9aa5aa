import { describe, expect, it } from 'vitest';
import { localAppConfig } from 'platform';
import { manifestOf, releaseOf } from '../test-support/release-fixture';
import { buildRoutes } from './app-routes';

const manifest = manifestOf(
  releaseOf('mf-events', 'events', [
    { path: '/app', page: './FeedPage' },
    { path: '/app/event/:eventId/:modal?', page: './EventPage' },
  ]),
  releaseOf('mf-auth', 'auth', [{ path: '/auth/phone', page: './PhonePage' }]),
);

describe('buildRoutes', () => {
  const routes = buildRoutes(manifest, localAppConfig());
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
